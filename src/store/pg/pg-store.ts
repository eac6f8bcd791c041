// The Store on PostgreSQL, for front ends on several hosts sharing one world. A game is one row
// (snapshot and version); every commit also inserts a history row keyed (game, version), holding
// the records it archived, so two front ends can never both commit the same version. A transaction
// holds the game's row lock (SELECT ... FOR UPDATE) from the read to the commit, as the NeDB store
// holds its file lock. Collections are one table each: the document's exact JSON text, and the same
// as jsonb (a generated column) for findDocs, with a GIN index. Every game commit also sends a
// NOTIFY, so watchers on other hosts hear of it at once (game-notices.ts), and a commit that changes
// the game's summary writes it into the game index (pg-game-index.ts). Every transaction is two
// round trips (inTransaction). docs/storage.md ("PostgreSQL").
import pg from 'pg';
import type { Pool, PoolClient } from 'pg';
import { assertFilter, matchesFilter } from '../equality-filter.js';
import { GameExistsError, GameNotFoundError, StoreClosedError, StoreOutageError } from '../errors.js';
import { checkGameChange } from '../game-change.js';
import { assertCollection, assertDocId, assertGameId, newDocId } from '../ids.js';
import { assertCollectionDoc, assertGameDoc } from '../json-doc.js';
import { KeyQueue } from '../key-queue.js';
import type {
  Collection,
  DocTransaction,
  EqualityFilter,
  FoundDoc,
  GameExport,
  GameTransaction,
  JsonValue,
  Store,
  Versioned,
} from '../store.js';
import type { Summarize } from '../game-index.js';
import { deepFreeze } from '../../support/deep-freeze.js';
import { APPLICATION_NAME, PASSWORD_ENV, poolConfig, redactUrl, type PgConnectionOptions } from './pg-connection.js';
import { DOC_NOTICE_CHANNEL, docNoticePayload, GameNotices, NOTICE_CHANNEL, noticePayload } from './game-notices.js';
import { StoreUnavailableError } from './pg-errors.js';
import { migrate, type MigrationResult } from './migrations.js';
import { FILL_GAMES_SQL, FILL_INDEX_SQL, INDEX_CHANGES_SQL, INDEX_UNKNOWN, indexUpsert, PgGameIndex, type IndexChange } from './pg-game-index.js';

export interface PgStoreOptions extends PgConnectionOptions {
  /** How long an operation waits for a server that went away (a restart) before failing. */
  reconnectMs?: number;
  /** The service's summary of a game, kept in the game index; without it the store keeps no index (readGameIndex is undefined). */
  summarize?: Summarize;
}

const DEFAULT_RECONNECT_MS = 30_000;

/** Games whose frozen snapshot readGame keeps, least recently read out first. */
const CACHED_GAMES = 4096;

/** Games whose last commit by this process transactGame keeps as JSON text (~20 KB each). */
const KEPT_COMMITS = 256;

interface KeptCommit {
  stamp: string;
  text: string;
}

interface CachedGame {
  stamp: string;
  doc: Versioned;
}

export class PgStore implements Store {
  private readonly queue = new KeyQueue();
  private readonly cache = new Map<string, CachedGame>();
  private readonly committed = new Map<string, KeptCommit>();
  private closed = false;

  private constructor(
    private readonly pool: Pool,
    private readonly schema: string,
    private readonly notices: GameNotices,
    private readonly reconnectMs: number,
    private readonly index: PgGameIndex | undefined,
  ) {}

  /** Connects, and brings the schema up to date (migrations); StoreUnavailableError when the server cannot be had. */
  static async open(options: PgStoreOptions): Promise<PgStore> {
    const { pool, schema, config } = openPool(options);
    try {
      await migrate(pool, schema);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw unavailable(options.url, error);
    }
    const notices = new GameNotices({ ...config, application_name: `${APPLICATION_NAME} listen ${schema}` }, schema);
    const index = options.summarize ? new PgGameIndex(options.summarize) : undefined;
    return new PgStore(pool, schema, notices, options.reconnectMs ?? DEFAULT_RECONNECT_MS, index);
  }

