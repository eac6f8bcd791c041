// One page of a prompt menu as a screen: the title, the situation, the options with their hotkeys
// (the default marked) one to a line, two to a line in a paired group, or in two columns, and a
// footer saying which keys do what.
import { ScreenBuffer } from '../../term/screen-buffer.js';
import type { Cell } from '../../term/cursor-moves.js';
import { fitsHalfLine, HALF_LINE, HOTKEYS, type MenuEntry, type MenuSection, type PromptMenu } from './menu-model.js';
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
  const here = entries.map((e) => e.key);
  // Keys of their own answer from every page, so the footer names them wherever they are drawn.
  const elsewhere = menu.pages.flatMap((p) => p.sections.flatMap((s) => s.entries)).filter((e) => e.ownKey === true && !here.includes(e.key));
  const keys = [...here, ...elsewhere.map((e) => e.key)];
  const choose = keys.length > 0 ? `[${keyRuns(keys)}] choose` : '';
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

function drawMarks(screen: ScreenBuffer, row: number, col: number, entry: MenuEntry): void {
  if (entry.isDefault) screen.set(row, col, '*', INK.hotkey);
  screen.set(row, col + 2, entry.key, INK.hotkey);
  screen.set(row, col + 3, ')', INK.dim);
}

/** Half a line (or one of two columns): the marks, HALF_LINE cells of words, and a cell to spare. */
const HALF_WIDTH = 40;
/** The shortest a label is cut to in half a line before its detail gives way instead: a place's name stays whole. */
const MIN_HALF_LABEL = 21;

/** An entry in half a line from `left`, its detail lined up `align` cells after its label where it still fits there. */
function drawHalf(screen: ScreenBuffer, row: number, left: number, entry: MenuEntry, align: number): void {
  drawMarks(screen, row, left, entry);
  const detail = [...entry.detail].length;
  const label = clip(entry.label, detail === 0 ? HALF_LINE : Math.max(MIN_HALF_LABEL, HALF_LINE - 1 - detail));
  const end = screen.text(row, left + 5, label, entry.isDefault ? INK.value : INK.text);
  if (detail === 0) return;
  const lined = left + 5 + align + 1;
  const col = lined >= end + 1 && lined + detail <= left + 5 + HALF_LINE ? lined : end + 1;
  screen.text(row, col, clip(entry.detail, left + 5 + HALF_LINE - col), INK.dim);
}

/** Where details line up among `entries` in half lines: after the longest label. */
function halfAlign(entries: readonly MenuEntry[]): number {
  return Math.min(HALF_LINE, Math.max(0, ...entries.map((e) => [...e.label].length)));
}

function drawSections(screen: ScreenBuffer, sections: readonly MenuSection[], top: number): void {
  let row = top;
  for (const section of sections) {
    if (section.heading !== null) screen.text(row++, 2, clip(section.heading, 76), INK.heading);
    // In a section of pairs every short entry takes half a line, the last odd one too, lined up with the rest.
    const halves = section.entries.some((e) => e.beside === true) ? section.entries.filter(fitsHalfLine) : [];
    const leftAlign = halfAlign(halves.filter((e) => e.beside !== true));
    const rightAlign = halfAlign(halves.filter((e) => e.beside === true));
    for (const entry of section.entries) {
      if (entry.beside === true) {
        drawHalf(screen, row - 1, 1 + HALF_WIDTH, entry, rightAlign);
        continue;
      }
      if (halves.includes(entry)) {
        drawHalf(screen, row++, 1, entry, leftAlign);
        continue;
      }
      drawMarks(screen, row, 1, entry);
      const label = clip(entry.label, entry.detail === '' ? 74 : LABEL_WIDTH);
      const end = screen.text(row, LABEL_COL, label, entry.isDefault ? INK.value : INK.text);
      if (entry.detail !== '') {
        const col = Math.max(DETAIL_COL, end + 1);
        screen.text(row, col, clip(entry.detail, 80 - col), INK.dim);
      }
      row += 1;
    }
  }
}

/** Sections side by side in columns of half a line, each column's details lined up. */
function drawColumns(screen: ScreenBuffer, sections: readonly MenuSection[], columns: number, top: number): void {
  for (let column = 0; column < columns; column += 1) {
    const left = 1 + column * HALF_WIDTH;
    const mine = sections.filter((s) => s.column === column);
    const align = halfAlign(mine.flatMap((s) => s.entries));
    let row = top;
    for (const section of mine) {
      if (section.heading !== null) screen.text(row++, left + 1, clip(section.heading, HALF_WIDTH - 2), INK.heading);
      for (const entry of section.entries) drawHalf(screen, row++, left, entry, align);
    }
  }
}

export function drawMenuPage(menu: PromptMenu, page: number): ScreenBuffer {
  const screen = new ScreenBuffer(80, menu.rows);
  screen.text(1, 2, clip(menu.title, 66), INK.title);
  if (menu.pages.length > 1) screen.text(1, 70, `page ${page + 1}/${menu.pages.length}`, INK.dim);
  let row = 2;
  for (const line of menu.context) screen.text(row++, 2, line, INK.text);
  const sections = menu.pages[page]?.sections ?? [];
  if (menu.columns > 1) drawColumns(screen, sections, menu.columns, row + 1);
  else drawSections(screen, sections, row + 1);
  // The row above the footer is always left free by the pages (prompt-menu.ts, bodyRows).
  if (menu.keysHint !== undefined && menu.rows >= 5) screen.text(menu.rows - 1, 2, clip(menu.keysHint, 77), INK.dim);
  screen.text(menu.rows, 1, clip(footerText(menu, page), 78), INK.prompt);
  return screen;
}
