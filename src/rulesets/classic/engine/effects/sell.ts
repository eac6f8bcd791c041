// Selling a story to the Newspaper or a monograph to the University: a D6 on the face's price list, paid
// at once (selling costs nothing, so nothing is asked). Not while on retainer (Locations, Newspaper &
// Miskatonic University 1).
import { d6 } from '../../../../engine/core/dice.js';
import { emit } from '../../../../engine/core/run.js';
import { changeMoney } from '../harm.js';
import type { EffectGroup } from './types.js';

export const sellEffects: EffectGroup<'sell'> = {
  sell(r, _flow, _f, i, e) {
    if (i.retainer) {
      emit(r, { type: 'ignored', investigator: i.id, effect: 'sell', reason: 'on-retainer' });
      return;
    }
    const die = d6(r);
    const price = e.prices.find((p) => p.faces.includes(die))?.amount ?? 0;
    emit(r, { type: 'sold', investigator: i.id, what: e.what, card: null, die, price });
    changeMoney(r, i, price);
  },
};
