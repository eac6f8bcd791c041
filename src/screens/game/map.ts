// The map of Arkham on one 80x24 screen: 22 rows of streets and locations drawn from the board's
// coordinates, a status line with a one-line legend, and a prompt line. Markers sit on the street
// spaces and on the location plates: investigators by seat letter (the caller's own lit up),
// monsters as M with a count, gates in their world's colour once the card is face up, sealed places,
// taxi stands. The same drawing comes in CP437 and in plain ASCII (+ - | and letters).
import type { Content } from '../../content/schema.js';
import { graphOf } from '../../bots/board.js';
import type { TableState } from './table-state.js';
import { asciiLines, renderScreen, ScreenBuffer, type Attr } from '../../term/screen-buffer.js';
import type { Cell } from '../../term/cursor-moves.js';
import { mapLayout, MAP_HEIGHT, type BaseCell, type MapSpot, type Plate, type PlateRow } from './map-layout.js';
import { mapLabel, wholeLabel } from './map-labels.js';
import { labelInk, sceneryOf } from './map-scenery.js';
import { locationName, monsterName, seatLetter, speciesOfCounter } from './names.js';
import { INK, worldColour } from './palette.js';

export type MapGlyphs = 'cp437' | 'ascii';

export interface MapView {
  content: Content;
  state: TableState;
  /** The caller's own seat, lit up on the map; null for an onlooker. */
  viewer: number | null;
  /** Row 24: the question or a hint. */
  prompt?: string;
  /** Row 23, left of the legend; by default the turn, phase, Doom and gates. */
  status?: string;
}

export const STATUS_ROW = MAP_HEIGHT + 1;
export const PROMPT_ROW = MAP_HEIGHT + 2;

interface Mark {
  ch: string;
  attr: Attr;
}

interface Glyphs {
  base: Record<BaseCell, string>;
  gate: string;
  sealed: string;
  monster: string;
  more: string;
  /** The caller's own seat in ASCII, where no colour can light it up. */
  viewer: string | null;
}

const GLYPHS: Record<MapGlyphs, Glyphs> = {
  cp437: { base: { h: '─', v: '│', space: '■', taxi: 'T' }, gate: 'Ω', sealed: '*', monster: 'M', more: '+', viewer: null },
  ascii: { base: { h: '-', v: '|', space: 'o', taxi: 'T' }, gate: '#', sealed: '*', monster: 'M', more: '+', viewer: '@' },
};

const BASE_INK: Record<BaseCell, Attr> = { h: INK.street, v: INK.street, space: INK.street, taxi: INK.taxi };

/** The map as a screen. */
export function drawMap(view: MapView, glyphs: MapGlyphs = 'cp437'): ScreenBuffer {
  const { content } = view;
  const g = GLYPHS[glyphs];
  const layout = mapLayout(content.board);
  const screen = new ScreenBuffer(80, 24);
  layout.base.forEach((row, y) =>
    row.forEach((cell, x) => {
      if (cell !== null) screen.set(y + 1, x + 1, g.base[cell], BASE_INK[cell]);
    }),
  );
  for (const cell of sceneryOf(layout, glyphs)) screen.set(cell.y + 1, cell.x + 1, cell.ch, cell.attr);
  const marks = marksByPlace(view, g);
  const named = namedMonsters(view);
  for (const spot of layout.spots.values()) drawSpot(screen, spot, marks.get(spot.id) ?? [], g);
  for (const plate of layout.plates.values()) drawPlate(screen, view.content, plate, marks.get(plate.id) ?? [], g, named.get(plate.id));
  drawStatusLine(screen, view, g);
  if (view.prompt !== undefined) screen.text(PROMPT_ROW, 1, view.prompt.slice(0, 79), INK.prompt);
  return screen;
}

/** Where the cursor waits: after the prompt on row 24. */
export function mapCursor(view: MapView): Cell {
  return { row: PROMPT_ROW, col: Math.min(79, [...(view.prompt ?? '')].length + 1) };
}

