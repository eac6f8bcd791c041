// A piece of ANSI art (an art template as rendered) read into a ScreenBuffer, as a terminal would draw
// it, so that words, menus and narration can be laid over it and go out as diffs like any screen.
import { cursorAfterCsi, splitEscapes } from '../../term/escapes.js';
import { attr, ScreenBuffer, type Attr } from '../../term/screen-buffer.js';
import { applySgr, DEFAULT_SGR, type Sgr } from '../../term/sgr.js';

/** ANSI colour numbers (ECMA-48 §8.3.117: 30 + n, 40 + n) to PC colour numbers. */
const ANSI_TO_PC = [0, 4, 2, 6, 1, 5, 3, 7];

function colourOf(code: string | null, base: number): { pc: number; bright: boolean } | null {
  if (code === null) return null;
  const n = Number.parseInt(code, 10);
  if (n >= base && n <= base + 7) return { pc: ANSI_TO_PC[n - base] ?? 7, bright: false };
  // aixterm's bright colours (90-97, 100-107).
  if (n >= base + 60 && n <= base + 67) return { pc: ANSI_TO_PC[n - base - 60] ?? 7, bright: true };
  return null;
}

export function attrOfSgr(sgr: Sgr): Attr {
  const fg = colourOf(sgr.fg, 30);
  const bg = colourOf(sgr.bg, 40);
  const bright = sgr.bold || fg?.bright === true;
  return attr((fg?.pc ?? 7) + (bright ? 8 : 0), bg?.pc ?? 0);
}

/** Draws `text` (Unicode with ANSI escapes, CR LF line ends) on a blank screen of `cols` x `rows`. */
export function artScreen(text: string, cols = 80, rows = 24): ScreenBuffer {
  const screen = new ScreenBuffer(cols, rows);
  let row = 1;
  let col = 1;
  let sgr: Sgr = DEFAULT_SGR;
  const moveTo = (r: number, c: number): void => {
    row = Math.max(1, Math.min(rows, r));
    col = Math.max(1, Math.min(cols, c));
  };
  for (const token of splitEscapes(text).tokens) {
    switch (token.kind) {
      case 'text':
        for (const ch of token.text) {
          screen.set(row, col, ch, attrOfSgr(sgr));
          // Art never leans on the wrap (docs/art.md): the cursor stays in the last column.
          col = Math.min(cols, col + 1);
        }
        break;
      case 'control':
        if (token.char === '\r') col = 1;
        else if (token.char === '\n') moveTo(row + 1, col);
        else if (token.char === '\b') moveTo(row, col - 1);
        break;
      case 'csi': {
        const moved = cursorAfterCsi(token.final, token.params, row, col);
        if (token.final === 'm') sgr = applySgr(sgr, token.params) ?? sgr;
        else if (moved) moveTo(moved.row, moved.col);
        else if (token.final === 'J' && (token.params === '2' || token.params === '3')) screen.clear();
        break;
      }
      case 'escape':
        break;
    }
  }
  return screen;
}
