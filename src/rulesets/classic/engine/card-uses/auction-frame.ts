// Running an Auction (rules sheet, Items): the lots one at a time, bids from $1 by investigators
// anywhere in Arkham or the Other Worlds, asked in bidding order until all but the highest bidder have
// passed; the auctioneer may bid. An item may be bid at its list value (on winning, it goes back into
// the deck). A sale to another pays the auctioneer half the price, rounded down, from the bank. With no
// bid, the auctioneer may buy the lot at list price; an unsold lot goes back under the deck. The frame
// sits in the auctioneer's flow; `slot` names whoever is asked now.
import { askFor } from '../../../../engine/core/frames.js';
import { emit } from '../../../../engine/core/run.js';
import type { AuctionFrame, Frame } from '../types/frames.js';
import type { BidOption, PromptBody } from '../types/prompts.js';
import type { InvestigatorState } from '../types/state.js';
import { distinct, gainCard, loseCard, putBack } from '../cards.js';
import type { FrameHandler } from '../handler.js';
import { changeMoney } from '../harm.js';
import { inv } from '../run.js';
import type { Run } from '../run.js';

function listPrice(r: Run, card: string): number {
  return r.c.items.get(card)?.price ?? 0;
}

function mayBid(r: Run, f: AuctionFrame, slot: number): boolean {
  return !f.out.includes(slot) && slot !== f.highBidder && r.s.invs[slot]?.status === 'active';
}

function nextLot(f: AuctionFrame): void {
  f.lots.shift();
  Object.assign(f, { stage: 'bid', next: 0, out: [], high: 0, highBidder: -1, highItem: null });
}

/** The highest bidder pays (cash, or the item bid) and takes the lot; false when they no longer can. */
function sell(r: Run, f: AuctionFrame, card: string): boolean {
  const buyer = r.s.invs[f.highBidder];
  if (!buyer || buyer.status !== 'active') return false;
  if (f.highItem !== null) {
    if (!buyer.items.includes(f.highItem)) return false;
    loseCard(r, buyer, 'item', f.highItem, 'bid');
  } else {
    if (buyer.money < f.high) return false;
    changeMoney(r, buyer, -f.high);
  }
  const cut = f.highBidder === f.auctioneer ? 0 : Math.floor(f.high / 2);
  const auctioneer = inv(r, f.auctioneer);
  if (cut > 0) changeMoney(r, auctioneer, cut);
  gainCard(r, buyer, 'item', card, f.high);
  emit(r, { type: 'auction-sold', auctioneer: auctioneer.id, buyer: buyer.id, card, price: f.high, item: f.highItem, cut });
  return true;
}

/** No one else left to ask: sold to the highest bidder, or on to the auctioneer's purchase at list. */
function closeBidding(r: Run, f: AuctionFrame, card: string): void {
  if (f.highBidder >= 0 && sell(r, f, card)) {
    nextLot(f);
    return;
  }
  f.stage = 'list';
  f.slot = f.auctioneer;
}

function bidOptions(r: Run, f: AuctionFrame, i: InvestigatorState): BidOption[] {
  const options: BidOption[] = [{ id: 'pass', action: 'pass', amount: 0, item: null }];
  for (let amount = f.high + 1; amount <= i.money; amount += 1) options.push({ id: `bid:${amount}`, action: 'bid', amount, item: null });
  for (const card of distinct(i.items)) {
    const value = listPrice(r, card);
    if (value > f.high) options.push({ id: `item:${card}`, action: 'bid', amount: value, item: card });
  }
  return options;
}

export const auctionHandler: FrameHandler<AuctionFrame> = {
  run(r, flow, f) {
    const card = f.lots[0];
    if (card === undefined) {
      flow.pop();
      return;
    }
    if (f.stage === 'list') {
      f.slot = f.auctioneer;
      askFor(f);
      return;
    }
    const n = f.order.length;
    for (let k = 0; k < n; k += 1) {
      const slot = f.order[(f.next + k) % n] ?? -1;
      if (!mayBid(r, f, slot)) continue;
      f.next = (f.next + k) % n;
      f.slot = slot;
      askFor(f);
      return;
    }
    closeBidding(r, f, card);
  },
  prompt(r, f): PromptBody {
    const card = f.lots[0] ?? '';
    const i = inv(r, f.slot);
    const price = listPrice(r, card);
    const options: BidOption[] =
      f.stage === 'list'
        ? [{ id: 'pass', action: 'pass', amount: 0, item: null }, ...(i.money >= price ? [{ id: 'buy', action: 'buy' as const, amount: price, item: null }] : [])]
        : bidOptions(r, f, i);
    const bidder = f.highBidder >= 0 ? (r.s.invs[f.highBidder]?.id ?? null) : null;
    return { kind: 'auction-bid', options, default: 'pass', context: { auctioneer: inv(r, f.auctioneer).id, card, price, stage: f.stage, high: f.high, bidder } };
  },
  answer(r, _flow: Frame[], f, option) {
    if (!('amount' in option) || !('item' in option) || !('action' in option)) throw new Error('not a bid option');
    const i = inv(r, f.slot);
    const card = f.lots[0];
    if (card === undefined) return;
    if (f.stage === 'list') {
      if (option.action === 'buy' && i.money >= option.amount) {
        changeMoney(r, i, -option.amount);
        gainCard(r, i, 'item', card, option.amount);
        emit(r, { type: 'auction-sold', auctioneer: i.id, buyer: i.id, card, price: option.amount, item: null, cut: 0 });
      } else {
        putBack(r, 'item', card);
        emit(r, { type: 'auction-unsold', auctioneer: i.id, card });
      }
      nextLot(f);
      return;
    }
    emit(r, { type: 'bid', investigator: i.id, card, amount: option.action === 'bid' ? option.amount : 0, item: option.item });
    if (option.action === 'bid') Object.assign(f, { high: option.amount, highBidder: f.slot, highItem: option.item });
    else f.out.push(f.slot);
    f.next = (f.next + 1) % Math.max(1, f.order.length);
  },
  valid(r, f) {
    return f.stage === 'list' || mayBid(r, f, f.slot);
  },
};
