// Casting a spell (R-CAST-*): the Sanity cost is paid first, always; then a Spell check, Lore plus the
// casting modifier, needing one success (our design); only a passed check makes the spell work.
import { skillCheck } from './checks.js';
import type { CheckResult } from './checks.js';
import { handCard } from './hands.js';
import { changeSanity, changeStamina, conscious } from './status.js';
import { emit } from '../../../engine/core/run.js';
import type { InvestigatorState, RevisedError, RevisedRun, SpellCard } from './types.js';

export const SPELL_DIFFICULTY = 1;

export function spellCard(r: RevisedRun, id: string): SpellCard | RevisedError {
  const found = handCard(r.c, id);
  if (found.kind !== 'spell') return { error: 'revised/not_a_spell', message: `${found.name} is not a spell` };
  return found;
}

/** Pays the cost and rolls the Spell check. An investigator driven insane by the cost casts nothing. */
export function castSpell(r: RevisedRun, inv: InvestigatorState, spell: SpellCard): CheckResult | null {
  changeSanity(r, inv, -spell.sanityCost);
  if (!conscious(inv)) {
    emit(r, { type: 'cast', inv: inv.id, spell: spell.id, passed: false });
    return null;
  }
  const result = skillCheck(r, inv, 'spell', inv.skills.lore, spell.castingModifier, SPELL_DIFFICULTY);
  emit(r, { type: 'cast', inv: inv.id, spell: spell.id, passed: result.passed });
  return result;
}

/** A spell cast outside combat for its effect: heal, Stamina back, and calm, Sanity back, one a success; scry, a Clue token. */
export function castForEffect(r: RevisedRun, inv: InvestigatorState, spellId: string): CheckResult | RevisedError | null {
  if (!inv.items.includes(spellId)) return { error: 'revised/not_owned', message: `${inv.id} knows no ${spellId}` };
  const spell = spellCard(r, spellId);
  if ('error' in spell) return spell;
  const result = castSpell(r, inv, spell);
  if (result?.passed !== true) return result;
  if (spell.effect === 'heal') changeStamina(r, inv, result.successes);
  else if (spell.effect === 'calm') changeSanity(r, inv, result.successes);
  else if (spell.effect === 'scry') {
    inv.clues += 1;
    emit(r, { type: 'clues', inv: inv.id, delta: 1, now: inv.clues });
  }
  return result;
}
