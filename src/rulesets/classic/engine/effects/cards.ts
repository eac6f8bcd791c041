// Effects on cards: draw free cards (a skill card drawn is one of a skill not yet held), buy from the
// top of a deck (Fast Talk: −$1 on success, +$1 on failure), discard cards of one's choice.
import { drawInto, drawMissingSkill, drawCard } from '../cards.js';
import { spellPrice } from './buy-frame.js';
import type { EffectGroup } from './types.js';

export const cardEffects: EffectGroup<'draw' | 'buy' | 'discard'> = {
  draw(r, _flow, _f, i, e) {
    if (e.deck === 'skill') for (let n = 0; n < e.count; n += 1) drawMissingSkill(r, i);
    else drawInto(r, i, e.deck, e.count);
  },
  buy(r, flow, _f, i, e) {
    const cards: string[] = [];
    for (let n = 0; n < (e.count ?? 1); n += 1) {
      const card = drawCard(r, e.deck);
      if (card !== null) cards.push(card);
    }
    if (cards.length === 0) return;
    const listPrice = (card: string): number => (e.deck === 'item' ? (r.c.items.get(card)?.price ?? 0) : spellPrice);
    const prices = cards.map((card) => (e.price === 'list' ? listPrice(card) : e.price));
    flow.push({ k: 'buy', slot: i.slot, deck: e.deck, cards, prices, talked: cards.map(() => false), ask: 0 });
  },
  discard(_r, flow, _f, i, e) {
    const hand = e.deck === 'item' ? i.items : i.spells;
    if (hand.length > 0) flow.push({ k: 'discard', slot: i.slot, deck: e.deck, count: e.count, reason: 'effect', ask: 0 });
  },
};
