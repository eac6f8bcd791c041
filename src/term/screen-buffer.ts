// A screen as data: a grid of cells (a character and a colour attribute), and two ways to put it on a
// caller's terminal: draw it whole, or send only the cells that differ from what the caller already
// sees, with the cheapest cursor moves and colour changes. Neither ever writes the bottom-right cell
// (many terminals scroll when it is written), moves below the last row, or leans on the wrap after the
// last column: after writing there, the next move is absolute.
import { asciiText } from './ascii.js';
import { cursorMove, type Cell } from './cursor-moves.js';
import { isPrintable } from './printable.js';
import { DEFAULT_SGR, PC_TO_ANSI, sgrOfPc, sgrTransition, type Sgr } from './sgr.js';

/**
 * A PC text attribute, as BBS art counts colours (docs/art.md): foreground 0-15 in the low nibble
 * (8-15 bright, sent as bold plus the colour), background 0-7 above it.
 */
export type Attr = number;

/** Light grey on black: the terminal's default colours. */
export const DEFAULT_ATTR: Attr = 7;

export function attr(fg: number, bg = 0): Attr {
  return (fg & 15) | ((bg & 7) << 4);
}

export function fgOf(a: Attr): number {
  return a & 15;
}

export function bgOf(a: Attr): number {
  return (a >> 4) & 7;
}

export interface ScreenCell {
  ch: string;
  attr: Attr;
}

const CLEAR = '\x1b[0m\x1b[H\x1b[2J';
/** Erase in Line, cursor to end of line (ECMA-48 §8.3.41, EL 0): the cells take the current background. */
const ERASE_TO_END = '\x1b[K';
/** Longest run of unchanged cells worth rewriting instead of moving over it. */
const MAX_REWRITE = 8;

export class ScreenBuffer {
  readonly cols: number;
  readonly rows: number;
  private readonly chars: string[];
  private readonly attrs: Uint8Array;

  constructor(cols = 80, rows = 24) {
    this.cols = cols;
    this.rows = rows;
    this.chars = new Array<string>(cols * rows).fill(' ');
    this.attrs = new Uint8Array(cols * rows).fill(DEFAULT_ATTR);
  }

  /** The cell at 1-based `row`, `col`; a blank default cell outside the screen. */
  get(row: number, col: number): ScreenCell {
    const i = this.index(row, col);
    if (i < 0) return { ch: ' ', attr: DEFAULT_ATTR };
    return { ch: this.chars[i] ?? ' ', attr: this.attrs[i] ?? DEFAULT_ATTR };
  }

  /**
   * Sets one cell. Outside the screen, and the bottom-right cell, are left alone; a character that
   * does not take exactly one cell becomes '?'. A blank keeps only its background: its foreground
   * shows nothing, so two blanks on one background are the same cell.
   */
  set(row: number, col: number, ch: string, a: Attr = DEFAULT_ATTR): void {
    const i = this.index(row, col);
    if (i < 0 || (row === this.rows && col === this.cols)) return;
    const glyph = [...ch][0] ?? ' ';
    const shown = isPrintable(glyph) ? glyph : '?';
    this.chars[i] = shown;
    this.attrs[i] = shown === ' ' ? attr(DEFAULT_ATTR, bgOf(a)) : a & 0x7f;
  }

  /** Writes `text` from `row`, `col` on, cut at the right edge; returns the column after the text. */
  text(row: number, col: number, text: string, a: Attr = DEFAULT_ATTR): number {
    let c = col;
    for (const ch of text) {
      if (c > this.cols) break;
      this.set(row, c, ch, a);
      c += 1;
    }
    return c;
  }

  fill(row: number, col: number, width: number, ch = ' ', a: Attr = DEFAULT_ATTR): void {
    for (let c = col; c < col + width; c += 1) this.set(row, c, ch, a);
  }

  clear(): void {
    this.chars.fill(' ');
    this.attrs.fill(DEFAULT_ATTR);
  }

