// Items that work by themselves (rules sheet, Items): the Brass Collar gives +1 STR at the start of
// each of the wearer's turns, up to the maximum (7); the Ruby of R'lyeh adds 3 to every movement roll.
import type { Frame } from '../types/frames.js';
import type { InvestigatorState } from '../types/state.js';
import { emit } from '../../../../engine/core/run.js';
import { changeStat } from '../harm.js';
import type { Run } from '../run.js';
import { heldItem, markUsed, usedThisTurn } from './held.js';

const RUBY_BONUS = 3;
const COLLAR_GAIN = 1;

/** The start of the investigator's turn (once a game turn, however often the turn's start runs). */
export function cardUpkeep(r: Run, flow: Frame[], i: InvestigatorState): void {
  const collar = heldItem(r, i, 'brass-collar');
  if (collar === undefined || i.status !== 'active' || usedThisTurn(r, i, collar)) return;
  markUsed(r, i, collar);
  if (i.str >= r.c.content.rules.statMax) return;
  emit(r, { type: 'card-used', investigator: i.id, card: collar, mode: null, target: i.id, dice: [] });
  changeStat(r, flow, i, 'strength', COLLAR_GAIN);
}

export function moveRollBonus(r: Run, i: InvestigatorState): number {
  return heldItem(r, i, 'ruby-of-rlyeh') !== undefined ? RUBY_BONUS : 0;
}
