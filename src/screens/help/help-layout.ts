// A help page as screens: the title and where we are on the top row, the text wrapped below, the keys
// on the bottom row. A page taller than the caller's screen goes on over more screens. Pure.
import { ScreenBuffer } from '../../term/screen-buffer.js';
import { INK } from '../game/palette.js';
import { clip, wrapWords } from '../game/wrap.js';
import type { HelpBlock, HelpPage } from './help-pages.js';

const WIDTH = 80;
const LEFT = 3;
const TEXT_WIDTH = 76;
const TERM_WIDTH = 18;
/** The body starts under the title and a blank row, and stops above a blank row and the keys. */
const BODY_TOP = 3;

export const HELP_KEYS = '[Enter] next page  [<] previous  [C] contents  [Q] back to the menu';

interface Line {
  text: string;
  /** A key or word in the margin; `hanging` lines continue a meaning under the previous one. */
  term?: string;
  hanging?: boolean;
}

function blockLines(block: HelpBlock): Line[] {
  if (typeof block === 'string') return wrapWords(block, TEXT_WIDTH).map((text) => ({ text }));
  return block.terms.flatMap(([term, meaning]) =>
    wrapWords(meaning, TEXT_WIDTH - TERM_WIDTH).map((text, i) => (i === 0 ? { term, text } : { text, hanging: true })),
  );
}

/** The page's lines, a blank line between blocks. */
export function pageLines(page: HelpPage): Line[] {
  return page.blocks.flatMap((block, i) => [...(i > 0 ? [{ text: '' }] : []), ...blockLines(block)]);
}

/** Body rows a screen of `rows` rows holds. */
export function bodyRows(rows: number): number {
  return Math.max(1, rows - BODY_TOP - 1);
}

/**
 * The screens of page `index` (1-based) of `total`, for a screen `rows` high. Blank lines are not
 * carried to the top of a continuation screen.
 */
export function helpScreens(page: HelpPage, index: number, total: number, rows: number): ScreenBuffer[] {
  const room = bodyRows(rows);
  const chunks: Line[][] = [];
  let chunk: Line[] = [];
  for (const line of pageLines(page)) {
    if (chunk.length === room) {
      chunks.push(chunk);
      chunk = [];
    }
    if (chunk.length === 0 && chunks.length > 0 && line.text === '') continue;
    chunk.push(line);
  }
  chunks.push(chunk);
  return chunks.map((lines, part) => {
    const screen = new ScreenBuffer(WIDTH, rows);
    const title = part === 0 ? page.title : `${page.title} (continued)`;
    screen.text(1, LEFT, clip(title.toUpperCase(), 60), INK.title);
    screen.text(1, 67, `page ${index}/${total}`.padStart(11), INK.dim);
    lines.forEach((line, i) => {
      const row = BODY_TOP + i;
      if (line.term !== undefined) screen.text(row, LEFT, line.term, INK.hotkey);
      screen.text(row, line.term !== undefined || line.hanging ? LEFT + TERM_WIDTH : LEFT, line.text, INK.text);
    });
    screen.text(rows, LEFT, clip(HELP_KEYS, WIDTH - LEFT - 1), INK.prompt);
    return screen;
  });
}
