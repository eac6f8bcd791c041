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
  | PromptOf<'setup-stats', StatsOption, { points: number; min: number; max: number }>
  | PromptOf<'move', MoveOption, { dice: number[]; roll: number; from: string }>
  | PromptOf<'gate-or-location', ActionOption, { location: string }>
  | PromptOf<'attack-gate', ActionOption, { location: string }>
  | PromptOf<'enter-gate', ActionOption, { location: string }>
  | PromptOf<'sneak-or-fight', EncounterOption, { where: 'arkham' | 'world'; mythos: boolean }>
  | PromptOf<'combat-loadout', LoadoutOption, { target: CombatTarget }>
  | PromptOf<'sneak-to', NodeOption, { from: string }>
  | PromptOf<'pick-location', NodeOption, null>
  | PromptOf<'return-gate', NodeOption, { world: string }>
  | PromptOf<'buy', BuyOption, { deck: 'item' | 'spell'; money: number }>
  | PromptOf<'choice', ActionOption, { table: 'location' | 'world'; id: string }>
  | PromptOf<'discard', CardOption, { deck: 'item' | 'spell'; reason: 'effect' | 'knocked-out' | 'insane' }>
  | PromptOf<'heal', ActionOption, { service: 'hospital' | 'sanitarium'; price: number }>
  | PromptOf<'end-turn', ActionOption, null>;

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
