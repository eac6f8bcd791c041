// Spending Clue tokens on a failed check (R-CHECK-4, D-CLUES): one prompt after the roll offers 0 to
// all of the investigator's tokens, each a die more (two with a Clue-die skill), with the chance that
// many dice give the successes still missing; a re-roll skill not used this turn is offered in the
// same prompt (D-REROLL), and after a re-roll that still fails the Clue tokens are offered again.
import { emit } from '../../../engine/core/run.js';
import { dicePerClue, poolChance, rerollCheck, spendClues } from './checks.js';
import type { CheckResult } from './checks.js';
import type { GameRun } from './game-run.js';
import type { GameInvestigator, RevisedOption, RevisedPromptBody } from './game-types.js';
import type { CheckKind } from './types.js';

/** The investigator's re-roll skill, if they have one not used this turn. */
export function rerollSkill(r: GameRun, inv: GameInvestigator): string | null {
  if (inv.rerollTurn === r.s.turn) return null;
  const skill = inv.others.find((id) => {
    const card = r.c.cards[id];
    return card?.kind === 'skill' && card.reroll === true;
  });
  return skill ?? null;
}

/** True when a failed check may still be helped by Clue tokens not yet offered, or by a re-roll. */
export const maySpend = (r: GameRun, inv: GameInvestigator, result: CheckResult, offered: boolean): boolean =>
  !result.passed && !offered && (inv.clues > 0 || rerollSkill(r, inv) !== null);

export function cluePrompt(r: GameRun, inv: GameInvestigator, check: CheckKind, result: CheckResult): RevisedPromptBody {
  const missing = result.needed - result.successes;
  const per = dicePerClue(r.c, inv);
  const options: RevisedOption[] = [];
  for (let n = 0; n <= inv.clues; n += 1) {
    const dice = n * per;
    options.push({ id: `spend:${n}`, label: n === 0 ? 'Keep the Clue tokens' : `Spend ${n} Clue token${n > 1 ? 's' : ''} (${dice} more ${dice > 1 ? 'dice' : 'die'})`, dice, needed: missing, chance: poolChance(dice, missing) });
  }
  const skill = rerollSkill(r, inv);
  if (skill !== null) {
    const name = r.c.cards[skill]?.name ?? skill;
    options.push({ id: `reroll:${skill}`, label: `Roll the check again (${name}, once a turn)`, card: skill, dice: result.dice, needed: result.needed, chance: poolChance(result.dice, result.needed) });
  }
  return { kind: 'clues', options, default: 'spend:0', context: { check, successes: result.successes, needed: result.needed, clues: inv.clues } };
}

/** True when the answer to cluePrompt was a re-roll (the Clue tokens may still be offered after it). */
export const isReroll = (optionId: string): boolean => optionId.startsWith('reroll:');

/** The check after the answer to cluePrompt. */
export function afterSpend(r: GameRun, inv: GameInvestigator, check: CheckKind, result: CheckResult, optionId: string): CheckResult {
  if (isReroll(optionId)) {
    const skill = rerollSkill(r, inv);
    if (skill === null) throw new Error(`${inv.id} has no re-roll left this turn`);
    inv.rerollTurn = r.s.turn;
    emit(r, { type: 'card-used', inv: inv.id, card: skill, discarded: false });
    return rerollCheck(r, inv, check, result);
  }
  const n = Number(optionId.slice('spend:'.length));
  if (n <= 0) return result;
  const next = spendClues(r, inv, check, result, n);
  if ('error' in next) throw new Error(next.message);
  return next;
}
