// Hib's Roadhouse and the Curiositie Shoppe (Locations 1): after surviving a location event there, any
// item worth $2 or more may be sold for half its price, rounded up. The sale is offered at the end of
// the turn, while the investigator is still in that shop.
import { emit } from '../../../engine/core/run.js';
import type { EndTurnOption } from './types/prompts.js';
import type { InvestigatorState } from './types/state.js';
import { distinct, loseCard } from './cards.js';
import { changeMoney } from './harm.js';
import { inArkham } from './run.js';
import type { Run } from './run.js';

/** Items listed below this price do not sell. */
const MIN_LIST_PRICE = 2;

export function isShop(r: Run, node: number): boolean {
  return (r.c.services[node] ?? []).includes('shop');
}

/** A location event is about to be rolled at `node`: remember it when it is a shop. */
export function noteShopEvent(r: Run, i: InvestigatorState, node: number): void {
  if (isShop(r, node)) i.shopEvent = node;
}

export function salePrice(r: Run, card: string): number {
  const price = r.c.items.get(card)?.price ?? 0;
  return price >= MIN_LIST_PRICE ? Math.ceil(price / 2) : 0;
}

export function saleOptions(r: Run, i: InvestigatorState): EndTurnOption[] {
  if (!inArkham(i) || i.shopEvent < 0 || i.shopEvent !== i.at) return [];
  const out: EndTurnOption[] = [];
  for (const card of distinct(i.items)) {
    const price = salePrice(r, card);
    if (price > 0) out.push({ id: `sell:${card}`, action: 'sell', card, price, partner: null });
  }
  return out;
}

export function sellItem(r: Run, i: InvestigatorState, card: string): void {
  const price = salePrice(r, card);
  if (price <= 0 || !i.items.includes(card)) return;
  loseCard(r, i, 'item', card, 'sold');
  changeMoney(r, i, price);
  emit(r, { type: 'sold', investigator: i.id, what: 'item', card, die: null, price });
}
