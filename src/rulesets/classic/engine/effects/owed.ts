// Table-face specials: each named special is a rule module (the car: car.ts); one not written reports
// itself as owed and changes nothing. Local characters, retainers and sales: hires.ts, sell.ts.
import { emit } from '../../../../engine/core/run.js';
import { carSpecial } from './car.js';
import type { EffectGroup } from './types.js';

export const owedEffects: EffectGroup<'special'> = {
  special(r, flow, f, i, e) {
    if (carSpecial(r, flow, f, i, e.name)) return;
    emit(r, { type: 'effect-owed', investigator: i.id, effect: `special:${e.name}` });
  },
};