  /** What a line feed on the last row does: every row up one, a blank row at the bottom. */
  scrollUp(): void {
    this.chars.copyWithin(0, this.cols);
    this.attrs.copyWithin(0, this.cols);
    this.chars.fill(' ', (this.rows - 1) * this.cols);
    this.attrs.fill(DEFAULT_ATTR, (this.rows - 1) * this.cols);
  }

  clone(): ScreenBuffer {
    const copy = new ScreenBuffer(this.cols, this.rows);
    for (let i = 0; i < this.chars.length; i += 1) {
      copy.chars[i] = this.chars[i] ?? ' ';
      copy.attrs[i] = this.attrs[i] ?? DEFAULT_ATTR;
    }
    return copy;
  }

  sameCell(other: ScreenBuffer, row: number, col: number): boolean {
    const i = this.index(row, col);
    const j = other.index(row, col);
    return this.chars[i] === other.chars[j] && this.attrs[i] === other.attrs[j];
  }

  equals(other: ScreenBuffer): boolean {
    if (other.cols !== this.cols || other.rows !== this.rows) return false;
    return this.chars.every((ch, i) => ch === other.chars[i] && this.attrs[i] === other.attrs[i]);
  }

  /** Row `row` as text, trailing blanks removed. */
  rowText(row: number): string {
    const start = (row - 1) * this.cols;
    return this.chars.slice(start, start + this.cols).join('').trimEnd();
  }

  private index(row: number, col: number): number {
    if (!Number.isInteger(row) || !Number.isInteger(col)) return -1;
    if (row < 1 || row > this.rows || col < 1 || col > this.cols) return -1;
    return (row - 1) * this.cols + (col - 1);
  }
}

export interface PaintOptions {
  /** Where to leave the cursor afterwards (a prompt); by default wherever the last cell left it. */
  cursorAt?: Cell;
}

/** The whole screen: clear, then every cell that shows something. */
export function renderScreen(screen: ScreenBuffer, options: PaintOptions = {}): string {
  const painter = new Painter(screen.rows, CLEAR, { row: 1, col: 1 }, DEFAULT_SGR);
  painter.paintChanges(new ScreenBuffer(screen.cols, screen.rows), screen);
  return painter.finish(options);
}

/**
 * Only what changes between `from` (what the caller sees now) and `to`. The cursor and colours the
 * terminal has are taken as unknown, so the update starts with an absolute move and a full colour.
 */
export function diffScreens(from: ScreenBuffer, to: ScreenBuffer, options: PaintOptions = {}): string {
  if (from.cols !== to.cols || from.rows !== to.rows) throw new Error('screens of different sizes');
  const painter = new Painter(to.rows, '', null, null);
  painter.paintChanges(from, to);
  return painter.finish(options);
}

/** The screen as plain ASCII lines (box drawing as + - |), trailing blanks and empty rows at the end removed. */
export function asciiLines(screen: ScreenBuffer): string[] {
  const lines: string[] = [];
  for (let row = 1; row <= screen.rows; row += 1) lines.push(asciiText(screen.rowText(row)));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The attribute a cell drawn with `sgr` gets (what screens mean by it; underline and the like are not kept). */
export function attrOfSgr(sgr: Sgr): Attr {
  const fg = pcColour(sgr.fg, 30, 90) ?? { n: 7, bright: false };
  const bg = pcColour(sgr.bg, 40, 100)?.n ?? 0;
  return attr(fg.n | (sgr.bold || fg.bright ? 8 : 0), bg);
}

/** A PC colour from SGR colour text ('31', '94'); null for the default or a colour beyond the 16. */
function pcColour(text: string | null, base: number, brightBase: number): { n: number; bright: boolean } | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const code = Number(text);
  const bright = code >= brightBase && code < brightBase + 8;
  const index = bright ? code - brightBase : code - base;
  // PC_TO_ANSI swaps red and blue (and so on): applied twice it gives back the colour.
  const n = PC_TO_ANSI[index];
  return n === undefined ? null : { n, bright };
}

function sgrOf(cell: ScreenCell, current: Sgr | null): Sgr {
  const wanted = sgrOfPc(fgOf(cell.attr), bgOf(cell.attr));
  // A blank shows only its background: whatever foreground is set will do.
  return cell.ch === ' ' && current !== null ? { ...current, bg: wanted.bg } : wanted;
}

