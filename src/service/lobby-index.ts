// What the store's game index keeps of a game (docs/storage.md, "The game index"): enough for the
// lobby, `mine` and `create` to know which games to read, so that they read the live ones and a
// player's few latest finished ones instead of every game ever played. Everything shown still comes
// from the game itself.
import type { IndexSummary } from '../store/game-index.js';
import type { JsonValue } from '../store/store.js';
import { isPlainObject } from '../store/json-doc.js';
import { nameKey } from './accounts/names.js';

export type LobbySummary = {
  status: string;
  /** The humans seated (any seat status), as named at the table. */
  players: string[];
  createdAt: number;
  /** A finished game: when it ended, and whether its hall of fame entry is written (nothing left for `maint`). */
  endedAt?: number;
  settled?: boolean;
};

/** For NedbStore's `summarize`. A document that is no game summarizes as live, so the lobby reads it and marks it. */
export function summarizeGame(doc: unknown): IndexSummary {
  const game = isPlainObject(doc) ? doc : {};
  const status = typeof game['status'] === 'string' ? game['status'] : 'damaged';
  const seats = Array.isArray(game['seats']) ? game['seats'] : [];
  const players = seats.flatMap((seat) => (isPlainObject(seat) && seat['kind'] === 'human' && typeof seat['player'] === 'string' ? [seat['player']] : []));
  const createdAt = typeof game['createdAt'] === 'number' ? game['createdAt'] : 0;
  const summary: LobbySummary = { status, players, createdAt };
  if (status === 'over') {
    summary.endedAt = typeof game['endedAt'] === 'number' ? game['endedAt'] : createdAt;
    summary.settled = game['hallRecorded'] === true;
  }
  return { summary, final: status === 'over' };
}

/** A summary as read back: the players' name keys, for a lookup by name without tidying every name each time. */
export interface ReadSummary {
  status: string;
  playerKeys: ReadonlySet<string>;
  createdAt: number;
  /** When a finished game ended (its creation for a summary from before this was kept). */
  endedAt: number;
  /** True or false for a finished game's summary; undefined in one from before this was kept. */
  settled: boolean | undefined;
}

/** The index hands out the same object for a summary until it changes: each is parsed once. */
const parsed = new WeakMap<object, ReadSummary>();

/** A summary read back from the index; anything else counts as a damaged game of unknown seats. */
export function readSummary(value: JsonValue): ReadSummary {
  if (!isPlainObject(value)) return { status: 'damaged', playerKeys: new Set(), createdAt: 0, endedAt: 0, settled: undefined };
  const known = parsed.get(value);
  if (known) return known;
  const { status, players, createdAt, endedAt, settled } = value;
  const summary: ReadSummary =
    typeof status === 'string' && Array.isArray(players) && typeof createdAt === 'number'
      ? {
          status,
          playerKeys: new Set(players.filter((name): name is string => typeof name === 'string').map(nameKey)),
          createdAt,
          endedAt: typeof endedAt === 'number' ? endedAt : createdAt,
          settled: typeof settled === 'boolean' ? settled : undefined,
        }
      : { status: 'damaged', playerKeys: new Set<string>(), createdAt: 0, endedAt: 0, settled: undefined };
  parsed.set(value, summary);
  return summary;
}
