// House rule for games of three players or fewer (option extraStartCards): at setup each investigator
// takes two of an extra skill, an extra spell and an extra item, no more than one of each.
import { askFor } from '../../../engine/core/frames.js';
import type { ExtraCardsFrame } from './types/frames.js';
import type { ActionOption, PromptBody } from './types/prompts.js';
import { drawCard, gainCard } from './cards.js';
import type { HandDeck } from './cards.js';
import type { FrameHandler } from './handler.js';
import { inv } from './run.js';
import type { Run } from './run.js';

/** The house rule's table size: three players or fewer. */
const MAX_PLAYERS = 3;
const PAIRS: Record<string, [HandDeck, HandDeck]> = {
  'item+spell': ['item', 'spell'],
  'skill+item': ['skill', 'item'],
  'skill+spell': ['skill', 'spell'],
};

export function extraCardsApply(r: Run): boolean {
  return r.s.options.extraStartCards && r.s.players.length <= MAX_PLAYERS;
}

export const extraCardsHandler: FrameHandler<ExtraCardsFrame> = {
  run(_r, _flow, f) {
    askFor(f);
  },
  prompt(): PromptBody {
    const options: ActionOption[] = Object.keys(PAIRS).map((id) => ({ id }));
    return { kind: 'extra-cards', options, default: 'item+spell', context: null };
  },
  answer(r, flow, f, option) {
    flow.pop();
    const i = inv(r, f.slot);
    for (const deck of PAIRS[option.id] ?? []) {
      const card = drawCard(r, deck);
      if (card !== null) gainCard(r, i, deck, card, 0);
    }
  },
};