  /** `arkham-door store migrate`: runs the migrations and nothing else. */
  static async migrateOnly(options: PgStoreOptions): Promise<MigrationResult> {
    const { pool, schema } = openPool(options);
    try {
      return await migrate(pool, schema);
    } catch (error) {
      throw unavailable(options.url, error);
    } finally {
      await pool.end().catch(() => undefined);
    }
  }

  async createGame<G extends Versioned>(id: string, doc: G): Promise<void> {
    this.assertOpen();
    assertGameId(id);
    assertGameDoc(doc, 'doc');
    await this.queue.run(gameKey(id), () =>
      this.inTransaction(
        (tx) => {
          if (tx.opened[0]?.rowCount !== 1) throw new GameExistsError(id);
          tx.commitWith({
            text: `WITH history AS (INSERT INTO game_history (game, version) VALUES ($1, $2)), ${indexUpsert(5)} SELECT pg_notify($3, $4)`,
            values: [id, doc.version, NOTICE_CHANNEL, noticePayload(this.schema, id), this.index?.summaryText(doc) ?? null],
          });
          return Promise.resolve();
        },
        { opening: [{ text: 'INSERT INTO games (id, version, doc) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', values: [id, doc.version, JSON.stringify(doc)] }] },
      ),
    );
  }

  /** One query; the document travels only when its stamp differs from the one kept here. */
  async readGame<G extends Versioned>(id: string): Promise<G | undefined> {
    this.assertOpen();
    assertGameId(id);
    const cached = this.cache.get(id);
    const result = await this.read<{ stamp: string; doc: string | null }>(
      'SELECT stamp, CASE WHEN stamp = $2::bigint THEN NULL ELSE doc END AS doc FROM games WHERE id = $1',
      [id, cached?.stamp ?? null],
    );
    const row = result.rows[0];
    this.cache.delete(id);
    if (!row) return undefined;
    const doc = row.doc === null && cached?.stamp === row.stamp ? cached.doc : deepFreeze(JSON.parse(row.doc ?? 'null') as Versioned);
    this.cache.set(id, { stamp: row.stamp, doc });
    for (const oldest of this.cache.keys()) {
      if (this.cache.size <= CACHED_GAMES) break;
      this.cache.delete(oldest);
    }
    return doc as G;
  }

  async listGames(): Promise<string[]> {
    this.assertOpen();
    const result = await this.read<{ id: string }>('SELECT id FROM games');
    const ids = result.rows.map((row) => row.id).sort();
    const present = new Set(ids);
    for (const id of [...this.cache.keys()]) if (!present.has(id)) this.cache.delete(id);
    return ids;
  }

