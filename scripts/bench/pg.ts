// PostgreSQL figures beside NeDB's, in one run: committed answers per second with 1, 4 and 8
// front-end processes (each on a game of its own), 4 processes on one shared game, and how long a
// move on one front end takes to reach a watcher on another (NOTIFY, then a read). It starts its
// own throwaway cluster (or uses ARKHAM_PG_URL); with neither, it says so and measures nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_LOCK_OPTIONS } from '../../src/store/file-lock.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { PgStore } from '../../src/store/pg/pg-store.js';
import type { Store } from '../../src/store/store.js';
import { answerChange, sampleGame, type SampleGame } from '../../tests/store/fixtures/sample-game.js';
import { finished, spawnWorker, TSX_WORKER } from '../../tests/store/fixtures/spawn-worker.js';
import { onBenchPg } from './pg-cluster.js';
import { median, percentile, round } from './stats.js';

const ANSWERS_PER_TURN = 10;

/** Where the workers commit: a NeDB home, or a PostgreSQL schema. */
interface Target {
  home: string;
  pg?: { url: string; schema: string };
  open(): Promise<Store>;
}

export function benchPg(quick: boolean): Promise<Record<string, number>> {
  return onBenchPg('PostgreSQL figures', (url) => commitFigures(url, quick));
}

async function commitFigures(url: string, quick: boolean): Promise<Record<string, number>> {
  const home = mkdtempSync(join(tmpdir(), 'ad-bench-pg-'));
  let schemas = 0;
  const nedb = (): Target => ({ home, open: () => NedbStore.open({ home }) });
  const pg = (): Target => {
    const target = { url, schema: `bench_${process.pid}_${(schemas += 1)}` };
    return { home: '', pg: target, open: () => PgStore.open(target) };
  };
  try {
    const commitsEach = quick ? 50 : 300;
    const figures: Record<string, number> = {};
    for (const processes of [1, 4, 8]) {
      figures[`nedbCommits${processes}proc`] = round(await throughput(nedb(), processes, commitsEach, false), 1);
      figures[`pgCommits${processes}proc`] = round(await throughput(pg(), processes, commitsEach, false), 1);
    }
    const nedbShared = await throughput(nedb(), 4, commitsEach, true);
    const pgShared = await throughput(pg(), 4, commitsEach, true);
    const seen = await crossHostMs(pg(), quick ? 30 : 200);
    return {
      ...figures,
      pgCommits8Over1: round((figures['pgCommits8proc'] ?? 0) / (figures['pgCommits1proc'] ?? 1)),
      nedbSharedGame4proc: round(nedbShared, 1),
      pgSharedGame4proc: round(pgShared, 1),
      pgSharedGameOverNedb: round(pgShared / nedbShared),
      pgCrossHostMedianMs: round(median(seen)),
      pgCrossHostP99Ms: round(percentile(seen, 99)),
    };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/** Answers per second, all processes together; `shared`: all on one game, else a game each. */
async function throughput(target: Target, processes: number, commitsEach: number, shared: boolean): Promise<number> {
  const store = await target.open();
  const prefix = `t${processes}${shared ? 's' : 'g'}-${Date.now()}`;
  const games = Array.from({ length: shared ? 1 : processes }, (_, i) => `${prefix}-${i}`);
  for (const game of games) await store.createGame(game, sampleGame());
  await store.close();
  const workers = Array.from({ length: processes }, (_, i) =>
    spawnWorker(TSX_WORKER, {
      home: target.home,
      ...(target.pg ? { pg: target.pg } : {}),
      games: [games[shared ? 0 : i] ?? ''],
      tag: `p${i}`,
      count: commitsEach,
      answersPerTurn: ANSWERS_PER_TURN,
      staleMs: DEFAULT_LOCK_OPTIONS.staleMs,
      waitForGo: true,
    }),
  );
  await Promise.all(workers.map((worker) => worker.ready));
  const started = performance.now();
  workers.forEach((worker) => worker.go());
  await Promise.all(workers.map(finished));
  return (processes * commitsEach) / ((performance.now() - started) / 1000);
}

/** From the start of a commit on one front end to the other front end's read of it, woken by NOTIFY. */
async function crossHostMs(target: Target, samples: number): Promise<number[]> {
  const [mover, watcher] = [await target.open(), await target.open()];
  if (!(watcher instanceof PgStore)) throw new Error('the cross-host figure needs PostgreSQL');
  try {
    await mover.createGame('cross', sampleGame());
    let wake: () => void = () => undefined;
    const stop = watcher.watchGame('cross', () => wake());
    await watcher.listening();
    const times: number[] = [];
    for (let n = 1; n <= samples; n++) {
      const version = ((await watcher.readGame<SampleGame>('cross'))?.version ?? 0) + 1;
      const started = performance.now();
      const seen = new Promise<void>((resolve) => {
        wake = () => {
          void watcher.readGame<SampleGame>('cross').then((doc) => {
            if ((doc?.version ?? 0) >= version) resolve();
          });
        };
      });
      await mover.transactGame<SampleGame>('cross', (current) => answerChange(current, { by: 'm', n }, ANSWERS_PER_TURN));
      await seen;
      times.push(performance.now() - started);
    }
    stop();
    return times;
  } finally {
    await mover.close();
    await watcher.close();
  }
}
