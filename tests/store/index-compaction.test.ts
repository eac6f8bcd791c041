// Issue #13: the game index never grows without bound. Every change of a game's summary appends a
// line; once dead lines (older summaries, deleted games) outnumber the live ones the index is
// rewritten with the live entries, under its lock, atomically (temp file and rename), so a reader
// in another process, mid-way or fresh, still finds every game as its last commit left it.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INDEX_MIN_DEAD_LINES, type IndexSummary } from '../../src/store/game-index.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { makeTempDir, TEST_LOCK } from './fixtures/adapters.js';

interface Doc {
  version: number;
  status: string;
  gone?: boolean;
}

/** The summary is the status: every commit that flips it is one more line in the index. */
const summarize = (doc: unknown): IndexSummary => ({ summary: (doc as Doc).status, final: false });

let home: { dir: string; remove(): void };
const opened: NedbStore[] = [];

beforeEach(() => {
  home = makeTempDir('ad-index-compact-');
});

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  home.remove();
});

async function openStore(): Promise<NedbStore> {
  const store = await NedbStore.open({ home: home.dir, lock: TEST_LOCK, summarize });
  opened.push(store);
  return store;
}

const indexFile = (): string => join(home.dir, 'db', 'index.jsonl');
const indexLines = (): number => readFileSync(indexFile(), 'utf8').split('\n').filter((line) => line !== '').length;

describe('the game index compaction', () => {
  it('keeps the file in proportion to the live games while two processes change summaries side by side', async () => {
    const ours = await openStore();
    const theirs = await openStore();
    const games = 10;
    for (let n = 0; n < games; n += 1) await ours.createGame(`g${n}`, { version: 0, status: 's0' });
    await ours.readGameIndex();
    const first = statSync(indexFile()).ino;
    const inodes = new Set<number>([first]);
    let most = 0;
    const flip = (store: NedbStore, id: string, round: number): Promise<Doc> =>
      store.transactGame<Doc>(id, (current) => ({ next: { ...current, version: current.version + 1, status: `s${round}` } }));
    for (let round = 1; round <= 60; round += 1) {
      // Both processes at once, each on half of the games: appends race the compactions.
      await Promise.all(Array.from({ length: games }, (_, n) => flip(n % 2 === 0 ? ours : theirs, `g${n}`, round)));
      most = Math.max(most, indexLines());
      inodes.add(statSync(indexFile()).ino);
    }
    // 600 changes of summary; never more than the live entries plus the allowance of dead lines (and
    // the lines appended while the last compaction's check ran).
    expect(most).toBeLessThanOrEqual(2 * games + INDEX_MIN_DEAD_LINES + 2 * games);
    expect(inodes.size).toBeGreaterThan(1);
    const want = new Map(Array.from({ length: games }, (_, n) => [`g${n}`, 's60']));
    expect(new Map(await ours.readGameIndex())).toEqual(want);
    expect(new Map(await theirs.readGameIndex())).toEqual(want);
    const fresh = await openStore();
    expect(new Map(await fresh.readGameIndex())).toEqual(want);
  });

  it('drops deleted games from the file, and leaves a small index alone', async () => {
    const store = await openStore();
    for (let n = 0; n < 80; n += 1) await store.createGame(`g${n}`, { version: 0, status: 'new' });
    await store.readGameIndex();
    const small = statSync(indexFile()).ino;
    // 80 creations (each a line before its snapshot and one after) are not yet 100 dead lines.
    expect(statSync(indexFile()).ino).toBe(small);
    for (let n = 0; n < 78; n += 1) await store.deleteGame(`g${n}`);
    expect(statSync(indexFile()).ino).not.toBe(small);
    expect(indexLines()).toBeLessThanOrEqual(2 + INDEX_MIN_DEAD_LINES);
    expect([...((await store.readGameIndex()) ?? new Map()).keys()].sort()).toEqual(['g78', 'g79']);
    expect([...((await (await openStore()).readGameIndex()) ?? new Map()).keys()].sort()).toEqual(['g78', 'g79']);
  });
});
