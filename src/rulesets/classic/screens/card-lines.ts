// Every card in one line of our own words (the `line` of its data): what an investigator carries, for
// the sheet's second page, and what a decision offers to use or buy, for its help on `?`.
import type { Content } from '../content/schema.js';
import type { InvestigatorState } from '../../../engine/index.js';
import { field, stringField, type OptionData } from './describe-option.js';
import type { PromptData } from './draft-kit.js';
import { allyName, cardName } from '../../../screens/game/names.js';

/** A card by its name and its line. */
export interface ExplainedCard {
  name: string;
  line: string;
}

export type CardKind = 'item' | 'spell' | 'skill' | 'ally';

/** The line of a card of this kind, or of any kind when the id is only known (an id names one card). */
export function cardLine(content: Content, kind: CardKind | string, id: string): ExplainedCard | null {
  const lists: Record<CardKind, readonly { id: string; name: string; line: string }[]> = {
    item: content.items,
    spell: content.spells,
    skill: content.skills,
    ally: content.allies,
  };
  const order: CardKind[] = kind === 'item' || kind === 'spell' || kind === 'skill' || kind === 'ally' ? [kind, 'item', 'spell', 'skill', 'ally'] : ['item', 'spell', 'skill', 'ally'];
  for (const k of order) {
    const card = lists[k].find((c) => c.id === id);
    if (card) return { name: k === 'ally' ? allyName(content, id) : cardName(content, k, id), line: card.line };
  }
  return null;
}

export function retainerCard(content: Content): ExplainedCard {
  return { name: 'Retainer', line: content.retainerLine };
}

/** Each card once, in the order first met. */
function distinct(cards: readonly (ExplainedCard | null)[]): ExplainedCard[] {
  const seen = new Set<string>();
  const out: ExplainedCard[] = [];
  for (const card of cards) {
    if (card === null || seen.has(card.name)) continue;
    seen.add(card.name);
    out.push(card);
  }
  return out;
}

/** What an investigator carries and has on their side: items, spells, skill cards, allies, a retainer. */
export function carriedCards(content: Content, inv: InvestigatorState): ExplainedCard[] {
  return distinct([
    ...inv.items.map((id) => cardLine(content, 'item', id)),
    ...inv.spells.map((id) => cardLine(content, 'spell', id)),
    ...inv.skills.map((id) => cardLine(content, 'skill', id)),
    ...inv.allies.map((id) => cardLine(content, 'ally', id)),
    inv.retainer ? retainerCard(content) : null,
  ]);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The cards one option names: one to use, buy, sell or discard, or the items and spells of a loadout. */
function optionCards(content: Content, deck: string | undefined, option: OptionData): (ExplainedCard | null)[] {
  const card = stringField(option, 'card');
  const item = stringField(option, 'item');
  return [
    card === undefined ? null : cardLine(content, stringField(option, 'deck') ?? deck ?? '', card),
    item === undefined ? null : cardLine(content, 'item', item),
    ...strings(field(option, 'items')).map((id) => cardLine(content, 'item', id)),
    ...strings(field(option, 'spells')).map((id) => cardLine(content, 'spell', id)),
  ];
}

/** The cards a decision offers to use, buy, hire or give up, each once. */
export function cardsInPrompt(content: Content, prompt: PromptData): ExplainedCard[] {
  const context = prompt.context;
  const deck = stringField(context, 'deck');
  const card = stringField(context, 'card');
  const ally = stringField(context, 'ally');
  const retainer = prompt.kind === 'offer' && stringField(context, 'what') === 'retainer';
  return distinct([
    card === undefined ? null : cardLine(content, deck ?? 'item', card),
    ally === undefined ? null : cardLine(content, 'ally', ally),
    retainer ? retainerCard(content) : null,
    ...prompt.options.flatMap((option) => optionCards(content, deck, option)),
  ]);
}

/** "Shotgun: Takes both hands..." lines, for help text. */
export function cardHelpLines(cards: readonly ExplainedCard[]): string[] {
  return cards.length === 0 ? [] : ['What the cards here do:', ...cards.flatMap((c) => [`${c.name}`, `  ${c.line}`])];
}
