// The caller's odds at a decision that leads to a roll (closing a gate, a Fast Talk, a check an option
// asks for), from the dice arithmetic the bots use (bots/odds.ts), and the question asked before a
// roll that cannot succeed.
import type { CheckName, Content } from '../content/schema.js';
import type { InvestigatorState } from '../../../engine/index.js';
import { graphOf } from '../bots/board.js';
import { atOrUnder, bestAttack, killChance, planChance, skillOf } from '../bots/odds.js';
import type { TableState } from './table-state.js';

/** Asked before a roll with no chance at all; Y goes ahead, anything else goes back to the choices. */
export const CANNOT_WIN = 'You cannot win this roll: try anyway? Y/N';

export function percent(chance: number): string {
  return `${Math.round(chance * 100)}%`;
}

/** "4 in 6": a check's chance, from the sixths it passes on. */
export function inSix(sixths: number): string {
  return `${Math.max(0, Math.min(6, sixths))} in 6`;
}

/** What a check rolls against as the engine counts it: a stat, or a skill with its cards and any bonus for now. */
export function checkValue(content: Content, inv: InvestigatorState, check: CheckName): number {
  if (check === 'strength') return inv.str;
  if (check === 'sanity') return inv.san;
  const temporary = inv.skillBonus !== null && inv.skillBonus.skill === check ? inv.skillBonus.amount : 0;
  return skillOf(content, inv, check) + temporary;
}

/** The sixths a check passes on (a die at or under the value, with the face's modifier). */
export function checkSixths(content: Content, inv: InvestigatorState, check: CheckName, modifier = 0): number {
  return Math.round(atOrUnder(checkValue(content, inv, check) + modifier) * 6);
}

/** A gate's strength and the chance to close it bare-handed and with the best the investigator carries. */
export interface GateOdds {
  sp: number;
  bare: number;
  best: number;
  /** Monsters guarding it not yet faced this turn: each asks a Sanity check first. */
  guardians: number;
  /** The sixths each of those Sanity checks passes on. */
  sanity: number;
}

export function gateOdds(content: Content, state: TableState, inv: InvestigatorState, location: string): GateOdds | null {
  const n = graphOf(content).ids.indexOf(location);
  const gate = state.gates.find((g) => g.n === n);
  const sp = content.otherWorlds.find((w) => w.id === gate?.world)?.gateSp;
  if (sp === undefined) return null;
  const plain = { onlyMagic: false, weaponsDoOne: false };
  const bare = killChance(checkValue(content, inv, 'fight'), sp);
  const guardians = state.monsters.filter((m) => m.n === n && !inv.checked.includes(m.c)).length;
  const best = Math.max(bare, planChance(bestAttack(content, inv, plain, true), sp));
  return { sp, bare, best, guardians, sanity: checkSixths(content, inv, 'sanity') };
}

/** "The gate needs 5: bare-handed 17%, with the best you carry 67%." */
export function gateOddsWords(odds: GateOdds): string {
  const best = odds.best > odds.bare ? `, with the best you carry ${percent(odds.best)}` : '';
  const guards =
    odds.guardians === 0
      ? ''
      : odds.guardians === 1
        ? ` First a Sanity check for the monster guarding it, ${inSix(odds.sanity)}.`
        : ` First a Sanity check for each of the ${odds.guardians} monsters guarding it, ${inSix(odds.sanity)} each.`;
  return `It takes ${odds.sp} to close. Your odds: bare-handed ${percent(odds.bare)}${best}.${guards}`;
}