  async transactGame<G extends Versioned>(id: string, fn: GameTransaction<G>): Promise<G> {
    this.assertOpen();
    assertGameId(id);
    // Two round trips: BEGIN with the locked read, then the write with COMMIT. The document travels
    // only when another process committed since this one did (its stamp differs from the one kept).
    return this.queue.run(gameKey(id), async () => {
      const kept = this.committed.get(id);
      const outcome = await this.inTransaction(
        async (tx) => {
          const row = tx.opened[0]?.rows[0];
          if (!row) throw new GameNotFoundError(id);
          const sent = row['doc'];
          const doc = typeof sent === 'string' ? sent : kept?.text;
          if (doc === undefined) throw new GameNotFoundError(id);
          const stamp = String(row['next_stamp']);
          const current = JSON.parse(doc) as G;
          const committed = { version: current.version };
          // Before fn, which may change `current` in place.
          const before = this.index?.summaryText(current);
          const change = await fn(current);
          if (!change) return { doc: JSON.parse(doc) as G };
          checkGameChange(id, committed, change);
          const records = change.archive && change.archive.length > 0 ? JSON.stringify(change.archive) : null;
          const text = JSON.stringify(change.next);
          const values = [id, change.next.version, records, text, NOTICE_CHANNEL, noticePayload(this.schema, id), stamp];
          const summary = this.index?.summaryText(change.next);
          // The index row is written only when the summary changes (a few times in a game's life).
          const indexed = summary === undefined ? `, ${INDEX_UNKNOWN}` : summary === before ? '' : `, ${indexUpsert(values.push(summary))}`;
          // The primary key (game, version) is the guarantee; the row lock only saves the loser a retry.
          tx.commitWith({
            name: `arkham-game-commit${summary === undefined ? '-unknown' : summary === before ? '' : '-indexed'}`,
            text: `WITH history AS (INSERT INTO game_history (game, version, records) VALUES ($1, $2, $3))${indexed}
             UPDATE games SET version = $2, doc = $4, stamp = $7::bigint WHERE id = $1
             RETURNING pg_notify($5, $6)`,
            values,
          });
          return { doc: change.next, kept: { stamp, text } };
        },
        {
          opening: [
            {
              // The next stamp is drawn here, so that this process knows it once the commit lands.
              name: 'arkham-game-open',
              text: `SELECT nextval('game_stamp')::text AS next_stamp, CASE WHEN stamp = $2::bigint THEN NULL ELSE doc END AS doc FROM games WHERE id = $1 FOR UPDATE`,
              values: [id, kept?.stamp ?? null],
            },
          ],
        },
      );
      this.committed.delete(id);
      if (outcome.kept) this.keepCommitted(id, outcome.kept);
      else if (kept) this.committed.set(id, kept);
      return outcome.doc;
    });
  }

  /** What this process committed last to a game, kept for its next transaction on it; least recently committed out first. */
  private keepCommitted(id: string, kept: KeptCommit): void {
    this.committed.set(id, kept);
    for (const oldest of this.committed.keys()) {
      if (this.committed.size <= KEPT_COMMITS) break;
      this.committed.delete(oldest);
    }
  }

  /** Store.readGameIndex: the rows written since this process last read, applied to what it read before. */
  async readGameIndex(): Promise<ReadonlyMap<string, JsonValue> | undefined> {
    this.assertOpen();
    const index = this.index;
    if (!index) return undefined;
    return this.queue.run('index', async () => {
      const changes = await this.read<IndexChange>(INDEX_CHANGES_SQL, [index.since]);
      return index.apply(changes.rows, (ids) => this.fillIndex(index, ids));
    });
  }

  /** Writes the summaries of games last written without one, under the games' share locks; returns them by id. */
  private fillIndex(index: PgGameIndex, ids: string[]): Promise<Map<string, string>> {
    return this.inTransaction(
      (tx) => {
        const filled = new Map<string, string>();
        for (const row of tx.opened[0]?.rows ?? []) filled.set(String(row['id']), index.summaryText(JSON.parse(String(row['doc']))));
        tx.commitWith({ text: FILL_INDEX_SQL, values: [[...filled.keys()], [...filled.values()]] });
        return Promise.resolve(filled);
      },
      { opening: [{ text: FILL_GAMES_SQL, values: [ids] }] },
    );
  }

  async readArchive<R = unknown>(id: string): Promise<R[]> {
    const exported = await this.exportGame(id);
    return (exported?.archive ?? []) as R[];
  }

  async deleteGame(id: string): Promise<boolean> {
    this.assertOpen();
    assertGameId(id);
    return this.queue.run(gameKey(id), () =>
      this.inTransaction(
        (tx) => {
          this.cache.delete(id);
          this.committed.delete(id);
          // The index row stays, unknown, so that every reader sees the game go.
          tx.commitWith({ text: `WITH ${indexUpsert(4)} SELECT pg_notify($2, $3)`, values: [id, NOTICE_CHANNEL, noticePayload(this.schema, id), null] });
          return Promise.resolve(tx.opened[0]?.rowCount === 1);
        },
        // The history goes with it (ON DELETE CASCADE).
        { opening: [{ text: 'DELETE FROM games WHERE id = $1', values: [id] }] },
      ),
    );
  }