/** The whole map, ready for Terminal.write: CP437/UTF-8 ANSI, or plain ASCII lines. */
export function renderMap(view: MapView, ansi: boolean): string {
  if (!ansi) return '\r\n' + asciiLines(drawMap(view, 'ascii')).join('\r\n');
  return renderScreen(drawMap(view), { cursorAt: mapCursor(view) });
}

/** What stands on each board id, in groups: seal, gate, investigators (the caller's first), monsters. */
function marksByPlace(view: MapView, g: Glyphs): Map<string, Mark[][]> {
  const { content, state } = view;
  const ids = graphOf(content).ids;
  const groups = new Map<string, Mark[][]>();
  const group = (node: number, order: number): Mark[] => {
    const id = ids[node] ?? '';
    let list = groups.get(id);
    if (!list) {
      list = [[], [], [], []];
      groups.set(id, list);
    }
    return list[order] ?? [];
  };
  for (const n of state.elderSigns) group(n, 0).push({ ch: g.sealed, attr: INK.sealed });
  for (const gate of state.gates) {
    const world = content.otherWorlds.find((w) => w.id === gate.world);
    const ink: Attr = gate.up && world ? worldColour(world.colour) : INK.hiddenGate;
    group(gate.n, 1).push({ ch: g.gate, attr: ink });
  }
  const monsters = new Map<number, number>();
  for (const m of state.monsters) monsters.set(m.n, (monsters.get(m.n) ?? 0) + 1);
  for (const [n, count] of monsters) {
    const marks = group(n, 3);
    marks.push({ ch: g.monster, attr: INK.monster });
    if (count > 1) marks.push({ ch: count > 9 ? g.more : String(count), attr: INK.monster });
  }
  const seated = [...state.invs].sort((a, b) => Number(b.slot === view.viewer) - Number(a.slot === view.viewer));
  for (const inv of seated) {
    if (inv.status !== 'active' || inv.at < 0) continue;
    const mine = inv.slot === view.viewer;
    const ch = mine && g.viewer !== null ? g.viewer : seatLetter(inv.slot);
    group(inv.at, 2).push({ ch, attr: mine ? INK.viewer : INK.investigator });
  }
  return groups;
}

