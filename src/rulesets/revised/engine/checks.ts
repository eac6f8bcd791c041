// Skill checks as dice pools (R-CHECK-*): the skill plus its modifiers is the number of dice, each 5
// or 6 is a success, and the check passes with at least its difficulty in successes. A pool of 0 or
// less rolls nothing and fails. Clue tokens spent after the roll add a die each. The standing bonuses
// of the investigator's cards count in every check of their kind (D-STANDING).
import { d6 } from '../../../engine/core/dice.js';
import { emit } from '../../../engine/core/run.js';
import { cardsOf } from './cards.js';
import type { CheckKind, InvestigatorState, RevisedContent, RevisedError, RevisedRun, Skill } from './types.js';

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

/** The skill each kind of check is made with: Combat checks are Fight checks, Evade Sneak, Horror Will, Spell Lore. */
const SKILL_OF: Readonly<Record<CheckKind, Skill | null>> = {
  evade: 'sneak', horror: 'will', combat: 'fight', spell: 'lore', 'close-gate': null,
  speed: 'speed', sneak: 'sneak', fight: 'fight', will: 'will', lore: 'lore', luck: 'luck',
};

/**
 * The standing bonus of the investigator's cards (items, skills, allies) to a check: those for the
 * check's own kind and those for the skill it is made with (`skill` names it for a gate's check).
 */
export function standingBonus(c: RevisedContent, inv: InvestigatorState, check: CheckKind, skill?: Skill): number {
  const base = skill ?? SKILL_OF[check];
  let total = 0;
  for (const id of cardsOf(inv)) {
    const card = c.cards[id];
    const bonus = card !== undefined && 'checkBonus' in card ? card.checkBonus : undefined;
    if (bonus !== undefined && (bonus.check === check || bonus.check === base)) total += bonus.n;
  }
  return total;
}

/** The dice a check rolls: the skill's value, the modifier and the standing bonuses; never below 0. */
export const checkDice = (c: RevisedContent, inv: InvestigatorState, check: CheckKind, value: number, modifier: number, skill?: Skill): number =>
  Math.max(0, value + modifier + standingBonus(c, inv, check, skill));

/** Rolls `value + modifier` dice and the standing bonuses (none when that is 0 or less) against `needed` successes. */
export function skillCheck(r: RevisedRun, inv: InvestigatorState, check: CheckKind, value: number, modifier: number, needed: number, skill?: Skill): CheckResult {
  const dice = checkDice(r.c, inv, check, value, modifier, skill);
  const result = scored(rollDice(r, dice), needed, dice);
  emit(r, { type: 'check', inv: inv.id, check, ...result });
  return result;
}

/** Dice a Clue token spent rolls: one, two with a skill that says so. */
export function dicePerClue(c: RevisedContent, inv: InvestigatorState): number {
  const clueDie = inv.others.some((id) => {
    const card = c.cards[id];
    return card?.kind === 'skill' && card.clueDie === true;
  });
  return clueDie ? 2 : 1;
}

/** Spends `clues` Clue tokens on a check already rolled: one more die each (our design; two with a Clue-die skill). */
export function spendClues(r: RevisedRun, inv: InvestigatorState, check: CheckKind, result: CheckResult, clues: number): CheckResult | RevisedError {
  if (clues < 0 || clues > inv.clues) return { error: 'revised/not_owned', message: `${inv.id} has ${inv.clues} Clue tokens, not ${clues}` };
  inv.clues -= clues;
  const more = clues * dicePerClue(r.c, inv);
  const rolls = [...result.rolls, ...rollDice(r, more)];
  const next = scored(rolls, result.needed, result.dice + more);
  emit(r, { type: 'check', inv: inv.id, check, ...next });
  return next;
}

/** A failed check rolled again, all its dice anew (a re-roll skill, D-REROLL). */
export function rerollCheck(r: RevisedRun, inv: InvestigatorState, check: CheckKind, result: CheckResult): CheckResult {
  const next = scored(rollDice(r, result.dice), result.needed, result.dice);
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