  async exportGame<G extends Versioned>(id: string): Promise<GameExport<G> | undefined> {
    this.assertOpen();
    assertGameId(id);
    return this.queue.run(gameKey(id), () =>
      this.inTransaction(
        (tx) => {
          const doc = textOf(tx.opened[0], 'doc');
          if (doc === undefined) return Promise.resolve(undefined);
          const archive = (tx.opened[1]?.rows ?? []).flatMap((entry) => JSON.parse(String(entry['records'])) as unknown[]);
          return Promise.resolve({ doc: JSON.parse(doc) as G, archive });
        },
        {
          readOnly: true,
          opening: [
            { text: 'SELECT doc FROM games WHERE id = $1', values: [id] },
            { text: 'SELECT records FROM game_history WHERE game = $1 AND records IS NOT NULL ORDER BY version', values: [id] },
          ],
        },
      ),
    );
  }

  async transactDoc<T extends object>(collection: Collection, id: string, fn: DocTransaction<T>): Promise<T | undefined> {
    this.assertOpen();
    assertCollection(collection);
    assertDocId(id);
    const notice = [DOC_NOTICE_CHANNEL, docNoticePayload(this.schema, collection, id)];
    return this.queue.run(`doc:${collection}:${id}`, () =>
      this.inTransaction(
        async (tx) => {
          const body = textOf(tx.opened[1], 'body');
          const change = await fn(body === undefined ? undefined : (JSON.parse(body) as T));
          if (change === null) return body === undefined ? undefined : (JSON.parse(body) as T);
          if ('delete' in change) {
            tx.commitWith({ text: `DELETE FROM ${collection} WHERE id = $1 RETURNING pg_notify($2, $3)`, values: [id, ...notice] });
            return undefined;
          }
          assertCollectionDoc(change.next, 'next');
          const text = JSON.stringify(change.next);
          tx.commitWith({
            text: `INSERT INTO ${collection} (id, body) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET body = excluded.body RETURNING pg_notify($3, $4)`,
            values: [id, text, ...notice],
          });
          return JSON.parse(text) as T;
        },
        {
          // A row lock cannot hold a document that does not exist yet; an advisory lock on its key can.
          opening: [
            { text: 'SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', values: [collection, id] },
            { text: `SELECT body FROM ${collection} WHERE id = $1`, values: [id] },
          ],
        },
      ),
    );
  }

  async readDoc<T extends object>(collection: Collection, id: string): Promise<T | undefined> {
    this.assertOpen();
    assertCollection(collection);
    assertDocId(id);
    const found = await this.read<{ body: string }>(`SELECT body FROM ${collection} WHERE id = $1`, [id]);
    const body = found.rows[0]?.body;
    return body === undefined ? undefined : (JSON.parse(body) as T);
  }

