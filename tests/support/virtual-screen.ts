// A small ANSI screen for tests: an 80x24 grid that follows what a terminal would do with the bytes
// we send (printable characters, CR, LF, BS, TAB, CSI cursor moves, erases and colours), and
// records the things art must never do: write the bottom-right cell, scroll the screen, or lean on
// how a terminal wraps after the last column (SyncTERM and VT terminals disagree there).
// It has its own parser on purpose: it checks the terminal layer and must not share its mistakes.
import { decodeCp437 } from '../../src/term/cp437.js';

export interface ScreenCell {
  ch: string;
  /** SGR colour numbers in effect when the cell was drawn (30-37 / 40-47), null for default. */
  fg: number | null;
  bg: number | null;
  bold: boolean;
}

const BLANK: ScreenCell = { ch: ' ', fg: null, bg: null, bold: false };

export class VirtualScreen {
  readonly cols: number;
  readonly rows: number;
  bottomRightWritten = false;
  scrolled = false;
  /** Times the stream wrote the last column and then relied on where the cursor went next. */
  ambiguousWraps = 0;
  /**
   * When set: every row's text (trimmed) each time the cursor leaves it by a control sequence or a
   * line feed, so what a row showed is kept even when later bytes of the same chunk overwrite it.
   */
  rowsSeen: Set<string> | null = null;
  private grid: ScreenCell[][];
  private row = 0;
  private col = 0;
  private pendingWrap = false;
  private wroteLastColumn = false;
  private saved = { row: 0, col: 0 };
  private pen: Omit<ScreenCell, 'ch'> = { fg: null, bg: null, bold: false };
  private carry = '';

  constructor(cols = 80, rows = 24) {
    this.cols = cols;
    this.rows = rows;
    this.grid = this.emptyGrid();
  }

  /** Feeds bytes as sent to the caller, decoded as CP437 (default) or UTF-8. */
  feed(bytes: Uint8Array | string, charset: 'cp437' | 'utf8' = 'cp437'): void {
    const text = typeof bytes === 'string' ? bytes : charset === 'utf8' ? Buffer.from(bytes).toString('utf8') : decodeCp437(bytes);
    const input = this.carry + text;
    this.carry = '';
    let i = 0;
    while (i < input.length) {
      const ch = input.charAt(i);
      if (ch === '\x1b') {
        this.noteRow();
        const end = this.escape(input, i);
        if (end === undefined) {
          this.carry = input.slice(i);
          return;
        }
        i = end;
        continue;
      }
      this.character(ch);
      i += 1;
    }
  }

  get cursor(): { row: number; col: number } {
    return { row: this.row + 1, col: this.col + 1 };
  }

  /** Row `n` (1-based) as text, trailing blanks removed. */
  rowText(n: number): string {
    return (this.grid[n - 1] ?? []).map((c) => c.ch).join('').trimEnd();
  }

  text(): string {
    return this.grid.map((_, i) => this.rowText(i + 1)).join('\n');
  }

  cell(row: number, col: number): ScreenCell {
    return this.grid[row - 1]?.[col - 1] ?? BLANK;
  }

  private emptyGrid(): ScreenCell[][] {
    return Array.from({ length: this.rows }, () => Array.from({ length: this.cols }, () => ({ ...BLANK })));
  }

  /** Anything but an absolute move after writing the last column depends on the emulator. */
  private beforeRelativeAction(): void {
    if (this.wroteLastColumn) this.ambiguousWraps += 1;
    this.wroteLastColumn = false;
  }

  private noteRow(): void {
    this.rowsSeen?.add(this.rowText(this.row + 1).trim());
  }

  private lineFeed(): void {
    this.noteRow();
    if (this.row === this.rows - 1) {
      this.scrolled = true;
      this.grid.shift();
      this.grid.push(Array.from({ length: this.cols }, () => ({ ...BLANK })));
    } else this.row += 1;
  }

