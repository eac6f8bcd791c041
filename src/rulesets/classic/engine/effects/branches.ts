// Effects that branch: a check (D6 at or under a skill or stat, with a modifier), a coin, the player's
// choice, whether they carry an item with a tag, and rolling the same table again.
import { coinDie, d6 } from '../../../../engine/core/dice.js';
import { emit } from '../../../../engine/core/run.js';
import { carriesTag } from '../cards.js';
import { checkValue, useSkillBonus } from '../skills.js';
import { pushEffects } from './types.js';
import type { EffectGroup } from './types.js';

export const branchEffects: EffectGroup<'check' | 'coin' | 'choice' | 'ifCarrying' | 'rollAgain'> = {
  check(r, flow, f, i, e) {
    const target = checkValue(r, i, e.check) + (e.modifier ?? 0);
    const die = d6(r);
    useSkillBonus(i, e.check);
    const pass = die <= target;
    emit(r, { type: 'check', investigator: i.id, check: e.check, die, target, pass });
    pushEffects(flow, f, pass ? e.pass : e.fail);
  },
  coin(r, flow, f, i, e) {
    const die = coinDie(r);
    const heads = die <= 3;
    emit(r, { type: 'coin', investigator: i.id, die, heads });
    pushEffects(flow, f, heads ? e.heads : e.tails);
  },
  choice(_r, flow, f, i, e) {
    flow.push({ k: 'choose', slot: i.slot, src: f.src, options: e.options.map((o) => ({ key: o.key, effects: [...o.effects] })), ask: 0 });
  },
  ifCarrying(r, flow, f, i, e) {
    pushEffects(flow, f, carriesTag(r, i, e.tag) ? e.then : (e.else ?? []));
  },
  rollAgain(_r, flow, f, i) {
    flow.push({ k: 'table', slot: i.slot, src: f.src, ask: 0 });
  },
};