interface PainterState {
  out: string;
  cursor: Cell | null;
  sgr: Sgr | null;
}

/** Paints cells in screen order, tracking the cursor and colours the terminal will have. */
class Painter {
  private state: PainterState;

  constructor(
    private readonly rows: number,
    prefix: string,
    cursor: Cell | null,
    sgr: Sgr | null,
  ) {
    this.state = { out: prefix, cursor, sgr };
  }

  paintChanges(from: ScreenBuffer, to: ScreenBuffer): void {
    for (let row = 1; row <= to.rows; row += 1) {
      const changed: number[] = [];
      for (let col = 1; col <= to.cols; col += 1) {
        if (row === to.rows && col === to.cols) continue;
        if (!from.sameCell(to, row, col)) changed.push(col);
      }
      if (changed.length > 0) this.paintRow(to, row, changed);
    }
  }

  finish(options: PaintOptions): string {
    if (options.cursorAt) this.state.out += cursorMove(this.state.cursor, options.cursorAt, this.rows);
    return this.state.out;
  }

  private paintRow(to: ScreenBuffer, row: number, changed: number[]): void {
    for (let k = 0; k < changed.length; k += 1) {
      const col = changed[k] ?? 1;
      if (blankFrom(to, row, col)) {
        // Every cell left to change on this row becomes blank: one erase may beat painting them.
        const byCells = this.fork();
        for (const c of changed.slice(k)) byCells.paintCell(to, row, c);
        const byErase = this.fork();
        byErase.erase(row, col);
        this.adopt(byErase.state.out.length <= byCells.state.out.length ? byErase : byCells);
        return;
      }
      this.paintCell(to, row, col);
    }
  }

  /** A painter that goes on from here with empty output, to measure one way of painting against another. */
  private fork(): Painter {
    return new Painter(this.rows, '', this.state.cursor, this.state.sgr);
  }

  /** Takes a fork's way: its output, cursor and colours. */
  private adopt(fork: Painter): void {
    this.state = { out: this.state.out + fork.state.out, cursor: fork.state.cursor, sgr: fork.state.sgr };
  }

  private erase(row: number, col: number): void {
    this.travel({ row, col });
    const blank = { ...(this.state.sgr ?? DEFAULT_SGR), bg: null };
    this.state.out += sgrTransition(this.state.sgr, blank) + ERASE_TO_END;
    this.state.sgr = blank;
  }

  private paintCell(to: ScreenBuffer, row: number, col: number): void {
    this.travel({ row, col }, to);
    this.put(to.get(row, col), row, col, to.cols);
  }

  private put(cell: ScreenCell, row: number, col: number, cols: number): void {
    const wanted = sgrOf(cell, this.state.sgr);
    this.state.out += sgrTransition(this.state.sgr, wanted) + cell.ch;
    this.state.sgr = wanted;
    // After the last column emulators disagree about the cursor: the next move is absolute.
    this.state.cursor = col >= cols ? null : { row, col: col + 1 };
  }

  /** To `target`: a cursor move, or (on the same row, a few cells on) rewriting the cells in between. */
  private travel(target: Cell, screen?: ScreenBuffer): void {
    const { cursor } = this.state;
    const move = cursorMove(cursor, target, this.rows);
    const gap = cursor !== null && cursor.row === target.row ? target.col - cursor.col : 0;
    if (screen && cursor && gap > 0 && gap <= MAX_REWRITE) {
      const rewrite = this.fork();
      for (let c = cursor.col; c < target.col; c += 1) rewrite.put(screen.get(target.row, c), target.row, c, screen.cols);
      if (rewrite.state.out.length < move.length) {
        this.adopt(rewrite);
        return;
      }
    }
    this.state.out += move;
    this.state.cursor = target;
  }
}

function blankFrom(screen: ScreenBuffer, row: number, col: number): boolean {
  for (let c = col; c <= screen.cols; c += 1) {
    const cell = screen.get(row, c);
    if (cell.ch !== ' ' || bgOf(cell.attr) !== 0) return false;
  }
  return true;
}
