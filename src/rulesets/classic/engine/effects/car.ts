// The Lighthouse's car (a table face, `special` "car-for-sale"): the keeper's widow sells his car for
// $30 (FACTS-1987 §12). The player may buy it or pass (a choice; one short of the money only passes);
// bought, the investigator owns a car: once per turn, instead of walking, a free ride anywhere in
// Arkham that goes round monsters where it can (vehicles.ts, offered as `car:<node>` moves).
import { emit } from '../../../../engine/core/run.js';
import type { Effect } from '../../content/schema.js';
import type { EffectsFrame, Frame } from '../types/frames.js';
import type { InvestigatorState } from '../types/state.js';
import type { Run } from '../run.js';

export const CAR_PRICE = 30;
const TAKE_KEYS = 'car-bought';

/** The specials of this module, by name; true when the name was one of them. */
export function carSpecial(r: Run, flow: Frame[], f: EffectsFrame, i: InvestigatorState, name: string): boolean {
  if (name === 'car-for-sale') {
    if (i.car === true) return true;
    const buy: Effect[] = [{ do: 'money', amount: -CAR_PRICE }, { do: 'special', name: TAKE_KEYS }];
    flow.push({ k: 'choose', slot: i.slot, src: f.src, options: [{ key: 'buy-car', effects: buy }, { key: 'pass', effects: [] }], ask: 0 });
    return true;
  }
  if (name === TAKE_KEYS) {
    i.car = true;
    emit(r, { type: 'car-bought', investigator: i.id, price: CAR_PRICE });
    return true;
  }
  return false;
}
