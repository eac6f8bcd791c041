// One side of a trade: money, items, spells, local characters, skills (before play only) and the
// charity card. Nothing is held aside while an offer waits: the lot is checked again, and handed over,
// only when the receiver accepts.
import type { TradeLot } from './types/prompts.js';
import type { InvestigatorState } from './types/state.js';
import { count, hand } from './cards.js';
import type { HandDeck } from './cards.js';
import { changeMoney } from './harm.js';
import type { Run } from './run.js';

export function emptyLot(): TradeLot {
  return { money: 0, items: [], spells: [], skills: [], allies: [], charity: false };
}

/** A copy for an event or a prompt, apart from the lot the frame goes on building. */
export function copyLot(lot: TradeLot): TradeLot {
  return { money: lot.money, items: [...lot.items], spells: [...lot.spells], skills: [...lot.skills], allies: [...lot.allies], charity: lot.charity };
}

/** How many lines the lot has: its money as one, each card, the charity card. */
export function lotLines(lot: TradeLot): number {
  return (lot.money > 0 ? 1 : 0) + lot.items.length + lot.spells.length + lot.skills.length + lot.allies.length + (lot.charity ? 1 : 0);
}

export function lotIsEmpty(lot: TradeLot): boolean {
  return lot.money === 0 && lot.items.length === 0 && lot.spells.length === 0 && lot.skills.length === 0 && lot.allies.length === 0 && !lot.charity;
}

/** Whether `i` still holds everything in the lot (the charity card is always held). */
export function holdsLot(i: InvestigatorState, lot: TradeLot): boolean {
  if (i.money < lot.money) return false;
  const holds = (cards: readonly string[], wanted: readonly string[]): boolean => wanted.every((c) => count(cards, c) >= count(wanted, c));
  return holds(i.items, lot.items) && holds(i.spells, lot.spells) && holds(i.skills, lot.skills) && holds(i.allies, lot.allies);
}

/** Moves one card between hands; a face-down (spent) spell or an item in use keeps its mark. */
function moveCard(from: InvestigatorState, to: InvestigatorState, deck: HandDeck, card: string): void {
  const source = hand(from, deck);
  const at = source.indexOf(card);
  if (at < 0) return;
  source.splice(at, 1);
  hand(to, deck).push(card);
  const marks = deck === 'spell' ? [from.spent, to.spent] : deck === 'item' ? [from.inUse, to.inUse] : null;
  if (marks === null) return;
  const [mine, theirs] = marks;
  if (mine && theirs && count(mine, card) > count(source, card)) {
    mine.splice(mine.indexOf(card), 1);
    theirs.push(card);
  }
}

/** Hands the lot (but not the charity card: that is a swap, done by the trade) from one to the other. */
export function handOver(r: Run, from: InvestigatorState, to: InvestigatorState, lot: TradeLot): void {
  if (lot.money > 0) {
    changeMoney(r, from, -lot.money);
    changeMoney(r, to, lot.money);
  }
  for (const card of lot.items) moveCard(from, to, 'item', card);
  for (const card of lot.spells) moveCard(from, to, 'spell', card);
  for (const card of lot.skills) moveCard(from, to, 'skill', card);
  for (const ally of lot.allies) {
    const at = from.allies.indexOf(ally);
    if (at < 0) continue;
    from.allies.splice(at, 1);
    to.allies.push(ally);
  }
}