  async findDocs<T extends object>(collection: Collection, filter: EqualityFilter): Promise<FoundDoc<T>[]> {
    this.assertOpen();
    assertCollection(collection);
    assertFilter(filter);
    // Containment narrows the search through the index; the shared rule has the last word.
    const found = await this.read<{ id: string; body: string }>(`SELECT id, body FROM ${collection} WHERE doc @> $1::jsonb`, [
      JSON.stringify(filter),
    ]);
    return found.rows
      .map((row) => ({ id: row.id, doc: JSON.parse(row.body) as T }))
      .filter(({ doc }) => matchesFilter(doc, filter))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  async insertDoc<T extends object>(collection: Collection, doc: T): Promise<string> {
    this.assertOpen();
    assertCollection(collection);
    assertCollectionDoc(doc, 'doc');
    const text = JSON.stringify(doc);
    for (;;) {
      const id = newDocId();
      const inserted = await this.inTransaction((tx) => Promise.resolve(tx.opened[0]?.rowCount === 1), {
        opening: [
          {
            text: `WITH added AS (INSERT INTO ${collection} (id, body) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id)
             SELECT pg_notify($3, $4) FROM added`,
            values: [id, text, DOC_NOTICE_CHANNEL, docNoticePayload(this.schema, collection, id)],
          },
        ],
      });
      if (inserted) return id;
    }
  }

  /** Store.gameInUse: a row another transaction has locked is skipped, not waited for. */
  async gameInUse(gameId: string): Promise<boolean> {
    this.assertOpen();
    assertGameId(gameId);
    return this.inTransaction((tx) => Promise.resolve(tx.opened[0]?.rowCount !== 1 && tx.opened[1]?.rowCount === 1), {
      opening: [
        { text: 'SELECT 1 FROM games WHERE id = $1 FOR UPDATE SKIP LOCKED', values: [gameId] },
        { text: 'SELECT 1 FROM games WHERE id = $1', values: [gameId] },
      ],
    });
  }

  /** Hears of every commit to the game by any front end (NOTIFY); see Store.watchGame. */
  watchGame(gameId: string, onCommit: () => void): () => void {
    this.assertOpen();
    assertGameId(gameId);
    return this.notices.watch(gameId, onCommit);
  }

  /** Hears of every write to the collection by any front end (NOTIFY); see Store.watchCollection. */
  watchCollection(collection: Collection, onChange: (id: string) => void): () => void {
    this.assertOpen();
    assertCollection(collection);
    return this.notices.watchCollection(collection, onChange);
  }

  /** After watchGame or watchCollection: resolves once notices reach this process (for tests and the bench). */
  listening(): Promise<void> {
    return this.notices.listening();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.queue.drain();
    await this.notices.close();
    await this.pool.end();
  }

  /**
   * Runs `body` in one transaction on one connection: committed when it returns, rolled back when it
   * throws. Two round trips: BEGIN goes with the `opening` statements (their results are
   * `tx.opened`), and COMMIT with the statements `body` hands `tx.commitWith`. The pool's
   * connections are pipelined (`pipelined`): each statement is its own query with bound
   * parameters, all written before the first answer comes back.
   *
   * While the server is away (a restart), waits for it, up to reconnectMs, and runs the whole
   * transaction again, `body` included: a connection lost before COMMIT was sent committed
   * nothing. One lost while COMMIT was on its way may have committed or not; the transaction's id,
   * asked for in the BEGIN's round trip, settles it (pg_xact_status) once the server is back.
   * Read-only transactions need no id: whether or not theirs committed, running them again is right.
   */
  private async inTransaction<R>(body: (tx: Transaction) => Promise<R>, options: TransactionOptions = {}): Promise<R> {
    const giveUpAt = Date.now() + this.reconnectMs;
    for (let tries = 0; ; tries += 1) {
      const outcome = await this.tryTransaction(body, options).catch((error: unknown) => {
        throw outage(error, options.readOnly === true ? 'nothing' : 'no');
      });
      if (outcome.done) return outcome.result;
      const lost = outcome.error;
      if (this.closed) throw lost;
      if (Date.now() >= giveUpAt) throw outage(lost, outcome.unsure ? 'unknown' : options.readOnly === true ? 'nothing' : 'no');
      if (outcome.unsure && (await this.landed(outcome.unsure.xid, giveUpAt, lost))) return outcome.unsure.result;
      await pause(Math.min(50 * 2 ** tries, 1000));
    }
  }

  /**
   * One attempt. A lost connection comes back as its error, and when it was lost on COMMIT, with
   * what that COMMIT was to make and the transaction's id (`unsure`).
   */
  private async tryTransaction<R>(
    body: (tx: Transaction) => Promise<R>,
    options: TransactionOptions,
  ): Promise<{ done: true; result: R } | { done: false; error: unknown; unsure?: { result: R; xid: string } }> {
    const readOnly = options.readOnly ?? false;
    const begin = readOnly
      ? [{ text: 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY' }]
      : // The id is what tells a lost COMMIT's outcome.
        [{ text: 'BEGIN' }, { text: 'SELECT pg_current_xact_id()::text AS xid' }];
    const skip = begin.length;
    let opened: pg.QueryResult<Row>[] = [];
    const client = await this.untilServerAnswers(async () => {
      const candidate = await this.pool.connect();
      // A connection that dies while checked out says so by an 'error' event as well as by the
      // failed query, which is the one we act on.
      if (!candidate.listeners('error').includes(ignoreError)) candidate.on('error', ignoreError);
      try {
        opened = await pipelined(candidate, [...begin, ...(options.opening ?? [])]);
        return candidate;
      } catch (error) {
        // A statement of the opening failed: roll back, and keep the connection if it is sound.
        const sound = !isConnectionLost(error) && (await candidate.query('ROLLBACK').then(() => true, () => false));
        candidate.release(sound ? undefined : error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
    });
    const xid = readOnly ? undefined : textOf(opened[1], 'xid');
    let closing: Statement[] = [];
    const tx: Transaction = {
      opened: opened.slice(skip),
      commitWith: (...statements) => void (closing = statements),
    };
    let result: R;
    try {
      result = await body(tx);
    } catch (error) {
      await this.rollBack(client);
      if (isConnectionLost(error)) return { done: false, error };
      throw error;
    }
    try {
      await pipelined(client, [...closing, { text: 'COMMIT' }]);
    } catch (error) {
      if (isConnectionLost(error)) {
        client.release(error instanceof Error ? error : new Error(String(error)));
        return { done: false, error, ...(xid === undefined ? {} : { unsure: { result, xid } }) };
      }
      // The closing statement failed (a history row of that version already there, say): nothing committed.
      await this.rollBack(client);
      throw error;
    }
    client.release();
    return { done: true, result };
  }

  /** Rolls back and gives the connection back; one that cannot even roll back is dropped rather than reused. */
  private async rollBack(client: PoolClient): Promise<void> {
    let broken: Error | undefined;
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    client.release(broken);
  }

  /** Whether the transaction whose COMMIT was lost committed after all; waits for the server to say. */
  private async landed(xid: string, giveUpAt: number, lost: unknown): Promise<boolean> {
    for (;;) {
      const found = await this.untilServerAnswers(() => this.pool.query<{ status: string | null }>('SELECT pg_xact_status($1::xid8) AS status', [xid])).catch((error: unknown) => {
        throw outage(error, 'unknown');
      });
      const status = found.rows[0]?.status;
      if (status === 'committed') return true;
      if (status !== 'in progress') return false;
      // The server has not yet seen that the connection is gone.
      if (Date.now() >= giveUpAt) throw outage(lost, 'unknown');
      await pause(20);
    }
  }

  /** A read on its own: tried again, whole, while the server is away. */
  private read<R extends object>(text: string, values: unknown[] = []): Promise<pg.QueryResult<R>> {
    return this.untilServerAnswers(() => this.pool.query<R>(text, values)).catch((error: unknown) => {
      throw outage(error, 'nothing');
    });
  }

  private async untilServerAnswers<R>(attempt: () => Promise<R>): Promise<R> {
    const giveUpAt = Date.now() + this.reconnectMs;
    for (let tries = 0; ; tries += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (!isConnectionLost(error) || this.closed || Date.now() >= giveUpAt) throw error;
        await pause(Math.min(50 * 2 ** tries, 1000));
      }
    }
  }

  private assertOpen(): void {
    if (this.closed) throw new StoreClosedError();
  }
}

/** A lost connection, once the wait for the server is over, as the store's outage (other errors as they are). */
function outage(error: unknown, written: StoreOutageError['written']): unknown {
  return !(error instanceof StoreOutageError) && isConnectionLost(error) ? new StoreOutageError(written, error) : error;
}

/** The server went away or is not taking connections yet (shutting down, restarting, starting). */
function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code) || /^(08|57P0)/.test(code))) return true;
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(error.message);
}

