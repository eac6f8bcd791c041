// Issue #13: finished games leave the hot set for a cold archive (db/cold/<id>.jsonl.gz) that every
// read still finds: readGame, the listing, exportGame and readArchive, sysop check. The move is
// crash-safe: stopped after any step (a throw there, or a SIGKILLed process), nothing is lost, and
// the next coolGames (or sysop check) finishes it. A cold game's next commit brings it back hot.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkStore } from '../../src/store/check-store.js';
import type { IndexSummary } from '../../src/store/game-index.js';
import { NedbStore, type MoveStep } from '../../src/store/nedb-store.js';
import { makeTempDir, TEST_LOCK } from './fixtures/adapters.js';
import { REPO_ROOT } from './fixtures/spawn-worker.js';

interface Doc {
  version: number;
  status: string;
  note?: string;
}

const summarize = (doc: unknown): IndexSummary => {
  const status = (doc as { status?: unknown }).status;
  return { summary: typeof status === 'string' ? status : null, final: status === 'over' };
};

const COOL_STEPS: MoveStep[] = ['cold-written', 'cold-hot-removed', 'cold-archive-removed'];
const WARM_STEPS: MoveStep[] = ['warm-marked', 'warm-archive-written', 'warm-snapshot-written'];

let home: { dir: string; remove(): void };
const opened: NedbStore[] = [];

beforeEach(() => {
  home = makeTempDir('ad-cold-');
});

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  home.remove();
});

async function openStore(moveStep?: (step: MoveStep, id: string) => void): Promise<NedbStore> {
  const store = await NedbStore.open({ home: home.dir, lock: TEST_LOCK, summarize, ...(moveStep ? { moveStep } : {}) });
  opened.push(store);
  return store;
}

/** A finished game with three turns in its archive, and one still running. */
async function board(store: NedbStore): Promise<void> {
  await store.createGame<Doc>('done', { version: 0, status: 'playing' });
  for (let turn = 1; turn <= 3; turn += 1) {
    await store.transactGame<Doc>('done', (current) => ({ next: { ...current, version: current.version + 1, status: turn === 3 ? 'over' : 'playing' }, archive: [{ turn, text: `turn ${turn} `.repeat(50) }] }));
  }
  await store.createGame<Doc>('live', { version: 0, status: 'playing' });
}

const hotFiles = (id: string): boolean[] => [existsSync(join(home.dir, 'db', 'games', `${id}.db`)), existsSync(join(home.dir, 'db', 'archive', `${id}.jsonl`))];
const coldFile = (id: string): string => join(home.dir, 'db', 'cold', `${id}.jsonl.gz`);

/** What every reader must go on finding, wherever the game is kept. */
async function expectWhole(store: NedbStore, version = 3): Promise<void> {
  expect(await store.readGame<Doc>('done')).toEqual({ version, status: 'over' });
  const exported = await store.exportGame<Doc>('done');
  expect(exported?.doc).toEqual({ version, status: 'over' });
  expect(exported?.archive.map((record) => (record as { turn: number }).turn)).toEqual([1, 2, 3]);
  expect(exported?.missing).toBeUndefined();
  expect(await store.listGames()).toEqual(['done', 'live']);
}

