// Spending Clue tokens on a failed check (R-CHECK-4, D-CLUES): one prompt after the roll offers 0 to
// all of the investigator's tokens, each a die more, with the chance that many dice give the
// successes still missing.
import { poolChance, spendClues } from './checks.js';
import type { CheckResult } from './checks.js';
import type { GameRun } from './game-run.js';
import type { GameInvestigator, RevisedOption, RevisedPromptBody } from './game-types.js';
import type { CheckKind } from './types.js';

/** True when a failed check may still be helped by Clue tokens not yet offered. */
export const maySpend = (inv: GameInvestigator, result: CheckResult, offered: boolean): boolean => !result.passed && !offered && inv.clues > 0;

export function cluePrompt(inv: GameInvestigator, check: CheckKind, result: CheckResult): RevisedPromptBody {
  const missing = result.needed - result.successes;
  const options: RevisedOption[] = [];
  for (let n = 0; n <= inv.clues; n += 1) {
    options.push({ id: `spend:${n}`, label: n === 0 ? 'Keep the Clue tokens' : `Spend ${n} Clue token${n > 1 ? 's' : ''} (${n} more ${n > 1 ? 'dice' : 'die'})`, dice: n, needed: missing, chance: poolChance(n, missing) });
  }
  return { kind: 'clues', options, default: 'spend:0', context: { check, successes: result.successes, needed: result.needed, clues: inv.clues } };
}

/** The check after the answer to cluePrompt. */
export function afterSpend(r: GameRun, inv: GameInvestigator, check: CheckKind, result: CheckResult, optionId: string): CheckResult {
  const n = Number(optionId.slice('spend:'.length));
  if (n <= 0) return result;
  const next = spendClues(r, inv, check, result, n);
  if ('error' in next) throw new Error(next.message);
  return next;
}
