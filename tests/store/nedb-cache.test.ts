// The NeDB store keeps each collection loaded between operations and batches this process's queued
// operations under one hold of the lock. A second NedbStore on the same home has its own cache, so
// it stands in for another door process.
import { appendFileSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LockTimeoutError } from '../../src/store/errors.js';
import { withFileLock, type WithLock } from '../../src/store/file-lock.js';
import type { BatchLimits } from '../../src/store/lock-batches.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { makeTempDir, TEST_LOCK } from './fixtures/adapters.js';

interface Counter {
  count: number;
}

let home: { dir: string; remove(): void };
const opened: NedbStore[] = [];

beforeEach(() => {
  home = makeTempDir('ad-cache-');
});

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  home.remove();
});

/** A store on the shared home that counts how often it takes each lock. */
async function openStore(batch?: Partial<BatchLimits>): Promise<{ store: NedbStore; holds: Map<string, number> }> {
  const holds = new Map<string, number>();
  const counting: WithLock = (path, options, fn) => {
    holds.set(path, (holds.get(path) ?? 0) + 1);
    return withFileLock(path, options, fn);
  };
  const store = await NedbStore.open({ home: home.dir, lock: TEST_LOCK, withLock: counting, ...(batch ? { batch } : {}) });
  opened.push(store);
  return { store, holds };
}

const increment = (current: Counter | undefined) => ({ next: { count: (current?.count ?? 0) + 1 } });
const lines = (file: string): string[] => readFileSync(file, 'utf8').split('\n').filter((line) => line !== '');

