// The output writer between screens and the caller's line. It reads what screens write (Unicode
// text with ANSI escapes), keeps the colours and cursor position the terminal has, sends only the
// escapes that change something, and encodes for the caller: CP437, UTF-8, or plain ASCII.
//
// Colour changes are held back until something visible needs them, so a chain such as
// ESC[0m ESC[0m ESC[1m ESC[33m before some text leaves as a single ESC[1;33m (or nothing at all).
import { createAsciiFilter, type AsciiFilter } from './ascii.js';
import { encodeCp437 } from './cp437.js';
import { cursorMove, type Cell } from './cursor-moves.js';
import { csiNumbers, splitEscapes, type EscapeToken } from './escapes.js';
import type { ScreenBuffer } from './screen-buffer.js';
import { applySgr, DEFAULT_SGR, sameSgr, sgrTransition, type Sgr } from './sgr.js';
import { ShadowScreen } from './shadow-screen.js';
import type { TerminalCaps } from './types.js';

export interface OutputWriter {
  /** Takes screen text; nothing leaves until flush(). */
  write(text: string): void;
  /** Encodes and sends what is waiting. */
  flush(): void;
  /** Puts the caller's terminal back to default colours, then flushes. */
  finish(): void;
  readonly bytesWritten: number;
  /** The cursor column when known (1-based), else null. */
  readonly column: number | null;
  /** The cursor when known, else null. */
  readonly cursor: Cell | null;
  /** What screens have drawn, cell by cell, when it is known (ANSI only; see shadow-screen.ts). */
  readonly screen: ScreenBuffer | undefined;
  /** Writes `text` over the screen without making it part of `screen` (a notice over the picture). */
  overlay(text: string): void;
  /** Text that redraws the current line as it was written (colours included), '' for an empty line. */
  lineReplay(): string;
  /** The escape that restores the colours screens last asked for ('' in ASCII mode). */
  colourReplay(): string;
}

export interface OutputWriterOptions {
  /** Read on every write, so a resize (NAWS) is seen at once. */
  caps: TerminalCaps;
  /** Sends bytes to the caller; false when they could not go (the line is gone), so they are not counted. */
  send: (bytes: Buffer) => boolean;
}

const TAB_WIDTH = 8;

