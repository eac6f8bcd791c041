// Casting Spells 1, 5 and 6 (rules sheet): a Knowledge roll casts the spell; its SAN cost is paid only
// on success and never brings SAN to 0; cast or failed, the card lies face down until the next game
// turn. Every spell goes through here, in combat or out of it.
import { d6 } from '../../../engine/core/dice.js';
import { emit } from '../../../engine/core/run.js';
import type { Frame } from './types/frames.js';
import type { InvestigatorState } from './types/state.js';
import { count } from './cards.js';
import { changeStat } from './harm.js';
import type { Run } from './run.js';
import { skillValue, useSkillBonus } from './skills.js';

/** A face-up copy is in hand and its SAN cost would not exhaust SAN. */
export function canCast(r: Run, i: InvestigatorState, id: string): boolean {
  const cost = r.c.spells.get(id)?.sanityCost ?? 0;
  return count(i.spells, id) > count(i.spent, id) && (cost === 0 || cost < i.san);
}

/** Casts one spell; true when it took effect. */
export function castSpell(r: Run, flow: Frame[], i: InvestigatorState, id: string): boolean {
  const spell = r.c.spells.get(id);
  if (!spell) return false;
  const knowledge = skillValue(r, i, 'knowledge');
  const die = d6(r);
  useSkillBonus(i, 'knowledge');
  const pass = die <= knowledge;
  i.spent.push(id);
  emit(r, { type: 'spell-cast', investigator: i.id, spell: id, die, knowledge, pass, sanityCost: pass ? spell.sanityCost : 0 });
  if (pass && spell.sanityCost > 0) changeStat(r, flow, i, 'sanity', -Math.min(spell.sanityCost, i.san - 1));
  return pass;
}
