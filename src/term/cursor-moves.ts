// The cheapest bytes that move the cursor from one known cell to another (rows and columns 1-based).
// Candidates: CUP (ECMA-48 CSI r;c H), CUU/CUD/CUF/CUB (CSI n A/B/C/D), CR, BS, and CR LF to reach
// column 1 of a row below. LF never goes alone (a PTY with ONLCR turns it into CR LF), and never
// from the bottom row, where it would scroll.

export interface Cell {
  row: number;
  col: number;
}

export function cursorPosition(to: Cell): string {
  if (to.row === 1 && to.col === 1) return '\x1b[H';
  if (to.col === 1) return `\x1b[${to.row}H`;
  return `\x1b[${to.row};${to.col}H`;
}

function relative(n: number, final: string): string {
  return n === 1 ? `\x1b[${final}` : `\x1b[${n}${final}`;
}

function horizontal(fromCol: number, toCol: number): string {
  if (toCol === fromCol) return '';
  if (toCol > fromCol) return relative(toCol - fromCol, 'C');
  if (toCol === 1) return '\r';
  const back = fromCol - toCol;
  return back <= 3 ? '\b'.repeat(back) : relative(back, 'D');
}

function vertical(fromRow: number, toRow: number): string {
  if (toRow === fromRow) return '';
  return toRow < fromRow ? relative(fromRow - toRow, 'A') : relative(toRow - fromRow, 'B');
}

/** To column 1 of `toRow`: a CR LF per row when going down a little (each LF with its CR, so every line ending is CR LF). */
function toLineStart(fromRow: number, toRow: number, rows: number): string {
  const down = toRow - fromRow;
  if (down > 0 && down <= 3 && toRow <= rows) return '\r\n'.repeat(down);
  return '\r' + vertical(fromRow, toRow);
}

/** Bytes moving the cursor from `from` (null: unknown) to `to` on a screen `rows` high; '' if already there. */
export function cursorMove(from: Cell | null, to: Cell, rows: number): string {
  const absolute = cursorPosition(to);
  if (from === null) return absolute;
  if (from.row === to.row && from.col === to.col) return '';
  const candidates = [
    absolute,
    vertical(from.row, to.row) + horizontal(from.col, to.col),
    toLineStart(from.row, to.row, rows) + horizontal(1, to.col),
  ];
  return candidates.reduce((best, c) => (c.length < best.length ? c : best));
}
