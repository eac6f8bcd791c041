// Decisions the engine asks for, as data: a kind, the legal options (each with an id and the numbers a
// screen or a bot needs), and a safe default taken at deadlines. Screens choose the words.

export interface StatsOption { id: string; strength: number; sanity: number }
export interface MoveOption {
  id: string;
  /** Board id of the destination the player points at. */
  to: string;
  /** Where the move really ends: `to`, or the space of a monster that stops the move on the way. */
  end: string;
  stoppedAt: string | null;
  cost: number;
  taxi: boolean;
  price: number;
  /** A ride in the investigator's own car (vehicles.ts): free, once per turn. */
  car?: boolean;
  /** Monsters the investigator would meet where the move ends. */
  monsters: number;
  gate: boolean;
}
export interface ActionOption { id: string }
export interface EncounterOption {
  id: string;
  action: 'fight' | 'sneak' | 'sneak-gate';
  counter: number | null;
  species: string | null;
  sp: number | null;
  /** Chance in sixths that the Sneak roll passes (sneaks only). */
  chance: number;
}
export interface LoadoutOption {
  id: string;
  items: string[];
  spells: string[];
  /** Task B: monsters held by Bind Monster, wielded as weapons (counters). */
  bound: number[];
  /** Fight plus items, as they count against this target. */
  fixed: number;
  /** What the spells add if every cast succeeds. */
  spellBonus: number;
  /** Knowledge: each cast passes on a D6 at or under it. */
  knowledge: number;
  sanityCost: number;
}
export interface NodeOption { id: string; node: string }
export interface BuyOption { id: string; action: 'buy' | 'talk' | 'done'; card: string | null; price: number }
export interface CardOption { id: string; card: string }
/**
 * Task B: an item or spell used now, outside combat, offered among the options of the prompt open at
 * that moment (`use:<card>[:<mode>][:<target>]`). The target is an investigator, a monster counter or a
 * location (a gate, a spot), as the card needs; `mode` tells a card's uses apart.
 */
export interface UseOption {
  id: string;
  card: string;
  deck: 'item' | 'spell';
  mode: string | null;
  investigator: string | null;
  counter: number | null;
  location: string | null;
}
/** Task B: a bid at an Auction: `pass`, `bid` (cash `amount`, or an `item` at its list value), or `buy` at list. */
export interface BidOption { id: string; action: 'pass' | 'bid' | 'buy'; amount: number; item: string | null }
/** `keep` (toward: null) leaves the arrow as it is; otherwise the neighbour the arrow now points at. */
export interface AimOption { id: string; toward: string | null }
/** Task C: what one side of a trade hands over (skills only before play). */
export interface TradeLot { money: number; items: string[]; spells: string[]; skills: string[]; allies: string[]; charity: boolean }
/**
 * Task C: `end` (or `ready` at setup), `sell:<item>` at a shop, `trade:<investigator>` to start an offer,
 * and with the "Investigator Lost" rules `carry:<investigator>` / `borrow:<investigator>:<item>`.
 */
export interface EndTurnOption {
  id: string;
  action: 'end' | 'sell' | 'trade' | 'carry' | 'borrow';
  card: string | null;
  price: number;
  partner: string | null;
}
/** Task C: building a trade: `give:<what>:<card or amount>`, `take:…`, `swap-charity`, `send`, `cancel`. */
export interface TradeOption {
  id: string;
  action: 'give' | 'take' | 'swap-charity' | 'send' | 'cancel';
  what: 'money' | 'item' | 'spell' | 'skill' | 'ally' | null;
  card: string | null;
  amount: number;
}

export interface CombatTarget {
  kind: 'monster' | 'gate';
  counter: number | null;
  species: string | null;
  world: string | null;
  sp: number;
}

interface PromptOf<K extends string, O extends { id: string }, C> {
  /** Unique in the game; goes stale once answered. */
  id: string;
  /** The investigator (content id) who decides, and their seat. */
  investigator: string;
  slot: number;
  kind: K;
  options: O[];
  default: string;
  context: C;
}

export type Prompt =
  | CardPrompt
  | ServicePrompt
  | PromptOf<'setup-stats', StatsOption, { points: number; min: number; max: number }>
  | PromptOf<'move', MoveOption | UseOption, { dice: number[]; roll: number; from: string }>
  | PromptOf<'gate-or-location', ActionOption | UseOption, { location: string; strands: string[] }>
  | PromptOf<'attack-gate', ActionOption | UseOption, { location: string; strands: string[] }>
  | PromptOf<'enter-gate', ActionOption, { location: string }>
  | PromptOf<'sneak-or-fight', EncounterOption | UseOption, { where: 'arkham' | 'world'; mythos: boolean }>
  | PromptOf<'combat-loadout', LoadoutOption, { target: CombatTarget }>
  | PromptOf<'sneak-to', NodeOption, { from: string }>
  | PromptOf<'pick-location', NodeOption, null>
  | PromptOf<'return-gate', NodeOption, { world: string }>
  | PromptOf<'buy', BuyOption, { deck: 'item' | 'spell'; money: number }>
  | PromptOf<'choice', ActionOption, { table: 'location' | 'world'; id: string }>
  | PromptOf<'discard', CardOption, { deck: 'item' | 'spell'; reason: 'effect' | 'knocked-out' | 'insane' }>
  | PromptOf<'heal', ActionOption, { service: 'hospital' | 'sanitarium'; price: number }>
  | PromptOf<'end-turn', EndTurnOption | UseOption, null>
  | PromptOf<'aim-monster', AimOption, { counter: number; species: string; location: string }>;

/** Task C: local characters and retainers, charity, trading, setup extras, lost investigators, Power seals. */
export type ServicePrompt =
  | PromptOf<'offer', ActionOption, { what: 'ally' | 'retainer'; ally: string | null; price: number }>
  | PromptOf<'charity', ActionOption, null>
  | PromptOf<'trade', TradeOption, { partner: string; give: TradeLot; take: TradeLot; setup: boolean }>
  | PromptOf<'trade-reply', ActionOption, { from: string; give: TradeLot; take: TradeLot }>
  | PromptOf<'setup-trade', EndTurnOption, null>
  | PromptOf<'extra-cards', ActionOption, null>
  | PromptOf<'adrift', ActionOption, { world: string; box: number }>
  | PromptOf<'power-seal', ActionOption, { location: string; counter: number; species: string }>;

export type CardPrompt =
  | PromptOf<'use-cards', ActionOption | UseOption, { world: string; box: number }>
  | PromptOf<'auction-bid', BidOption, { auctioneer: string; card: string; price: number; stage: 'bid' | 'list'; high: number; bidder: string | null }>
  | PromptOf<'release-monster', NodeOption, { counter: number; species: string; from: string }>;

export type PromptKind = Prompt['kind'];
export type PromptOption = Prompt['options'][number];

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;
/** A prompt before the driver gives it its id and names the investigator. */
export type PromptBody = DistributiveOmit<Prompt, 'id' | 'investigator' | 'slot'>;

/** What a caller sends back. */
export interface Answer {
  promptId: string;
  optionId: string;
  /** The state version the caller saw. */
  version: number;
}
