// What only the PostgreSQL store has: migrations, a schema from the future, an unreachable server,
// the password kept out of sight, and two front ends (two PgStores) on one database.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/config.js';
import { parseConfig } from '../../src/config/config-schema.js';
import { MIGRATIONS, SCHEMA_VERSION, migrate } from '../../src/store/pg/migrations.js';
import { PASSWORD_ENV, poolConfig, redactUrl } from '../../src/store/pg/pg-connection.js';
import { SchemaTooNewError, StoreUnavailableError } from '../../src/store/pg/pg-errors.js';
import { pgStoreOptions } from '../../src/store/open-store.js';
import { PgStore } from '../../src/store/pg/pg-store.js';
import type { Store } from '../../src/store/store.js';
import { findPgBin, startServer, startThrowaway, stopServer, stopThrowaway } from '../../scripts/pg-throwaway.js';
import { runCli } from '../support/cli-run.js';
import { pgSchema, pgUrl } from './fixtures/adapters.js';

interface Tally {
  version: number;
  answers: string[];
}

const newHome = (): string => mkdtempSync(join(tmpdir(), 'ad-pg-'));

/** A loopback port nobody listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}

describe('PostgreSQL connection settings', () => {
  it('takes the password from a file first, then from ARKHAM_PG_PASSWORD, else from the URL', () => {
    const home = newHome();
    const file = join(home, 'pg-password');
    writeFileSync(file, 'from-file\nsecond line\n');
    const url = 'postgres://door@db.example:5432/arkham';
    // pg takes the URL's password over a `password` option, so the password goes into the URL.
    const passwordIn = (config: { connectionString?: string }): string => decodeURIComponent(new URL(config.connectionString ?? '').password);
    expect(passwordIn(poolConfig({ url, passwordFile: file, env: { [PASSWORD_ENV]: 'from-env' } }))).toBe('from-file');
    expect(passwordIn(poolConfig({ url, env: { [PASSWORD_ENV]: 'from-env' } }))).toBe('from-env');
    expect(passwordIn(poolConfig({ url: 'postgres://door:in-url@db.example/arkham', env: { [PASSWORD_ENV]: 'from-env' } }))).toBe('from-env');
    expect(poolConfig({ url, env: {} }).connectionString).toBe(url);
    expect(poolConfig({ url, schema: 'board_two', env: {} }).options).toBe('-c search_path=board_two');
    expect(() => poolConfig({ url, schema: 'x; DROP TABLE games', env: {} })).toThrow(/bad schema name/);
    // A relative passwordFile in the config is in --home.
    const fromConfig = pgStoreOptions(home, { kind: 'postgres', url, passwordFile: 'pg-password' });
    expect(passwordIn(poolConfig({ ...fromConfig, env: {} }))).toBe('from-file');
  });

  it('never shows a password in a URL it prints', () => {
    expect(redactUrl('postgres://door:hunter2@db.example:5432/arkham?sslmode=require')).toBe('postgres://door:***@db.example:5432/arkham');
    expect(redactUrl('postgres://door@db.example/arkham')).toBe('postgres://door@db.example/arkham');
    expect(redactUrl('not a url hunter2')).not.toContain('hunter2');
  });

  it('the config takes a postgres store block and refuses a bad one', () => {
    const good = { store: { kind: 'postgres', url: 'postgres://door@127.0.0.1:5432/arkham', schema: 'board', passwordFile: '/etc/pw', poolSize: 20 } };
    expect(parseConfig(JSON.stringify(good), 'cfg.json').store).toEqual(good.store);
    expect(parseConfig('{}', 'cfg.json').store).toEqual({ kind: 'nedb' });
    for (const store of [{ kind: 'postgres', url: 'mysql://x' }, { kind: 'postgres' }, { kind: 'oracle' }, { kind: 'nedb', url: 'postgres://x' }]) {
      expect(() => parseConfig(JSON.stringify({ store }), 'cfg.json')).toThrow(ConfigError);
    }
  });

  it('an unreachable server is one line and exit 2, naming the server but not the password', async () => {
    const port = await closedPort();
    const url = `postgres://door:hunter2@127.0.0.1:${port}/arkham`;
    await expect(PgStore.open({ url, env: {} })).rejects.toBeInstanceOf(StoreUnavailableError);
    const home = newHome();
    writeFileSync(join(home, 'arkham-door.json'), JSON.stringify({ store: { kind: 'postgres', url } }));
    for (const args of [['store', 'migrate', '--home', home], ['maint', '--home', home]]) {
      const { code, err } = await runCli(args);
      expect(code).toBe(2);
      expect(err.trimEnd().split('\n')).toHaveLength(1);
      expect(err).toContain(`PostgreSQL at postgres://door:***@127.0.0.1:${port}/arkham is unreachable`);
      expect(err).not.toContain('hunter2');
    }
  });

  it('store migrate on NeDB says there is nothing to do', async () => {
    const { code, out } = await runCli(['store', 'migrate', '--home', newHome()]);
    expect(code).toBe(0);
    expect(out).toBe('store: NeDB files need no migrations\n');
  });
});

describe.skipIf(pgUrl() === '')('PostgreSQL store on a server', () => {
  const cleanups: (() => Promise<void>)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function schema(): Promise<{ url: string; schema: string }> {
    const db = await pgSchema();
    cleanups.push(db.drop);
    return db;
  }

  async function open(db: { url: string; schema: string }): Promise<Store> {
    const store = await PgStore.open(db);
    cleanups.push(() => store.close());
    return store;
  }

  async function sql<R extends object>(db: { url: string; schema: string }, text: string, values: unknown[] = []): Promise<R[]> {
    const client = new pg.Client({ connectionString: db.url, options: `-c search_path=${db.schema}` });
    await client.connect();
    try {
      return (await client.query<R>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  it('migrates a new schema once; the next start and store migrate find it current', async () => {
    const db = await schema();
    await open(db);
    await open(db);
    expect(await sql(db, 'SELECT version FROM arkham_migrations ORDER BY version')).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
    expect(await PgStore.migrateOnly(db)).toEqual({ from: SCHEMA_VERSION, to: SCHEMA_VERSION });
    // Migration 2: snapshots are compressed with lz4 where the server has it (Debian's PostgreSQL 15 does).
    const lz4 = await sql(db, "SET default_toast_compression = 'lz4'").then(() => true, () => false);
    if (lz4) {
      const columns = await sql<{ attname: string; attcompression: string }>(
        db,
        "SELECT attname, attcompression FROM pg_attribute WHERE attrelid = 'games'::regclass AND attname = 'doc'",
      );
      expect(columns).toEqual([{ attname: 'doc', attcompression: 'l' }]);
    }
    const home = newHome();
    writeFileSync(join(home, 'arkham-door.json'), JSON.stringify({ store: { kind: 'postgres', ...db } }));
    const { code, out } = await runCli(['store', 'migrate', '--home', home]);
    expect(code).toBe(0);
    expect(out).toContain(`is at schema version ${SCHEMA_VERSION}`);
  });

  it('applies a later migration on top of the released ones', async () => {
    const db = await schema();
    await open(db);
    const next = { version: SCHEMA_VERSION + 1, name: 'a test column', sql: 'ALTER TABLE games ADD COLUMN note text' };
    const pool = new pg.Pool(poolConfig({ ...db, env: {} }));
    try {
      expect(await migrate(pool, db.schema, [...MIGRATIONS, next])).toEqual({ from: SCHEMA_VERSION, to: SCHEMA_VERSION + 1 });
    } finally {
      await pool.end();
    }
    expect(await sql(db, "SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'games' AND column_name = 'note'", [db.schema])).toHaveLength(1);
  });

  it('refuses a schema newer than the code, with one line and exit 2', async () => {
    const db = await schema();
    await open(db);
    await sql(db, "INSERT INTO arkham_migrations (version, name) VALUES ($1, 'from the future')", [SCHEMA_VERSION + 5]);
    await expect(PgStore.open(db)).rejects.toBeInstanceOf(SchemaTooNewError);
    const home = newHome();
    writeFileSync(join(home, 'arkham-door.json'), JSON.stringify({ store: { kind: 'postgres', ...db } }));
    const { code, err } = await runCli(['maint', '--home', home]);
    expect(code).toBe(2);
    expect(err).toBe(`arkham-door maint: the database schema is at version ${SCHEMA_VERSION + 5}, newer than this arkham-door knows (${SCHEMA_VERSION}): upgrade arkham-door\n`);
  });

  it('two front ends on one game: every answer once, versions 1..N without a gap', async () => {
    const db = await schema();
    const [a, b] = [await open(db), await open(db)];
    await a.createGame<Tally>('shared', { version: 0, answers: [] });
    const play = (store: Store, who: string) =>
      Array.from({ length: 40 }, (_, i) =>
        store.transactGame<Tally>('shared', (current) => ({
          next: { version: current.version + 1, answers: [...current.answers, `${who}${i}`] },
          archive: [`${who}${i}`],
        })),
      );
    await Promise.all([...play(a, 'a'), ...play(b, 'b')]);
    const final = await b.readGame<Tally>('shared');
    expect(final?.version).toBe(80);
    expect(new Set(final?.answers).size).toBe(80);
    expect((await a.readArchive<string>('shared')).sort()).toEqual([...(final?.answers ?? [])].sort());
    const versions = await sql<{ version: number }>(db, "SELECT version FROM game_history WHERE game = 'shared' ORDER BY version");
    expect(versions.map((row) => row.version)).toEqual(Array.from({ length: 81 }, (_, i) => i));
  });

  it('the history key refuses a second commit of the same version', async () => {
    const db = await schema();
    const store = await open(db);
    await store.createGame<Tally>('g', { version: 0, answers: [] });
    await store.transactGame<Tally>('g', (current) => ({ next: { ...current, version: 1 } }));
    await expect(sql(db, "INSERT INTO game_history (game, version) VALUES ('g', 1)")).rejects.toMatchObject({ code: '23505' });
  });

  it('a reader on one front end sees the other front end commit, and a deleted game go', async () => {
    const db = await schema();
    const [a, b] = [await open(db), await open(db)];
    await a.createGame<Tally>('g', { version: 0, answers: [] });
    const first = await b.readGame<Tally>('g');
    expect(await b.readGame<Tally>('g')).toBe(first);
    await a.transactGame<Tally>('g', (current) => ({ next: { version: 1, answers: [...current.answers, 'x'] } }));
    expect(await b.readGame<Tally>('g')).toEqual({ version: 1, answers: ['x'] });
    await a.deleteGame('g');
    await a.createGame<Tally>('g', { version: 1, answers: ['other'] });
    expect(await b.readGame<Tally>('g')).toEqual({ version: 1, answers: ['other'] });
  });

  it('a front end committing again works on what the other front end committed meanwhile, and on a game re-created at the same version', async () => {
    const db = await schema();
    const [a, b] = [await open(db), await open(db)];
    const answer = (store: Store, word: string): Promise<Tally> =>
      store.transactGame<Tally>('g', (current) => ({ next: { version: current.version + 1, answers: [...current.answers, word] } }));
    await a.createGame<Tally>('g', { version: 0, answers: [] });
    await answer(a, 'a1');
    await answer(a, 'a2');
    await answer(b, 'b3');
    expect(await answer(a, 'a4')).toEqual({ version: 4, answers: ['a1', 'a2', 'b3', 'a4'] });
    await b.deleteGame('g');
    await b.createGame<Tally>('g', { version: 4, answers: ['other'] });
    expect(await answer(a, 'a5')).toEqual({ version: 5, answers: ['other', 'a5'] });
    expect(JSON.parse((await sql<{ doc: string }>(db, "SELECT doc FROM games WHERE id = 'g'"))[0]?.doc ?? 'null')).toEqual({ version: 5, answers: ['other', 'a5'] });
  });

  it('two front ends incrementing one document lose nothing', async () => {
    const db = await schema();
    const [a, b] = [await open(db), await open(db)];
    const bump = (store: Store) =>
      Array.from({ length: 25 }, () => store.transactDoc<{ n: number }>('news', 'counter', (current) => ({ next: { n: (current?.n ?? 0) + 1 } })));
    await Promise.all([...bump(a), ...bump(b)]);
    expect(await a.readDoc('news', 'counter')).toEqual({ n: 50 });
  });

  it('300 callers at once on a pool of 5 connections: every operation waits its turn and none fails', async () => {
    const db = await schema();
    const store = await PgStore.open({ ...db, poolSize: 5 });
    cleanups.push(() => store.close());
    await store.createGame<Tally>('busy', { version: 0, answers: [] });
    const callers = Array.from({ length: 300 }, async (_, i) => {
      await store.readGame('busy');
      await store.transactDoc('presence', `caller${i}`, () => ({ next: { at: i } }));
      await store.findDocs('presence', { at: i });
      return store.transactGame<Tally>('busy', (current) => ({ next: { version: current.version + 1, answers: [...current.answers, `c${i}`] } }));
    });
    await Promise.all(callers);
    expect((await store.readGame<Tally>('busy'))?.version).toBe(300);
    expect(await store.findDocs('presence', {})).toHaveLength(300);
  });

  it('finds mail through the index, not by reading the whole table', async () => {
    const db = await schema();
    const store = await open(db);
    for (let i = 0; i < 30; i += 1) await store.insertDoc('mail', { kind: 'mail', to: `p${i % 3}`, body: `${i}` });
    expect(await store.findDocs('mail', { kind: 'mail', to: 'p1' })).toHaveLength(10);
    const client = new pg.Client({ connectionString: db.url, options: `-c search_path=${db.schema}` });
    await client.connect();
    try {
      await client.query('SET enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT id, body FROM mail WHERE doc @> '{"kind":"mail","to":"p1"}'::jsonb`);
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('mail_doc');
    } finally {
      await client.end();
    }
  });
});

describe.skipIf(findPgBin() === undefined)('PostgreSQL store across a server restart', () => {
  it('operations made while the server restarts wait for it and go on; nothing committed is lost', async () => {
    // A cluster of this test's own: the run's shared one must stay up for the other tests.
    const cluster = await startThrowaway({ ownerPid: process.pid });
    let store: PgStore | undefined;
    try {
      store = await PgStore.open({ url: cluster.url, schema: 'restart', reconnectMs: 20_000 });
      await store.createGame<Tally>('g', { version: 0, answers: [] });
      for (const text of ['a', 'b', 'c']) {
        await store.transactGame<Tally>('g', (current) => ({ next: { version: current.version + 1, answers: [...current.answers, text] } }));
      }
      stopServer(cluster.dir);
      // Down for half a second of real time, as in a restart, while the operations below try to get through.
      const restarted = new Promise<void>((resolve, reject) =>
        setTimeout(() => {
          try {
            startServer(cluster.dir, cluster.port);
            resolve();
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        }, 500),
      );
      const during = await Promise.all([
        store.transactGame<Tally>('g', (current) => ({ next: { version: current.version + 1, answers: [...current.answers, 'during'] } })),
        // A read of a document no one writes: one racing the write below may come back either side of it.
        store.readDoc('news', 'unwritten'),
        store.transactDoc('news', 'n', () => ({ next: { text: 'written across the restart' } })),
        store.listGames(),
      ]);
      await restarted;
      expect(during).toEqual([{ version: 4, answers: ['a', 'b', 'c', 'during'] }, undefined, { text: 'written across the restart' }, ['g']]);
      const reopened = await PgStore.open({ url: cluster.url, schema: 'restart' });
      try {
        expect(await reopened.readGame('g')).toEqual({ version: 4, answers: ['a', 'b', 'c', 'during'] });
        expect(await reopened.readDoc('news', 'n')).toEqual({ text: 'written across the restart' });
      } finally {
        await reopened.close();
      }
    } finally {
      await store?.close();
      stopThrowaway(cluster.dir);
    }
  }, 60_000);

  it('a transaction whose connection drops after BEGIN runs again on the restarted server and commits once', async () => {
    const cluster = await startThrowaway({ ownerPid: process.pid });
    const store = await PgStore.open({ url: cluster.url, schema: 'dropped', reconnectMs: 20_000 });
    try {
      await store.createGame<Tally>('g', { version: 0, answers: [] });
      let open: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (open = resolve));
      let calls = 0;
      let inside: () => void = () => undefined;
      const begun = new Promise<void>((resolve) => (inside = resolve));
      const committed = store.transactGame<Tally>('g', async (current) => {
        calls += 1;
        inside();
        await gate;
        return { next: { version: current.version + 1, answers: [...current.answers, 'x'] } };
      });
      await begun;
      // The row is locked and the transaction open when the server goes down under it.
      stopServer(cluster.dir);
      open();
      await new Promise((resolve) => setTimeout(resolve, 300));
      startServer(cluster.dir, cluster.port);
      expect(await committed).toEqual({ version: 1, answers: ['x'] });
      expect(calls).toBe(2);
      expect(await store.readGame('g')).toEqual({ version: 1, answers: ['x'] });
    } finally {
      await store.close();
      stopThrowaway(cluster.dir);
    }
  }, 60_000);

  it('writers committing through two restarts all go on: every acknowledged answer is there once, versions without a gap', async () => {
    const cluster = await startThrowaway({ ownerPid: process.pid });
    const stores = [
      await PgStore.open({ url: cluster.url, schema: 'busy', reconnectMs: 20_000, poolSize: 4 }),
      await PgStore.open({ url: cluster.url, schema: 'busy', reconnectMs: 20_000, poolSize: 4 }),
    ];
    try {
      await stores[0]?.createGame<Tally>('g', { version: 0, answers: [] });
      let stop = false;
      const acknowledged: string[] = [];
      const writers = Array.from({ length: 8 }, async (_, writer) => {
        const store = stores[writer % 2];
        if (!store) throw new Error('no store');
        for (let n = 0; !stop; n += 1) {
          const answer = `w${writer}-${n}`;
          await store.transactGame<Tally>('g', (current) => ({ next: { version: current.version + 1, answers: [...current.answers, answer] } }));
          acknowledged.push(answer);
        }
      });
      for (let restart = 0; restart < 2; restart += 1) {
        await new Promise((resolve) => setTimeout(resolve, 400));
        stopServer(cluster.dir);
        await new Promise((resolve) => setTimeout(resolve, 200));
        startServer(cluster.dir, cluster.port);
      }
      await new Promise((resolve) => setTimeout(resolve, 400));
      stop = true;
      await Promise.all(writers);
      const game = await stores[1]?.readGame<Tally>('g');
      expect(game?.version).toBe(game?.answers.length);
      expect(new Set(game?.answers).size).toBe(game?.answers.length);
      expect([...(game?.answers ?? [])].sort()).toEqual([...acknowledged].sort());
      expect(acknowledged.length).toBeGreaterThan(8);
    } finally {
      for (const store of stores) await store.close();
      stopThrowaway(cluster.dir);
    }
  }, 90_000);

  it('gives up with a store outage, saying what became of the change, once reconnectMs has passed', async () => {
    const cluster = await startThrowaway({ ownerPid: process.pid });
    try {
      const store = await PgStore.open({ url: cluster.url, schema: 'gone', reconnectMs: 300 });
      await store.createGame<Tally>('g', { version: 0, answers: [] });
      stopServer(cluster.dir);
      await expect(store.readGame('g')).rejects.toMatchObject({ name: 'StoreOutageError', written: 'nothing', cause: { code: 'ECONNREFUSED' } });
      await expect(store.transactGame<Tally>('g', (current) => ({ next: { version: current.version + 1, answers: ['lost'] } }))).rejects.toMatchObject({ name: 'StoreOutageError', written: 'no' });
      await expect(store.transactDoc('news', 'n', () => ({ next: { text: 'not written' } }))).rejects.toMatchObject({ name: 'StoreOutageError', written: 'no' });
      await store.close();
    } finally {
      stopThrowaway(cluster.dir);
    }
  }, 30_000);
});
