// Monster counters: the pile (drawn at random), the board (with position and facing), and who meets
// whom. A Hound of Tindalos never appears in, stops or attacks anyone outside a building.
import { randomIndex } from '../../../engine/core/dice.js';
import { emit } from '../../../engine/core/run.js';
import type { MonsterReturnReason } from './types/events.js';
import type { BoardMonster, GateOnBoard, InvestigatorState } from './types/state.js';
import { counterInfo, nodeId, speciesOf } from './run.js';
import type { Run } from './run.js';
import { isBuilding } from './buildings.js';

export function drawMonster(r: Run): number | null {
  const pile = r.s.decks.monsters;
  if (pile.length === 0) return null;
  const at = randomIndex(r, pile.length);
  const counter = pile[at];
  const last = pile.pop();
  if (counter === undefined || last === undefined) return null;
  if (at < pile.length) pile[at] = last;
  return counter;
}

export function returnMonster(r: Run, counter: number, reason: MonsterReturnReason): void {
  r.s.decks.monsters.push(counter);
  emit(r, { type: 'monster-returned', counter, species: speciesOf(r, counter), reason });
}

/** Puts a counter on a location; a Hound drawn for a non-building goes back, not replaced. */
export function placeMonster(r: Run, counter: number, node: number, faceUp: boolean): boolean {
  if (counterInfo(r, counter).info.hound && !isBuilding(r, node)) {
    returnMonster(r, counter, 'refused');
    return false;
  }
  r.s.monsters.push({ c: counter, n: node, from: -1, up: faceUp, grow: 0 });
  emit(r, { type: 'monster-appeared', counter, species: speciesOf(r, counter), location: nodeId(r, node), faceUp });
  return true;
}

export function boardMonster(r: Run, counter: number): BoardMonster | undefined {
  for (const m of r.s.monsters) if (m.c === counter) return m;
  return undefined;
}

/** Takes a counter off the board (it then goes to a pile or a trophy stack). */
export function takeOffBoard(r: Run, counter: number): void {
  const list = r.s.monsters;
  for (let k = 0; k < list.length; k += 1) {
    if (list[k]?.c === counter) {
      list.splice(k, 1);
      return;
    }
  }
}

/** Whether this counter meets (stops, attacks, is met by) an investigator at `node`. */
export function meetsAt(r: Run, counter: number, node: number): boolean {
  return !counterInfo(r, counter).info.hound || isBuilding(r, node);
}

/**
 * Per node, for the move prompt: how many monsters one would meet there, and whether a gate stands
 * there (filled into the context's scratch arrays, good until the next call); and how many of those
 * monsters stand on streets.
 */
export function metAndGated(r: Run): { met: Uint8Array; gated: Uint8Array; onStreets: number } {
  const { met, gated } = r.c.nodes.scratch;
  const location = r.c.nodes.location;
  met.fill(0);
  let onStreets = 0;
  for (const m of r.s.monsters) {
    if (!meetsAt(r, m.c, m.n)) continue;
    met[m.n] = (met[m.n] ?? 0) + 1;
    if (location[m.n] === 0) onStreets += 1;
  }
  gated.fill(0);
  for (const gate of r.s.gates) gated[gate.n] = 1;
  return { met, gated, onStreets };
}

/** The counters an investigator at `node` must deal with. */
export function monstersMetAt(r: Run, node: number): number[] {
  const out: number[] = [];
  for (const m of r.s.monsters) if (m.n === node && meetsAt(r, m.c, node)) out.push(m.c);
  return out;
}

/** Any monster at all in the space (a Sneak needs a space free of them). */
export function occupied(r: Run, node: number): boolean {
  for (const m of r.s.monsters) if (m.n === node) return true;
  return false;
}

export function gateAt(r: Run, node: number): GateOnBoard | undefined {
  for (const g of r.s.gates) if (g.n === node) return g;
  return undefined;
}

/** The monster's SP as it stands on the board (the Vampire grows). */
export function boardSp(r: Run, counter: number): number {
  return counterInfo(r, counter).info.species.sp + (boardMonster(r, counter)?.grow ?? 0);
}

/** Every bound monster back to the pile (its holder is lost). */
export function dropBound(r: Run, i: InvestigatorState): void {
  for (const counter of i.cards.bound) returnMonster(r, counter, 'lost');
  i.cards.bound = [];
}
