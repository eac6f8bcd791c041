// The game index on PostgreSQL (issue #16): the lobby, `mine`, `create`, `maint` and `list` read the
// summaries kept with each commit, and then only the games they point at, as on NeDB; what one
// front end commits is in the other's next read, whatever order the commits land in.
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/config.js';
import type { GameDoc } from '../../src/service/game-doc.js';
import { summarizeGame } from '../../src/service/lobby-index.js';
import { ArkhamService } from '../../src/service/service.js';
import { MIGRATIONS, migrate } from '../../src/store/pg/migrations.js';
import { poolConfig } from '../../src/store/pg/pg-connection.js';
import { INDEX_CHANGES_SQL } from '../../src/store/pg/pg-game-index.js';
import { PgStore } from '../../src/store/pg/pg-store.js';
import type { Store } from '../../src/store/store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { shippedContent } from '../service/helpers/game-fixture.js';
import { pgSchema, pgUrl } from './fixtures/adapters.js';
import { countingGameReads } from '../support/counted-reads.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Db = Awaited<ReturnType<typeof pgSchema>>;

async function database(): Promise<Db> {
  const db = await pgSchema();
  cleanups.push(db.drop);
  return db;
}

/** A front end: its own PgStore on the database (keeping the index unless told not to), the service over it, counting game reads. */
async function frontEnd(db: Db, prefix: string, options: { index?: boolean } = {}) {
  const store = await PgStore.open({ url: db.url, schema: db.schema, ...(options.index === false ? {} : { summarize: summarizeGame }) });
  cleanups.push(() => store.close());
  const { store: counted, reads } = countingGameReads(store);
  let made = 0;
  const clock = new FakeClock();
  const service = new ArkhamService({ store: counted, content: shippedContent(), clock, logger: silentLogger, config: defaultConfig(), newGameId: () => `${prefix}${(made += 1)}`, newSeed: () => 'fixed-seed' });
  return { store, games: service.games, clock, reads };
}

/** Ends a game as the store sees it. */
async function finish(store: Store, id: string): Promise<void> {
  await store.transactGame<GameDoc>(id, (current) => ({ next: { ...current, version: current.version + 1, status: 'over', endedAt: 1, hallRecorded: true } }));
}

