// Heal and Cloud Memory (rules sheet, Spells): cast on yourself or someone in your space, +2 STR
// (Heal) or +2 SAN (Cloud Memory); SAN cost 0; once per game turn like every spell.
import { emit } from '../../../../engine/core/run.js';
import type { StatName } from '../../content/schema.js';
import type { InvestigatorState } from '../types/state.js';
import { changeStat } from '../harm.js';
import type { Run } from '../run.js';
import { canCast, castSpell } from '../spell-cast.js';
import { inSpace, investigatorNamed, spellEffect } from './held.js';
import { freeMoment, useOption } from './types.js';
import type { CardUse } from './types.js';

const AMOUNT = 2;

function statOf(r: Run, card: string): StatName {
  return spellEffect(r, card) === 'cloud-memory' ? 'sanity' : 'strength';
}

function below(r: Run, i: InvestigatorState, stat: StatName): boolean {
  return (stat === 'strength' ? i.str : i.san) < r.c.content.rules.statMax;
}

export const mendSpell: CardUse = {
  offers(r, i, card, m) {
    if (!freeMoment(m) || !canCast(r, i, card)) return [];
    const stat = statOf(r, card);
    return inSpace(r, i)
      .filter((t) => below(r, t, stat))
      .map((t) => useOption(card, 'spell', null, { investigator: t.id }));
  },
  use(r, flow, i, o) {
    emit(r, { type: 'card-used', investigator: i.id, card: o.card, mode: null, target: o.investigator, dice: [] });
    if (!castSpell(r, flow, i, o.card)) return;
    const target = investigatorNamed(r, o.investigator);
    if (target) changeStat(r, target.flow, target, statOf(r, o.card), AMOUNT);
  },
};
