// The map renderer both boards share: street lines, spaces and location plates from a board's layout,
// its scenery on the cells left open, the marks of whatever stands on each place (fitted to the room
// there), a status line with a one-line legend, and a prompt line. What stands where, what each place
// is called and the legend come from the ruleset's own map (map.ts for classic, revised-map.ts).
import { ScreenBuffer, type Attr } from '../../term/screen-buffer.js';
import { mapLayout, MAP_HEIGHT, type BaseCell, type MapBoard, type MapSpot, type Plate, type PlateRow } from './map-layout.js';
import { cutLabel, fitLabel, type LabelNames } from './map-labels.js';
import { sceneryOf, type ScenePlan } from './map-scenery.js';
import { INK } from './palette.js';

export type MapGlyphs = 'cp437' | 'ascii';

export const STATUS_ROW = MAP_HEIGHT + 1;
export const PROMPT_ROW = MAP_HEIGHT + 2;

export interface Mark {
  ch: string;
  attr: Attr;
}

export interface Glyphs {
  base: Record<BaseCell, string>;
  gate: string;
  sealed: string;
  monster: string;
  more: string;
  /** The caller's own seat in ASCII, where no colour can light it up. */
  viewer: string | null;
}

export const GLYPHS: Record<MapGlyphs, Glyphs> = {
  cp437: { base: { h: '─', v: '│', space: '■', taxi: 'T', 'up-right': '└', 'up-left': '┘', 'down-right': '┌', 'down-left': '┐' }, gate: 'Ω', sealed: '*', monster: 'M', more: '+', viewer: null },
  ascii: { base: { h: '-', v: '|', space: 'o', taxi: 'T', 'up-right': '+', 'up-left': '+', 'down-right': '+', 'down-left': '+' }, gate: '#', sealed: '*', monster: 'M', more: '+', viewer: '@' },
};

const BASE_INK: Record<BaseCell, Attr> = { h: INK.street, v: INK.street, space: INK.street, taxi: INK.taxi, 'up-right': INK.street, 'up-left': INK.street, 'down-right': INK.street, 'down-left': INK.street };

/** One board's map as the renderer takes it. */
export interface BoardDrawing {
  board: MapBoard;
  scene: ScenePlan;
  /** What stands on each board id, in groups drawn in order (each group keeps its first mark when crowded). */
  marks: (g: Glyphs) => ReadonlyMap<string, Mark[][]>;
  /** Where the monsters at a location are all of one kind: their name and count, to show in place of the bare marks when there is room. */
  named?: (g: Glyphs) => ReadonlyMap<string, Mark[]>;
  /** The group of `marks` that `named` stands in for. */
  namedGroup?: number;
  labels: (id: string) => LabelNames;
  ink: (id: string) => Attr;
  /** Row 23, left of the legend. */
  status: string;
  legend: (g: Glyphs) => Array<[Mark, string]>;
  /** Row 24: the question or a hint. */
  prompt?: string | undefined;
}

/** The map as a screen. */
export function drawBoardMap(drawing: BoardDrawing, glyphs: MapGlyphs): ScreenBuffer {
  const g = GLYPHS[glyphs];
  const layout = mapLayout(drawing.board);
  const screen = new ScreenBuffer(80, 24);
  layout.base.forEach((row, y) =>
    row.forEach((cell, x) => {
      if (cell !== null) screen.set(y + 1, x + 1, g.base[cell], BASE_INK[cell]);
    }),
  );
  for (const cell of sceneryOf(layout, glyphs, drawing.scene)) screen.set(cell.y + 1, cell.x + 1, cell.ch, cell.attr);
  const marks = drawing.marks(g);
  const named = drawing.named?.(g) ?? new Map<string, Mark[]>();
  for (const spot of layout.spots.values()) drawSpot(screen, spot, marks.get(spot.id) ?? [], g);
  for (const plate of layout.plates.values()) drawPlate(screen, drawing, plate, marks.get(plate.id) ?? [], g, named.get(plate.id));
  drawStatusLine(screen, drawing.status, drawing.legend(g));
  if (drawing.prompt !== undefined) screen.text(PROMPT_ROW, 1, drawing.prompt.slice(0, 79), INK.prompt);
  return screen;
}

/**
 * Groups of marks in at most `room` cells: every group keeps its first mark if it can, so a crowded
 * space still shows both who is there and that monsters are; a cut group ends in the "more" mark.
 */
function fitGroups(groups: Mark[][], room: number, g: Glyphs): Mark[] {
  const lists = groups.filter((list) => list.length > 0);
  const total = lists.reduce((n, list) => n + list.length, 0);
  if (total <= room) return lists.flat();
  const sizes = lists.map(() => 0);
  let left = room;
  // One cell each, in order, then the rest of the room to the groups in order.
  for (let k = 0; k < lists.length && left > 0; k += 1, left -= 1) sizes[k] = 1;
  lists.forEach((list, k) => {
    const more = Math.min(left, list.length - (sizes[k] ?? 0));
    sizes[k] = (sizes[k] ?? 0) + more;
    left -= more;
  });
  return lists.flatMap((list, k) => {
    const size = sizes[k] ?? 0;
    if (size >= list.length || size < 2) return list.slice(0, size);
    const last = list[size - 1];
    return [...list.slice(0, size - 1), { ch: g.more, attr: last?.attr ?? INK.text }];
  });
}

