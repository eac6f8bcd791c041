import { describe, expect, it } from 'vitest';
import type { BuyOption } from '../../src/engine/index.js';
import { begin, content, emptyHands, encounterAt, eventsOf, play, promptOf } from './support/game.js';

const price = (id: string): number => content.items.find((i) => i.id === id)?.price ?? 0;

function offers(s: ReturnType<typeof begin>): BuyOption[] {
  const p = promptOf(s, 0);
  if (p.kind !== 'buy') throw new Error(`expected a buy prompt, got ${p.kind}`);
  return p.options;
}

describe('Location Encounters 1: buying, with Fast Talk', () => {
  it('effect buy: the top cards of the deck are offered at list price; unbought ones go back under the deck', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    if (s.invs[0]) s.invs[0].money = 40;
    const top3 = s.decks.item.slice(-3).reverse();
    encounterAt(s, 0, 'curiositie-shoppe', [1]);
    const options = offers(s);
    expect(options.filter((o) => o.action === 'buy').map((o) => [o.card, o.price])).toEqual(top3.map((c) => [c, price(c)]));
    expect(s.decks.item).toHaveLength(37 - 6 - 3);
    const bought = top3[1] ?? '';
    play(s, 0, 'buy', 'buy:1');
    expect(s.invs[0]?.items).toContain(bought);
    expect(s.invs[0]?.money).toBe(40 - price(bought));
    play(s, 0, 'buy', 'done');
    expect(s.decks.item.slice(0, 2).sort()).toEqual([top3[0], top3[2]].sort());
    expect(s.decks.item).toHaveLength(37 - 6 - 1);
  });

  it('effect buy: a flat price, and only what one can afford is offered', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    if (s.invs[0]) s.invs[0].money = 1;
    encounterAt(s, 0, 'hibs-roadhouse', [2]);
    expect(offers(s).map((o) => o.id)).toEqual(['done', 'talk:0']);
    expect(offers(s)[1]?.price).toBe(1);
  });

  it('Location Encounters 1: Fast Talk passed takes $1 off and buys', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [['mickey-doyle', 'ruth-ashby']] });
    emptyHands(s, 0);
    if (s.invs[0]) s.invs[0].money = 10;
    encounterAt(s, 0, 'hibs-roadhouse', [2]);
    const card = offers(s)[1]?.card;
    const events = play(s, 0, 'buy', 'talk:0', [5]);
    expect(eventsOf(events, 'fast-talk')[0]).toMatchObject({ die: 5, skill: 5, pass: true, price: 1 });
    expect(s.invs[0]?.money).toBe(9);
    expect(s.invs[0]?.items).toContain(card);
  });

  it('Location Encounters 1: Fast Talk failed adds $1 (and cannot be tried again on that card)', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [['mickey-doyle', 'ruth-ashby']] });
    emptyHands(s, 0);
    if (s.invs[0]) s.invs[0].money = 10;
    encounterAt(s, 0, 'hibs-roadhouse', [2]);
    play(s, 0, 'buy', 'talk:0', [6]);
    expect(offers(s).map((o) => [o.id, o.price])).toEqual([
      ['done', 0],
      ['buy:0', 3],
    ]);
    expect(s.invs[0]?.money).toBe(10);
  });

  it('option fastTalkPenalty off: a failed Fast Talk leaves the price as it was', () => {
    const s = begin({ dice: [1, 1, 1, 1], options: { fastTalkPenalty: false }, investigators: [['mickey-doyle', 'ruth-ashby']] });
    emptyHands(s, 0);
    if (s.invs[0]) s.invs[0].money = 10;
    encounterAt(s, 0, 'hibs-roadhouse', [2]);
    play(s, 0, 'buy', 'talk:0', [6]);
    expect(offers(s).find((o) => o.id === 'buy:0')?.price).toBe(2);
  });
});
