// Effects on the investigator's own numbers: nothing, STR/SAN, money, double-or-nothing, and the
// flags for later (next move, a skill bonus at the next encounter, stay put).
import { coinDie, rollAmount } from '../../../../engine/core/dice.js';
import { emit } from '../../../../engine/core/run.js';
import { changeMoney, changeStat } from '../harm.js';
import type { EffectGroup } from './types.js';

export const basicEffects: EffectGroup<'nothing' | 'stat' | 'money' | 'doubleOrNothing' | 'nextMove' | 'skillBonus' | 'stay'> = {
  nothing() {},
  stat(r, flow, _f, i, e) {
    changeStat(r, flow, i, e.stat, rollAmount(r, e.amount));
  },
  money(r, _flow, _f, i, e) {
    changeMoney(r, i, rollAmount(r, e.amount));
  },
  doubleOrNothing(r, _flow, _f, i) {
    const die = coinDie(r);
    const heads = die <= 3;
    emit(r, { type: 'coin', investigator: i.id, die, heads });
    changeMoney(r, i, heads ? i.money : -i.money);
  },
  nextMove(r, _flow, _f, i, e) {
    i.nextMove = { bonus: e.bonus ?? 0, dieOnly: e.dieOnly ?? false };
    emit(r, { type: 'flag-set', investigator: i.id, flag: 'next-move', value: e.dieOnly ? -1 : (e.bonus ?? 0) });
  },
  skillBonus(r, _flow, _f, i, e) {
    i.skillBonus = { skill: e.skill, amount: e.amount, turn: r.s.turn };
    emit(r, { type: 'flag-set', investigator: i.id, flag: 'skill-bonus', value: e.amount });
  },
  stay(r, _flow, _f, i) {
    i.stay = true;
    emit(r, { type: 'flag-set', investigator: i.id, flag: 'stay', value: 1 });
  },
};
