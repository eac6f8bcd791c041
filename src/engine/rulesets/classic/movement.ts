// Investigator Phase 2: roll 2D6 and move up to that many spaces, all reachable destinations in one
// prompt. Entering or leaving a location costs 1 and entering ends the move (so no shortcut through a
// two-door location); a monster's space stops you (a Hound only in a building); reaching a taxi stand
// offers a ride anywhere in Arkham for the fare, ending the move; a car owner may drive anywhere
// instead (both vehicles go round monsters where they can: vehicles.ts).
import type { MoveFrame } from '../../types/frames.js';
import type { MoveOption, PromptBody } from '../../types/prompts.js';
import type { InvestigatorState } from '../../types/state.js';
import { meetsAt } from './board-monsters.js';
import { afterWhistleRide, mistsUp, moveCardOptions, moveRollBonus, useAtMove } from './card-uses/move-cards.js';
import { askFor, askNumbered } from './handler.js';
import type { FrameHandler } from './handler.js';
import { changeMoney } from './harm.js';
import { d6, emit, inArkham, inv, nodeId } from './run.js';
import { popFrame } from './flow.js';
import type { Run } from './run.js';
import { vehicleEnds } from './vehicles.js';

interface Search {
  dist: Int16Array;
  /** Per node: the first monster space on the way there (-1: none). */
  stop: Int16Array;
  taxiStand: number;
}

/**
 * Breadth-first over the board from `start` within `roll` steps. With `blocking`, a monster space is
 * an end (you stop there); without it, the search walks on and remembers the first monster met.
 */
function search(r: Run, start: number, roll: number, met: Uint8Array, blocking: boolean): Search {
  const { adjacent, location, taxi, scratch } = r.c.nodes;
  const which = blocking ? 0 : 1;
  const dist = (scratch.dist[which] ?? new Int16Array(adjacent.length)).fill(-1);
  const stop = (scratch.stop[which] ?? new Int16Array(adjacent.length)).fill(-1);
  const queue = scratch.queue;
  let head = 0;
  let tail = 0;
  let taxiStand = -1;
  dist[start] = 0;
  queue[tail++] = start;
  while (head < tail) {
    const u = queue[head++] ?? 0;
    if (u !== start && location[u] === 1) continue;
    const monsters = u !== start && (met[u] ?? 0) > 0;
    if (blocking && monsters) continue;
    if (taxiStand < 0 && taxi[u] === 1) taxiStand = u;
    const here = dist[u] ?? 0;
    if (here >= roll) continue;
    const carried = (stop[u] ?? -1) >= 0 ? (stop[u] ?? -1) : monsters ? u : -1;
    for (const v of adjacent[u] ?? []) {
      if ((dist[v] ?? 0) >= 0) continue;
      dist[v] = here + 1;
      stop[v] = carried;
      queue[tail++] = v;
    }
  }
  return { dist, stop, taxiStand };
}

