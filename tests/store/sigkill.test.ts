// SIGKILL at random moments during commits, 200 times (20 lanes of 10 rounds, in parallel). After
// each kill every file must load and the game must sit at a committed version with every answer
// it acknowledged, exactly once. The next round's worker then has to get past the dead one's lock.
import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NedbStore } from '../../src/store/nedb-store.js';
import { storeLayout } from '../../src/store/store-layout.js';
import { makeTempDir, TEST_LOCK } from './fixtures/adapters.js';
import { allAnswers, sampleGame, type SampleGame } from './fixtures/sample-game.js';
import { bundledWorker, spawnWorker, type RunningWorker, type WorkerCommand } from './fixtures/spawn-worker.js';

const LANES = 20;
const ROUNDS_PER_LANE = 10;
const MAX_KILL_DELAY_MS = 120;

const scratch = makeTempDir('ad-kill-');
let worker: WorkerCommand;

beforeAll(async () => {
  worker = await bundledWorker(scratch.dir);
});

afterAll(() => scratch.remove());

/** A small seeded generator (an LCG with Knuth's MMIX constants) so a failing run can be replayed. */
function seeded(seed: number): () => number {
  let state = BigInt(seed);
  return () => {
    state = (state * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
    return Number(state >> 11n) / 2 ** 53;
  };
}

interface LaneState {
  /** Answers acknowledged per round tag (the worker printed the commit). */
  acked: Map<string, number>;
  /** The last version any worker acknowledged. */
  lastAcked: number;
}

async function untilFirstCommit(running: RunningWorker): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (running.commits.length === 0) {
    if (running.child.exitCode !== null) throw new Error(`worker died before committing: ${running.stderr()}`);
    if (Date.now() > deadline) throw new Error('worker made no commit within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Where the kills landed, so the test knows it really hit commits half-way. */
const landed = { commitUnacknowledged: 0, snapshotHalfWritten: 0, archiveBeyondCommit: 0, collectionHalfWritten: 0 };

function recordWhereKillLanded(home: string, state: LaneState): void {
  const layout = storeLayout(home);
  const snapshot = JSON.parse(readFileSync(layout.gameFile('lane'), 'utf8')) as { archiveEnd: number; doc: SampleGame };
  if (snapshot.doc.version === state.lastAcked + 1) landed.commitUnacknowledged++;
  if (existsSync(`${layout.gameFile('lane')}.tmp`)) landed.snapshotHalfWritten++;
  const archive = layout.archiveFile('lane');
  if (existsSync(archive) && statSync(archive).size > snapshot.archiveEnd) landed.archiveBeyondCommit++;
  const collectionFiles = readdirSync(layout.root).filter((name) => name.endsWith('.db') || name.endsWith('.db~'));
  const torn = (name: string): boolean => {
    const text = readFileSync(join(layout.root, name), 'utf8');
    return text.length > 0 && !text.endsWith('\n');
  };
  if (collectionFiles.some((name) => name.endsWith('~') || torn(name))) landed.collectionHalfWritten++;
}

/** Opens a byte-for-byte copy of the lane's files (locks left behind), as the next process would. */
async function verifyLane(home: string, state: LaneState, kills: number): Promise<void> {
  const copy = makeTempDir('ad-kill-copy-');
  try {
    cpSync(join(home, 'db'), join(copy.dir, 'db'), { recursive: true, filter: (src) => !src.includes(`${join('db', 'locks')}`) });
    const store = await NedbStore.open({ home: copy.dir, lock: TEST_LOCK });
    const exported = await store.exportGame<SampleGame>('lane');
    expect(exported).toBeDefined();
    const doc = exported?.doc ?? sampleGame();
    // The commit in flight at the kill may have landed without its acknowledgement: at most one more.
    expect(doc.version - state.lastAcked).toBeGreaterThanOrEqual(0);
    expect(doc.version - state.lastAcked).toBeLessThanOrEqual(1);
    const answers = allAnswers(doc, exported?.archive ?? []);
    expect(answers).toHaveLength(doc.version);
    for (const [tag, acked] of state.acked) {
      const ns = answers.filter((a) => a.by === tag).map((a) => a.n);
      expect(ns.length === acked || ns.length === acked + 1).toBe(true);
      expect(ns).toEqual(Array.from({ length: ns.length }, (_, i) => i + 1));
    }
    // News is inserted before the counter moves, so a kill between them leaves one more news item.
    const news = await store.findDocs<{ by: string; n: number }>('news', {});
    const counted = (await store.readDoc<{ count: number }>('halloffame', 'news-count'))?.count ?? 0;
    expect(news.length).toBeGreaterThanOrEqual(counted);
    expect(news.length).toBeLessThanOrEqual(counted + kills);
    await store.close();
  } finally {
    copy.remove();
  }
}

async function runLane(lane: number): Promise<number> {
  const random = seeded(7919 * (lane + 1));
  const home = join(scratch.dir, `lane-${lane}`);
  const setup = await NedbStore.open({ home, lock: TEST_LOCK });
  await setup.createGame('lane', sampleGame(4));
  await setup.close();
  const state: LaneState = { acked: new Map(), lastAcked: 0 };
  for (let round = 0; round < ROUNDS_PER_LANE; round++) {
    const tag = `r${round}`;
    const running = spawnWorker(worker, {
      home,
      games: ['lane'],
      tag,
      count: 0,
      answersPerTurn: 5,
      staleMs: TEST_LOCK.staleMs,
      sideWrites: true,
    });
    await untilFirstCommit(running);
    await new Promise((resolve) => setTimeout(resolve, random() * MAX_KILL_DELAY_MS));
    running.child.kill('SIGKILL');
    const { signal } = await running.exited;
    expect(signal).toBe('SIGKILL');
    state.acked.set(tag, running.commits.length);
    state.lastAcked = running.commits.at(-1)?.version ?? state.lastAcked;
    recordWhereKillLanded(home, state);
    await verifyLane(home, state, round + 1);
  }
  return ROUNDS_PER_LANE;
}

describe('SIGKILL during commits', () => {
  it(`leaves every file loadable and every game at a committed version (${LANES * ROUNDS_PER_LANE} kills)`, async () => {
    const kills = await Promise.all(Array.from({ length: LANES }, (_, lane) => runLane(lane)));
    expect(kills.reduce((a, b) => a + b, 0)).toBe(200);
    // Each of these happens in roughly one kill in ten; none at all would mean the kills missed.
    for (const [where, count] of Object.entries(landed)) expect(count, where).toBeGreaterThan(0);
  }, 180_000);
});
