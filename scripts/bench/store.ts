// Store figures: latency of one committed game transaction on an eight-investigator-sized document
// (~20 KB of JSON) in a young game and in one whose archive already holds 199 turns, and commits per
// second with one door process and with four contending for one game (three rounds each, medians).
// docs/storage.md explains the numbers; the store runs with its production lock settings in a temp
// folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_LOCK_OPTIONS, withFileLock } from '../../src/store/file-lock.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { answerChange, sampleGame, type SampleGame } from '../../tests/store/fixtures/sample-game.js';
import { finished, spawnWorker, TSX_WORKER } from '../../tests/store/fixtures/spawn-worker.js';
import { median, percentile, round } from './stats.js';

/** A real game turn has every investigator answer a few prompts; the tenth answer ends the turn. */
const ANSWERS_PER_TURN = 10;
/** About what a turn's narrated events take in the archive. */
const NARRATION_BYTES = 4096;

export async function benchStore(quick: boolean): Promise<Record<string, number>> {
  const home = mkdtempSync(join(tmpdir(), 'ad-bench-store-'));
  try {
    const store = await NedbStore.open({ home });
    const young = await gameAtTurn(store, 'young', 1);
    const old = await gameAtTurn(store, 'old', 200);
    // Side by side, one commit each in turn, so a busy machine slows both alike.
    const turn1: number[] = [];
    const turn200: number[] = [];
    for (let i = 0; i < (quick ? 60 : 300); i++) {
      turn1.push(await timed(young));
      turn200.push(await timed(old));
    }
    const lockMs = await uncontendedLockMs(join(home, 'bench-lock'), quick ? 100 : 500);
    await store.close();
    const alone: number[] = [];
    const shared: number[] = [];
    for (let round = 0; round < (quick ? 1 : 3); round++) {
      alone.push(await throughput(home, `alone-${round}`, 1, quick ? 100 : 400));
      shared.push(await throughput(home, `shared-${round}`, 4, quick ? 100 : 400));
    }
    return {
      commitMedianMsTurn1: round(median(turn1)),
      commitP95MsTurn1: round(percentile(turn1, 95)),
      commitMedianMsTurn200: round(median(turn200)),
      commitP95MsTurn200: round(percentile(turn200, 95)),
      commitP95Turn200OverTurn1: round(percentile(turn200, 95) / percentile(turn1, 95)),
      commitThroughput1proc: round(median(alone), 1),
      commitThroughput4proc: round(median(shared), 1),
      commitThroughput4procOver1: round(median(shared) / median(alone)),
      lockUncontendedMedianMs: round(median(lockMs), 3),
    };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

type Commit = () => Promise<SampleGame>;

/** Plays a new game up to `turn`, archiving each finished turn; returns "commit one more answer". */
async function gameAtTurn(store: NedbStore, id: string, turn: number): Promise<Commit> {
  await store.createGame(id, sampleGame());
  let n = 0;
  const answer = (answersPerTurn: number): Promise<SampleGame> =>
    store.transactGame<SampleGame>(id, (current) => answerChange(current, { by: 'bench', n: ++n }, answersPerTurn, NARRATION_BYTES));
  // One answer a turn gets there quickly; the archive ends up the same.
  for (let t = 1; t < turn; t++) await answer(1);
  return () => answer(ANSWERS_PER_TURN);
}

async function timed(commit: Commit): Promise<number> {
  const started = performance.now();
  await commit();
  return performance.now() - started;
}

async function uncontendedLockMs(path: string, samples: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await withFileLock(path, DEFAULT_LOCK_OPTIONS, async () => undefined);
    times.push(performance.now() - started);
  }
  return times;
}

/** Commits per second, all processes together, each committing `commitsEach` to one shared game. */
async function throughput(home: string, id: string, processes: number, commitsEach: number): Promise<number> {
  const store = await NedbStore.open({ home });
  await store.createGame(id, sampleGame());
  await store.close();
  const workers = Array.from({ length: processes }, (_, i) =>
    spawnWorker(TSX_WORKER, {
      home,
      games: [id],
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
