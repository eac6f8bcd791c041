// Mythos Phase 2, monsters move. Handed monsters (L/R) walk their speed along the streets, taking the
// leftmost or rightmost branch (BoardGraph.nextStreet); one standing in a location (placed with a
// gate, or by a table face) first steps out through an entrance, which counts as one of its spaces.
// Flyers head for the nearest investigator on the streets (Hounds: in a building), ties to the highest
// Fight, then a coin. None enters a location except a Hound entering a building (an Elder Sign does
// not keep it out); each stops on entering an investigator's space, and one already sharing a space
// with an investigator stays to attack. Stationary monsters (Powers, Ghosts) stay and guard.
import { coinDie, randomIndex } from '../../../engine/core/dice.js';
import { emit } from '../../../engine/core/run.js';
import type { BoardGraph, Hand } from '../../../engine/core/board-graph.js';
import type { BoardMonster } from './types/state.js';
import { meetsAt } from './board-monsters.js';
import { counterInfo, inArkham, nodeId, speciesOf } from './run.js';
import type { Run } from './run.js';
import { isBuilding } from './buildings.js';
import { skillValue } from './skills.js';

/** Moves every monster, or (house rule simplifiedMonsterMovement, simplified-movement.ts) only `only`. */
export function moveMonsters(r: Run, only?: readonly number[]): void {
  const present = r.c.nodes.scratch.present.fill(0);
  for (const i of r.s.invs) if (i.status === 'active' && inArkham(i)) present[i.at] = 1;
  for (const m of [...r.s.monsters]) if (only === undefined || only.includes(m.c)) moveOne(r, m, present);
}

function moveOne(r: Run, m: BoardMonster, present: Uint8Array): void {
  const counter = counterInfo(r, m.c);
  const aim = m.aim;
  if (aim !== undefined) delete m.aim;
  if (counter.speed === 0 || counter.hand === 'S') return;
  // It has met someone already: it stays in their space and attacks.
  if (present[m.n] === 1 && meetsAt(r, m.c, m.n)) return;
  const path = counter.hand === 'F' ? flyerPath(r, m, counter.speed, counter.info.hound, present) : walkerPath(r, m, counter.hand, counter.speed, aim, present);
  if (path.length === 0) return;
  const start = m.n;
  m.from = path.length > 1 ? (path[path.length - 2] ?? start) : start;
  m.n = path[path.length - 1] ?? start;
  emit(r, { type: 'monster-moved', counter: m.c, species: speciesOf(r, m.c), from: nodeId(r, start), to: nodeId(r, m.n), path: path.map((n) => nodeId(r, n)) });
}

/** The spaces a handed monster enters this Mythos Phase, as walkerRoute works them out. */
function walkerPath(r: Run, m: BoardMonster, hand: Hand, speed: number, aim: number | undefined, present: Uint8Array): number[] {
  return walkerRoute(r.c.graph, { n: m.n, from: m.from, aim }, hand, speed, (n) => present[n] === 1);
}

/**
 * The spaces a handed monster enters in one Mythos move: its first step (out of a location by the
 * entrance its arrow points at, else the first; on a street toward the neighbour it was aimed at, else
 * on by its hand from where it came), then by its hand at every branch, `speed` spaces in all, ending
 * early on a space where `stops` (an investigator's). Pure, so a bot can look ahead with it too.
 */
export function walkerRoute(g: BoardGraph, m: { n: number; from: number; aim?: number | undefined }, hand: Hand, speed: number, stops: (n: number) => boolean): number[] {
  const path: number[] = [];
  let from = m.from;
  let at = m.n;
  for (let step = 0; step < speed; step += 1) {
    const next = step === 0 ? firstStep(g, m, hand) : g.nextStreet(from, at, hand);
    if (next < 0) break;
    from = at;
    at = next;
    path.push(at);
    if (stops(at)) break;
  }
  return path;
}

function firstStep(g: BoardGraph, m: { n: number; from: number; aim?: number | undefined }, hand: Hand): number {
  const aim = m.aim;
  if (g.isLocation(m.n)) {
    const doors = g.doors(m.n);
    return aim !== undefined && doors.includes(aim) ? aim : (doors[0] ?? -1);
  }
  const streets = g.streetNeighbours(m.n);
  if (aim !== undefined && streets.includes(aim)) return aim;
  const from = m.from >= 0 && g.neighbours(m.n).includes(m.from) ? m.from : (streets[0] ?? -1);
  return from < 0 ? -1 : g.nextStreet(from, m.n, hand);
}

function flyerPath(r: Run, m: BoardMonster, speed: number, hound: boolean, present: Uint8Array): number[] {
  const path: number[] = [];
  const target = flyerTarget(r, m.n, hound);
  if (target < 0) return path;
  let at = m.n;
  for (let step = 0; step < speed && at !== target; step += 1) {
    const next = stepToward(r, at, target);
    if (next < 0) break;
    at = next;
    path.push(at);
    if (present[at] === 1 && (!hound || isBuilding(r, at))) break;
  }
  return path;
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
  let top = -1;
  let tied: number[] = [];
  for (const i of r.s.invs) {
    if (i.status !== 'active' || !inArkham(i)) continue;
    const inBuilding = g.isLocation(i.at) && isBuilding(r, i.at);
    if (hound ? !inBuilding : g.isLocation(i.at)) continue;
    const d = g.distance(at, i.at);
    if (!Number.isFinite(d)) continue;
    const fight = skillValue(r, i, 'fight');
    if (d < best || (d === best && fight > top)) {
      best = d;
      top = fight;
      tied = [i.at];
    } else if (d === best && fight === top && !tied.includes(i.at)) tied.push(i.at);
  }
  return tied.length === 0 ? -1 : (coinPick(r, tied) ?? -1);
}

/** One of tied candidates: a coin between two (heads: the first), an even draw among more. */
export function coinPick<T>(r: Run, tied: readonly T[]): T | undefined {
  if (tied.length <= 1) return tied[0];
  if (tied.length === 2) return coinDie(r) <= 3 ? tied[0] : tied[1];
  return tied[randomIndex(r, tied.length)];
}
