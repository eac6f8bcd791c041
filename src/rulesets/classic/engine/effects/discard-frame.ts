// Discarding cards of the player's choice: a table face, or the item (Hospital) or spell (Sanitarium)
// lost on being knocked out or driven insane.
import { askFor } from '../../../../engine/core/frames.js';
import type { DiscardFrame } from '../types/frames.js';
import type { CardOption, PromptBody } from '../types/prompts.js';
import { distinct, loseCard } from '../cards.js';
import type { FrameHandler } from '../handler.js';
import { inv } from '../run.js';
import type { Run } from '../run.js';

function cheapestFirst(r: Run, cards: string[], deck: 'item' | 'spell'): string[] {
  if (deck === 'spell') return cards;
  return [...cards].sort((a, b) => (r.c.items.get(a)?.price ?? 0) - (r.c.items.get(b)?.price ?? 0));
}

export const discardHandler: FrameHandler<DiscardFrame> = {
  run(r, flow, f) {
    const i = inv(r, f.slot);
    const hand = f.deck === 'item' ? i.items : i.spells;
    if (f.count <= 0 || hand.length === 0) {
      flow.pop();
      return;
    }
    askFor(f);
  },
  prompt(r, f): PromptBody {
    const i = inv(r, f.slot);
    const cards = cheapestFirst(r, distinct(f.deck === 'item' ? i.items : i.spells), f.deck);
    const options: CardOption[] = cards.map((card) => ({ id: card, card }));
    return { kind: 'discard', options, default: options[0]?.id ?? '', context: { deck: f.deck, reason: f.reason } };
  },
  answer(r, _flow, f, option) {
    const reason = f.reason === 'effect' ? 'discard' : f.reason;
    loseCard(r, inv(r, f.slot), f.deck, option.id, reason);
    f.count -= 1;
  },
};
