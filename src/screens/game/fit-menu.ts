// A menu (or a sub-menu) cut to the height its longest page needs, so it can sit under the map or a
// heading and leave the rest of the screen in sight. Cut again for fewer rows, the pages come out the same.
import type { PromptMenu } from './menu-model.js';

/** Rows `menu` needs: title, situation, gap, its longest page, the keys line and the footer. */
export function rowsNeeded(menu: PromptMenu): number {
  const body = Math.max(1, ...menu.pages.map((page) => page.lines));
  // Below six rows the menu would drop its situation lines (prompt-menu.ts).
  return Math.max(menu.context.length + 4 + body, menu.context.length + 6);
}

/** `build` at `maxRows`, then again at the height that page needs when that is less. */
export function fittedMenu(build: (rows: number) => PromptMenu, maxRows: number): PromptMenu {
  const tall = build(maxRows);
  const rows = rowsNeeded(tall);
  return rows >= maxRows ? tall : build(rows);
}