export function moveOptions(r: Run, i: InvestigatorState, roll: number): MoveOption[] {
  const { ids, goIds, taxiIds, scratch } = r.c.nodes;
  const size = ids.length;
  const start = i.at;
  const met = scratch.met.fill(0);
  for (const m of r.s.monsters) if (meetsAt(r, m.c, m.n)) met[m.n] = (met[m.n] ?? 0) + 1;
  const gated = scratch.gated.fill(0);
  for (const gate of r.s.gates) gated[gate.n] = 1;

  // Mists of R'lyeh: no monster stops the move (those where it ends are met all the same).
  const walkThrough = mistsUp(r, i);
  const reach = search(r, start, roll, walkThrough ? new Uint8Array(size) : met, true);
  // Only a monster on a street can stand in the way (a location ends the move anyway).
  let streetMonsters = false;
  if (!walkThrough) for (const m of r.s.monsters) if (m.n !== start && r.c.nodes.location[m.n] === 0 && meetsAt(r, m.c, m.n)) streetMonsters = true;
  const free = streetMonsters ? search(r, start, roll, met, false) : null;
  const here = ids[start] ?? '';
  const options: MoveOption[] = [
    { id: 'stay', to: here, end: here, stoppedAt: null, cost: 0, taxi: false, price: 0, monsters: met[start] ?? 0, gate: gated[start] === 1 },
  ];
  for (let v = 0; v < size; v += 1) {
    const d = reach.dist[v] ?? -1;
    const to = ids[v] ?? '';
    if (d > 0) {
      options.push({ id: goIds[v] ?? '', to, end: to, stoppedAt: null, cost: d, taxi: false, price: 0, monsters: met[v] ?? 0, gate: gated[v] === 1 });
      continue;
    }
    const stop = free?.stop[v] ?? -1;
    if (d < 0 && stop >= 0 && (free?.dist[v] ?? -1) > 0) {
      const end = ids[stop] ?? '';
      options.push({ id: goIds[v] ?? '', to, end, stoppedAt: end, cost: reach.dist[stop] ?? 0, taxi: false, price: 0, monsters: met[stop] ?? 0, gate: gated[stop] === 1 });
    }
  }
  const fare = r.c.content.rules.taxiFare;
  if (reach.taxiStand >= 0 && i.money >= fare) {
    // The taxi is a vehicle: it goes round monsters where it can (vehicles.ts).
    const ends = vehicleEnds(r, reach.taxiStand);
    const cost = reach.dist[reach.taxiStand] ?? 0;
    for (let v = 0; v < size; v += 1) {
      if (v === start) continue;
      const e = ends[v] ?? v;
      const end = ids[e] ?? '';
      options.push({ id: taxiIds[v] ?? '', to: ids[v] ?? '', end, stoppedAt: e === v ? null : end, cost, taxi: true, price: fare, monsters: met[e] ?? 0, gate: gated[e] === 1 });
    }
  }
  if (i.car === true) {
    const ends = vehicleEnds(r, start);
    for (let v = 0; v < size; v += 1) {
      if (v === start) continue;
      const e = ends[v] ?? v;
      const to = ids[v] ?? '';
      const end = ids[e] ?? '';
      options.push({ id: `car:${to}`, to, end, stoppedAt: e === v ? null : end, cost: 0, taxi: false, price: 0, car: true, monsters: met[e] ?? 0, gate: gated[e] === 1 });
    }
  }
  return options;
}

export const moveHandler: FrameHandler<MoveFrame> = {
  run(r, flow, f) {
    // A card used at the move prompt can end the move before it is made: a Brazen Head's monster, met
    // and beaten, may leave the investigator stepping through a gate. Out of Arkham, there is no move.
    if (!inArkham(inv(r, f.slot))) {
      popFrame(r, flow);
      return;
    }
    if (f.dice.length === 0) {
      const i = inv(r, f.slot);
      const plan = i.nextMove;
      f.dice = plan?.dieOnly ? [d6(r)] : [d6(r), d6(r)];
      const bonus = (plan?.bonus ?? 0) + moveRollBonus(r, i);
      f.roll = f.dice.reduce((a, b) => a + b, 0) + bonus;
      i.nextMove = null;
      emit(r, { type: 'move-roll', investigator: i.id, dice: [...f.dice], bonus, roll: f.roll });
    }
    // With a roll of 1 or more, staying and each space next door are always offered.
    if (f.roll >= 1) askNumbered(r, f);
    else askFor(f);
  },
  prompt(r, f): PromptBody {
    const i = inv(r, f.slot);
    return { kind: 'move', options: [...moveOptions(r, i, f.roll), ...moveCardOptions(r, i)], default: 'stay', context: { dice: [...f.dice], roll: f.roll, from: nodeId(r, i.at) } };
  },
  answer(r, flow, f, option) {
    if (useAtMove(r, flow, inv(r, f.slot), option)) return;
    if (!('end' in option)) throw new Error('not a move option');
    const i = inv(r, f.slot);
    flow.pop();
    const from = i.at;
    const to = r.c.graph.indexOf(option.end);
    if (option.taxi) changeMoney(r, i, -option.price);
    afterWhistleRide(r, i, option);
    if (to === from) return;
    i.at = to;
    i.explored = -1;
    i.healedShort = false;
    emit(r, { type: 'moved', investigator: i.id, from: nodeId(r, from), to: option.end, cost: option.cost, taxi: option.taxi, price: option.price, ...(option.car === true ? { car: true } : {}) });
  },
};
