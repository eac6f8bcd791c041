// Where a vehicle ride ends, worked out the quick way (the memo of monsters seen, the spaces beside the
// ride) and checked against the rule done the plain way, on many boards of monsters: a ride reaches a
// space when some route round the blocked ones does; else it ends on the space it reaches that lies
// nearest (fewest steps through spaces it cannot reach), the first reached on a tie.
import { describe, expect, it } from 'vitest';
import { below, seedRng } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { buildContext } from '../../src/rulesets/classic/engine/context.js';
import type { Run } from '../../src/rulesets/classic/engine/run.js';
import { vehicleEnds } from '../../src/rulesets/classic/engine/vehicles.js';
import { begin, content, graph } from './support/game.js';

const c = buildContext(content);

/** The rule the plain way: one search for the ride, one out of everything it reaches, both by the book. */
function plainEnds(s: GameState, from: number): number[] {
  const size = graph.size;
  const blocked = new Array<boolean>(size).fill(false);
  for (const m of s.monsters) {
    const species = c.counters[m.c]?.info;
    const building = c.building[m.n] === true && (s.options.darksCarnivalBuilding || graph.ids[m.n] !== 'darks-carnival');
    if (!species?.hound || building) blocked[m.n] = true;
    if (species?.species.blocker) {
      blocked[m.n] = true;
      for (const v of graph.neighbours(m.n)) blocked[v] = true;
    }
  }
  const ends = new Array<number>(size).fill(-1);
  const ride = [from];
  ends[from] = from;
  for (let k = 0; k < ride.length; k += 1) {
    const u = ride[k] ?? from;
    if (u !== from && graph.isLocation(u)) continue;
    for (const v of graph.neighbours(u)) {
      if (ends[v] !== -1 || blocked[v]) continue;
      ends[v] = v;
      ride.push(v);
    }
  }
  if (s.monsters.length === 0) return ends.map((_, v) => v);
  const owner = new Array<number>(size).fill(-1);
  const queue = ride.filter((u) => u === from || !graph.isLocation(u));
  for (const u of queue) owner[u] = u;
  for (let k = 0; k < queue.length; k += 1) {
    const u = queue[k] ?? from;
    if (u !== from && graph.isLocation(u)) continue;
    for (const v of graph.neighbours(u)) {
      if (owner[v] !== -1 || ends[v] !== -1) continue;
      owner[v] = owner[u] ?? from;
      queue.push(v);
    }
  }
  return ends.map((e, v) => (e !== -1 ? e : (owner[v] ?? -1) >= 0 ? (owner[v] ?? from) : from));
}

describe('vehicle rides', () => {
  it('end where the plain rule says, over many boards of monsters and starting spaces', () => {
    const rng = seedRng('rides');
    const s = begin({ dice: [1, 1, 1, 1] });
    const r: Run = { c, s, ev: [], built: null };
    for (let round = 0; round < 400; round += 1) {
      s.monsters = [];
      const taken = new Set<number>();
      const count = below(rng, 30);
      for (let k = 0; k < count; k += 1) {
        const counter = below(rng, c.counters.length);
        if (taken.has(counter)) continue;
        taken.add(counter);
        s.monsters.push({ c: counter, n: below(rng, graph.size), from: -1, up: true, grow: 0 });
      }
      s.options.darksCarnivalBuilding = below(rng, 2) === 0;
      // Several rides on each board: the memo's answers must hold too, and again after a monster moves.
      for (let ride = 0; ride < 4; ride += 1) {
        if (ride === 3 && s.monsters[0]) s.monsters[0].n = below(rng, graph.size);
        const from = below(rng, graph.size);
        expect([...vehicleEnds(r, from)], `round ${round}, ride ${ride} from ${graph.ids[from] ?? from}`).toEqual(plainEnds(s, from));
      }
    }
  });
});
