// The map of a revised game, drawn by the renderer classic's map uses (board-map.ts) on the layout of
// revised-map-board.ts: investigators by seat letter (the one in focus lit up), monsters with their
// count or name, open gates in their world's colour, Elder Signs, clue tokens; on a move, an arrow by
// each place the move may go on to. The lower left holds the board's gauges: the doom track, the
// terror level, the monsters against the limit, the Outskirts, the open gates and who is who.
import type { RevisedContent } from '../content/schema.js';
import { revisedOutskirtsLimit as outskirtsLimit } from '../../../engine/index.js';
import type { RevisedView } from '../../../service/game-service.js';
import { asciiLines, attr, renderScreen, type Attr, type ScreenBuffer } from '../../../term/screen-buffer.js';
import { drawBoardMap, type Glyphs, type MapGlyphs, type Mark } from '../../../screens/game/board-map.js';
import { mapLayout } from '../../../screens/game/map-layout.js';
import { labelNames, type LabelNames } from '../../../screens/game/map-labels.js';
import { districtsByPlace } from '../../../screens/game/map-scenery.js';
import { mapCursor } from '../../../screens/game/map.js';
import { seatLetter } from '../../../screens/game/names.js';
import { INK, PC } from '../../../screens/game/palette.js';
import { clip } from '../../../screens/game/wrap.js';
import { GAUGE_ROWS, GAUGE_WIDTH, GAUGE_X, revisedMapBoard } from './map-board.js';
import { revisedNamer } from './names.js';

export type RevisedTableState = RevisedView['state'];

export interface RevisedMapView {
  content: RevisedContent;
  state: RevisedTableState;
  /** The investigator in focus (the one deciding, or the caller's first), lit up; null for an onlooker. */
  viewer: number | null;
  /** Row 24: the question or a hint. */
  prompt?: string;
  /** Areas a move may go on to: an arrow points at each. */
  reach?: readonly string[];
}

/** Short names players will know the revised places by, where the full name will not fit. */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  'arkham-asylum': 'Asylum',
  'first-bank': 'Bank',
  'town-square': 'Square',
  'gazette-office': 'Gazette',
  roadhouse: 'Roadhouse',
  'curio-shop': 'Curios',
  'river-docks': 'Docks',
  'reed-island': 'Reed Isl.',
  'general-store': 'Store',
  'hollow-cave': 'Cave',
  graveyard: 'Graveyard',
  'science-hall': 'Science',
  'admin-hall': 'Admin',
  'witch-house': 'Witch H.',
  'lantern-lodge': 'Lodge',
  'st-marys-hospital': "St. Mary's",
  'pine-woods': 'Woods',
  'boarding-house': 'Boarding',
  chapel: 'Church',
  'historical-society': 'Historic',
};

/** The Other Worlds' colours on the map, by their dimension symbol (the revised worlds have no tile colour). */
const DIMENSION_COLOURS: Readonly<Record<string, number>> = {
  star: PC.yellow,
  circle: PC.lightCyan,
  hexagon: PC.lightGreen,
  square: PC.lightRed,
  slash: PC.lightMagenta,
  triangle: PC.white,
  diamond: PC.brown,
  crescent: PC.lightBlue,
  plus: PC.cyan,
};

export function worldInk(content: RevisedContent, world: string): Attr {
  const dimension = content.worlds[world]?.dimension ?? '';
  return attr(DIMENSION_COLOURS[dimension] ?? PC.white);
}

const PHASE_WORDS: Readonly<Record<string, string>> = {
  upkeep: 'Upkeep',
  movement: 'Movement',
  arkham: 'Arkham',
  otherworld: 'Other World',
  mythos: 'Mythos',
  'final-attack': 'Final battle',
  'final-harm': 'Final battle',
  over: 'Over',
};

const CLUE = 'c';

/** "Turn 3 Movement  Doom 4/12  Terror 2": the status row under the map. */
export function revisedMapStatus(state: RevisedTableState): string {
  return `Turn ${state.turn} ${PHASE_WORDS[state.phase] ?? state.phase}  Doom ${state.board.doom}/${state.board.doomTrack}  Terror ${state.terror}`;
}

