// Building a trade offer, one line at a time: what to give, what to ask for in return, then send it (it
// waits for the receiver's consent) or cancel. Charity cards, one per investigator, change hands only as a
// swap. Before play skills may be traded too (Setup 7); in play they may not.
import { askFor } from '../../../engine/core/frames.js';
import { emit } from '../../../engine/core/run.js';
import type { TradeFrame } from './types/frames.js';
import type { PromptBody, TradeLot, TradeOption } from './types/prompts.js';
import type { InvestigatorState } from './types/state.js';
import { count, firstCopy } from './cards.js';
import type { Ctx } from './context.js';
import type { Deck, DeskLines, Side } from './desk-lines.js';
import { popFrame } from './flow.js';
import type { FrameHandler } from './handler.js';
import { inv } from './run.js';
import type { Run } from './run.js';
import { isPartner } from './trade.js';
import { copyLot, lotIsEmpty, lotLines } from './trade-lot.js';

/** The sums of money offered as steps (the lot adds up): a modem caller should not press $1 ten times. */
const MONEY_STEPS = [1, 2, 5, 10];
/** Lines one offer may hold on both sides together: enough for any real deal, and a bound on the desk. */
export const MAX_OFFER_LINES = 8;

const SWAP_CHARITY: TradeOption = Object.freeze({ id: 'swap-charity', action: 'swap-charity', what: null, card: null, amount: 0 });
const SEND: TradeOption = Object.freeze({ id: 'send', action: 'send', what: null, card: null, amount: 0 });
const CANCEL: TradeOption = Object.freeze({ id: 'cancel', action: 'cancel', what: null, card: null, amount: 0 });
function line(action: Side, what: TradeOption['what'], card: string | null, amount: number): TradeOption {
  return { id: `${action}:${what ?? ''}:${card ?? String(amount)}`, action, what, card, amount };
}

function deskLines(c: Ctx): DeskLines {
  if (c.desk !== undefined) return c.desk;
  const made: DeskLines = {
    cards: {
      give: { item: new Map(), spell: new Map(), skill: new Map(), ally: new Map() },
      take: { item: new Map(), spell: new Map(), skill: new Map(), ally: new Map() },
    },
    money: {
      give: MONEY_STEPS.map((amount) => Object.freeze(line('give', 'money', null, amount))),
      take: MONEY_STEPS.map((amount) => Object.freeze(line('take', 'money', null, amount))),
    },
  };
  c.desk = made;
  return made;
}

function cardLine(lines: DeskLines, action: Side, deck: Deck, card: string): TradeOption {
  const known = lines.cards[action][deck].get(card);
  if (known !== undefined) return known;
  const made = Object.freeze(line(action, deck, card, 0));
  lines.cards[action][deck].set(card, made);
  return made;
}

const DECKS: readonly Deck[] = ['item', 'spell', 'skill', 'ally'];

function cardsOf(i: InvestigatorState, deck: Deck): string[] {
  return deck === 'item' ? i.items : deck === 'spell' ? i.spells : deck === 'skill' ? i.skills : i.allies;
}

function lotCards(lot: TradeLot, deck: Deck): string[] {
  return deck === 'item' ? lot.items : deck === 'spell' ? lot.spells : deck === 'skill' ? lot.skills : lot.allies;
}

/** What one side can still add from `owner`'s hand to `lot`, into `out`. */
function sideOptions(lines: DeskLines, action: Side, owner: InvestigatorState, lot: TradeLot, setup: boolean, out: TradeOption[]): void {
  const money = lines.money[action];
  for (let k = 0; k < MONEY_STEPS.length; k += 1) {
    const option = money[k];
    if (option !== undefined && lot.money + option.amount <= owner.money) out.push(option);
  }
  for (const deck of DECKS) {
    if (deck === 'skill' && !setup) continue;
    const held = cardsOf(owner, deck);
    const offered = lotCards(lot, deck);
    for (let k = 0; k < held.length; k += 1) {
      const card = held[k] ?? '';
      if (firstCopy(held, k) && count(held, card) > count(offered, card)) out.push(cardLine(lines, action, deck, card));
    }
  }
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
    const options: TradeOption[] = [];
    if (!full) {
      const lines = deskLines(r.c);
      sideOptions(lines, 'give', me, f.give, f.setup, options);
      sideOptions(lines, 'take', partner, f.take, f.setup, options);
    }
    if (me.charity !== partner.charity && !f.give.charity) options.push(SWAP_CHARITY);
    if (!lotIsEmpty(f.give) || !lotIsEmpty(f.take)) options.push(SEND);
    options.push(CANCEL);
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
