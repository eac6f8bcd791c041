// Effective skill and stat values: the investigator's profile, plus skill cards, plus a temporary
// bonus from a table face ("+1 Sneak at your next encounter"), plus hired local characters' Fight.
import type { CheckName, SkillName } from '../content/schema.js';
import type { InvestigatorState } from './types/state.js';
import { allyFight } from './allies.js';
import type { Run } from './run.js';

export function skillValue(r: Run, i: InvestigatorState, skill: SkillName): number {
  const profile = r.c.investigators.get(i.id);
  let value = profile ? profile.skills[skill] : 0;
  for (const card of i.skills) {
    const info = r.c.skillCards.get(card);
    if (info && info.skill === skill) value += info.bonus;
  }
  if (i.skillBonus !== null && i.skillBonus.skill === skill) value += i.skillBonus.amount;
  if (skill === 'fight') value += allyFight(r, i);
  return value;
}

export function checkValue(r: Run, i: InvestigatorState, check: CheckName): number {
  if (check === 'strength') return i.str;
  if (check === 'sanity') return i.san;
  return skillValue(r, i, check);
}

/** A temporary bonus lasts for one use of its skill. */
export function useSkillBonus(i: InvestigatorState, check: CheckName): void {
  if (i.skillBonus !== null && i.skillBonus.skill === check) i.skillBonus = null;
}
