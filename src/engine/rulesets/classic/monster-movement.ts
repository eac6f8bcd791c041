// Mythos Phase 2, monsters move. Handed monsters (L/R) walk their speed along the streets, taking the
// leftmost or rightmost branch (BoardGraph.nextStreet); flyers head for the nearest investigator on
// the streets (Hounds: in a building), ties to the highest Fight, then a coin. None enters a location
// except a Hound entering a building; each stops on entering an investigator's space; monsters in
// locations stay put.
import type { BoardMonster } from '../../types/state.js';
import { counterInfo, emit, inArkham, nodeId, randomIndex, speciesOf } from './run.js';
import type { Run } from './run.js';
import { skillValue } from './skills.js';

export function moveMonsters(r: Run): void {
  const size = r.c.graph.size;
  const present = new Uint8Array(size);
  for (const i of r.s.invs) if (i.status === 'active' && inArkham(i)) present[i.at] = 1;
  for (const m of [...r.s.monsters]) moveOne(r, m, present);
}

function moveOne(r: Run, m: BoardMonster, present: Uint8Array): void {
  const g = r.c.graph;
  const counter = counterInfo(r, m.c);
  if (g.isLocation(m.n) || counter.speed === 0 || counter.hand === 'S') return;
  const path: number[] = [];
  let at = m.n;
  let from = m.from;
  if (counter.hand === 'F') {
    const target = flyerTarget(r, at, counter.info.hound);
    if (target < 0) return;
    for (let step = 0; step < counter.speed && at !== target; step += 1) {
      const next = stepToward(r, at, target);
      if (next < 0) break;
      from = at;
      at = next;
      path.push(at);
      if (present[at] === 1 && (!counter.info.hound || g.isLocation(at))) break;
    }
  } else {
    const hand = counter.hand;
    if (from < 0 || !g.neighbours(at).includes(from)) from = g.streetNeighbours(at)[0] ?? at;
    for (let step = 0; step < counter.speed; step += 1) {
      const next = g.nextStreet(from, at, hand);
      from = at;
      at = next;
      path.push(at);
      if (present[at] === 1) break;
    }
  }
  if (path.length === 0) return;
  const start = m.n;
  m.n = at;
  m.from = from;
  emit(r, { type: 'monster-moved', counter: m.c, species: speciesOf(r, m.c), from: nodeId(r, start), to: nodeId(r, at), path: path.map((n) => nodeId(r, n)) });
}

/** The next space on a shortest way to `target`, through streets only (the target may be a location). */
function stepToward(r: Run, at: number, target: number): number {
  const g = r.c.graph;
  const d = g.distance(at, target);
  for (const v of g.neighbours(at)) {
    if (v !== target && g.isLocation(v)) continue;
    if (g.distance(v, target) === d - 1) return v;
  }
  return -1;
}

/** The node of the investigator a flyer hunts: nearest, then highest Fight, then a coin. */
function flyerTarget(r: Run, at: number, hound: boolean): number {
  const g = r.c.graph;
  let best = Number.POSITIVE_INFINITY;
  let tied: { node: number; fight: number }[] = [];
  for (const i of r.s.invs) {
    if (i.status !== 'active' || !inArkham(i)) continue;
    const inBuilding = g.isLocation(i.at) && r.c.building[i.at] === true;
    if (hound ? !inBuilding : g.isLocation(i.at)) continue;
    const d = g.distance(at, i.at);
    if (!Number.isFinite(d)) continue;
    const fight = skillValue(r, i, 'fight');
    if (d < best) {
      best = d;
      tied = [{ node: i.at, fight }];
    } else if (d === best) tied.push({ node: i.at, fight });
  }
  if (tied.length === 0) return -1;
  const top = Math.max(...tied.map((t) => t.fight));
  const strongest = tied.filter((t) => t.fight === top);
  const pick = strongest.length === 1 ? strongest[0] : strongest[randomIndex(r, strongest.length)];
  return pick?.node ?? -1;
}