function openPool(options: PgStoreOptions): { pool: Pool; schema: string; config: pg.ClientConfig } {
  const { schema, ...config } = poolConfig(options);
  // Pipelined: a transaction's statements go out together, one round trip (pipelined()).
  const pool = new pg.Pool({ ...config, pipeline: true });
  // An idle connection the server dropped: the pool forgets it, and the next query opens another.
  pool.on('error', () => undefined);
  return { pool, schema, config };
}

/** Errors that mean "no server to be had" become one plain line naming the server (never its password). */
function unavailable(url: string, error: unknown): unknown {
  if (!(error instanceof Error) || error.name === 'SchemaTooNewError') return error;
  const code = (error as { code?: unknown }).code;
  const where = `PostgreSQL at ${redactUrl(url)}`;
  if (code === '28P01' || code === '28000') return new StoreUnavailableError(`${where} refused the log-in: ${error.message}`, { cause: error });
  // pg's words when the server asks for a password and the client has none to give.
  if (/client password must be a string|password must be a string/i.test(error.message)) {
    return new StoreUnavailableError(`${where} asks for a password and none was given (the URL, ${PASSWORD_ENV} or passwordFile)`, { cause: error });
  }
  // Beyond a lost connection: a host that does not resolve or route, no such database.
  const refused = typeof code === 'string' && (/^E[A-Z]+$/.test(code) || code === '3D000');
  if (!refused && !isConnectionLost(error)) return error;
  return new StoreUnavailableError(`${where} is unreachable: ${error.message}`, { cause: error });
}

