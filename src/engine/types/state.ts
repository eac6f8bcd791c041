// The whole game as plain JSON: everything a rule needs, including the dice generator's state.
// Board positions are node numbers of the BoardGraph (street spaces first, then locations), valid for
// the content version recorded in `contentVersion`.
import type { SkillName } from '../../content/schema.js';
import type { RngState } from '../core/rng.js';
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
  /** setup: choosing STR/SAN; active: in play; lost: gone, replaced at the start of the next game turn. */
  status: 'setup' | 'active' | 'lost';
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
  /** Monster counters this investigator has made a sanity check against this game turn. */
  checked: number[];
  /** Monsters met in an Other World, held here until killed or returned to the pile. */
  owMonsters: number[];
  /** Ended the turn in this Investigator Phase. */
  done: boolean;
  /** Answered a prompt in this Investigator Phase (one who never did passes at the deadline). */
  acted: boolean;
  flow: Frame[];
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
  elderSigns: number[];
  mythos: Frame[];
  /** Digest gate limit: the game turn the limit was first found reached. */
  gateLimitTurn: number | null;
}
