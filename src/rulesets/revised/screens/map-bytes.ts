// The revised map's byte budget, measured as classic's is (map-bytes.ts): through the real output
// writer, in CP437 with ANSI, on the most crowded board we can set up: a gate on every location,
// 2 to 4 monsters on each and 1 to 3 on most street areas, clue tokens everywhere, eight investigators.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRevisedContent } from '../content/load.js';
import type { RevisedContent } from '../content/schema.js';
import { revisedEngineFor } from '../../../engine/index.js';
import { renderScreen } from '../../../term/screen-buffer.js';
import { bytesAfter } from '../../../screens/game/map-bytes.js';
import { mapCursor } from '../../../screens/game/map.js';
import { drawRevisedMap, type RevisedTableState } from './map.js';

const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'data', 'revised');
const SEATS = 8;

export function crowdedRevisedState(content: RevisedContent): RevisedTableState {
  const players = Array.from({ length: SEATS }, (_, k) => ({ id: `p${k + 1}` }));
  const state = revisedEngineFor(content).start({ players }, 'map-bytes').state;
  const areas = Object.values(content.board);
  const locations = areas.filter((a) => a.kind === 'location').map((a) => a.id);
  const streets = areas.filter((a) => a.kind === 'street').map((a) => a.id);
  const worlds = Object.keys(content.worlds);
  const kinds = Object.keys(content.monsters);
  const b = state.board;
  b.gates = Object.fromEntries(locations.map((id, k) => [id, worlds[k % worlds.length] ?? '']));
  b.monsters = {};
  let counter = 0;
  const put = (id: string, count: number): void => {
    b.monsters[id] = Array.from({ length: count }, () => `${kinds[counter++ % kinds.length] ?? ''}#${counter}`);
  };
  locations.forEach((id, k) => put(id, 2 + (k % 3)));
  streets.forEach((id, k) => {
    if (k % 3 !== 2) put(id, 1 + (k % 3));
  });
  b.clues = Object.fromEntries(locations.map((id, k) => [id, 1 + (k % 3)]));
  b.outskirts = kinds.slice(0, 3);
  state.invs.forEach((inv, k) => {
    inv.place = { kind: 'arkham', node: (k % 2 === 0 ? locations[k * 3] : streets[k]) ?? 'northside' };
  });
  return state;
}

export function measureRevisedMapBytes(content: RevisedContent = loadRevisedContent(DATA_DIR)): number {
  const view = { content, state: crowdedRevisedState(content), viewer: 0, prompt: 'Where to? ' };
  return bytesAfter([], renderScreen(drawRevisedMap(view), { cursorAt: mapCursor(view) }));
}
