// The table on one 80x24 screen: the map of Arkham (or the Other World the deciding investigator is
// in) underneath, and over its lower part a panel: the menu of a decision, or the narration of what
// happened. A banner row above the panel says where the game stands and who decides. Pure: states in,
// ScreenBuffers out; the caller sends them as diffs, so only what changed goes down the line.
import type { Content } from '../../rulesets/classic/content/schema.js';
import type { Cell } from '../../term/cursor-moves.js';
import type { ScreenBuffer } from '../../term/screen-buffer.js';
import type { ArtLibrary } from '../art/library.js';
import type { Prompt } from '../../engine/index.js';
import type { PlacedPage } from '../game/ask-prompt.js';
import { drawMap, tableStatus } from '../game/map.js';
import { ARROW_REACH, mapFocus, windowedMap, windowTop, type MapFocus, type MapPoint } from '../game/map-window.js';
import { stringField } from '../../rulesets/classic/screens/describe-option.js';
import { drawOtherWorld, worldOf } from '../game/other-world.js';
import type { NarrationRow } from '../game/pacing.js';
import { INK } from '../game/palette.js';
import type { TableState } from '../../rulesets/classic/screens/table-state.js';
import { clip } from '../game/wrap.js';
import { placeVignette, vignetteOverMap, VIGNETTE_COLS } from '../game/place-vignette.js';

export const SCREEN_ROWS = 24;
const COLS = 80;
/** A decision's menu over its scene: on the map, the rows the menu leaves show who decides and where they may go. */
export function placeOverScene(scene: TableScene, prompt: Pick<Prompt, 'slot' | 'options'> & Partial<Pick<Prompt, 'kind' | 'context'>>, banner: Banner | (() => Banner)): (page: ScreenBuffer, cursorAt: Cell) => PlacedPage {
  const base = drawScene(scene);
  const bannerNow = typeof banner === 'function' ? banner : () => banner;
  const inv = scene.state.invs.find((i) => i.slot === prompt.slot);
  if (inv && worldOf(inv) !== null) return (page, cursorAt) => withMenu(base, page, cursorAt, bannerNow());
  const focus = mapFocus(scene.content, scene.state, prompt);
  const place = encounterPlace(prompt);
  return (page, cursorAt) => {
    const visible = mapRowsAbove(page.rows);
    const map = windowedMap(base, focus, visible);
    const top = windowTop(focus, visible);
    const shown = place === null ? map : vignetteOverMap(map, scene.art, place, { top, visible }, keptSpots(focus, top, visible));
    return withMenu(shown, page, cursorAt, bannerNow());
  };
}

/** The location of an encounter that asks the caller to choose (its vignette shows above the menu); null for any other decision. */
function encounterPlace(prompt: Partial<Pick<Prompt, 'kind' | 'context'>>): string | null {
  if (prompt.kind !== 'choice' || stringField(prompt.context, 'table') !== 'location') return null;
  return stringField(prompt.context, 'id') ?? null;
}

/** What a picture over the map must leave in sight: the investigator, the gates and places, or the arrows on the edge row toward them. */
function keptSpots(focus: MapFocus, top: number, visible: number): MapPoint[] {
  const points = [...(focus.investigator ? [focus.investigator] : []), ...focus.gates, ...focus.places];
  return points.map((p) => {
    if (p.y >= top && p.yEnd < top + visible) return p;
    const edge = p.yEnd < top ? top : top + visible - 1;
    return { x: p.x - ARROW_REACH, y: edge, yEnd: edge };
  });
}

/** The row over a panel: the state of the game (or the latest move at the table) on the left, who decides on the right. */
export interface Banner {
  left: string;
  right: string;
}

/** Map rows in sight above a panel of `rows` rows and its banner. */
export function mapRowsAbove(rows: number): number {
  return Math.max(0, SCREEN_ROWS - rows - 1);
}

/** The narration panel's rows at most: the northern half of the map stays in sight. */
export const PANEL_ROWS = 12;
/** The narration's lines, from column 2. */
export const PANEL_WIDTH = COLS - 3;
/** A decision's panel at most: past it the menu turns pages, and the top of the map stays in sight. */
export const MENU_ROWS = 15;

export interface TableScene {
  content: Content;
  state: TableState;
  art: ArtLibrary;
  /** The investigator in focus (the one deciding, or the caller's first): lit up on the map. */
  slot: number | null;
  /** Row 24 of the map: what the table waits for. */
  prompt?: string;
}

