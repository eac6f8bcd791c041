// The whole game as plain JSON: everything a rule needs, including the dice generator's state.
// Board positions are node numbers of the BoardGraph (street spaces first, then locations), valid for
// the content version recorded in `contentVersion`.
import type { SkillName } from '../../content/schema.js';
import type { RngState } from '../../../../engine/core/rng.js';
import type { Frame } from './frames.js';
import type { GameOptions } from './options.js';

export type Phase = 'setup' | 'investigator' | 'mythos' | 'over';

export type Outcome =
  | { result: 'won'; reason: 'gates-closed' }
  | { result: 'lost'; reason: 'too-many-gates' | 'doom' };

export interface InvestigatorState {
  slot: number;
  /** Index of the seated player in `players`. */
  player: number;
  /** The content investigator's id. */
  id: string;
  /**
   * setup: choosing STR/SAN; active: in play; lost: gone, replaced at the start of the next game turn;
   * adrift (option investigatorLost 'rescue'): lost in an Other World box with everything they hold,
   * doing nothing until another investigator rescues them (rescue.ts) or their player gives up.
   */
  status: 'setup' | 'active' | 'lost' | 'adrift';
  str: number;
  san: number;
  money: number;
  items: string[];
  spells: string[];
  skills: string[];
  /** Spells cast or failed this game turn (face down until the next one), one entry per card. */
  spent: string[];
  /** One-turn items brought into play this game turn; discarded when it ends. */
  inUse: string[];
  /** Monster counters killed; gate cards (world ids) destroyed. */
  trophies: number[];
  gateTrophies: string[];
  /** The charity card: true with the CHARITY side up, false while charity is to be repaid. */
  charity: boolean;
  allies: string[];
  retainer: boolean;
  /** Task A: owns a car (the Lighthouse's): once per turn a ride anywhere, round monsters (vehicles.ts). */
  car?: boolean;
  /** The node in Arkham, or -1 in an Other World. */
  at: number;
  world: string | null;
  /** 2 or 1 in an Other World, 0 in Arkham. */
  box: number;
  /** A one-encounter trip to another world (visitWorld), after which the investigator comes back. */
  visit: string | null;
  /** A gated location whose far side this investigator has seen since arriving there (-1: none). */
  explored: number;
  /** The game turn of the last gate attack (once per turn). */
  attackedTurn: number;
  loseTurns: number;
  /** Stay put next turn (in an Other World: stay in this box). */
  stay: boolean;
  nextMove: { bonus: number; dieOnly: boolean } | null;
  skillBonus: { skill: SkillName; amount: number; turn: number } | null;
  /** Healed at the Hospital or Sanitarium without paying in full: must leave before healing again. */
  healedShort: boolean;
  /** Task C: the shop whose location event this investigator survived this turn (items sell there; -1: none). */
  shopEvent: number;
  /** Monster counters this investigator has made a sanity check against this game turn. */
  checked: number[];
  /** Monsters met in an Other World, held here until killed or returned to the pile. */
  owMonsters: number[];
  /** Task B: what the item and spell cards remember (card-uses/). */
  cards: CardState;
  /** Ended the turn in this Investigator Phase. */
  done: boolean;
  /** Answered a prompt in this Investigator Phase (one who never did passes at the deadline). */
  acted: boolean;
  flow: Frame[];
}

/** What an investigator's item and spell cards remember between answers (task B, card-uses/). */
export interface CardState {
  /** The game turn each once-a-turn card was last used (Healing Stone, Piccolo of Leng, Silver Key, Brass Collar), by card id. */
  usedTurn: Record<string, number>;
  /** The game turn Mists of R'lyeh was cast (0: none): no monster stops a move that turn, and the next Sneak passes (and ends it). */
  mistsTurn: number;
  /** The Silver Key's mark: a node in Arkham (world null), or a box of an Other World (at -1). */
  keyMark: { at: number; world: string | null; box: number } | null;
  /** Monster counters held by Bind Monster, wielded as weapons. */
  bound: number[];
  /** The game turn the cards were last offered at the start of a turn in an Other World. */
  worldMomentTurn: number;
}

export interface BoardMonster {
  /** Counter index (content monsters' counters, in order). */
  c: number;
  n: number;
  /** Facing: the node it came from (-1: not yet moved). */
  from: number;
  up: boolean;
  /** SP gained on the board (the Vampire's growth). */
  grow: number;
  /** Task A: the neighbour a player re-aimed the arrow at after meeting it; its next move starts there. */
  aim?: number;
}

export interface GateOnBoard {
  n: number;
  world: string;
  up: boolean;
}

export interface Decks {
  /** Draw from the end; cards put back go to the front (the bottom). */
  item: string[];
  spell: string[];
  skill: string[];
  gate: string[];
  /** The monster pile: counters drawn at random. */
  monsters: number[];
}

export interface GameState {
  version: number;
  ruleset: 'classic';
  contentVersion: string;
  options: GameOptions;
  rng: RngState;
  /** Tests only: D6 results to use before the generator (coins are D6: 1–3 heads). */
  forcedDice?: number[];
  /** The last prompt number handed out. */
  seq: number;
  turn: number;
  phase: Phase;
  outcome: Outcome | null;
  doom: number;
  firstPlayer: number;
  /** strictOrder: position in the turn order of the investigator now acting. */
  current: number;
  players: { id: string; slots: number[] }[];
  invs: InvestigatorState[];
  /** Investigators lost so far (not chosen again while others are free). */
  lostIds: string[];
  decks: Decks;
  monsters: BoardMonster[];
  gates: GateOnBoard[];
  /**
   * Locations sealed by an Elder Sign (no gate or monster appears there). Task A reads this list as
   * the "sealed" flag: Hounds still enter these buildings (Hounds rule 5); task B's Elder Sign adds here.
   */
  elderSigns: number[];
  /** Task B: cards lying on the board (an Elder Sign stays on the location it sealed). */
  boardCards: { n: number; card: string }[];
  /** Task C, house rule powerSeal: a Power's corpse sealing the location `n` (also listed in elderSigns). */
  powerSeals: { n: number; c: number }[];
  mythos: Frame[];
  /** Digest gate limit: the game turn the limit was first found reached. */
  gateLimitTurn: number | null;
  /**
   * Trade offers opened in the current phase, as `turn:phase:from>to` seats: one offer per partner
   * per phase, so nobody is pestered with offers while away (and random play cannot loop on them).
   */
  tradeOffers?: string[];
}
