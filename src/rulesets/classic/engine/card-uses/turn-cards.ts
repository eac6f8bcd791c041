// What the turn asks of the item and spell cards, in one place: the Brass Collar at the start of each
// turn, the card moment at the start of a turn in an Other World, and the cards one may use at the end
// of the turn (their options join the end-turn prompt).
import type { Frame } from '../types/frames.js';
import type { PromptOption, UseOption } from '../types/prompts.js';
import type { InvestigatorState } from '../types/state.js';
import type { Run } from '../run.js';
import { applyUse, isUseOption, useOptions } from './registry.js';

export { cardUpkeep } from './upkeep.js';
export { offerWorldCards } from './use-cards-frame.js';

export function endUses(r: Run, i: InvestigatorState): UseOption[] {
  return useOptions(r, i, { at: 'end' });
}

/** Uses the card if `option` is a card use; true when it was (the turn then asks again). */
export function useAtEnd(r: Run, flow: Frame[], i: InvestigatorState, option: PromptOption): boolean {
  if (!isUseOption(option)) return false;
  applyUse(r, flow, i, option, { at: 'end' });
  return true;
}
