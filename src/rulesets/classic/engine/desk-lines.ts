// The shape of the trade desk's lines, made once per content (trade-desk.ts) and kept in the context.
import type { TradeOption } from './types/prompts.js';

export type Side = 'give' | 'take';
export type Deck = 'item' | 'spell' | 'skill' | 'ally';

/**
 * The lines of the desk are the same few for a whole game (give or take, a deck, a card): each is made
 * once per content and shared, frozen, by every prompt that offers it.
 */
export interface DeskLines {
  /** By side, then deck, then card. */
  cards: Record<Side, Record<Deck, Map<string, TradeOption>>>;
  money: Record<Side, TradeOption[]>;
}
