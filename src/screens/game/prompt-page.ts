// One page of a prompt menu as a screen: the title, the situation, the options with their hotkeys
// (the default marked), and a footer saying which keys do what.
import { ScreenBuffer } from '../../term/screen-buffer.js';
import type { Cell } from '../../term/cursor-moves.js';
import { HOTKEYS, type PromptMenu } from './menu-model.js';
import { INK } from './palette.js';
import { clip } from './wrap.js';

const LABEL_COL = 6;
const LABEL_WIDTH = 44;
const DETAIL_COL = LABEL_COL + LABEL_WIDTH + 1;

/** Keys as runs: "1-9", or "1-3,q,x" when some options keep keys of their own. */
function keyRuns(keys: readonly string[]): string {
  const runs: string[][] = [];
  for (const key of keys) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (run && last !== undefined && HOTKEYS.indexOf(key) === HOTKEYS.indexOf(last) + 1) run.push(key);
    else runs.push([key]);
  }
  return runs.map((run) => (run.length === 1 ? (run[0] ?? '') : `${run[0] ?? ''}-${run[run.length - 1] ?? ''}`)).join(',');
}

/** The footer's width at most, leaving the cursor a cell after it. */
const FOOTER_WIDTH = 76;

function footerText(menu: PromptMenu, page: number): string {
  const entries = menu.pages[page]?.sections.flatMap((s) => s.entries) ?? [];
  const choose = entries.length > 0 ? `[${keyRuns(entries.map((e) => e.key))}] choose` : '';
  const turn = menu.pages.length > 1 ? (page + 1 < menu.pages.length ? '[>] more' : '[<] back') : '';
  const others = [choose, '[?] help', turn].filter((p) => p !== '');
  // The default's words get what the other keys leave of the line.
  const room = FOOTER_WIDTH - others.join('  ').length - '  [Enter] '.length;
  const enter = menu.defaultLabel === '' ? '' : `[Enter] ${clip(menu.defaultLabel, Math.max(12, room))}`;
  return [choose, enter, '[?] help', turn].filter((p) => p !== '').join('  ');
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
  // The row above the footer is always left free by the pages (prompt-menu.ts, bodyRows).
  if (menu.keysHint !== undefined && menu.rows >= 5) screen.text(menu.rows - 1, 2, clip(menu.keysHint, 77), INK.dim);
  screen.text(menu.rows, 1, clip(footerText(menu, page), 78), INK.prompt);
  return screen;
}
