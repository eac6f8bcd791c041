// Investigator Phase 2: roll 2D6 and move up to that many spaces, all reachable destinations in one
// prompt. Entering or leaving a location costs 1 and entering ends the move (so no shortcut through a
// two-door location); a monster's space stops you (a Hound only in a building); reaching a taxi stand
// offers a ride anywhere in Arkham for the fare, ending the move; a car owner may drive anywhere
// instead (both vehicles go round monsters where they can: vehicles.ts).
import { d6 } from '../../../engine/core/dice.js';
import { askFor, askNumbered } from '../../../engine/core/frames.js';
import { emit } from '../../../engine/core/run.js';
import type { MoveFrame } from './types/frames.js';
import type { MoveOption, PromptBody, UseOption } from './types/prompts.js';
import type { InvestigatorState } from './types/state.js';
import { metAndGated } from './board-monsters.js';
import { addMoveCardOptions, afterWhistleRide, mistsUp, moveRollBonus, useAtMove } from './card-uses/move-cards.js';
import type { FrameHandler } from './handler.js';
import { changeMoney } from './harm.js';
import { inArkham, inv, nodeId } from './run.js';
import { popFrame } from './flow.js';
import { moveOption, RIDE } from './move-option-table.js';
import type { Run } from './run.js';
import { vehicleEnds } from './vehicles.js';

interface Search {
  dist: Int16Array;
  taxiStand: number;
}

/**
 * Breadth-first over the board from `start` within `roll` steps, a monster space an end (you stop
 * there); the first taxi stand reached on the way, if any.
 */
function search(r: Run, start: number, roll: number, met: Uint8Array): Search {
  const { adjStart, adjList, location, taxi, scratch } = r.c.nodes;
  const dist = scratch.dist.fill(-1);
  const queue = scratch.queue;
  let head = 0;
  let tail = 0;
  let taxiStand = -1;
  dist[start] = 0;
  queue[tail++] = start;
  while (head < tail) {
    const u = queue[head++] ?? 0;
    if (u !== start && (location[u] === 1 || (met[u] ?? 0) > 0)) continue;
    if (taxiStand < 0 && taxi[u] === 1) taxiStand = u;
    const here = dist[u] ?? 0;
    if (here >= roll) continue;
    const last = adjStart[u + 1] ?? 0;
    for (let k = adjStart[u] ?? 0; k < last; k += 1) {
      const v = adjList[k] ?? 0;
      if ((dist[v] ?? 0) >= 0) continue;
      dist[v] = here + 1;
      queue[tail++] = v;
    }
  }
  return { dist, taxiStand };
}

const NO_WALK = { order: new Int16Array(0), dist: new Int16Array(0), from: new Int16Array(0) };

/**
 * For a move that walks on through monsters: per node within `roll` steps, the first monster space on
 * the way there (-1: none), along the board's own walk from `start` (the monsters never change it).
 */
function firstStops(r: Run, start: number, roll: number, met: Uint8Array): Int16Array {
  const { order, dist, from } = r.c.nodes.walks[start] ?? NO_WALK;
  const stop = r.c.nodes.scratch.stop.fill(-1);
  for (let k = 1; k < order.length; k += 1) {
    const v = order[k] ?? 0;
    if ((dist[v] ?? 0) > roll) break;
    const u = from[v] ?? start;
    const before = stop[u] ?? -1;
    stop[v] = before >= 0 ? before : u !== start && (met[u] ?? 0) > 0 ? u : -1;
  }
  return stop;
}

/** Every ride of the move: staying, each space within the roll on foot, a taxi from a stand, the car. */
export function moveOptions(r: Run, i: InvestigatorState, roll: number): (MoveOption | UseOption)[] {
  const { location } = r.c.nodes;
  const t = r.c.moves;
  const size = t.size;
  const start = i.at;
  const { met, gated, onStreets } = metAndGated(r);

  // Mists of R'lyeh: no monster stops the move (those where it ends are met all the same).
  const walkThrough = mistsUp(r, i);
  const reach = search(r, start, roll, walkThrough ? r.c.nodes.scratch.none : met);
  // Only a monster on a street other than the start can stand in the way (a location ends the move anyway).
  const streetMonsters = !walkThrough && onStreets - (location[start] === 0 ? (met[start] ?? 0) : 0) > 0;
  const stops = streetMonsters ? firstStops(r, start, roll, met) : null;
  const walked = r.c.nodes.walks[start]?.dist;
  const taxiStand = reach.taxiStand >= 0 && i.money >= t.fare ? reach.taxiStand : -1;
  // Made at its full size at once (staying, a walk, a taxi and a car ride to each node at most).
  const options = new Array<MoveOption | UseOption>(1 + size * (1 + (taxiStand >= 0 ? 1 : 0) + (i.car === true ? 1 : 0)));
  let n = 0;
  options[n++] = moveOption(t, RIDE.stay, start, start, 0, met[start] ?? 0, gated[start] === 1);
  for (let v = 0; v < size; v += 1) {
    const d = reach.dist[v] ?? -1;
    if (d > 0) {
      options[n++] = moveOption(t, RIDE.go, v, v, d, met[v] ?? 0, gated[v] === 1);
      continue;
    }
    if (d === 0 || stops === null) continue;
    // Out of reach, but within the roll were it not for a monster on the way: the move stops there.
    const stop = stops[v] ?? -1;
    const far = walked?.[v] ?? -1;
    if (stop >= 0 && far > 0 && far <= roll) options[n++] = moveOption(t, RIDE.go, v, stop, reach.dist[stop] ?? 0, met[stop] ?? 0, gated[stop] === 1);
  }
  if (taxiStand >= 0) {
    // The taxi is a vehicle: it goes round monsters where it can (vehicles.ts).
    const ends = vehicleEnds(r, taxiStand);
    const cost = reach.dist[taxiStand] ?? 0;
    for (let v = 0; v < size; v += 1) {
      if (v === start) continue;
      const e = ends[v] ?? v;
      options[n++] = moveOption(t, RIDE.taxi, v, e, cost, met[e] ?? 0, gated[e] === 1);
    }
  }
  if (i.car === true) {
    const ends = vehicleEnds(r, start);
    for (let v = 0; v < size; v += 1) {
      if (v === start) continue;
      const e = ends[v] ?? v;
      options[n++] = moveOption(t, RIDE.car, v, e, 0, met[e] ?? 0, gated[e] === 1);
    }
  }
  options.length = n;
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
    const options = moveOptions(r, i, f.roll);
    addMoveCardOptions(r, i, options);
    return { kind: 'move', options, default: 'stay', context: { dice: [...f.dice], roll: f.roll, from: nodeId(r, i.at) } };
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