describe('the cold archive', () => {
  it('moves a finished game out of the hot folders into one packed file every reader still finds', async () => {
    const store = await openStore();
    await board(store);
    const hotBytes = statSync(join(home.dir, 'db', 'games', 'done.db')).size + statSync(join(home.dir, 'db', 'archive', 'done.jsonl')).size;
    expect(await store.coolGames(['done', 'live'])).toBe(1);
    expect(hotFiles('done')).toEqual([false, false]);
    expect(hotFiles('live')).toEqual([true, false]);
    // Human-inspectable: zcat shows the snapshot's line, then the archive's lines.
    const unpacked = gunzipSync(readFileSync(coldFile('done'))).toString('utf8').split('\n');
    expect(JSON.parse(unpacked[0] ?? '')).toMatchObject({ doc: { version: 3, status: 'over' } });
    expect(unpacked.length).toBe(5);
    expect(statSync(coldFile('done')).size).toBeLessThan(hotBytes / 4);
    await expectWhole(store);
    expect(store.gameLocation('done')).toBe('db/cold/done.jsonl.gz');
    expect(await store.coldInIndex()).toEqual(new Set(['done']));
    // Another process, fresh, finds it too; the index tells it the game is cold, so it is not looked at again.
    const fresh = await openStore();
    await expectWhole(fresh);
    expect(await fresh.coolGames(['done'])).toBe(0);
    expect((await checkStore(fresh, { repair: false, summarize })).damage).toEqual([]);
    // The index rebuilt from the files knows it is cold.
    await fresh.rebuildGameIndex();
    expect(await fresh.coldInIndex()).toEqual(new Set(['done']));
  });

  it('leaves a game that is not over, or whose archive is damaged, where it is', async () => {
    const store = await openStore();
    await board(store);
    writeFileSync(join(home.dir, 'db', 'archive', 'done.jsonl'), 'cut');
    expect(await store.coolGames(['done', 'live'])).toBe(0);
    expect(hotFiles('done')).toEqual([true, true]);
    expect(hotFiles('live')[0]).toBe(true);
  });

  it('brings a cold game back to the hot set on its next commit, and deletes it whole', async () => {
    const store = await openStore();
    await board(store);
    await store.coolGames(['done']);
    const after = await store.transactGame<Doc>('done', (current) => ({ next: { ...current, version: current.version + 1, note: 'later' }, archive: [{ turn: 4 }] }));
    expect(after).toEqual({ version: 4, status: 'over', note: 'later' });
    expect(hotFiles('done')).toEqual([true, true]);
    expect(existsSync(coldFile('done'))).toBe(false);
    expect((await store.readArchive<{ turn: number }>('done')).map((record) => record.turn)).toEqual([1, 2, 3, 4]);
    expect(await store.coldInIndex()).toEqual(new Set());
    // Cold again, then deleted: no file of it is left, and the id is free.
    expect(await store.coolGames(['done'])).toBe(1);
    await expect(store.createGame('done', { version: 0, status: 'playing' })).rejects.toThrow(/exists/);
    expect(await store.deleteGame('done')).toBe(true);
    expect([...hotFiles('done'), existsSync(coldFile('done'))]).toEqual([false, false, false]);
    expect(await store.listGames()).toEqual(['live']);
  });

  for (const step of COOL_STEPS) {
    it(`loses nothing when the move to cold stops after ${step}, and the next run finishes it`, async () => {
      const store = await openStore((at) => {
        if (at === step) throw new Error(`stopped after ${at}`);
      });
      await board(store);
      await expect(store.coolGames(['done'])).rejects.toThrow(`stopped after ${step}`);
      const next = await openStore();
      await expectWhole(next);
      // Moved again from the start, or the stray hot archive removed (nothing left to count after the last step).
      expect(await next.coolGames(['done'])).toBe(step === 'cold-archive-removed' ? 0 : 1);
      expect(hotFiles('done')).toEqual([false, false]);
      expect(await next.coldInIndex()).toEqual(new Set(['done']));
      await expectWhole(next);
      expect((await checkStore(next, { repair: false, summarize })).damage).toEqual([]);
    });
  }

  for (const step of WARM_STEPS) {
    it(`loses nothing when a cold game's commit stops after ${step}`, async () => {
      const store = await openStore((at) => {
        if (at === step) throw new Error(`stopped after ${at}`);
      });
      await board(store);
      await store.coolGames(['done']);
      await expect(store.transactGame<Doc>('done', (current) => ({ next: { ...current, version: current.version + 1 }, archive: [{ turn: 4 }] }))).rejects.toThrow(`stopped after ${step}`);
      const next = await openStore();
      await expectWhole(next);
      // sysop check clears whatever the stop left; the game still plays on and moves again.
      const report = await checkStore(next, { repair: true, summarize });
      expect(report.damage.filter((damage) => damage.repaired === undefined)).toEqual([]);
      await expectWhole(next);
      await next.transactGame<Doc>('done', (current) => ({ next: { ...current, version: current.version + 1 }, archive: [{ turn: 4 }] }));
      expect((await next.readArchive<{ turn: number }>('done')).map((record) => record.turn)).toEqual([1, 2, 3, 4]);
      expect(await next.coolGames(['done'])).toBe(1);
      expect((await next.exportGame<Doc>('done'))?.archive).toHaveLength(4);
    });
  }

  it('sysop check finishes a move a crash left half-done: both copies, a stray hot archive, a half-written temp file', async () => {
    const store = await openStore((at) => {
      if (at === 'cold-written') throw new Error('stop');
    });
    await board(store);
    await expect(store.coolGames(['done'])).rejects.toThrow('stop');
    writeFileSync(join(home.dir, 'db', 'cold', 'other.jsonl.gz.tmp'), 'half');
    const next = await openStore();
    const report = await checkStore(next, { repair: false, summarize });
    expect(report.movesFinished).toHaveLength(2);
    expect(report.movesFinished.join('\n')).toMatch(/done.*cold copy/);
    expect(report.movesFinished.join('\n')).toMatch(/other\.jsonl\.gz\.tmp/);
    expect(report.damage).toEqual([]);
    expect(readdirSync(join(home.dir, 'db', 'cold'))).toEqual([]);
    await expectWhole(next);
  });

  it('names a damaged cold file, leaves the other games alone, and --repair moves it into quarantine', async () => {
    const store = await openStore();
    await board(store);
    await store.coolGames(['done']);
    writeFileSync(coldFile('done'), readFileSync(coldFile('done')).subarray(0, 40));
    const fresh = await openStore();
    await expect(fresh.readGame('done')).rejects.toThrow(/db\/cold\/done\.jsonl\.gz/);
    expect(await fresh.readGame<Doc>('live')).toEqual({ version: 0, status: 'playing' });
    const report = await checkStore(fresh, { repair: true, summarize });
    expect(report.damage.map((damage) => damage.file)).toEqual(['db/cold/done.jsonl.gz']);
    expect(report.damage[0]?.holds).toMatch(/cold archive/);
    expect(report.quarantined.join(' ')).toMatch(/done\.jsonl\.gz/);
    expect(await fresh.listGames()).toEqual(['live']);
  });
});

/** Runs the move worker, which SIGKILLs itself at `step`. */
function killedAt(kind: 'cool' | 'warm', step: MoveStep): Promise<NodeJS.Signals | null> {
  const worker = join(REPO_ROOT, 'tests', 'store', 'fixtures', 'move-worker.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', worker, home.dir, 'done', kind, step], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
}

describe('a process killed in the middle of a move', () => {
  for (const step of [...COOL_STEPS, ...WARM_STEPS]) {
    it(`loses nothing when SIGKILLed after ${step}`, async () => {
      const store = await openStore();
      await board(store);
      if (step.startsWith('warm')) await store.coolGames(['done']);
      await store.close();
      opened.splice(0);
      expect(await killedAt(step.startsWith('warm') ? 'warm' : 'cool', step)).toBe('SIGKILL');
      // The dead process's locks go stale; the next one takes them over.
      const next = await openStore();
      await expectWhole(next);
      await checkStore(next, { repair: true, summarize });
      await expectWhole(next);
      await next.coolGames(['done']);
      expect(hotFiles('done')).toEqual([false, false]);
      await expectWhole(next);
    }, 30_000);
  }
});
