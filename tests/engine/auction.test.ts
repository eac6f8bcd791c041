// The Auction (rules sheet, Items): lots, bidding order, the auctioneer's cut, items as bids, no bids.
import { describe, expect, it } from 'vitest';
import { cardCensus } from '../../src/engine/index.js';
import type { GameState, Prompt } from '../../src/engine/index.js';
import { begin, content, emptyHands, engine, eventsOf, give, inv, ok, play } from './support/game.js';

/** Puts `cards` on top of the item deck, the last one drawn first. */
function stackItems(s: GameState, cards: string[]): void {
  for (const card of cards) {
    const k = s.decks.item.indexOf(card);
    if (k < 0) throw new Error(`no ${card} in the item deck`);
    s.decks.item.splice(k, 1);
  }
  s.decks.item.push(...cards);
}

function bidPrompt(s: GameState): Extract<Prompt, { kind: 'auction-bid' }> {
  const p = engine.prompts(s).find((q) => q.kind === 'auction-bid');
  if (!p || p.kind !== 'auction-bid') throw new Error('no auction prompt');
  return p;
}

function bid(s: GameState, optionId: string) {
  const p = bidPrompt(s);
  return ok(engine.applyAnswerInPlace(s, { promptId: p.id, optionId, version: s.version }));
}

/** Slot 0 (Ben Hale) calls an auction; the lots will be the Shotgun, then the Knife (an Auction drawn between them is discarded). */
function auctionOpened(): { s: GameState; events: ReturnType<typeof play> } {
  const s = begin({ dice: [3, 3, 1, 1], investigators: [['ben-hale', 'amos-wendell']] });
  emptyHands(s, 0);
  emptyHands(s, 1);
  give(s, 0, 'item', 'auction');
  stackItems(s, ['knife', 'auction', 'shotgun']);
  const events = play(s, 0, 'move', 'use:auction');
  return { s, events };
}

function cardsInPlace(s: GameState): boolean {
  const census = cardCensus(s);
  return content.items.every((item) => census.item.get(item.id) === item.copies);
}

describe('Items: Auction', () => {
  it('Items: Auction draws the next two items (an Auction drawn is discarded); bids from $1, clockwise from the auctioneer, who bids last', () => {
    const { s, events } = auctionOpened();
    expect(eventsOf(events, 'auction-opened')).toEqual([{ type: 'auction-opened', investigator: 'ben-hale', lots: ['shotgun', 'knife'] }]);
    expect(s.decks.item[0]).toBe('auction');
    const p = bidPrompt(s);
    expect(p).toMatchObject({ investigator: 'amos-wendell', context: { auctioneer: 'ben-hale', card: 'shotgun', price: 7, stage: 'bid', high: 0, bidder: null } });
    expect(p.options.slice(0, 3).map((o) => o.id)).toEqual(['pass', 'bid:1', 'bid:2']);
    expect(p.default).toBe('pass');
    bid(s, 'bid:3');
    expect(bidPrompt(s)).toMatchObject({ investigator: 'ben-hale', context: { high: 3, bidder: 'amos-wendell' } });
    expect(bidPrompt(s).options[1]?.id).toBe('bid:4');
    expect(cardsInPlace(s)).toBe(true);
  });

  it('Items: Auction: a sale to another pays the auctioneer half the price, rounded down', () => {
    const { s } = auctionOpened();
    const [ben, amos] = [inv(s, 0).money, inv(s, 1).money];
    bid(s, 'bid:3');
    const events = bid(s, 'pass');
    expect(eventsOf(events, 'auction-sold')).toEqual([{ type: 'auction-sold', auctioneer: 'ben-hale', buyer: 'amos-wendell', card: 'shotgun', price: 3, item: null, cut: 1 }]);
    expect(inv(s, 1)).toMatchObject({ money: amos - 3, items: ['shotgun'] });
    expect(inv(s, 0).money).toBe(ben + 1);
    expect(bidPrompt(s).context.card).toBe('knife');
  });

  it('Items: Auction: with no bid the auctioneer may buy the lot at list price; an unsold lot goes back under the deck', () => {
    const { s } = auctionOpened();
    bid(s, 'pass');
    bid(s, 'pass');
    const p = bidPrompt(s);
    expect(p).toMatchObject({ investigator: 'ben-hale', context: { stage: 'list', card: 'shotgun', price: 7 } });
    expect(p.options.map((o) => o.id)).toEqual(['pass', 'buy']);
    const money = inv(s, 0).money;
    bid(s, 'buy');
    expect(inv(s, 0)).toMatchObject({ money: money - 7, items: ['shotgun'] });
    bid(s, 'pass');
    bid(s, 'pass');
    const events = bid(s, 'pass');
    expect(eventsOf(events, 'auction-unsold')).toEqual([{ type: 'auction-unsold', auctioneer: 'ben-hale', card: 'knife' }]);
    expect(s.decks.item[0]).toBe('knife');
    expect(engine.prompts(s).find((q) => q.slot === 0)?.kind).toBe('move');
    expect(cardsInPlace(s)).toBe(true);
  });

  it('Items: Auction: an item may be bid at its list value; the winner hands it back into the deck', () => {
    const { s } = auctionOpened();
    give(s, 1, 'item', 'revolver-38');
    const money = inv(s, 0).money;
    bid(s, 'item:revolver-38');
    const events = bid(s, 'pass');
    expect(eventsOf(events, 'auction-sold')[0]).toMatchObject({ buyer: 'amos-wendell', price: 4, item: 'revolver-38', cut: 2 });
    expect(inv(s, 1).items).toEqual(['shotgun']);
    expect(s.decks.item[0]).toBe('revolver-38');
    expect(inv(s, 0).money).toBe(money + 2);
  });

  it('Items: Auction drawn as a free item (the starting kit) is held and used like any other', () => {
    const s = begin({ dice: [3, 3, 1, 1] });
    expect(inv(s, 0).items).toContain('auction');
    expect(engine.prompts(s).find((q) => q.slot === 0)?.options.map((o) => o.id)).toContain('use:auction');
  });

  it('Items: Auction: at the deadline the open bids pass and the lots left unsold go back under the deck', () => {
    const { s } = auctionOpened();
    engine.deadlineInPlace(s);
    expect(s.decks.item.slice(0, 2).sort()).toEqual(['knife', 'shotgun']);
    expect(cardsInPlace(s)).toBe(true);
    expect(s.phase).not.toBe('setup');
  });
});