/** The map, or the Other World screen when the investigator in focus is out there. */
export function drawScene(scene: TableScene): ScreenBuffer {
  const inv = scene.slot === null ? undefined : scene.state.invs.find((i) => i.slot === scene.slot);
  const prompt = scene.prompt ?? '';
  if (inv && worldOf(inv) !== null) return drawOtherWorld({ content: scene.content, state: scene.state, slot: inv.slot, art: scene.art, prompt });
  return drawMap({ content: scene.content, state: scene.state, viewer: scene.slot, prompt });
}

/** The banner over a panel: the state of the game on the left, `who` on the right. */
export function bannerText(content: Content, state: TableState, who: string): { left: string; right: string } {
  return { left: tableStatus(content, state), right: who };
}

function drawBanner(screen: ScreenBuffer, row: number, banner: { left: string; right: string }): void {
  screen.fill(row, 1, COLS - 1, '─', INK.dim);
  // The left part takes what the right leaves: a move on the ticker is longer than the game's state.
  const left = ` ${clip(banner.left, Math.max(40, COLS - 12 - [...banner.right].length))} `;
  screen.text(row, 3, left, INK.value);
  if (banner.right !== '') {
    const right = ` ${clip(banner.right, COLS - left.length - 12)} `;
    screen.text(row, COLS - 3 - [...right].length, right, INK.title);
  }
}

/** The menu page `page` laid over the bottom of `base`, with the banner above it when there is room. */
export function withMenu(base: ScreenBuffer, page: ScreenBuffer, cursorAt: Cell, banner: { left: string; right: string }): { screen: ScreenBuffer; cursorAt: Cell } {
  const screen = base.clone();
  const top = SCREEN_ROWS - page.rows + 1;
  if (top > 1) drawBanner(screen, top - 1, banner);
  for (let row = 1; row <= page.rows; row += 1) {
    for (let col = 1; col <= COLS; col += 1) {
      const cell = page.get(row, col);
      screen.set(top + row - 1, col, cell.ch, cell.attr);
    }
  }
  return { screen, cursorAt: { row: cursorAt.row + top - 1, col: cursorAt.col } };
}

/** The pictures beside the narration start here: the text's column, its width and a blank column before them. */
const PICTURE_COL = 2 + PANEL_WIDTH - VIGNETTE_COLS;

/** Narration rows in a panel of `height` rows above the last one, which says how to hurry it along; a location's vignette beside its encounter. */
export function withNarration(base: ScreenBuffer, rows: readonly NarrationRow[], height: number, banner: { left: string; right: string }, hint: string, art?: ArtLibrary): ScreenBuffer {
  const screen = base.clone();
  const top = SCREEN_ROWS - height;
  drawBanner(screen, top - 1, banner);
  for (let row = top; row <= SCREEN_ROWS; row += 1) screen.fill(row, 1, COLS);
  rows.forEach((line, k) => {
    screen.text(top + k, 2, clip(line.text, PANEL_WIDTH), line.heading ? INK.heading : line.story ? INK.value : INK.text);
    const picture = line.picture && art ? placeVignette(art, line.picture.place) : null;
    if (!picture || !line.picture) return;
    for (let col = 1; col <= VIGNETTE_COLS; col += 1) {
      const cell = picture.get(line.picture.line + 1, col);
      screen.set(top + k, PICTURE_COL + col - 1, cell.ch, cell.attr);
    }
  });
  screen.text(SCREEN_ROWS, 2, clip(hint, COLS - 3), INK.dim);
  return screen;
}

/** The screens of a telling, one a row: the panel fills a row at a time, then turns to the next page. */
export function narrationPanels(base: ScreenBuffer, rows: readonly NarrationRow[], banner: { left: string; right: string }, hint: string, art?: ArtLibrary): ScreenBuffer[] {
  const height = Math.min(PANEL_ROWS, rows.length);
  const screens: ScreenBuffer[] = [];
  for (let first = 0; first < rows.length; first += height) {
    const page = rows.slice(first, first + height);
    for (let k = 1; k <= page.length; k += 1) screens.push(withNarration(base, page.slice(0, k), height, banner, hint, art));
  }
  return screens;
}

/** Where the cursor rests on a screen whose last row holds `text` from column `from`. */
export function cursorAfter(text: string, from = 2): Cell {
  return { row: SCREEN_ROWS, col: Math.min(COLS - 1, [...text].length + from) };
}

/** The caller's investigator slots at this table (their seat's, in order): for the sheets and the map. */
export function slotsOf(state: TableState, seat: number): number[] {
  return state.players[seat]?.slots ?? [];
}
