// The revised game's cards in play: which deck each card belongs to, how one joins an investigator
// (items and spells to the items "half of his items" counts, skills and allies to the others, an
// ally's maximum bonus raised at once) and how one goes back under its deck, so every card is always
// in exactly one place.
import { drawTop, putUnder } from '../../../engine/core/decks.js';
import { emit } from '../../../engine/core/run.js';
import type { AnyCard, CardDeck, InvestigatorState, RevisedContent, RevisedRun } from './types.js';

export const CARD_DECKS: readonly CardDeck[] = ['common', 'unique', 'spells', 'skills', 'allies'];

/** A run whose state has the card decks (the game's). */
type WithDecks = RevisedRun & { s: { decks: Record<CardDeck, string[]> } };

export function anyCard(c: RevisedContent, id: string): AnyCard {
  const found = c.cards[id];
  if (found === undefined) throw new Error(`no card ${id}`);
  return found;
}

export function deckOfCard(card: AnyCard): CardDeck {
  switch (card.kind) {
    case 'weapon':
    case 'item':
      return card.deck;
    case 'spell':
      return 'spells';
    case 'skill':
      return 'skills';
    case 'ally':
      return 'allies';
  }
}

/** Items and spells are what a collapse takes half of (R-STATUS-5); skills and allies are not. */
export const countsAsItem = (card: AnyCard): boolean => card.kind === 'weapon' || card.kind === 'item' || card.kind === 'spell';

/** The draw effects of encounters and uses, by the deck they draw from. */
export const DRAW_DECK: Readonly<Record<'common' | 'unique' | 'spell' | 'skill' | 'ally', CardDeck>> = { common: 'common', unique: 'unique', spell: 'spells', skill: 'skills', ally: 'allies' };

/** Puts a card (already out of its deck) with the investigator: its list, and an ally's maxima. */
export function joinInvestigator(c: RevisedContent, inv: InvestigatorState, id: string): void {
  const card = anyCard(c, id);
  if (countsAsItem(card)) inv.items.push(id);
  else inv.others.push(id);
}

/** A card the investigator gains: its events, and the Stamina or Sanity an ally's maximum brings with it. */
export function gainCard(r: RevisedRun, inv: InvestigatorState, id: string, from: string): void {
  joinInvestigator(r.c, inv, id);
  const card = anyCard(r.c, id);
  emit(r, { type: 'card-gained', inv: inv.id, card: id, kind: card.kind, from });
  if (card.kind !== 'ally') return;
  for (const stat of ['stamina', 'sanity'] as const) {
    const more = stat === 'stamina' ? card.maxStamina : card.maxSanity;
    if (more === undefined) continue;
    inv[stat] += more;
    emit(r, { type: 'maximum', inv: inv.id, stat, now: maximumOf(r.c, inv, stat), by: id });
    emit(r, { type: stat, inv: inv.id, delta: more, now: inv[stat] });
  }
}

/** Draws the top card of a deck for the investigator; nothing when the deck is empty. */
export function drawCard(r: WithDecks, inv: InvestigatorState, deck: CardDeck, from: string): void {
  const id = drawTop(r.s.decks[deck]);
  if (id !== null) gainCard(r, inv, id, from);
}

/** Takes a named card out of its deck for the investigator; false when no copy is left there. */
export function takeCard(r: WithDecks, inv: InvestigatorState, id: string, from: string): boolean {
  const deck = r.s.decks[deckOfCard(anyCard(r.c, id))];
  const at = deck.lastIndexOf(id);
  if (at < 0) return false;
  deck.splice(at, 1);
  gainCard(r, inv, id, from);
  return true;
}

/** Takes one copy of a card from the investigator and puts it under its deck. */
export function discardFrom(r: WithDecks, inv: InvestigatorState, id: string): void {
  const list = countsAsItem(anyCard(r.c, id)) ? inv.items : inv.others;
  const at = list.indexOf(id);
  if (at >= 0) list.splice(at, 1);
  putUnder(r.s.decks[deckOfCard(anyCard(r.c, id))], id);
}

/** The investigator's maximum Stamina or Sanity: the sheet's, and what their allies add. */
export function maximumOf(c: RevisedContent, inv: InvestigatorState, stat: 'stamina' | 'sanity'): number {
  const sheet = c.investigators[inv.card];
  if (sheet === undefined) throw new Error(`no investigator card ${inv.card}`);
  let max = stat === 'stamina' ? sheet.maxStamina : sheet.maxSanity;
  for (const id of inv.others) {
    const card = c.cards[id];
    if (card?.kind === 'ally') max += (stat === 'stamina' ? card.maxStamina : card.maxSanity) ?? 0;
  }
  return max;
}

/** The cards whose standing bonuses and powers the investigator has: items, spells, skills, allies. */
export const cardsOf = (inv: InvestigatorState): string[] => [...inv.items, ...inv.others];

/** A cost in words for a label: " (1 Stamina, 1 Sanity)", or nothing. */
export function costWords(cost: { stamina?: number; sanity?: number } | undefined): string {
  const parts = [cost?.stamina !== undefined ? `${cost.stamina} Stamina` : null, cost?.sanity !== undefined ? `${cost.sanity} Sanity` : null].filter((p) => p !== null);
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}
