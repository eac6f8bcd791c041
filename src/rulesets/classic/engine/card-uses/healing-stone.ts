// Healing Stone (rules sheet, Items): once per turn, +D6 STR to yourself or someone in your space, on a
// Strength roll (D6 at or under STR) by the target; option healingStoneCheck 'user': by the user
// (FACTS-1987 §13). Kept after use.
import { d6 } from '../../../../engine/core/dice.js';
import { emit } from '../../../../engine/core/run.js';
import { changeStat } from '../harm.js';
import { inSpace, investigatorNamed, markUsed, usedThisTurn } from './held.js';
import { freeMoment, useOption } from './types.js';
import type { CardUse } from './types.js';

export const healingStone: CardUse = {
  offers(r, i, card, m) {
    if (!freeMoment(m) || usedThisTurn(r, i, card)) return [];
    const max = r.c.content.rules.statMax;
    return inSpace(r, i)
      .filter((t) => t.str < max)
      .map((t) => useOption(card, 'item', null, { investigator: t.id }));
  },
  use(r, _flow, i, o) {
    const target = investigatorNamed(r, o.investigator);
    if (!target) return;
    markUsed(r, i, o.card);
    emit(r, { type: 'card-used', investigator: i.id, card: o.card, mode: null, target: target.id, dice: [] });
    const roller = r.s.options.healingStoneCheck === 'user' ? i : target;
    const die = d6(r);
    const pass = die <= roller.str;
    emit(r, { type: 'check', investigator: roller.id, check: 'strength', die, target: roller.str, pass });
    if (pass) changeStat(r, target.flow, target, 'strength', d6(r));
  },
};
