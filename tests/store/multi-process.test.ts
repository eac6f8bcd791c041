// Several door processes on one store at once, as on a multi-node BBS (or several front ends on one
// PostgreSQL): nothing lost, nothing twice, and no version committed by two processes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NedbStore } from '../../src/store/nedb-store.js';
import { PgStore } from '../../src/store/pg/pg-store.js';
import type { Store } from '../../src/store/store.js';
import { makeTempDir, pgSchema, pgUrl, TEST_LOCK } from './fixtures/adapters.js';
import type { WorkerArgs } from './fixtures/commit-worker.js';
import { allAnswers, sampleGame, type SampleGame } from './fixtures/sample-game.js';
import { finished, spawnWorker, TSX_WORKER, type Commit, type RunningWorker } from './fixtures/spawn-worker.js';

const ANSWERS_PER_TURN = 10;
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Where the workers commit: a NeDB home, or a PostgreSQL schema of the test's own. */
type Where = Pick<WorkerArgs, 'home' | 'pg'>;

interface Backend {
  name: string;
  available: boolean;
  open(): Promise<{ where: Where; store: Store }>;
}

const BACKENDS: Backend[] = [
  {
    name: 'NeDB store',
    available: true,
    open: async () => {
      const home = makeTempDir('ad-mp-');
      const store = await NedbStore.open({ home: home.dir, lock: TEST_LOCK });
      cleanups.push(home.remove, () => store.close());
      return { where: { home: home.dir }, store };
    },
  },
  {
    name: 'PostgreSQL store',
    available: pgUrl() !== '',
    open: async () => {
      const db = await pgSchema();
      const store = await PgStore.open(db);
      cleanups.push(db.drop, () => store.close());
      return { where: { home: '', pg: { url: db.url, schema: db.schema } }, store };
    },
  },
];

/** Starts the workers together (each waits for "go") and waits for all of them to finish. */
async function runTogether(argsList: WorkerArgs[]): Promise<RunningWorker[]> {
  const workers = argsList.map((args) => spawnWorker(TSX_WORKER, { ...args, waitForGo: true }));
  cleanups.push(() => workers.forEach((worker) => worker.child.kill('SIGKILL')));
  await Promise.all(workers.map((worker) => worker.ready));
  workers.forEach((worker) => worker.go());
  await Promise.all(workers.map(finished));
  return workers;
}

function workerArgs(where: Where, tag: string, games: string[], count: number): WorkerArgs {
  return { ...where, games, tag, count, answersPerTurn: ANSWERS_PER_TURN, staleMs: TEST_LOCK.staleMs };
}

/** Every answer exactly once, each worker's answers in the order it made them. */
function expectEveryAnswerOnce(doc: SampleGame, archive: unknown[], expectedByTag: Map<string, number[]>): void {
  const answers = allAnswers(doc, archive);
  const keys = answers.map((a) => `${a.by}:${a.n}`);
  expect(new Set(keys).size).toBe(keys.length);
  for (const [tag, ns] of expectedByTag) {
    expect(answers.filter((a) => a.by === tag).map((a) => a.n)).toEqual(ns);
  }
  expect(answers).toHaveLength([...expectedByTag.values()].reduce((sum, ns) => sum + ns.length, 0));
}

/** Versions of one game: each worker's strictly increasing, all of them distinct and gap-free. */
function expectVersionsClean(commitsByWorker: Commit[][], game: string, finalVersion: number): void {
  const all: number[] = [];
  for (const commits of commitsByWorker) {
    const versions = commits.filter((c) => c.game === game).map((c) => c.version);
    versions.forEach((version, i) => {
      if (i > 0) expect(version).toBeGreaterThan(versions[i - 1] ?? Infinity);
    });
    all.push(...versions);
  }
  expect(all.sort((a, b) => a - b)).toEqual(Array.from({ length: finalVersion }, (_, i) => i + 1));
}

const range = (from: number, to: number, step = 1): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

describe.each(BACKENDS)('several processes on one $name', (backend) => {
  beforeEach((context) => {
    if (!backend.available) context.skip();
  });
  describeBackend(backend.open);
});

function describeBackend(openStore: Backend['open']): void {
  it('four processes committing 500 answers each to one game lose nothing', async () => {
    const { where, store } = await openStore();
    await store.createGame('shared', sampleGame());
    const tags = ['w0', 'w1', 'w2', 'w3'];
    const workers = await runTogether(tags.map((tag) => workerArgs(where, tag, ['shared'], 500)));

    const exported = await store.exportGame<SampleGame>('shared');
    expect(exported?.doc.version).toBe(2000);
    expect(exported?.archive).toHaveLength(2000 / ANSWERS_PER_TURN);
    expectEveryAnswerOnce(exported?.doc ?? sampleGame(), exported?.archive ?? [], new Map(tags.map((t) => [t, range(1, 500)])));
    expectVersionsClean(
      workers.map((w) => w.commits),
      'shared',
      2000,
    );
  }, 120_000);

  it('four processes committing 500 answers each across four games lose nothing', async () => {
    const { where, store } = await openStore();
    const games = ['g0', 'g1', 'g2', 'g3'];
    for (const game of games) await store.createGame(game, sampleGame());
    // Worker i starts on game i and goes round: answer n of worker i lands in game (i + n - 1) mod 4.
    const rotated = (i: number): string[] => [...games.slice(i), ...games.slice(0, i)];
    const workers = await runTogether(games.map((_, i) => workerArgs(where, `w${i}`, rotated(i), 500)));

    for (const [g, game] of games.entries()) {
      const exported = await store.exportGame<SampleGame>(game);
      expect(exported?.doc.version).toBe(500);
      const expected = new Map(games.map((_, i) => [`w${i}`, range(((g - i + 4) % 4) + 1, 500, 4)]));
      expectEveryAnswerOnce(exported?.doc ?? sampleGame(), exported?.archive ?? [], expected);
      expectVersionsClean(
        workers.map((w) => w.commits),
        game,
        500,
      );
    }
  }, 120_000);

  it('two processes racing on one game never both commit the same version', async () => {
    const { where, store } = await openStore();
    await store.createGame('race', sampleGame());
    const [a, b] = await runTogether([workerArgs(where, 'a', ['race'], 150), workerArgs(where, 'b', ['race'], 150)]);
    const versionsA = new Set(a?.commits.map((c) => c.version));
    const versionsB = new Set(b?.commits.map((c) => c.version));
    expect(versionsA.size).toBe(150);
    expect(versionsB.size).toBe(150);
    expect([...versionsA].filter((v) => versionsB.has(v))).toEqual([]);
    expect((await store.readGame<SampleGame>('race'))?.version).toBe(300);
  }, 60_000);
}
