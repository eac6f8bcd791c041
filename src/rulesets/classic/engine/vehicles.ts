// Vehicles (Investigator Phase 2, rules sheet): a car, a taxi from a stand, or a Taxi Whistle's taxi
// goes anywhere in Arkham and stops for a monster only when no route round it can be traced; then it
// stops one space short of the first blocked space on its way. A monster blocks its own space (a
// Hound only in a building); a blocker (Gug, Star Spawn, Dhole: the diamond counters) also blocks
// every space next to it, so a vehicle halts one space distant from it, never adjacent. Routes run
// along the streets; a location ends a route (no shortcut through a two-door location). The space
// the ride starts from never stops it.
import { meetsAt } from './board-monsters.js';
import { counterInfo } from './run.js';
import type { Run } from './run.js';

/** Marks in `blocked` the spaces a vehicle cannot enter (a monster's space, or next to a blocker). */
function markBlocked(r: Run, blocked: Uint8Array): number {
  const { adjStart, adjList } = r.c.nodes;
  blocked.fill(0);
  let count = 0;
  for (const m of r.s.monsters) {
    if (meetsAt(r, m.c, m.n)) blocked[m.n] = 1;
    if (counterInfo(r, m.c).info.species.blocker) {
      blocked[m.n] = 1;
      const last = adjStart[m.n + 1] ?? 0;
      for (let k = adjStart[m.n] ?? 0; k < last; k += 1) blocked[adjList[k] ?? 0] = 1;
    }
    count += 1;
  }
  return count;
}

/**
 * The monsters as a memo entry last saw them, in `seen`: whether Dark's Carnival is a building (it
 * decides where a Hound blocks), their number, then each one's counter and node. True when they are as
 * seen; when not, they are written down afresh.
 */
function seenAsBefore(r: Run, seen: Int32Array): boolean {
  const list = r.s.monsters;
  let same = seen[0] === (r.s.options.darksCarnivalBuilding ? 1 : 0) && seen[1] === list.length;
  seen[0] = r.s.options.darksCarnivalBuilding ? 1 : 0;
  seen[1] = list.length;
  for (let k = 0; k < list.length; k += 1) {
    const m = list[k];
    const c = m?.c ?? -1;
    const n = m?.n ?? -1;
    if (seen[2 + 2 * k] !== c || seen[3 + 2 * k] !== n) same = false;
    seen[2 + 2 * k] = c;
    seen[3 + 2 * k] = n;
  }
  return same;
}

/**
 * Where a vehicle ride from `from` ends, for every destination node at once: the destination itself
 * when a route avoiding every blocked space reaches it; otherwise the space the vehicle can reach that
 * lies nearest the destination (ties: the shorter ride), which is one short of a blocked space.
 * Read only: the answer is kept in the context, by starting node, and reused while the monsters stand
 * as they stood (as they do through an Investigator Phase), or at least block the same spaces.
 */
export function vehicleEnds(r: Run, from: number): Int16Array {
  const { adjStart, adjList, location, scratch } = r.c.nodes;
  const { owner, queue, blocked, memo } = scratch.ride;
  const size = location.length;
  const known = memo[from];
  if (known !== undefined && seenAsBefore(r, known.seen)) return known.ends;
  const monsters = markBlocked(r, blocked);
  if (known !== undefined && sameBytes(known.blocked, blocked)) return known.ends;
  const kept = known ?? { blocked: new Uint8Array(size), ends: new Int16Array(size), seen: new Int32Array(2 + 2 * r.c.counters.length).fill(-1) };
  if (known === undefined) seenAsBefore(r, kept.seen);
  memo[from] = kept;
  kept.blocked.set(blocked);
  const ends = kept.ends;
  ends.fill(-1);
  if (monsters === 0) {
    for (let v = 0; v < size; v += 1) ends[v] = v;
    return ends;
  }
  // The ride: breadth-first over the spaces the vehicle may enter.
  let head = 0;
  let tail = 0;
  let reached = 1;
  ends[from] = from;
  queue[tail++] = from;
  while (head < tail) {
    const u = queue[head++] ?? 0;
    if (u !== from && location[u] === 1) continue;
    const last = adjStart[u + 1] ?? 0;
    for (let k = adjStart[u] ?? 0; k < last; k += 1) {
      const v = adjList[k] ?? 0;
      if ((ends[v] ?? 0) >= 0 || blocked[v] === 1) continue;
      ends[v] = v;
      reached += 1;
      queue[tail++] = v;
    }
  }
  if (reached === size || besideTheRide(r, from, ends, tail)) return ends;
  // The rest: the nearest space the ride reaches, by a breadth-first search out of all of those it can
  // drive on from at once (in ride order, so a tie goes to the shorter ride).
  owner.fill(-1);
  const sources = tail;
  let out = sources;
  for (let k = 0; k < sources; k += 1) {
    const u = queue[k] ?? 0;
    if (u === from || location[u] === 0) owner[u] = u;
  }
  for (let k = 0; k < out; k += 1) {
    const u = queue[k] ?? 0;
    if ((owner[u] ?? -1) < 0 || (location[u] === 1 && u !== from)) continue;
    const last = adjStart[u + 1] ?? 0;
    for (let k = adjStart[u] ?? 0; k < last; k += 1) {
      const v = adjList[k] ?? 0;
      if ((owner[v] ?? 0) >= 0 || (ends[v] ?? -1) >= 0) continue;
      owner[v] = owner[u] ?? from;
      queue[out++] = v;
    }
  }
  for (let v = 0; v < size; v += 1) if ((ends[v] ?? -1) < 0) ends[v] = (owner[v] ?? -1) >= 0 ? (owner[v] ?? from) : from;
  return ends;
}

/**
 * The spaces the ride did not reach, when each lies next to one it can drive on from (the ride's `tail`
 * first spaces of the queue, in ride order): each ends at that neighbour, the one reached first if
 * several (what the breadth-first search below finds, without walking the whole ride again). False,
 * with `ends` untouched, when some space lies further off.
 */
function besideTheRide(r: Run, from: number, ends: Int16Array, tail: number): boolean {
  const { adjStart, adjList, location, scratch } = r.c.nodes;
  const { owner, queue, rank } = scratch.ride;
  rank.fill(-1);
  for (let k = 0; k < tail; k += 1) {
    const u = queue[k] ?? 0;
    if (u === from || location[u] === 0) rank[u] = k;
  }
  for (let x = 0; x < ends.length; x += 1) {
    if ((ends[x] ?? 0) >= 0) continue;
    let first = -1;
    const last = adjStart[x + 1] ?? 0;
    for (let k = adjStart[x] ?? 0; k < last; k += 1) {
      const at = rank[adjList[k] ?? 0] ?? -1;
      if (at >= 0 && (first < 0 || at < first)) first = at;
    }
    if (first < 0) return false;
    owner[x] = queue[first] ?? from;
  }
  for (let x = 0; x < ends.length; x += 1) if ((ends[x] ?? 0) < 0) ends[x] = owner[x] ?? from;
  return true;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  for (let k = 0; k < a.length; k += 1) if (a[k] !== b[k]) return false;
  return true;
}

/** Where one vehicle ride from `from` toward `to` ends (see vehicleEnds). For the Taxi Whistle and the car. */
export function vehicleDestination(r: Run, from: number, to: number): number {
  return vehicleEnds(r, from)[to] ?? from;
}