describe('NedbStore collection cache', () => {
  it('sees what another process wrote, changed and deleted since its own last operation', async () => {
    const { store: ours } = await openStore();
    const { store: theirs } = await openStore();
    await ours.transactDoc('mail', 'm1', () => ({ next: { body: 'from Dunwich' } }));
    expect(await theirs.readDoc('mail', 'm1')).toEqual({ body: 'from Dunwich' });
    await theirs.transactDoc('mail', 'm2', () => ({ next: { body: 'from Innsmouth' } }));
    await theirs.transactDoc('mail', 'm1', () => ({ next: { body: 'from Kingsport' } }));
    expect(await ours.readDoc('mail', 'm1')).toEqual({ body: 'from Kingsport' });
    expect((await ours.findDocs('mail', {})).map((found) => found.id)).toEqual(['m1', 'm2']);
    await theirs.transactDoc('mail', 'm2', () => ({ delete: true }));
    expect(await ours.readDoc('mail', 'm2')).toBeUndefined();
  });

  it('never loses an increment when two processes take turns on one document', async () => {
    const { store: a } = await openStore();
    const { store: b } = await openStore();
    await Promise.all([
      ...Array.from({ length: 30 }, () => a.transactDoc('halloffame', 'visits', increment)),
      ...Array.from({ length: 30 }, () => b.transactDoc('halloffame', 'visits', increment)),
    ]);
    expect(await a.readDoc('halloffame', 'visits')).toEqual({ count: 60 });
    expect(await b.readDoc('halloffame', 'visits')).toEqual({ count: 60 });
  });

  it('sees a file that another process put in place of the old one, even at the same size', async () => {
    const { store } = await openStore();
    await store.transactDoc('news', 'n1', () => ({ next: { headline: 'aaaa' } }));
    const file = store.layout.collectionFile('news');
    const replacement = readFileSync(file, 'utf8').replace('aaaa', 'bbbb');
    writeFileSync(`${file}.new`, replacement);
    renameSync(`${file}.new`, file);
    expect(statSync(file).size).toBe(Buffer.byteLength(replacement));
    expect(await store.readDoc('news', 'n1')).toEqual({ headline: 'bbbb' });
  });

  it('starts afresh when the file was deleted behind its back', async () => {
    const { store } = await openStore();
    await store.transactDoc('profiles', 'armitage', () => ({ next: { title: 'librarian' } }));
    rmSync(store.layout.collectionFile('profiles'));
    expect(await store.findDocs('profiles', {})).toEqual([]);
    await store.transactDoc('profiles', 'wilmarth', () => ({ next: { title: 'professor' } }));
    const { store: fresh } = await openStore();
    expect(await fresh.findDocs('profiles', {})).toEqual([{ id: 'wilmarth', doc: { title: 'professor' } }]);
  });

  it('cuts a torn line appended after its last operation before the next one', async () => {
    const { store } = await openStore();
    await store.transactDoc('accounts', 'carter', () => ({ next: { calls: 1 } }));
    const file = store.layout.collectionFile('accounts');
    appendFileSync(file, '{"_id":"carter","calls":');
    expect(await store.readDoc('accounts', 'carter')).toEqual({ calls: 1 });
    expect(readFileSync(file, 'utf8')).not.toContain('"calls":\n');
    expect(readFileSync(file, 'utf8').endsWith('\n')).toBe(true);
    await store.transactDoc('accounts', 'carter', () => ({ next: { calls: 2 } }));
    const { store: fresh } = await openStore();
    expect(await fresh.readDoc('accounts', 'carter')).toEqual({ calls: 2 });
  });

  it('runs operations queued together under one hold of the lock, up to the batch bound', async () => {
    const { store, holds } = await openStore({ maxOps: 3, maxHoldMs: 60_000 });
    const lock = store.layout.collectionLock('halloffame');
    const results = await Promise.all(
      Array.from({ length: 7 }, () => store.transactDoc<Counter>('halloffame', 'visits', increment)),
    );
    // Each operation saw the one before it, in call order, inside and across batches.
    expect(results.map((doc) => doc?.count)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(holds.get(lock)).toBe(3);
    await store.readDoc('halloffame', 'visits');
    expect(holds.get(lock)).toBe(4);
  });

  it('gives each operation of a batch its own outcome', async () => {
    const { store, holds } = await openStore({ maxOps: 64, maxHoldMs: 60_000 });
    const outcomes = await Promise.allSettled([
      store.transactDoc<Counter>('mail', 'm1', () => ({ next: { count: 1 } })),
      store.transactDoc<Counter>('mail', 'm1', () => {
        throw new Error('the transaction changed its mind');
      }),
      store.transactDoc<Counter>('mail', 'm1', (current) => ({ next: { count: (current?.count ?? 0) + 10 } })),
      store.readDoc<Counter>('mail', 'm1'),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(outcomes[3]).toEqual({ status: 'fulfilled', value: { count: 11 } });
    expect(holds.get(store.layout.collectionLock('mail'))).toBe(1);
  });

  it('fails every operation that waited for a lock that never came, then carries on', async () => {
    const { store } = await openStore();
    await store.transactDoc('news', 'n1', () => ({ next: { headline: 'first' } }));
    const impatient = await NedbStore.open({ home: home.dir, lock: { staleMs: 60_000, waitMs: 150 } });
    opened.push(impatient);
    const lockDir = `${impatient.layout.collectionLock('news')}.lock`;
    mkdirSync(lockDir);
    const outcomes = await Promise.allSettled([impatient.readDoc('news', 'n1'), impatient.readDoc('news', 'n1')]);
    for (const outcome of outcomes) expect(outcome.status === 'rejected' && outcome.reason instanceof LockTimeoutError).toBe(true);
    rmSync(lockDir, { recursive: true });
    expect(await impatient.readDoc('news', 'n1')).toEqual({ headline: 'first' });
  });

  it('compacts the file once it has grown well past its compacted size', async () => {
    const { store } = await openStore();
    const file = store.layout.collectionFile('presence');
    const bulky = 'x'.repeat(100_000);
    for (let beat = 1; beat <= 12; beat++) await store.transactDoc('presence', 'presence', () => ({ next: { beat, bulky } }));
    // Twelve versions of a 100 KB document: 1.2 MB if nothing were ever compacted.
    expect(statSync(file).size).toBeLessThan(500_000);
    expect(lines(file).length).toBeLessThan(6);
    const { store: fresh } = await openStore();
    expect(await fresh.readDoc('presence', 'presence')).toEqual({ beat: 12, bulky });
    expect(await store.readDoc('presence', 'presence')).toEqual({ beat: 12, bulky });
  });
});