type Row = Record<string, unknown>;

interface Transaction {
  /** The results of the opening statements, in order. */
  readonly opened: readonly pg.QueryResult<Row>[];
  /** The statements to run in COMMIT's round trip, just before it (the last call wins). */
  commitWith(...statements: Statement[]): void;
}

/** One statement; values are bound to $1, $2, ... (the collection tables' names alone are written in, from COLLECTIONS). */
interface Statement {
  text: string;
  values?: readonly (string | number | null | readonly string[])[];
  /** Kept prepared on each connection under this name (parsed and planned once): for the statements of every commit. */
  name?: string;
}

interface TransactionOptions {
  readOnly?: boolean;
  /** Statements run in BEGIN's round trip. */
  opening?: Statement[];
}

/**
 * Statements on a pipelined connection: each is sent at once, without waiting for the one before
 * it to be answered, so they cost one round trip together, as one simple query of several
 * statements did (which cannot take bound parameters). Each has its own Sync: one that fails
 * aborts the transaction, and the ones after it fail too (COMMIT then rolls back). Every answer is
 * awaited before the first failure is thrown, so the connection is idle again.
 */
async function pipelined(client: PoolClient, statements: readonly Statement[]): Promise<pg.QueryResult<Row>[]> {
  // Each query is written as it is made: corked, they leave in one write instead of one each.
  const socket = (client as Partial<pg.Client>).connection?.stream;
  socket?.cork();
  let sent: Promise<pg.QueryResult<Row>>[];
  try {
    sent = statements.map((statement) =>
      client.query<Row>({ text: statement.text, ...(statement.values === undefined ? {} : { values: [...statement.values] }), ...(statement.name === undefined ? {} : { name: statement.name }) }),
    );
  } finally {
    socket?.uncork();
  }
  const settled = await Promise.allSettled(sent);
  const results: pg.QueryResult<Row>[] = [];
  for (const outcome of settled) {
    if (outcome.status === 'rejected') throw outcome.reason;
    results.push(outcome.value);
  }
  return results;
}

/** A text column of a result's first row, or undefined when there is no row. */
function textOf(result: pg.QueryResult<Row> | undefined, column: string): string | undefined {
  const value = result?.rows[0]?.[column];
  return value === undefined || value === null ? undefined : String(value);
}

function ignoreError(): void {}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function gameKey(id: string): string {
  return `game:${id}`;
}
