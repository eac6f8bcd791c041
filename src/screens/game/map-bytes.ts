// The map's byte budget, measured the way a caller receives it: through the real output writer, in
// CP437 with ANSI, on the most crowded board we can set up (every location gated, monsters nearly
// everywhere, a full table of investigators). `full` is the whole map; `moveUpdate` the update after
// a typical move (one investigator walks on, one monster moves), sent as a diff of the two screens.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '../../rulesets/classic/content/load.js';
import type { Content } from '../../rulesets/classic/content/schema.js';
import { graphOf } from '../../rulesets/classic/bots/board.js';
import { cloneState, start, type GameState } from '../../engine/index.js';
import { createOutputWriter } from '../../term/output.js';
import { diffScreens, renderScreen } from '../../term/screen-buffer.js';
import type { TerminalCaps } from '../../term/types.js';
import { drawMap, mapCursor, type MapView } from './map.js';

const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'data');
const CAPS: TerminalCaps = { charset: 'cp437', ansi: true, cols: 80, rows: 24 };
const SEATS = 8;

/** The worst board for bytes: a gate (face up) on every location, 2 to 4 monsters there and 1 to 3 on most street spaces, eight investigators. */
export function crowdedState(content: Content): GameState {
  const players = Array.from({ length: 4 }, (_, k) => ({ id: `p${k + 1}` }));
  const state = start(content, { players }, 'map-bytes').state;
  const graph = graphOf(content);
  const locations = content.board.locations.map((l) => graph.indexOf(l.id));
  const streets = content.board.streets.map((s) => graph.indexOf(s.id));
  const worlds = content.otherWorlds.map((w) => w.id);
  state.gates = locations.map((n, k) => ({ n, world: worlds[k % worlds.length] ?? '', up: true }));
  state.elderSigns = [];
  state.monsters = [];
  let counter = 0;
  const put = (n: number, count: number): void => {
    for (let k = 0; k < count; k += 1) state.monsters.push({ c: counter++ % 49, n, from: -1, up: true, grow: 0 });
  };
  locations.forEach((n, k) => put(n, 2 + (k % 3)));
  streets.forEach((n, k) => {
    if (k % 3 !== 2) put(n, 1 + (k % 3));
  });
  state.invs = state.invs.slice(0, SEATS);
  state.invs.forEach((inv, k) => {
    inv.status = 'active';
    inv.world = null;
    inv.at = k % 2 === 0 ? (locations[k * 3] ?? 0) : (streets[k * 7] ?? 0);
  });
  return state;
}

/** Bytes the caller receives for `text` (CP437, ANSI, 80x24), written after whatever `before` held. */
export function bytesAfter(before: string[], text: string): number {
  let total = 0;
  const writer = createOutputWriter({ caps: { ...CAPS }, send: (bytes) => ((total += bytes.length), true) });
  for (const earlier of before) writer.write(earlier);
  writer.flush();
  const mark = total;
  writer.write(text);
  writer.flush();
  return total - mark;
}

export function measureMapBytes(content: Content = loadContent(DATA_DIR)): { full: number; moveUpdate: number } {
  const before = crowdedState(content);
  const view: MapView = { content, state: before, viewer: 0, prompt: 'Where to? ' };
  const after = cloneState(before);
  const graph = graphOf(content);
  const walker = after.invs[0];
  if (walker) walker.at = graph.indexOf('st-50');
  const monster = after.monsters[after.monsters.length - 1];
  if (monster) monster.n = graph.indexOf('st-33');
  const full = renderScreen(drawMap(view), { cursorAt: mapCursor(view) });
  const update = diffScreens(drawMap(view), drawMap({ ...view, state: after }), { cursorAt: mapCursor(view) });
  return { full: bytesAfter([], full), moveUpdate: bytesAfter([full], update) };
}
