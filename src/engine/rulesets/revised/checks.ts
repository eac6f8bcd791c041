// Skill checks as dice pools (R-CHECK-*): the skill plus its modifiers is the number of dice, each 5
// or 6 is a success, and the check passes with at least its difficulty in successes. A pool of 0 or
// less rolls nothing and fails. Clue tokens spent after the roll add a die each.
import { d6 } from '../../core/dice.js';
import { emit } from '../../core/run.js';
import type { CheckKind, InvestigatorState, RevisedError, RevisedRun } from './types.js';

export interface CheckResult {
  dice: number;
  rolls: number[];
  successes: number;
  needed: number;
  passed: boolean;
}

export const isSuccess = (die: number): boolean => die >= 5;

function rollDice(r: RevisedRun, n: number): number[] {
  const rolls: number[] = [];
  for (let i = 0; i < n; i += 1) rolls.push(d6(r));
  return rolls;
}

function scored(rolls: number[], needed: number, dice: number): CheckResult {
  const successes = rolls.filter(isSuccess).length;
  return { dice, rolls, successes, needed, passed: successes >= needed };
}

/** Rolls `value + modifier` dice (none when that is 0 or less) against `needed` successes. */
export function skillCheck(r: RevisedRun, inv: InvestigatorState, check: CheckKind, value: number, modifier: number, needed: number): CheckResult {
  const dice = Math.max(0, value + modifier);
  const result = scored(rollDice(r, dice), needed, dice);
  emit(r, { type: 'check', inv: inv.id, check, ...result });
  return result;
}

/** Spends `clues` Clue tokens on a check already rolled: one more die each (our design). */
export function spendClues(r: RevisedRun, inv: InvestigatorState, check: CheckKind, result: CheckResult, clues: number): CheckResult | RevisedError {
  if (clues < 0 || clues > inv.clues) return { error: 'revised/not_owned', message: `${inv.id} has ${inv.clues} Clue tokens, not ${clues}` };
  inv.clues -= clues;
  const rolls = [...result.rolls, ...rollDice(r, clues)];
  const next = scored(rolls, result.needed, result.dice + clues);
  emit(r, { type: 'check', inv: inv.id, check, ...next });
  return next;
}

/** The chance that `dice` dice give at least `needed` successes (a success on 5 or 6). */
export function poolChance(dice: number, needed: number): number {
  if (needed <= 0) return 1;
  if (dice < needed) return 0;
  return CHANCES[dice]?.[needed] ?? worked(dice, needed);
}

function worked(dice: number, needed: number): number {
  let miss = 0;
  let term = (2 / 3) ** dice;
  for (let k = 0; k < needed; k += 1) {
    miss += term;
    term = (term * (dice - k)) / (k + 1) / 2;
  }
  return Math.max(0, Math.min(1, 1 - miss));
}

/** poolChance's figures for pools of up to 40 dice, by dice and needed, worked out once: prompts ask for them often. */
const CHANCES: readonly (readonly number[])[] = Array.from({ length: 41 }, (_, dice) => Array.from({ length: dice + 1 }, (_, needed) => worked(dice, needed)));
