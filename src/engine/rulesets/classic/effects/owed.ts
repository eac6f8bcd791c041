// Effects that part 2 of the rules owes (local characters, retainers, selling, the specials): for now
// they report themselves and change nothing (listed as owed in docs/rules-coverage.md).
import { emit } from '../run.js';
import type { EffectGroup } from './types.js';

export const owedEffects: EffectGroup<'hireAlly' | 'retainer' | 'sell' | 'special'> = {
  hireAlly(r, _flow, _f, i) {
    emit(r, { type: 'effect-owed', investigator: i.id, effect: 'hireAlly' });
  },
  retainer(r, _flow, _f, i) {
    emit(r, { type: 'effect-owed', investigator: i.id, effect: 'retainer' });
  },
  sell(r, _flow, _f, i) {
    emit(r, { type: 'effect-owed', investigator: i.id, effect: 'sell' });
  },
  special(r, _flow, _f, i, e) {
    emit(r, { type: 'effect-owed', investigator: i.id, effect: `special:${e.name}` });
  },
};
