// Decks and hands: draw from the top (the end of the array), put back at the bottom (the front), so
// every card is always in exactly one place.
import { emit } from '../../../engine/core/run.js';
import { drawTop, putUnder } from '../../../engine/core/decks.js';
import type { CardLossReason } from './types/events.js';
import type { InvestigatorState } from './types/state.js';
import type { Run } from './run.js';

export type HandDeck = 'item' | 'spell' | 'skill';

export function drawCard(r: Run, deck: HandDeck): string | null {
  return drawTop(r.s.decks[deck]);
}

export function putBack(r: Run, deck: HandDeck, card: string): void {
  putUnder(r.s.decks[deck], card);
}

export function hand(i: InvestigatorState, deck: HandDeck): string[] {
  return deck === 'item' ? i.items : deck === 'spell' ? i.spells : i.skills;
}

export function gainCard(r: Run, i: InvestigatorState, deck: HandDeck, card: string, price: number): void {
  hand(i, deck).push(card);
  emit(r, { type: 'card-gained', investigator: i.id, deck, card, price });
}

/** Draws and gives `count` cards (fewer when the deck runs out). */
export function drawInto(r: Run, i: InvestigatorState, deck: 'item' | 'spell', count: number): void {
  for (let n = 0; n < count; n += 1) {
    const card = drawCard(r, deck);
    if (card === null) return;
    gainCard(r, i, deck, card, 0);
  }
}

/** Draws the first skill card of a skill this investigator has no card for ("a missing skill"). */
export function drawMissingSkill(r: Run, i: InvestigatorState): void {
  const deck = r.s.decks.skill;
  const held = new Set(i.skills.map((id) => r.c.skillCards.get(id)?.skill));
  for (let k = deck.length - 1; k >= 0; k -= 1) {
    const card = deck[k];
    if (card === undefined || held.has(r.c.skillCards.get(card)?.skill)) continue;
    deck.splice(k, 1);
    gainCard(r, i, 'skill', card, 0);
    return;
  }
}

/** Takes one copy of `card` from the hand and puts it back under its deck. */
export function loseCard(r: Run, i: InvestigatorState, deck: HandDeck, card: string, reason: CardLossReason): void {
  const cards = hand(i, deck);
  const at = cards.indexOf(card);
  if (at < 0) return;
  cards.splice(at, 1);
  // A face-down (spent) copy or an item in use goes with it when no other copy is left to hold that mark.
  const marks = deck === 'spell' ? i.spent : deck === 'item' ? i.inUse : null;
  if (marks !== null && count(marks, card) > count(cards, card)) marks.splice(marks.indexOf(card), 1);
  putBack(r, deck, card);
  emit(r, { type: 'card-lost', investigator: i.id, deck, card, reason });
}

export function count(list: readonly string[], card: string): number {
  let n = 0;
  for (const c of list) if (c === card) n += 1;
  return n;
}

export function carriesTag(r: Run, i: InvestigatorState, tag: string): boolean {
  for (const id of i.items) if (r.c.items.get(id)?.tags.includes(tag)) return true;
  return false;
}

/** Distinct cards of a hand, in hand order (a hand is a few cards: a scan beats building a Set). */
export function distinct(cards: readonly string[]): string[] {
  const out: string[] = [];
  for (const card of cards) if (!out.includes(card)) out.push(card);
  return out;
}

/** Whether `cards[k]` is the first copy of its card in the list (to visit each card once without a list). */
export function firstCopy(cards: readonly string[], k: number): boolean {
  return cards.indexOf(cards[k] ?? '') === k;
}
