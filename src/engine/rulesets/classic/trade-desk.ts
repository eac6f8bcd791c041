// Building a trade offer, one line at a time: what to give, what to ask for in return, then send it (it
// waits for the receiver's consent) or cancel. Charity cards, one per investigator, change hands only as a
// swap. Before play skills may be traded too (Setup 7); in play they may not.
import type { TradeFrame } from '../../types/frames.js';
import type { PromptBody, TradeLot, TradeOption } from '../../types/prompts.js';
import type { InvestigatorState } from '../../types/state.js';
import { count, distinct } from './cards.js';
import { popFrame } from './flow.js';
import { askFor } from './handler.js';
import type { FrameHandler } from './handler.js';
import { emit, inv } from './run.js';
import type { Run } from './run.js';
import { isPartner } from './trade.js';
import { copyLot, lotIsEmpty, lotLines } from './trade-lot.js';

/** The sums of money offered as steps (the lot adds up): a modem caller should not press $1 ten times. */
const MONEY_STEPS = [1, 2, 5, 10];
/** Lines one offer may hold on both sides together: enough for any real deal, and a bound on the desk. */
export const MAX_OFFER_LINES = 8;

type Side = 'give' | 'take';
type Deck = 'item' | 'spell' | 'skill' | 'ally';

function line(action: Side, what: TradeOption['what'], card: string | null, amount: number): TradeOption {
  return { id: `${action}:${what ?? ''}:${card ?? String(amount)}`, action, what, card, amount };
}

function cardsOf(i: InvestigatorState, deck: Deck): string[] {
  return deck === 'item' ? i.items : deck === 'spell' ? i.spells : deck === 'skill' ? i.skills : i.allies;
}

function lotCards(lot: TradeLot, deck: Deck): string[] {
  return deck === 'item' ? lot.items : deck === 'spell' ? lot.spells : deck === 'skill' ? lot.skills : lot.allies;
}

/** What one side can still add from `owner`'s hand to `lot`. */
function sideOptions(action: Side, owner: InvestigatorState, lot: TradeLot, setup: boolean): TradeOption[] {
  const out: TradeOption[] = [];
  for (const amount of MONEY_STEPS) if (lot.money + amount <= owner.money) out.push(line(action, 'money', null, amount));
  const decks: Deck[] = setup ? ['item', 'spell', 'skill', 'ally'] : ['item', 'spell', 'ally'];
  for (const deck of decks) {
    const held = cardsOf(owner, deck);
    for (const card of distinct(held)) if (count(held, card) > count(lotCards(lot, deck), card)) out.push(line(action, deck, card, 0));
  }
  return out;
}

function stillOn(r: Run, f: TradeFrame): boolean {
  return isPartner(r, inv(r, f.slot), inv(r, f.partner), f.setup);
}

export const tradeHandler: FrameHandler<TradeFrame> = {
  run(r, flow, f) {
    if (stillOn(r, f)) askFor(f);
    else popFrame(r, flow);
  },
  prompt(r, f): PromptBody {
    const me = inv(r, f.slot);
    const partner = inv(r, f.partner);
    const full = lotLines(f.give) + lotLines(f.take) >= MAX_OFFER_LINES;
    const options: TradeOption[] = full ? [] : [...sideOptions('give', me, f.give, f.setup), ...sideOptions('take', partner, f.take, f.setup)];
    if (me.charity !== partner.charity && !f.give.charity) options.push({ id: 'swap-charity', action: 'swap-charity', what: null, card: null, amount: 0 });
    if (!lotIsEmpty(f.give) || !lotIsEmpty(f.take)) options.push({ id: 'send', action: 'send', what: null, card: null, amount: 0 });
    options.push({ id: 'cancel', action: 'cancel', what: null, card: null, amount: 0 });
    return { kind: 'trade', options, default: 'cancel', context: { partner: partner.id, give: copyLot(f.give), take: copyLot(f.take), setup: f.setup } };
  },
  answer(r, flow, f, option) {
    if (!('action' in option) || !('what' in option)) throw new Error('not a trade option');
    if (option.action === 'cancel') {
      popFrame(r, flow);
      return;
    }
    if (option.action === 'send') {
      popFrame(r, flow);
      emit(r, { type: 'trade-offered', from: inv(r, f.slot).id, to: inv(r, f.partner).id, give: copyLot(f.give), take: copyLot(f.take) });
      flow.push({ k: 'trade-reply', slot: f.partner, from: f.slot, give: f.give, take: f.take, setup: f.setup, ask: 0 });
      return;
    }
    if (option.action === 'swap-charity') {
      f.give.charity = true;
      f.take.charity = true;
      return;
    }
    const lot = option.action === 'give' ? f.give : f.take;
    if (option.what === 'money') lot.money += option.amount;
    else if (option.what !== null && option.card !== null) lotCards(lot, option.what).push(option.card);
  },
  valid(r, f) {
    return stillOn(r, f);
  },
};
