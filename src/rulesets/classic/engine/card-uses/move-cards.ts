// What the move asks of the item and spell cards, in one place: the Ruby's bonus to the roll, the
// Mists of R'lyeh walking through monsters, the Taxi Whistle's rides, and the cards one may use at the
// start of the move (their options join the move prompt).
import type { Frame } from '../types/frames.js';
import type { MoveOption, PromptOption, UseOption } from '../types/prompts.js';
import type { InvestigatorState } from '../types/state.js';
import type { Run } from '../run.js';
import { applyUse, isUseOption, useOptions } from './registry.js';
import { whistleRides } from './taxi-whistle.js';

export { mistsUp } from './mists.js';
export { afterWhistleRide } from './taxi-whistle.js';
export { moveRollBonus } from './upkeep.js';

/** Adds to the move options the Taxi Whistle's rides and the cards one may use at the start of the move. */
export function addMoveCardOptions(r: Run, i: InvestigatorState, out: (MoveOption | UseOption)[]): void {
  whistleRides(r, i, out);
  for (const use of useOptions(r, i, { at: 'move' })) out.push(use);
}

/** Uses the card if `option` is a card use; true when it was. */
export function useAtMove(r: Run, flow: Frame[], i: InvestigatorState, option: PromptOption): boolean {
  if (!isUseOption(option)) return false;
  applyUse(r, flow, i, option, { at: 'move' });
  return true;
}