  private character(ch: string): void {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) {
      if (ch === '\x07' || ch === '\x00') return;
      this.beforeRelativeAction();
      this.pendingWrap = false;
      if (ch === '\r') this.col = 0;
      else if (ch === '\n') this.lineFeed();
      else if (ch === '\b') this.col = Math.max(0, this.col - 1);
      else if (ch === '\t') this.col = Math.min(this.cols - 1, (Math.floor(this.col / 8) + 1) * 8);
      return;
    }
    this.beforeRelativeAction();
    if (this.pendingWrap) {
      this.pendingWrap = false;
      this.col = 0;
      this.lineFeed();
    }
    const line = this.grid[this.row];
    if (line) line[this.col] = { ch, ...this.pen };
    if (this.row === this.rows - 1 && this.col === this.cols - 1) this.bottomRightWritten = true;
    if (this.col === this.cols - 1) {
      this.pendingWrap = true;
      this.wroteLastColumn = true;
    } else this.col += 1;
  }

  /** Handles the escape at `start`; returns where it ends, or undefined if the input stops inside it. */
  private escape(input: string, start: number): number | undefined {
    const kind = input.charAt(start + 1);
    if (kind === '') return undefined;
    if (kind !== '[') return start + 2;
    let i = start + 2;
    while (i < input.length && /[0-9;?<=>]/.test(input.charAt(i))) i += 1;
    if (i >= input.length) return undefined;
    this.csi(input.slice(start + 2, i), input.charAt(i));
    return i + 1;
  }

  private csi(params: string, final: string): void {
    const numbers = params === '' ? [] : params.split(';').map((p) => (p === '' ? 0 : Number.parseInt(p, 10)));
    const n = Math.max(1, numbers[0] ?? 1);
    if (final === 'm') {
      this.sgr(numbers.length === 0 ? [0] : numbers);
      return;
    }
    if (final === 'H' || final === 'f') {
      this.wroteLastColumn = false;
      this.pendingWrap = false;
      this.row = Math.min(this.rows, Math.max(1, numbers[0] ?? 1)) - 1;
      this.col = Math.min(this.cols, Math.max(1, numbers[1] ?? 1)) - 1;
      return;
    }
    if (params.startsWith('?')) return;
    this.beforeRelativeAction();
    this.pendingWrap = false;
    switch (final) {
      case 'A':
        this.row = Math.max(0, this.row - n);
        break;
      case 'B':
        this.row = Math.min(this.rows - 1, this.row + n);
        break;
      case 'C':
        this.col = Math.min(this.cols - 1, this.col + n);
        break;
      case 'D':
        this.col = Math.max(0, this.col - n);
        break;
      case 'G':
        this.col = Math.min(this.cols, n) - 1;
        break;
      case 'J':
        this.erase(numbers[0] ?? 0, true);
        break;
      case 'K':
        this.erase(numbers[0] ?? 0, false);
        break;
      case 's':
        this.saved = { row: this.row, col: this.col };
        break;
      case 'u':
        this.row = this.saved.row;
        this.col = this.saved.col;
        break;
    }
  }

  private erase(mode: number, screen: boolean): void {
    const blank = (): ScreenCell => ({ ...BLANK, bg: this.pen.bg });
    const clearRow = (r: number, from: number, to: number): void => {
      const line = this.grid[r];
      if (line) for (let c = from; c < to; c += 1) line[c] = blank();
    };
    if (mode === 2 && screen) {
      for (let r = 0; r < this.rows; r += 1) clearRow(r, 0, this.cols);
      return;
    }
    if (mode === 2) clearRow(this.row, 0, this.cols);
    else if (mode === 0) {
      clearRow(this.row, this.col, this.cols);
      if (screen) for (let r = this.row + 1; r < this.rows; r += 1) clearRow(r, 0, this.cols);
    } else if (mode === 1) {
      clearRow(this.row, 0, this.col + 1);
      if (screen) for (let r = 0; r < this.row; r += 1) clearRow(r, 0, this.cols);
    }
  }

  private sgr(codes: number[]): void {
    for (const code of codes) {
      if (code === 0) this.pen = { fg: null, bg: null, bold: false };
      else if (code === 1) this.pen.bold = true;
      else if (code === 22) this.pen.bold = false;
      else if (code >= 30 && code <= 37) this.pen.fg = code;
      else if (code === 39) this.pen.fg = null;
      else if (code >= 40 && code <= 47) this.pen.bg = code;
      else if (code === 49) this.pen.bg = null;
    }
  }
}
