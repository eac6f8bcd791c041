// The game index on PostgreSQL (docs/storage.md, "The game index" and "PostgreSQL"): a row of
// `game_index` per game holding the service's summary of it as JSON text, written in the very
// transaction that commits a change of summary (a create, a join, a start, the end), so the lobby,
// `mine`, `create`, `maint` and `list` read the summaries and then only the games they point at.
// A NULL summary is one not known: the game was last written by a store opened without
// `summarize` (`store copy`, a tool), or is gone (a delete leaves its row, NULL, so that the change
// is seen). A reader fills in the unknown ones from their games.
//
// Each process keeps the map and reads only the rows written since its last read. Every row keeps
// the id of the transaction that wrote it (`xid`); a read asks for the rows whose writer is not
// older than the oldest transaction still running at the last read (that snapshot's xmin). A
// transaction that committed after that read was running then or began later, so its id is at
// least that xmin, and no commit is missed whatever order the commits land in; some rows already
// seen come again, and change nothing.
import type { JsonValue } from '../store.js';
import type { Summarize } from '../game-index.js';

/** The changed rows since `$1` (a snapshot's xmin, '0' for all), and this statement's own xmin, in one snapshot. */
export const INDEX_CHANGES_SQL = `
  WITH snapshot AS (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin)
  SELECT snapshot.xmin, changed.id, changed.summary, changed.present
  FROM snapshot LEFT JOIN (
    SELECT i.id, i.summary, EXISTS (SELECT 1 FROM games g WHERE g.id = i.id) AS present
    FROM game_index i WHERE i.xid >= $1::xid8
  ) AS changed ON true`;

export interface IndexChange {
  xmin: string;
  id: string | null;
  summary: string | null;
  present: boolean | null;
}

/** Unknown summaries filled in under the games' share locks, so no commit changes a game meanwhile: `$1` ids, `$2` summaries. */
export const FILL_GAMES_SQL = 'SELECT id, doc FROM games WHERE id = ANY($1::text[]) FOR SHARE';
export const FILL_INDEX_SQL = `UPDATE game_index i SET summary = u.summary, xid = pg_current_xact_id()
  FROM unnest($1::text[], $2::text[]) AS u(id, summary) WHERE i.id = u.id`;

/** A CTE part for a commit's statement: the game's new summary (`$<n>`, JSON text or NULL) in its row. */
export function indexUpsert(param: number): string {
  return `indexed AS (INSERT INTO game_index (id, summary) VALUES ($1, $${param}) ON CONFLICT (id) DO UPDATE SET summary = excluded.summary, xid = excluded.xid)`;
}

/** A CTE part for a commit by a store that cannot say the summary: the row becomes unknown (a no-op when it is already). */
export const INDEX_UNKNOWN = `indexed AS (UPDATE game_index SET summary = NULL, xid = pg_current_xact_id() WHERE id = $1 AND summary IS NOT NULL)`;

export class PgGameIndex {
  private entries = new Map<string, JsonValue>();
  /** Each entry's JSON text, to tell a row that came again unchanged from a change. */
  private readonly texts = new Map<string, string>();
  private from = '0';

  constructor(private readonly summarize: Summarize) {}

  /** A game's summary as the index keeps it. */
  summaryText(doc: unknown): string {
    return JSON.stringify(this.summarize(doc).summary);
  }

  /**
   * Applies the rows read since the last call; `fill` reads the games whose summary is unknown and
   * writes theirs. The same map comes back until something changed (Store.readGameIndex).
   */
  async apply(rows: readonly IndexChange[], fill: (ids: string[]) => Promise<Map<string, string>>): Promise<ReadonlyMap<string, JsonValue>> {
    const xmin = rows[0]?.xmin;
    const changed = new Map<string, string | undefined>();
    const unknown: string[] = [];
    for (const row of rows) {
      if (row.id === null) continue;
      if (!row.present) changed.set(row.id, undefined);
      else if (row.summary === null) unknown.push(row.id);
      else changed.set(row.id, row.summary);
    }
    if (unknown.length > 0) {
      const filled = await fill(unknown);
      for (const id of unknown) changed.set(id, filled.get(id));
    }
    let next: Map<string, JsonValue> | undefined;
    for (const [id, text] of changed) {
      if (this.texts.get(id) === text) continue;
      next ??= new Map(this.entries);
      if (text === undefined) {
        next.delete(id);
        this.texts.delete(id);
      } else {
        next.set(id, JSON.parse(text) as JsonValue);
        this.texts.set(id, text);
      }
    }
    if (next) this.entries = next;
    if (xmin !== undefined) this.from = xmin;
    return this.entries;
  }

  /** Where the next read starts. */
  get since(): string {
    return this.from;
  }
}