/** The map as a screen. */
export function drawRevisedMap(view: RevisedMapView, glyphs: MapGlyphs = 'cp437'): ScreenBuffer {
  const { content } = view;
  const { board, scene } = revisedMapBoard(content);
  const name = revisedNamer(content);
  const inks = districtsByPlace(scene.districts);
  const labels = (id: string): LabelNames => labelNames(name(id), SHORT_NAMES[id]);
  const screen = drawBoardMap(
    {
      board,
      scene,
      marks: (g) => marksByArea(view, g),
      named: () => namedMonsters(view),
      labels,
      ink: (id) => inks.get(id)?.label ?? INK.label,
      status: revisedMapStatus(view.state),
      legend: (g) => legendOf(view, g),
      prompt: view.prompt,
    },
    glyphs,
  );
  drawGauges(screen, view, glyphs);
  for (const id of view.reach ?? []) pointAt(screen, board, id, glyphs);
  return screen;
}

/** The whole map, ready for Terminal.write: CP437/UTF-8 ANSI, or plain ASCII lines (24 of them at most). */
export function renderRevisedMap(view: RevisedMapView, ansi: boolean): string {
  if (!ansi) return '\r\n' + asciiLines(drawRevisedMap(view, 'ascii')).join('\r\n');
  return renderScreen(drawRevisedMap(view), { cursorAt: mapCursor(view) });
}

/** What stands on each area, in groups: seal, gate, investigators (the one in focus first), monsters, clue tokens. */
function marksByArea(view: RevisedMapView, g: Glyphs): Map<string, Mark[][]> {
  const { content, state } = view;
  const groups = new Map<string, Mark[][]>();
  const group = (id: string, order: number): Mark[] => {
    let list = groups.get(id);
    if (!list) {
      list = [[], [], [], [], []];
      groups.set(id, list);
    }
    return list[order] ?? [];
  };
  const counted = (marks: Mark[], ch: string, count: number, ink: Attr): void => {
    marks.push({ ch, attr: ink });
    if (count > 1) marks.push({ ch: count > 9 ? g.more : String(count), attr: ink });
  };
  for (const id of state.board.elderSigns) group(id, 0).push({ ch: g.sealed, attr: INK.sealed });
  for (const [id, world] of Object.entries(state.board.gates)) group(id, 1).push({ ch: g.gate, attr: worldInk(content, world) });
  const seated = state.invs.map((inv, slot) => ({ inv, slot })).sort((a, b) => Number(b.slot === view.viewer) - Number(a.slot === view.viewer));
  for (const { inv, slot } of seated) {
    if (inv.place.kind !== 'arkham') continue;
    const mine = slot === view.viewer;
    group(inv.place.node, 2).push({ ch: mine && g.viewer !== null ? g.viewer : seatLetter(slot), attr: mine ? INK.viewer : INK.investigator });
  }
  for (const [id, monsters] of Object.entries(state.board.monsters)) if (monsters.length > 0) counted(group(id, 3), g.monster, monsters.length, INK.monster);
  for (const [id, clues] of Object.entries(state.board.clues)) if (clues > 0) counted(group(id, 4), CLUE, clues, INK.title);
  return groups;
}