export function createOutputWriter(options: OutputWriterOptions): OutputWriter {
  const { caps, send } = options;
  const ascii: AsciiFilter = createAsciiFilter(caps.cols);
  let carry = '';
  let out = '';
  let bytesWritten = 0;
  // Colours screens asked for, and colours the terminal has (null: unknown, as when we start).
  let desired: Sgr = DEFAULT_SGR;
  let emitted: Sgr | null = null;
  let row: number | null = null;
  let col: number | null = null;
  let lineStartSgr: Sgr = DEFAULT_SGR;
  let line = '';
  const shadow = new ShadowScreen(caps.cols, caps.rows);
  let recording = true;

  const known = (): Cell | null => (row !== null && col !== null ? { row, col } : null);
  const forgetCursor = (): void => {
    row = null;
    col = null;
  };
  const newLine = (): void => {
    lineStartSgr = desired;
    line = '';
  };
  const syncColours = (): void => {
    out += sgrTransition(emitted, desired);
    emitted = desired;
  };

  const printable = (text: string): void => {
    syncColours();
    out += text;
    line += text;
    for (const ch of text) {
      if (recording) {
        if (row !== null && col !== null) shadow.put(row, col, ch, desired);
        else shadow.lost();
      }
      // Writing the last column leaves the cursor where emulators disagree (SyncTERM wraps at once,
      // VT-style terminals wait for the next character), so from there on we do not know it.
      if (col === null || col >= caps.cols) forgetCursor();
      else col += 1;
    }
  };

  const control = (char: string): void => {
    switch (char) {
      case '\r':
        out += char;
        col = 1;
        newLine();
        return;
      case '\n':
        out += char;
        if (recording) shadow.lineFeed(row);
        if (row !== null) row = Math.min(row + 1, caps.rows);
        // A PTY turns a bare LF into CR LF, telnet does not: the column is only sure if it was 1.
        if (col !== 1) col = null;
        newLine();
        return;
      case '\b':
        out += char;
        if (col !== null) col = Math.max(1, col - 1);
        return;
      case '\x07':
        out += char;
        return;
      case '\t': {
        // Spaces instead of a tab: the cursor stays known and no terminal's tab stops matter.
        const width = col === null ? 1 : TAB_WIDTH - ((col - 1) % TAB_WIDTH);
        printable(' '.repeat(Math.min(width, col === null ? 1 : caps.cols - col)));
        return;
      }
      default:
        // Any other control character is a screen's mistake and would upset some terminal: dropped.
        return;
    }
  };

  const moveTo = (target: Cell): void => {
    out += cursorMove(known(), target, caps.rows);
    row = target.row;
    col = target.col;
    newLine();
  };

  const clampRow = (n: number): number => Math.max(1, Math.min(n, caps.rows));
  const clampCol = (n: number): number => Math.max(1, Math.min(n, caps.cols));

  const csi = (token: Extract<EscapeToken, { kind: 'csi' }>): void => {
    const { params, final, raw } = token;
    const numeric = /^[\d;]*$/.test(params);
    if (final === 'm' && numeric) {
      const next = applySgr(desired, params);
      if (next) {
        desired = next;
        line += raw;
        return;
      }
      // Codes we do not model go out as written; the terminal's colours are unknown from here.
      out += raw;
      emitted = null;
      return;
    }
    if (!numeric) {
      // Private modes (CSI ? 25 l and the like) change neither colours nor the cursor.
      out += raw;
      return;
    }
    const [first = 1, second = 1] = csiNumbers(params, 1).map((n) => Math.max(1, n));
    switch (final) {
      case 'H':
      case 'f':
        moveTo({ row: clampRow(first), col: clampCol(second) });
        return;
      case 'A':
      case 'B':
        if (row === null) break;
        if (col === null) {
          out += raw;
          row = clampRow(final === 'A' ? row - first : row + first);
          newLine();
        } else moveTo({ row: clampRow(final === 'A' ? row - first : row + first), col });
        return;
      case 'C':
      case 'D':
      case 'G': {
        if (col === null && final !== 'G') break;
        const target = clampCol(final === 'G' ? first : final === 'C' ? (col ?? 1) + first : (col ?? 1) - first);
        if (row === null) {
          out += raw;
          col = target;
          newLine();
        } else moveTo({ row, col: target });
        return;
      }
      case 'J':
      case 'K':
        // Erased cells take the current background, so colours must be right first.
        syncColours();
        out += raw;
        if (recording) shadow.erase(final, params, known(), desired);
        // CTerm homes the cursor on ED 2 and VT terminals do not: only (1,1) is certain either way.
        if (final === 'J' && (params === '2' || params === '3') && !(row === 1 && col === 1)) forgetCursor();
        return;
      case 'h':
      case 'l':
      case 'n':
        out += raw;
        return;
    }
    out += raw;
    forgetCursor();
    shadow.lost();
    newLine();
  };

  const ansiToken = (token: EscapeToken): void => {
    switch (token.kind) {
      case 'text':
        printable(token.text);
        return;
      case 'control':
        control(token.char);
        return;
      case 'csi':
        csi(token);
        return;
      case 'escape':
        out += token.raw;
        forgetCursor();
        // Saving and restoring the cursor (ESC 7, ESC 8) leave the cells alone; the rest may not.
        if (token.raw !== '\x1b7' && token.raw !== '\x1b8') shadow.lost();
        newLine();
        // ESC c (RIS) resets the terminal's colours to ones we cannot know.
        if (token.raw === '\x1bc') emitted = null;
        return;
    }
  };

  /** ASCII mode keeps the column and the current line by reading what actually goes out. */
  const asciiToken = (token: EscapeToken): void => {
    const text = ascii.token(token);
    out += text;
    for (const ch of text) {
      if (ch === '\r' || ch === '\n') {
        col = ch === '\r' || col === 1 ? 1 : null;
        line = '';
      } else if (ch === '\b') {
        if (col !== null) col = Math.max(1, col - 1);
        line = line.slice(0, -1);
      } else if (ch === '\t') col = null;
      else if (ch !== '\x07') {
        line += ch;
        col = col === null || col >= caps.cols ? null : col + 1;
      }
    }
  };

  const encode = (text: string): Buffer => {
    if (!caps.ansi) return Buffer.from(text, 'latin1');
    return caps.charset === 'utf8' ? Buffer.from(text, 'utf8') : encodeCp437(text);
  };

  const flush = (): void => {
    if (out === '') return;
    const bytes = encode(out);
    out = '';
    if (send(bytes)) bytesWritten += bytes.length;
  };

  const write = (text: string): void => {
    shadow.resize(caps.cols, caps.rows);
    const { tokens, rest } = splitEscapes(carry + text);
    carry = rest;
    for (const token of tokens) {
      if (caps.ansi) ansiToken(token);
      else asciiToken(token);
    }
  };

  return {
    write,
    overlay(text) {
      recording = false;
      try {
        write(text);
      } finally {
        recording = true;
      }
    },
    flush,
    finish() {
      carry = '';
      if (caps.ansi && (emitted === null || !sameSgr(emitted, DEFAULT_SGR))) {
        out += '\x1b[0m';
        emitted = DEFAULT_SGR;
      }
      desired = DEFAULT_SGR;
      flush();
    },
    get bytesWritten() {
      return bytesWritten;
    },
    get column() {
      return col;
    },
    get cursor() {
      return known();
    },
    get screen() {
      return caps.ansi ? shadow.screen : undefined;
    },
    lineReplay() {
      if (line === '' || !caps.ansi) return line;
      return sgrTransition(null, lineStartSgr) + line;
    },
    colourReplay() {
      return caps.ansi ? sgrTransition(null, desired) : '';
    },
  };
}
