// The lobby and a log-in on PostgreSQL at two sizes (issue #16), as lobby.ts and login.ts measure
// them on NeDB: a player's lobby at 10 and 5,000 games (one running, the rest copies of it
// finished with the player in each, so the board looks like one that has played thousands), read
// by a warm front end through the game index; and a log-in on one front end just after another
// front end logged someone in, at 10 and 10,000 accounts. Each size has a schema of its own on the
// bench's cluster (pg-cluster.ts). Alone: `npx tsx scripts/bench/pg-lobby-login.ts [--quick]`.
import { join } from 'node:path';
import pg from 'pg';
import { defaultConfig } from '../../src/config/config.js';
import { loadContent } from '../../src/rulesets/classic/content/load.js';
import { Accounts } from '../../src/service/accounts/accounts.js';
import type { GameDoc } from '../../src/service/game-doc.js';
import { GameService } from '../../src/service/game-service.js';
import { summarizeGame } from '../../src/service/lobby-index.js';
import { poolConfig } from '../../src/store/pg/pg-connection.js';
import { PgStore } from '../../src/store/pg/pg-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { FINISHED_APART_MS, LIVE_GAME } from '../../tests/service/helpers/finished-board.js';
import { onBenchPg } from './pg-cluster.js';
import { median, round } from './stats.js';

const content = loadContent(join(import.meta.dirname, '..', '..', 'data'));
const CHEAP = { scrypt: { N: 16, r: 1, p: 1, keyLength: 32, saltBytes: 16 } };
const PASSWORD = 'a long enough secret';
/** Creates in flight at once while the board is written. */
const WRITING = 16;

let schemas = 0;
function target(url: string): { url: string; schema: string } {
  return { url, schema: `bench_ll_${process.pid}_${(schemas += 1)}` };
}

/** One statement in the schema, outside the store. */
async function sql(db: { url: string; schema: string }, text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client(poolConfig(db));
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

const dropSchema = (db: { url: string; schema: string }): Promise<void> => sql(db, `DROP SCHEMA IF EXISTS ${db.schema} CASCADE`);

/** One size, ready: `once` times one visit (or log-in), `close` drops its schema. */
interface Sized {
  once(): Promise<number>;
  close(): Promise<void>;
}

/** The two sizes taken in turns, so that a machine busy with other work slows both alike; the medians. */
async function sideBySide(small: Sized, large: Sized, runs: number): Promise<[number, number]> {
  try {
    await small.once();
    await large.once();
    const [smalls, larges]: [number[], number[]] = [[], []];
    for (let run = 0; run < runs; run += 1) {
      // Which goes first swaps each run.
      if (run % 2 === 0) smalls.push(await small.once());
      larges.push(await large.once());
      if (run % 2 === 1) smalls.push(await small.once());
    }
    return [median(smalls), median(larges)];
  } finally {
    await small.close();
    await large.close();
  }
}

async function lobbyBoard(url: string, games: number): Promise<Sized> {
  const db = target(url);
  const clock = new FakeClock(Date.UTC(2026, 11, 1));
  const store = await PgStore.open({ ...db, summarize: summarizeGame });
  const config = { ...defaultConfig(), game: { ...defaultConfig().game, maxGames: games + 1 } };
  const service = new GameService({ store, content, clock, logger: silentLogger, config, newGameId: () => LIVE_GAME });
  const close = async (): Promise<void> => {
    await store.close();
    await dropSchema(db);
  };
  try {
    await service.create('Ann', { maxPlayers: 2 });
    await service.start(LIVE_GAME, 'Ann', { fillWithBots: true });
    const live = await store.readGame<GameDoc>(LIVE_GAME);
    if (!live) throw new Error('the bench game is missing');
    const started = clock.now();
    for (let first = 1; first < games; first += WRITING) {
      const batch = Array.from({ length: Math.min(WRITING, games - first) }, (_, i) => first + i);
      await Promise.all(
        batch.map((n) => store.createGame<GameDoc>(`old${n}`, { ...live, id: `old${n}`, status: 'over', endedAt: started - (games - n) * FINISHED_APART_MS, hallRecorded: true })),
      );
    }
    // As autovacuum would within its minute: a table just filled has no statistics yet, and without
    // them the planner scans the whole index table for the few rows written since the last read.
    await sql(db, 'VACUUM ANALYZE games, game_index');
  } catch (error) {
    await close();
    throw error;
  }
  const once = async (): Promise<number> => {
    const begun = performance.now();
    await service.lobby('Ann', 3);
    return performance.now() - begun;
  };
  return { once, close };
}

/** Ten callers signed up through the service; the rest copies of the first's account and profile under other names. */
async function loginBoard(url: string, count: number): Promise<Sized> {
  const db = target(url);
  const clock = new FakeClock(Date.UTC(2026, 11, 1));
  const [ours, theirs] = [await PgStore.open(db), await PgStore.open(db)];
  const close = async (): Promise<void> => {
    await ours.close();
    await theirs.close();
    await dropSchema(db);
  };
  const here = new Accounts({ store: ours, clock, policy: CHEAP });
  const there = new Accounts({ store: theirs, clock, policy: CHEAP });
  try {
    await Promise.all(Array.from({ length: Math.min(count, 10) }, (_, n) => here.signUp(`Caller${n}`, PASSWORD)));
    if (count > 10) await copyCallers(db, count);
  } catch (error) {
    await close();
    throw error;
  }
  const once = async (): Promise<number> => {
    await there.login('Caller1', PASSWORD);
    const begun = performance.now();
    const result = await here.login('Caller0', PASSWORD);
    const ms = performance.now() - begun;
    if (!result.ok) throw new Error('the bench log-in failed');
    return ms;
  };
  return { once, close };
}

/** Callers 10 to count-1, as sign-up would have left them (the same hash: the log-in measured is Caller0's). */
async function copyCallers(db: { url: string; schema: string }, count: number): Promise<void> {
  for (const table of ['accounts', 'profiles']) {
    await sql(db, `INSERT INTO ${table} (id, body) SELECT 'caller' || n, replace(body, 'Caller0', 'Caller' || n) FROM ${table}, generate_series(10, $1 - 1) AS n WHERE id = 'caller0'`, [count]);
  }
  await sql(db, 'VACUUM ANALYZE accounts, profiles');
}

export function benchPgLobbyLogin(quick: boolean): Promise<Record<string, number>> {
  return onBenchPg('PostgreSQL lobby and log-in figures', async (url) => {
    const runs = quick ? 21 : 101;
    const [lobby10, lobby5000] = await sideBySide(await lobbyBoard(url, 10), await lobbyBoard(url, 5_000), runs);
    const [login10, login10k] = await sideBySide(await loginBoard(url, 10), await loginBoard(url, 10_000), runs);
    return {
      pgLobby10Ms: round(lobby10, 3),
      pgLobby5000Ms: round(lobby5000, 3),
      pgLobby5000Over10: round(lobby5000 / lobby10, 2),
      pgLogin10Ms: round(login10, 3),
      pgLogin10kMs: round(login10k, 3),
      pgLogin10kOver10: round(login10k / login10, 2),
    };
  });
}

if (process.argv[1] === import.meta.filename) process.stdout.write(`${JSON.stringify(await benchPgLobbyLogin(process.argv.includes('--quick')))}\n`);