/** Where the monsters at an area are all of one kind: its name, with their count ("Ghast2"). */
function namedMonsters(view: RevisedMapView): Map<string, Mark[]> {
  const name = revisedNamer(view.content);
  const named = new Map<string, Mark[]>();
  for (const [id, monsters] of Object.entries(view.state.board.monsters)) {
    const kinds = new Set(monsters.map((m) => m.split(/[#:]/)[0] ?? m));
    const [kind] = [...kinds];
    if (kinds.size !== 1 || kind === undefined) continue;
    const count = monsters.length;
    const text = `${name(kind)}${count > 1 ? (count > 9 ? '+' : String(count)) : ''}`;
    named.set(id, [...text].map((ch) => ({ ch, attr: INK.monster })));
  }
  return named;
}

function legendOf(view: RevisedMapView, g: Glyphs): Array<[Mark, string]> {
  const who: [Mark, string] =
    view.viewer === null
      ? [{ ch: seatLetter(0), attr: INK.investigator }, 'seat']
      : [{ ch: g.viewer ?? seatLetter(view.viewer), attr: INK.viewer }, 'you'];
  return [who, [{ ch: g.monster, attr: INK.monster }, 'monster'], [{ ch: g.gate, attr: INK.hiddenGate }, 'gate'], [{ ch: g.sealed, attr: INK.sealed }, 'sealed'], [{ ch: CLUE, attr: INK.title }, 'clue']];
}

/** A bar of `width` cells, `filled` of them full. */
function bar(filled: number, width: number, glyphs: MapGlyphs): string {
  const [full, empty] = glyphs === 'cp437' ? ['█', '░'] : ['=', '.'];
  const n = Math.max(0, Math.min(width, filled));
  return full.repeat(n) + empty.repeat(width - n);
}

/** The gauges' lines, each with its colour: what the board holds and who is who. */
export function gaugeLines(view: RevisedMapView, glyphs: MapGlyphs): Array<{ text: string; attr: Attr }> {
  const { content, state } = view;
  const name = revisedNamer(content);
  const b = state.board;
  const onBoard = Object.values(b.monsters).reduce((n, list) => n + list.length, 0);
  const track = Math.min(12, b.doomTrack);
  const lines: Array<{ text: string; attr: Attr }> = [
    { text: `Doom   ${`${b.doom}/${b.doomTrack}`.padEnd(5)}${bar(Math.round((b.doom * track) / Math.max(1, b.doomTrack)), track, glyphs)}`, attr: INK.bad },
    { text: `Terror ${`${state.terror}/10`.padEnd(5)}${bar(state.terror, 10, glyphs)}`, attr: INK.title },
    { text: `Monsters ${onBoard}, limit ${b.monsterLimit}`, attr: INK.monster },
    { text: outskirtsLimit(state.invs.length) === 0 ? `Outskirts ${b.outskirts.length} (hold none)` : `Outskirts ${b.outskirts.length} of ${outskirtsLimit(state.invs.length)}`, attr: INK.text },
  ];
  const gates = Object.entries(b.gates);
  const gate = glyphs === 'cp437' ? 'Ω' : '#';
  lines.push({ text: gates.length === 0 ? 'No gate open' : `Gates open: ${gates.length}`, attr: INK.value });
  const gateRows = gates.length > 3 ? 2 : 3;
  for (const [at, world] of gates.slice(0, gateRows)) {
    const worldName = name(world).replace(/^The /, '');
    const long = `${gate} ${name(at)}: ${worldName}`;
    const text = [...long].length <= GAUGE_WIDTH ? long : `${gate} ${SHORT_NAMES[at] ?? name(at)}: ${worldName}`;
    lines.push({ text, attr: worldInk(content, world) });
  }
  if (gates.length > gateRows) lines.push({ text: `and ${gates.length - gateRows} more: K for all`, attr: INK.dim });
  while (lines.length < 8) lines.push({ text: '', attr: INK.text });
  const people = state.invs.map((inv, slot) => `${slot === view.viewer && glyphs === 'ascii' ? '@' : seatLetter(slot)} ${name(inv.id)}`);
  const two = people.length > GAUGE_ROWS.length - 8;
  // Two to a row, a long name by its last word: "F Whitlock".
  const short = (text: string): string => ([...text].length <= 11 ? text : `${text.slice(0, 2)}${text.split(' ').pop() ?? ''}`);
  const rows = two ? Array.from({ length: Math.ceil(people.length / 2) }, (_, k) => `${clip(short(people[k * 2] ?? ''), 11).padEnd(12)}${clip(short(people[k * 2 + 1] ?? ''), 12)}`) : people;
  for (const text of rows) lines.push({ text, attr: INK.text });
  return lines.slice(0, GAUGE_ROWS.length).map((line) => ({ ...line, text: clip(line.text, GAUGE_WIDTH) }));
}

function drawGauges(screen: ScreenBuffer, view: RevisedMapView, glyphs: MapGlyphs): void {
  gaugeLines(view, glyphs).forEach((line, k) => {
    const y = GAUGE_ROWS[k];
    if (y !== undefined && line.text !== '') screen.text(y + 1, GAUGE_X + 1, line.text, line.attr);
  });
}

/** An arrow before an area a move may go on to: left of a location's label, or of a street's space where the line runs. */
function pointAt(screen: ScreenBuffer, board: ReturnType<typeof revisedMapBoard>['board'], id: string, glyphs: MapGlyphs): void {
  const layout = mapLayout(board);
  const plate = layout.plates.get(id);
  const spot = layout.spots.get(id);
  const at = plate ? { row: plate.main.y + 1, col: plate.main.x } : spot ? { row: spot.y + 1, col: spot.x } : null;
  if (at === null || at.col < 1) return;
  const under = screen.get(at.row, at.col).ch;
  // Never over a mark: only a blank, a stretch of street line or of the river.
  if (![' ', '─', '-', '≈', '~'].includes(under)) return;
  screen.set(at.row, at.col, glyphs === 'cp437' ? '►' : '>', INK.title);
}
