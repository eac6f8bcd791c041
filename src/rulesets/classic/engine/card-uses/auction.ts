// Auction (rules sheet, Items): the holder calls an auction (auction-frame.ts runs it). The next two
// items of the deck go under the hammer, Auction cards drawn on the way being discarded; the Auction
// card itself is discarded after this one use. One drawn as a free item (the starting kit, a table
// face) is held and used like any other.
import { emit } from '../../../../engine/core/run.js';
import type { InvestigatorState } from '../types/state.js';
import { drawCard, loseCard, putBack } from '../cards.js';
import type { Run } from '../run.js';
import { turnOrder } from '../turn-order.js';
import { itemEffect } from './held.js';
import { freeMoment, useOption } from './types.js';
import type { CardUse } from './types.js';

const LOTS = 2;

/** The next `n` items of the deck that are not Auction cards (those go under the deck). */
function drawLots(r: Run, n: number): string[] {
  const lots: string[] = [];
  // Every card is looked at once at most, so a deck of nothing but Auctions cannot loop.
  for (let tries = r.s.decks.item.length; tries > 0 && lots.length < n; tries -= 1) {
    const card = drawCard(r, 'item');
    if (card === null) break;
    if (itemEffect(r, card) === 'auction') putBack(r, 'item', card);
    else lots.push(card);
  }
  return lots;
}

/** Bidding order: clockwise from the auctioneer, who comes last. */
function biddingOrder(r: Run, auctioneer: InvestigatorState): number[] {
  const order = turnOrder(r);
  const at = order.indexOf(auctioneer.slot);
  return [...order.slice(at + 1), ...order.slice(0, at + 1)];
}

export const auction: CardUse = {
  offers(_r, _i, card, m) {
    return freeMoment(m) ? [useOption(card, 'item', null)] : [];
  },
  use(r, flow, i, o) {
    emit(r, { type: 'card-used', investigator: i.id, card: o.card, mode: null, target: null, dice: [] });
    loseCard(r, i, 'item', o.card, 'used');
    const lots = drawLots(r, LOTS);
    emit(r, { type: 'auction-opened', investigator: i.id, lots: [...lots] });
    if (lots.length === 0) return;
    const order = biddingOrder(r, i);
    flow.push({ k: 'auction', slot: order[0] ?? i.slot, auctioneer: i.slot, lots, stage: 'bid', order, next: 0, out: [], high: 0, highBidder: -1, highItem: null, ask: 0 });
  },
};
