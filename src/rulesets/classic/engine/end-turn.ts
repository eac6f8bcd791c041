// What may still be done when an investigator's moves and encounters are over, before the turn ends:
// sell items in a shop, offer trades (Investigator Phase 8), and under the "Investigator Lost" rules
// help one adrift in the same box. These options join the end-turn prompt; with none the turn just ends.
import type { Frame } from './types/frames.js';
import type { EndTurnOption, PromptOption } from './types/prompts.js';
import type { InvestigatorState } from './types/state.js';
import { rescueAction, rescueOptions } from './rescue.js';
import type { Run } from './run.js';
import { saleOptions, sellItem } from './shop-sale.js';
import { startTrade, tradeOptions } from './trade.js';

export const END: EndTurnOption = { id: 'end', action: 'end', card: null, price: 0, partner: null };

export function isEndTurnOption(option: PromptOption): option is EndTurnOption {
  return 'action' in option && 'partner' in option && 'price' in option;
}

export function endTurnOptions(r: Run, i: InvestigatorState): EndTurnOption[] {
  if (i.status !== 'active') return [];
  const out = saleOptions(r, i);
  for (const option of tradeOptions(r, i)) out.push(option);
  for (const option of rescueOptions(r, i)) out.push(option);
  return out;
}

/** Applies an end-turn option other than `end`; true when it ends the turn. */
export function endTurnAction(r: Run, flow: Frame[], i: InvestigatorState, option: EndTurnOption): boolean {
  switch (option.action) {
    case 'sell':
      if (option.card !== null) sellItem(r, i, option.card);
      return false;
    case 'trade':
      if (option.partner !== null) startTrade(r, flow, i, option.partner, false);
      return false;
    case 'carry':
    case 'borrow':
      return rescueAction(r, i, option);
    case 'end':
      return true;
  }
}
