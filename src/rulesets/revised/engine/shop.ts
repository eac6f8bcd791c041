// Buying in Arkham (D-SHOP, D-OFFER): a shop encounter shows the top cards of a deck and the player may
// buy one of them at its price, or none; the cards not bought stay where they were. A service paid for
// (a hospital's care, an asylum's rest) is taken or declined. Either is offered only when the money is
// there for it.
import { askFor } from '../../../engine/core/frames.js';
import { emit } from '../../../engine/core/run.js';
import { anyCard, gainCard } from './cards.js';
import { applyGain } from './encounters.js';
import type { GameInvestigator, RevisedOption } from './game-types.js';
import type { GameRun, Handler } from './game-run.js';
import { invAt } from './game-run.js';
import type { RevisedError } from './types.js';

/** A card's price (cards that are not sold, skills and allies, have none). */
export function priceOf(r: GameRun, id: string): number | null {
  const card = anyCard(r.c, id);
  return card.kind === 'skill' || card.kind === 'ally' ? null : card.price;
}

/** The top `look` cards of a deck, the top first. */
export const onTop = (deck: readonly string[], look: number): string[] => deck.slice(Math.max(0, deck.length - look)).reverse();

/** Buys `card` from the top `look` of the shop's deck: the money paid, the card taken. */
export function buyCard(r: GameRun, inv: GameInvestigator, deck: string[], look: number, card: string, at: string): RevisedError | null {
  const price = priceOf(r, card);
  if (!onTop(deck, look).includes(card) || price === null) return { error: 'revised/not_there', message: `${card} is not for sale here` };
  if (inv.money < price) return { error: 'revised/cannot_afford', message: `${inv.id} has $${inv.money}, ${card} costs $${price}` };
  deck.splice(deck.lastIndexOf(card), 1);
  inv.money -= price;
  emit(r, { type: 'money', inv: inv.id, delta: -price, now: inv.money });
  emit(r, { type: 'card-bought', inv: inv.id, card, price, at });
  gainCard(r, inv, card, at);
  return null;
}

function shopOptions(r: GameRun, inv: GameInvestigator, deck: readonly string[], look: number): RevisedOption[] {
  const options: RevisedOption[] = [];
  for (const id of new Set(onTop(deck, look))) {
    const price = priceOf(r, id);
    if (price === null || price > inv.money) continue;
    options.push({ id: `buy:${id}`, label: `Buy ${anyCard(r.c, id).name} for $${price}`, card: id, price });
  }
  return options;
}

export const shopHandler: Handler<'shop'> = {
  run(r, flow, f) {
    const inv = invAt(r, f.slot);
    if (shopOptions(r, inv, r.s.decks[f.deck], f.look).length === 0) flow.pop();
    else askFor(f);
  },
  prompt(r, f) {
    const inv = invAt(r, f.slot);
    const deck = r.s.decks[f.deck];
    const options = [{ id: 'leave', label: 'Buy nothing' }, ...shopOptions(r, inv, deck, f.look)];
    return { kind: 'shop', options, default: 'leave', context: { at: f.at, deck: f.deck, money: inv.money, shown: onTop(deck, f.look).join(',') } };
  },
  answer(r, flow, f, option) {
    flow.pop();
    if (option.id === 'leave') return;
    const bad = buyCard(r, invAt(r, f.slot), r.s.decks[f.deck], f.look, option.id.slice('buy:'.length), f.at);
    if (bad !== null) throw new Error(bad.message);
  },
};

export const offerHandler: Handler<'offer'> = {
  run(r, flow, f) {
    if (invAt(r, f.slot).money < f.price) flow.pop();
    else askFor(f);
  },
  prompt(r, f) {
    const inv = invAt(r, f.slot);
    return { kind: 'offer', options: [{ id: 'pay', label: `Pay $${f.price}`, price: f.price }, { id: 'decline', label: 'Decline' }], default: 'decline', context: { at: f.at, price: f.price, money: inv.money, stamina: inv.stamina, sanity: inv.sanity } };
  },
  answer(r, flow, f, option) {
    flow.pop();
    if (option.id !== 'pay') return;
    const inv = invAt(r, f.slot);
    inv.money -= f.price;
    emit(r, { type: 'money', inv: inv.id, delta: -f.price, now: inv.money });
    emit(r, { type: 'paid', inv: inv.id, price: f.price, at: f.at });
    for (const g of f.gain) applyGain(r, inv, g, f.at);
  },
};