function drawSpot(screen: ScreenBuffer, spot: MapSpot, groups: Mark[][], g: Glyphs): void {
  const row = spot.y + 1;
  const col = spot.x + 1;
  const room = 1 + (spot.left ? 1 : 0) + (spot.right ? 1 : 0);
  const shown = fitGroups(groups, room, g);
  if (shown.length === 0) return;
  // One mark on the space itself; two to its right if it can; three around it.
  let start = col;
  if (shown.length === 3 || (shown.length === 2 && !spot.right)) start = col - 1;
  shown.forEach((m, k) => screen.set(row, start + k, m.ch, m.attr));
}

function drawPlate(screen: ScreenBuffer, drawing: BoardDrawing, plate: Plate, groups: Mark[][], g: Glyphs, named?: Mark[]): void {
  const names = drawing.labels(plate.id);
  const namedGroup = drawing.namedGroup ?? 3;
  // Room to spare beside the full name on the location's own row: the monsters by name instead of a bare M.
  if (named && groups[namedGroup] && groups[namedGroup].length > 0) {
    const withNames = groups.map((list, k) => (k === namedGroup ? named : list)).filter((list) => list.length > 0);
    const spacedNames = withNames.flatMap((list, k) => (k === 0 ? list : [{ ch: ' ', attr: INK.text }, ...list]));
    const label = names.name;
    if ([...label].length + 1 + spacedNames.length <= plate.main.width) {
      putLabel(screen, drawing, plate, label, plate.main, spacedNames);
      return;
    }
  }
  const nonEmpty = groups.filter((list) => list.length > 0);
  const compact = nonEmpty.flat();
  const spaced = nonEmpty.flatMap((list, k) => (k === 0 ? list : [{ ch: ' ', attr: INK.text }, ...list]));
  const { main, spare } = plate;
  const wholeOn = (row: PlateRow, marks: Mark[]): string | null => fitLabel(names, row.width - (marks.length > 0 ? marks.length + 1 : 0));
  const onOneRow = (row: PlateRow): boolean => {
    for (const marks of [spaced, compact]) {
      const label = wholeOn(row, marks);
      if (label !== null) {
        putLabel(screen, drawing, plate, label, row, marks);
        return true;
      }
    }
    return false;
  };
  // Best: the whole label and every mark on the location's own row.
  if (onOneRow(main)) return;
  if (spare) {
    // Next: the label there and the marks on the spare row; or all on the spare row; or the label on
    // the wider row and the marks on the other.
    const putMarks = (row: PlateRow): void => {
      const marks = spaced.length <= row.width ? spaced : fitGroups(nonEmpty, row.width, g);
      marks.forEach((m, k) => screen.set(row.y + 1, row.x + 1 + k, m.ch, m.attr));
    };
    const label = wholeOn(main, []);
    if (label !== null) {
      putLabel(screen, drawing, plate, label, main, []);
      putMarks(spare);
      return;
    }
    if (onOneRow(spare)) return;
    const [labelRow, markRow] = spare.width > main.width ? [spare, main] : [main, spare];
    putLabel(screen, drawing, plate, cutLabel(names, labelRow.width), labelRow, []);
    putMarks(markRow);
    return;
  }
  // Else the label gives way, down to a few letters, and the marks take what is left.
  const label = cutLabel(names, main.width - compact.length - 1);
  putLabel(screen, drawing, plate, label, main, fitGroups(nonEmpty, main.width - [...label].length - 1, g));
}

/** The label and the marks after it (one blank between) on `row`; on the main row at the location's own cell if it fits. */
function putLabel(screen: ScreenBuffer, drawing: BoardDrawing, plate: Plate, label: string, row: PlateRow, marks: Mark[]): void {
  const width = [...label].length + (marks.length > 0 ? 1 + marks.length : 0);
  const anchor = row === plate.main ? (drawing.board.locations.find((l) => l.id === plate.id)?.x ?? row.x) : row.x;
  const x = Math.max(row.x, Math.min(anchor, row.x + row.width - width));
  const end = screen.text(row.y + 1, x + 1, label, drawing.ink(plate.id));
  marks.forEach((m, k) => screen.set(row.y + 1, end + 1 + k, m.ch, m.attr));
}

function drawStatusLine(screen: ScreenBuffer, text: string, legend: Array<[Mark, string]>): void {
  const legendWidth = legend.reduce((w, [, word]) => w + 3 + word.length, 0) - 1;
  // Ends in column 79, like every other line: see map-layout.ts.
  const legendCol = 80 - legendWidth;
  const status = text.slice(0, legendCol - 3);
  screen.text(STATUS_ROW, 1, status, INK.value);
  let col = legendCol;
  for (const [mark, word] of legend) {
    screen.set(STATUS_ROW, col, mark.ch, mark.attr);
    col = screen.text(STATUS_ROW, col + 2, word, INK.text) + 1;
  }
}
