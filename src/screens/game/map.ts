// The map of Arkham on one 80x24 screen: 22 rows of streets and locations drawn from the board's
// coordinates, a status line with a one-line legend, and a prompt line. Markers sit on the street
// spaces and on the location plates: investigators by seat letter (the caller's own lit up),
// monsters as M with a count, gates in their world's colour once the card is face up, sealed places,
// taxi stands. The same drawing comes in CP437 and in plain ASCII (+ - | and letters).
import type { Content } from '../../rulesets/classic/content/schema.js';
import { graphOf } from '../../rulesets/classic/bots/board.js';
import type { TableState } from '../../rulesets/classic/screens/table-state.js';
import { asciiLines, renderScreen, type Attr, type ScreenBuffer } from '../../term/screen-buffer.js';
import type { Cell } from '../../term/cursor-moves.js';
import { drawBoardMap, PROMPT_ROW, type Glyphs, type MapGlyphs, type Mark } from './board-map.js';
import { classicLabelNames } from './map-labels.js';
import { CLASSIC_SCENE, labelInk } from './map-scenery.js';
import { monsterName, seatLetter, speciesOfCounter } from './names.js';
import { INK, worldColour } from './palette.js';

export type { MapGlyphs } from './board-map.js';
export { PROMPT_ROW, STATUS_ROW } from './board-map.js';

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

/** The map as a screen. */
export function drawMap(view: MapView, glyphs: MapGlyphs = 'cp437'): ScreenBuffer {
  const { content } = view;
  return drawBoardMap(
    {
      board: content.board,
      scene: CLASSIC_SCENE,
      marks: (g) => marksByPlace(view, g),
      named: () => namedMonsters(view),
      labels: (id) => classicLabelNames(content, id),
      ink: labelInk,
      status: view.status ?? defaultStatus(view),
      legend: (g) => legendOf(view, g),
      prompt: view.prompt,
    },
    glyphs,
  );
}

/** Where the cursor waits: after the prompt on row 24. */
export function mapCursor(view: { prompt?: string | undefined }): Cell {
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

/** An onlooker has no seat to light up: the legend shows what a seat letter looks like instead. */
function legendOf(view: MapView, g: Glyphs): Array<[Mark, string]> {
  const who: [Mark, string] =
    view.viewer === null
      ? [{ ch: seatLetter(0), attr: INK.investigator }, 'seat']
      : [{ ch: g.viewer ?? seatLetter(view.viewer), attr: INK.viewer }, 'you'];
  return [
    who,
    [{ ch: g.monster, attr: INK.monster }, 'monster'],
    [{ ch: g.gate, attr: INK.hiddenGate }, 'gate'],
    [{ ch: g.sealed, attr: INK.sealed }, 'sealed'],
    [{ ch: g.base.taxi, attr: INK.taxi }, 'taxi'],
  ];
}