/** Where the monsters at a place are all of one species: its name there, with their count ("Ghoul2"). */
function namedMonsters(view: MapView): Map<string, Mark[]> {
  const { content, state } = view;
  const ids = graphOf(content).ids;
  const species = new Map<number, { id: string | null; count: number }>();
  for (const m of state.monsters) {
    const id = speciesOfCounter(content, m.c);
    const seen = species.get(m.n);
    species.set(m.n, { id: seen === undefined || seen.id === id ? id : null, count: (seen?.count ?? 0) + 1 });
  }
  const named = new Map<string, Mark[]>();
  for (const [n, { id, count }] of species) {
    const place = ids[n];
    if (id === null || place === undefined) continue;
    const text = `${monsterName(content, id)}${count > 1 ? (count > 9 ? '+' : String(count)) : ''}`;
    named.set(place, [...text].map((ch) => ({ ch, attr: INK.monster })));
  }
  return named;
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

function drawPlate(screen: ScreenBuffer, content: Content, plate: Plate, groups: Mark[][], g: Glyphs, named?: Mark[]): void {
  // Room to spare beside the full name on the location's own row: the monsters by name instead of a bare M.
  if (named && groups[3] && groups[3].length > 0) {
    const withNames = groups.map((list, k) => (k === 3 ? named : list)).filter((list) => list.length > 0);
    const spacedNames = withNames.flatMap((list, k) => (k === 0 ? list : [{ ch: ' ', attr: INK.text }, ...list]));
    const label = locationName(content, plate.id);
    if ([...label].length + 1 + spacedNames.length <= plate.main.width) {
      putLabel(screen, content, plate, label, plate.main, spacedNames);
      return;
    }
  }
  const nonEmpty = groups.filter((list) => list.length > 0);
  const compact = nonEmpty.flat();
  const spaced = nonEmpty.flatMap((list, k) => (k === 0 ? list : [{ ch: ' ', attr: INK.text }, ...list]));
  const { main, spare } = plate;
  const wholeOn = (row: PlateRow, marks: Mark[]): string | null =>
    wholeLabel(content, plate.id, row.width - (marks.length > 0 ? marks.length + 1 : 0));
  const onOneRow = (row: PlateRow): boolean => {
    for (const marks of [spaced, compact]) {
      const label = wholeOn(row, marks);
      if (label !== null) {
        putLabel(screen, content, plate, label, row, marks);
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
      putLabel(screen, content, plate, label, main, []);
      putMarks(spare);
      return;
    }
    if (onOneRow(spare)) return;
    const [labelRow, markRow] = spare.width > main.width ? [spare, main] : [main, spare];
    putLabel(screen, content, plate, mapLabel(content, plate.id, labelRow.width), labelRow, []);
    putMarks(markRow);
    return;
  }
  // Else the label gives way, down to a few letters, and the marks take what is left.
  const label = mapLabel(content, plate.id, main.width - compact.length - 1);
  putLabel(screen, content, plate, label, main, fitGroups(nonEmpty, main.width - [...label].length - 1, g));
}

/** The label and the marks after it (one blank between) on `row`; on the main row at the location's own cell if it fits. */
function putLabel(screen: ScreenBuffer, content: Content, plate: Plate, label: string, row: PlateRow, marks: Mark[]): void {
  const width = [...label].length + (marks.length > 0 ? 1 + marks.length : 0);
  const anchor = row === plate.main ? (content.board.locations.find((l) => l.id === plate.id)?.x ?? row.x) : row.x;
  const x = Math.max(row.x, Math.min(anchor, row.x + row.width - width));
  const end = screen.text(row.y + 1, x + 1, label, labelInk(plate.id));
  marks.forEach((m, k) => screen.set(row.y + 1, end + 1 + k, m.ch, m.attr));
}

const PHASE_WORDS: Record<string, string> = {
  setup: 'Setup',
  investigator: 'Day',
  mythos: 'Mythos',
  over: 'Over',
};

/** A phase of the game turn in one word: Setup, Day, Mythos. */
export function phaseWord(phase: string): string {
  return PHASE_WORDS[phase] ?? phase;
}

/** The turn, the phase, the Doom track and the gates open, in one short line. */
export function tableStatus(content: Content, state: TableState): string {
  const phase = phaseWord(state.phase);
  return `Turn ${state.turn} ${phase}  Doom ${state.doom}/${content.rules.doomLimit}  Gates ${state.gates.length}`;
}

function defaultStatus(view: MapView): string {
  return tableStatus(view.content, view.state);
}

function drawStatusLine(screen: ScreenBuffer, view: MapView, g: Glyphs): void {
  // An onlooker has no seat to light up: the legend shows what a seat letter looks like instead.
  const who: [Mark, string] =
    view.viewer === null
      ? [{ ch: seatLetter(0), attr: INK.investigator }, 'seat']
      : [{ ch: g.viewer ?? seatLetter(view.viewer), attr: INK.viewer }, 'you'];
  const legend: Array<[Mark, string]> = [
    who,
    [{ ch: g.monster, attr: INK.monster }, 'monster'],
    [{ ch: g.gate, attr: INK.hiddenGate }, 'gate'],
    [{ ch: g.sealed, attr: INK.sealed }, 'sealed'],
    [{ ch: g.base.taxi, attr: INK.taxi }, 'taxi'],
  ];
  const legendWidth = legend.reduce((w, [, word]) => w + 3 + word.length, 0) - 1;
  // Ends in column 79, like every other line: see map-layout.ts.
  const legendCol = 80 - legendWidth;
  const status = (view.status ?? defaultStatus(view)).slice(0, legendCol - 3);
  screen.text(STATUS_ROW, 1, status, INK.value);
  let col = legendCol;
  for (const [mark, word] of legend) {
    screen.set(STATUS_ROW, col, mark.ch, mark.attr);
    col = screen.text(STATUS_ROW, col + 2, word, INK.text) + 1;
  }
}
