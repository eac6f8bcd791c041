// What the caller's screen shows, as far as the output writer can tell from what it sent: each cell
// written at a known cursor, erases, and the scroll of a line feed on the last row. Once something
// went where the cursor was unknown, the shadow is lost until the next clear screen. Notices use it
// to draw over a corner of the screen and put back what they covered.
import { attrOfSgr, ScreenBuffer } from './screen-buffer.js';
import type { Sgr } from './sgr.js';

export class ShadowScreen {
  private buffer: ScreenBuffer;
  private sure = false;
  private lastSgr: Sgr | undefined;
  private lastAttr = 7;

  constructor(cols: number, rows: number) {
    this.buffer = new ScreenBuffer(cols, rows);
  }

  /** The screen as the caller sees it, or undefined when it is not known. */
  get screen(): ScreenBuffer | undefined {
    return this.sure ? this.buffer : undefined;
  }

  /** A new size: nothing is known until the next clear. */
  resize(cols: number, rows: number): void {
    if (cols === this.buffer.cols && rows === this.buffer.rows) return;
    this.buffer = new ScreenBuffer(cols, rows);
    this.sure = false;
  }

  lost(): void {
    this.sure = false;
  }

  put(row: number, col: number, ch: string, sgr: Sgr): void {
    // Colours change far less often than cells are written: the attribute is worked out once per change.
    if (sgr !== this.lastSgr) {
      this.lastSgr = sgr;
      this.lastAttr = attrOfSgr(sgr);
    }
    this.buffer.set(row, col, ch, this.lastAttr);
  }

  /** A line feed from `row` (null: unknown). */
  lineFeed(row: number | null): void {
    if (row === null) this.sure = false;
    else if (row === this.buffer.rows) this.buffer.scrollUp();
  }

  /** ED (CSI J) and EL (CSI K) with their parameter, from the cursor (null: unknown); cells take the background. */
  erase(final: 'J' | 'K', params: string, cursor: { row: number; col: number } | null, sgr: Sgr): void {
    const whole = params === '2' || params === '3';
    if (final === 'J' && whole) {
      this.buffer.clear();
      this.sure = true;
      if (sgr.bg !== null) this.fillRows(1, this.buffer.rows, sgr);
      return;
    }
    if (cursor === null) {
      this.sure = false;
      return;
    }
    const { cols, rows } = this.buffer;
    const blank = (row: number, from: number, to: number): void => {
      for (let col = from; col <= to; col += 1) this.put(row, col, ' ', sgr);
    };
    const before = params === '1';
    if (final === 'K') {
      if (params === '2') blank(cursor.row, 1, cols);
      else if (before) blank(cursor.row, 1, cursor.col);
      else blank(cursor.row, cursor.col, cols);
      return;
    }
    if (before) {
      this.fillRows(1, cursor.row - 1, sgr);
      blank(cursor.row, 1, cursor.col);
    } else {
      blank(cursor.row, cursor.col, cols);
      this.fillRows(cursor.row + 1, rows, sgr);
    }
  }

  private fillRows(from: number, to: number, sgr: Sgr): void {
    for (let row = from; row <= to; row += 1) {
      for (let col = 1; col <= this.buffer.cols; col += 1) this.put(row, col, ' ', sgr);
    }
  }
}
