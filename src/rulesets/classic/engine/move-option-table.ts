// Move options are plain data fixed by a few small numbers (kind of ride, destination, where it ends,
// cost, monsters met, gate), and a move prompt lists a hundred or more of them (a taxi ride to every
// space). Each distinct one that ends where it was aimed is made once per content and shared, frozen,
// by every prompt that offers it, so building the prompt allocates the list and little else.
import type { MoveOption } from './types/prompts.js';

/** The kinds of move, as numbers (they index the tables): staying, on foot, by taxi, by car, by Taxi Whistle. */
export const RIDE = { stay: 0, go: 1, taxi: 2, car: 3, whistle: 4 } as const;
export type RideKind = (typeof RIDE)[keyof typeof RIDE];

/** The option id prefix of each kind (staying has the one id `stay`). */
const PREFIX = ['', 'go:', 'taxi:', 'car:', 'whistle:'] as const;
/**
 * Rides aimed and ended alike with costs and monster counts below these are kept for good; a ride
 * stopped short of its destination (so many kinds that keeping them would cost more) is made each time.
 */
const COSTS = 32;
const MET = 4;

export interface MoveOptionTable {
  size: number;
  ids: readonly string[];
  /** Per kind, the option id of each destination (`stay`, `go:<id>`, `taxi:<id>`, …). */
  optionIds: string[][];
  /** Rides that end where they were aimed, by kind, destination, cost, monsters and gate. */
  dense: (MoveOption | undefined)[];
  fare: number;
}

export function moveOptionTable(ids: readonly string[], fare: number): MoveOptionTable {
  return {
    size: ids.length,
    ids,
    optionIds: PREFIX.map((prefix, kind) => ids.map((id) => (kind === RIDE.stay ? 'stay' : `${prefix}${id}`))),
    dense: new Array<MoveOption | undefined>(PREFIX.length * ids.length * COSTS * MET * 2),
    fare,
  };
}

function make(t: MoveOptionTable, kind: number, to: number, end: number, cost: number, monsters: number, gate: boolean): MoveOption {
  const id = t.optionIds[kind]?.[to] ?? '';
  const toId = t.ids[to] ?? '';
  const endId = t.ids[end] ?? '';
  const stoppedAt = end === to ? null : endId;
  if (kind === RIDE.car) return { id, to: toId, end: endId, stoppedAt, cost, taxi: false, price: 0, car: true, monsters, gate };
  const taxi = kind === RIDE.taxi || kind === RIDE.whistle;
  return { id, to: toId, end: endId, stoppedAt, cost, taxi, price: taxi ? t.fare : 0, monsters, gate };
}

/** The option for a ride of `kind` aimed at node `to` that ends at node `end`. */
export function moveOption(t: MoveOptionTable, kind: RideKind, to: number, end: number, cost: number, monsters: number, gate: boolean): MoveOption {
  const g = gate ? 1 : 0;
  if (end === to && cost < COSTS && monsters < MET) {
    // Destinations vary fastest: a prompt's rides of one kind and cost lie side by side.
    const key = (((kind * COSTS + cost) * MET + monsters) * 2 + g) * t.size + to;
    const known = t.dense[key];
    if (known !== undefined) return known;
    const made = Object.freeze(make(t, kind, to, end, cost, monsters, gate));
    t.dense[key] = made;
    return made;
  }
  return make(t, kind, to, end, cost, monsters, gate);
}
