// The document the store keeps for one shared game: the lobby (seats, settings), the rules engine's
// state once the game runs, the current wait and its deadline, and this game turn's event records
// (finished turns' records live in the store's archive). Plain JSON throughout.
import type { GameOptions, RngState, RulesetName } from '../engine/index.js';
import type { EngineEvent, TableState } from './table-engine.js';

export type GameStatus = 'open' | 'running' | 'paused' | 'over';

export interface GameSettings {
  /** Seats at the table, 1 to 8 (the creator's included). */
  maxPlayers: number;
  /** How long the table waits at each stop (an Investigator Phase, or open Mythos decisions). */
  deadlineMinutes: number;
  /** Every rules option, strictOrder included, fixed when the game is created. */
  options: GameOptions;
  /** A human who misses this many deadlines in a row is retired and a bot plays on; 0: never. */
  retireAfter: number;
  /** The bot that plays bot seats and the seats of retired or resigned players. */
  bot: string;
}

export type SeatStatus = 'playing' | 'resigned' | 'retired';

export interface SeatStats {
  gatesClosed: number;
  monstersSlain: number;
  investigatorsLost: number;
}

export interface Seat {
  /** The caller's alias as they first gave it, or `bot-<n>` for a bot seat. Also the engine's player id. */
  player: string;
  kind: 'human' | 'bot';
  status: SeatStatus;
  /** Investigators chosen in the lobby (content ids); the engine deals the rest. */
  investigators: string[];
  joinedAt: number;
  /** Deadlines missed in a row. */
  missed: number;
  /** The game version of this seat's last answer (-1: none yet). */
  lastAnswer: number;
  /** The game version this player last looked at: the "while you were away" summary starts after it. */
  seen: number;
  stats: SeatStats;
}

/** A fact of the table itself, beside the engine's facts: who sat down, left, was retired... */
export type TableEvent =
  | { type: 'table-created'; player: string; title: string }
  | { type: 'table-joined'; player: string; kind: 'human' | 'bot' }
  | { type: 'table-left'; player: string }
  | { type: 'table-picked'; player: string; investigators: string[] }
  | { type: 'table-started'; by: string | null }
  | { type: 'table-resigned'; player: string }
  | { type: 'table-missed'; player: string; missed: number }
  | { type: 'table-retired'; player: string; missed: number }
  | { type: 'table-paused' }
  | { type: 'table-resumed' }
  | { type: 'table-abandoned' };

export type LoggedEvent = EngineEvent | TableEvent;

/**
 * The table's own facts, by name: the engine has a "table-" event too (`table-roll`, a die on a
 * location's or an Other World's table), which belongs to whoever rolled it.
 */
const TABLE_EVENTS: Readonly<Record<TableEvent['type'], true>> = {
  'table-created': true,
  'table-joined': true,
  'table-left': true,
  'table-picked': true,
  'table-started': true,
  'table-resigned': true,
  'table-missed': true,
  'table-retired': true,
  'table-paused': true,
  'table-resumed': true,
  'table-abandoned': true,
};

export function isTableEvent(event: { type: string }): event is TableEvent {
  return Object.prototype.hasOwnProperty.call(TABLE_EVENTS, event.type);
}

/** Why a record's events happened. */
export type Cause = 'answer' | 'bot' | 'deadline' | 'lobby' | 'sysop';

/** A slice of one commit's events, all of one game turn. */
export interface LogRecord {
  /** The game version that committed it. */
  v: number;
  /** The game turn these events belong to (0: setup and the lobby). */
  turn: number;
  /** Clock time of the commit (ms). */
  at: number;
  /** The human whose answer or request caused it; null for bots, deadlines and the sysop. */
  by: string | null;
  cause: Cause;
  events: LoggedEvent[];
  /**
   * The answers accepted in this record, each with the engine version it was made at and `at`, the
   * index in `events` where its events begin (`events.length`: it caused none here). With the seed and
   * the seats, they replay the game (service/replay-check.ts); a deadline's step begins with its
   * `deadline` event.
   */
  answers?: RecordedAnswer[];
}

export interface RecordedAnswer {
  at: number;
  prompt: string;
  option: string;
  version: number;
}

/** A stop of the game: the table waits on someone until they answer or the deadline passes. */
export interface Wait {
  phase: TableState['phase'];
  turn: number;
  /** The game version at which this wait began (an answer in a later version counts as "was there"). */
  opened: number;
  /** Clock time (ms) when the defaults are taken. */
  deadline: number;
}

/** Who made an open prompt appear: the player themselves, or someone or something else. */
export interface PromptOrigin {
  v: number;
  by: string | null;
}

export interface GameDoc {
  version: number;
  id: string;
  title: string;
  /** Which rules the table plays (a document from before the revised game says classic). */
  ruleset: RulesetName;
  contentVersion: string;
  /**
   * The engine's RULES_VERSION when the game started (absent: not started yet, or begun before games
   * carried one, which reads as older rules). A game of another version does not replay here.
   */
  rulesVersion?: number;
  createdBy: string;
  createdAt: number;
  status: GameStatus;
  settings: GameSettings;
  seats: Seat[];
  /** The engine's seed (text), fixed at creation. */
  seed: string;
  engine: TableState | null;
  /** The bots' own generator, so bot games replay exactly. */
  botRng: RngState;
  wait: Wait | null;
  pausedAt: number | null;
  endedAt: number | null;
  /** The game ended because no human was left at the table. */
  abandoned: boolean;
  /** This game turn's records (finished turns are in the archive). */
  log: LogRecord[];
  /** The highest game version whose records are all in the archive (-1: none). */
  archivedVersion: number;
  /** The last game turn whose records went to the archive (-1: none). */
  archivedTurn: number;
  /** Bots still have decisions to make: a follow-up transaction continues. */
  botBacklog: boolean;
  opened: Record<string, PromptOrigin>;
  /** The result has gone into the hall of fame. */
  hallRecorded: boolean;
}