async function sql<R extends object>(db: Db, text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query(`SET search_path TO ${db.schema}`);
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const ids = (games: readonly { id: string }[]): string[] => games.map((game) => game.id).sort();

describe.skipIf(pgUrl() === '')('the game index on PostgreSQL', () => {
  it('points the lobby at the live games and the player’s latest finished ones only, and is written only when a summary changes', async () => {
    const db = await database();
    const { store, games, clock, reads } = await frontEnd(db, 'g');
    for (let n = 0; n < 12; n += 1) {
      await games.create('Ann', { title: `Table ${n}` });
      clock.advance(1000);
    }
    await games.create('Bob', { title: 'Bob’s' });
    for (let n = 1; n <= 11; n += 1) await finish(store, `g${n}`);
    const before = await sql<{ id: string; xid: string }>(db, 'SELECT id, xid::text FROM game_index ORDER BY id');
    // A commit that leaves the summary as it was does not touch the index.
    await store.transactGame<GameDoc>('g12', (current) => ({ next: { ...current, version: current.version + 1, title: 'Renamed' } }));
    expect(await sql(db, 'SELECT id, xid::text FROM game_index ORDER BY id')).toEqual(before);

    reads.length = 0;
    const lobby = await games.lobby('Ann', 3);
    expect(ids(lobby.games)).toEqual(['g10', 'g11', 'g12', 'g13', 'g9']);
    expect(lobby.damaged).toEqual([]);
    // The live two and Ann's three latest finished: none of the other eight finished games.
    expect(reads.sort()).toEqual(['g10', 'g11', 'g12', 'g13', 'g9']);
    expect(ids(await games.gamesOf('Ann'))).toEqual(['g12']);
    expect(ids(await games.gamesOf('Bob'))).toEqual(['g13']);
    // The same map comes back while nothing changed, so the service sorts it once.
    expect(await store.readGameIndex()).toBe(await store.readGameIndex());
  });

  it('is shared: what another front end creates, joins, finishes or deletes is in the next lobby', async () => {
    const db = await database();
    const first = await frontEnd(db, 'a');
    const second = await frontEnd(db, 'b');
    await first.games.create('Ann', { title: 'First' });
    expect(ids((await first.games.lobby('Ann', 3)).games)).toEqual(['a1']);
    await second.games.create('Bob', { title: 'Second' });
    await second.games.join('a1', 'Bob');
    expect(ids((await first.games.lobby('Bob', 3)).games)).toEqual(['a1', 'b1']);
    expect(ids(await first.games.gamesOf('Bob'))).toEqual(['a1', 'b1']);
    await finish(second.store, 'b1');
    await second.store.deleteGame('a1');
    expect(ids((await first.games.lobby('Bob', 3)).games)).toEqual(['b1']);
    expect(await first.games.gamesOf('Bob')).toEqual([]);
    expect([...((await first.store.readGameIndex())?.keys() ?? [])]).toEqual(['b1']);
  });

  it('misses no commit that lands after a later one: a reader in between still sees it next time', async () => {
    const db = await database();
    const writer = await frontEnd(db, 'w');
    const reader = await frontEnd(db, 'r');
    await writer.games.create('Ann', { title: 'Slow' });
    await writer.games.create('Ann', { title: 'Quick' });
    expect([...((await reader.store.readGameIndex())?.keys() ?? [])].sort()).toEqual(['w1', 'w2']);
    // w1's transaction begins first (its id is the older one) and commits last.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let begun: () => void = () => undefined;
    const inside = new Promise<void>((resolve) => (begun = resolve));
    const slow = writer.store.transactGame<GameDoc>('w1', async (current) => {
      begun();
      await held;
      return { next: { ...current, version: current.version + 1, status: 'over', endedAt: 2, hallRecorded: true } };
    });
    await inside;
    await finish(writer.store, 'w2');
    const between = await reader.store.readGameIndex();
    expect(between?.get('w2')).toMatchObject({ status: 'over' });
    expect(between?.get('w1')).toMatchObject({ status: 'open' });
    release();
    await slow;
    expect((await reader.store.readGameIndex())?.get('w1')).toMatchObject({ status: 'over' });
  });

  it('a game written by a store that keeps no summary (store copy, a tool) is summarized by the next reader', async () => {
    const db = await database();
    const keeper = await frontEnd(db, 'k');
    const tool = await frontEnd(db, 't', { index: false });
    expect(await tool.store.readGameIndex()).toBeUndefined();
    await keeper.games.create('Ann', { title: 'Kept' });
    expect((await keeper.store.readGameIndex())?.get('k1')).toMatchObject({ status: 'open' });
    await tool.games.create('Ann', { title: 'Unindexed' });
    await finish(tool.store, 'k1');
    expect(await sql(db, 'SELECT id FROM game_index WHERE summary IS NULL ORDER BY id')).toEqual([{ id: 'k1' }, { id: 't1' }]);
    const index = await keeper.store.readGameIndex();
    expect(index?.get('k1')).toMatchObject({ status: 'over', settled: true });
    expect(index?.get('t1')).toMatchObject({ status: 'open', players: ['Ann'] });
    expect(await sql(db, 'SELECT id FROM game_index WHERE summary IS NULL')).toEqual([]);
    expect(ids((await keeper.games.lobby('Ann', 3)).games)).toEqual(['k1', 't1']);
  });

  it('a read fetches what changed through the xid index, not by reading the whole table', async () => {
    const db = await database();
    const { store } = await frontEnd(db, 'x');
    await sql(db, `INSERT INTO game_index (id, summary) SELECT 'old' || n, '{}' FROM generate_series(1, 5000) AS n`);
    await sql(db, 'ANALYZE game_index');
    await store.readGameIndex();
    const plan = await sql<{ 'QUERY PLAN': string }>(db, `EXPLAIN ${INDEX_CHANGES_SQL}`, [String((await sql<{ xmin: string }>(db, 'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin'))[0]?.xmin)]);
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('game_index_xid');
  });

  it('migration 3 indexes the games of a database from before it: they start unknown and the first reader summarizes them', async () => {
    const db = await database();
    const pool = new pg.Pool(poolConfig({ ...db, env: {} }));
    try {
      await migrate(pool, db.schema, MIGRATIONS.filter((migration) => migration.version < 3));
    } finally {
      await pool.end();
    }
    const old = await sampleDoc();
    await sql(db, `INSERT INTO games (id, version, doc) VALUES ('old1', $1, $2)`, [old.version, JSON.stringify(old)]);
    await sql(db, `INSERT INTO game_history (game, version) VALUES ('old1', $1)`, [old.version]);
    const { store, games } = await frontEnd(db, 'n');
    expect(await sql(db, 'SELECT id, summary FROM game_index')).toEqual([{ id: 'old1', summary: null }]);
    expect((await store.readGameIndex())?.get('old1')).toMatchObject({ status: 'open', players: ['Ann'] });
    expect(ids(await games.gamesOf('Ann'))).toEqual(['old1']);
  });
});

/** A real game document, made through the service on a store of its own. */
async function sampleDoc(): Promise<GameDoc> {
  const db = await database();
  const { store, games } = await frontEnd(db, 's');
  await games.create('Ann', { title: 'Old' });
  const doc = await store.readGame<GameDoc>('s1');
  if (!doc) throw new Error('no sample game');
  return { ...doc, id: 'old1' };
}
