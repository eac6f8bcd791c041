// One page of a prompt menu as a screen: the title, the situation, the options with their hotkeys
// (the default marked), and a footer saying which keys do what.
import { ScreenBuffer } from '../../term/screen-buffer.js';
import type { Cell } from '../../term/cursor-moves.js';
import type { PromptMenu } from './menu-model.js';
import { INK } from './palette.js';
import { clip } from './wrap.js';

const LABEL_COL = 6;
const LABEL_WIDTH = 44;
const DETAIL_COL = LABEL_COL + LABEL_WIDTH + 1;

function footerText(menu: PromptMenu, page: number): string {
  const entries = menu.pages[page]?.sections.flatMap((s) => s.entries) ?? [];
  const first = entries[0]?.key ?? '';
  const last = entries[entries.length - 1]?.key ?? '';
  const parts = [entries.length > 1 ? `[${first}-${last}] choose` : entries.length === 1 ? `[${first}] choose` : ''];
  if (menu.defaultLabel !== '') parts.push(`[Enter] ${clip(menu.defaultLabel, 24)}`);
  parts.push('[?] help');
  if (menu.pages.length > 1) parts.push(page + 1 < menu.pages.length ? '[>] more' : '[<] back');
  return parts.filter((p) => p !== '').join('  ');
}

/** Where the cursor waits: after the footer on the last row. */
export function menuCursor(menu: PromptMenu, page: number): Cell {
  return { row: menu.rows, col: Math.min(79, [...footerText(menu, page)].length + 2) };
}

export function drawMenuPage(menu: PromptMenu, page: number): ScreenBuffer {
  const screen = new ScreenBuffer(80, menu.rows);
  screen.text(1, 2, clip(menu.title, 66), INK.title);
  if (menu.pages.length > 1) screen.text(1, 70, `page ${page + 1}/${menu.pages.length}`, INK.dim);
  let row = 2;
  for (const line of menu.context) screen.text(row++, 2, line, INK.text);
  row += 1;
  for (const section of menu.pages[page]?.sections ?? []) {
    if (section.heading !== null) screen.text(row++, 2, clip(section.heading, 76), INK.heading);
    for (const entry of section.entries) {
      if (entry.isDefault) screen.set(row, 1, '*', INK.hotkey);
      screen.set(row, 3, entry.key, INK.hotkey);
      screen.set(row, 4, ')', INK.dim);
      const label = clip(entry.label, entry.detail === '' ? 74 : LABEL_WIDTH);
      const end = screen.text(row, LABEL_COL, label, entry.isDefault ? INK.value : INK.text);
      if (entry.detail !== '') {
        const col = Math.max(DETAIL_COL, end + 1);
        screen.text(row, col, clip(entry.detail, 80 - col), INK.dim);
      }
      row += 1;
    }
  }
  screen.text(menu.rows, 1, clip(footerText(menu, page), 78), INK.prompt);
  return screen;
}
