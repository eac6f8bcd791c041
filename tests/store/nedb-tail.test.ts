// Cross-process freshness without whole reloads (issue #13, item 3): when another process appended
// to a collection, the next operation here reads only the lines appended since its stamp. A load
// compacts, so it rewrites the file under a new inode; an inode that stays put across the other
// process's write and our read shows that we read the tail and did not load. At 10 and 10,000
// accounts alike; a torn line still means a load (which no longer rewrites the file either). A
// process's first load leaves the file as it is too, unless it is mostly dead lines (then it is
// compacted once, and the next process's first load leaves it).
import { appendFileSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NedbStore } from '../../src/store/nedb-store.js';
import { makeTempDir, TEST_LOCK } from './fixtures/adapters.js';

interface Account {
  name: string;
  hash: string;
  calls: number;
}

let home: { dir: string; remove(): void };
const opened: NedbStore[] = [];

beforeEach(() => {
  home = makeTempDir('ad-tail-');
});

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  home.remove();
});

async function openStore(): Promise<NedbStore> {
  const store = await NedbStore.open({ home: home.dir, lock: TEST_LOCK });
  opened.push(store);
  return store;
}

const accountsFile = (): string => join(home.dir, 'db', 'accounts.db');
const inode = (): number => statSync(accountsFile()).ino;

/** Two processes on a home of `count` accounts, each with the collection loaded and the file settled. */
async function twoProcesses(count: number): Promise<{ ours: NedbStore; theirs: NedbStore }> {
  const ours = await openStore();
  await Promise.all(Array.from({ length: count }, (_, n) => ours.transactDoc<Account>('accounts', `user${n}`, () => ({ next: { name: `User ${n}`, hash: 'x'.repeat(90), calls: 0 } }))));
  const theirs = await openStore();
  await theirs.readDoc('accounts', 'user0');
  await ours.readDoc('accounts', 'user0');
  return { ours, theirs };
}

describe('a collection another process appended to', () => {
  for (const count of [10, 10_000]) {
    it(`is read by its tail at ${count} accounts: changes, new documents and deletions, no load`, async () => {
      const { ours, theirs } = await twoProcesses(count);
      const settled = inode();
      await theirs.transactDoc<Account>('accounts', 'user1', (current) => (current ? { next: { ...current, calls: current.calls + 1 } } : null));
      await theirs.transactDoc<Account>('accounts', 'newcomer', () => ({ next: { name: 'Newcomer', hash: 'y', calls: 0 } }));
      await theirs.transactDoc<Account>('accounts', 'user2', () => ({ delete: true }));
      expect((await ours.readDoc<Account>('accounts', 'user1'))?.calls).toBe(1);
      expect(await ours.readDoc<Account>('accounts', 'newcomer')).toMatchObject({ name: 'Newcomer' });
      expect(await ours.readDoc('accounts', 'user2')).toBeUndefined();
      expect(inode()).toBe(settled);
      // And back: what we write on top of their tail is theirs to read by its tail too.
      await ours.transactDoc<Account>('accounts', 'user1', (current) => (current ? { next: { ...current, calls: current.calls + 1 } } : null));
      expect((await theirs.readDoc<Account>('accounts', 'user1'))?.calls).toBe(2);
      expect(inode()).toBe(settled);
      expect(await ours.findDocs('accounts', { name: 'Newcomer' })).toHaveLength(1);
      expect((await ours.findDocs('accounts', {})).length).toBe(count);
    }, 120_000);
  }

  it('loads afresh after a torn line, cut off, and never rewrites the file for a load', async () => {
    const { ours, theirs } = await twoProcesses(10);
    const settled = inode();
    // A torn append (a writer killed mid-line) is not a tail to apply: the load cuts it off.
    appendFileSync(accountsFile(), '{"_id":"half","name":"Ha');
    expect(await ours.readDoc('accounts', 'half')).toBeUndefined();
    expect(readFileSync(accountsFile(), 'utf8').endsWith('}\n')).toBe(true);
    await ours.transactDoc<Account>('accounts', 'user3', () => ({ next: { name: 'Three', hash: 'z', calls: 7 } }));
    expect((await theirs.readDoc<Account>('accounts', 'user3'))?.calls).toBe(7);
    // Neither load (ours after the torn line, theirs after our cut) rewrote the file.
    expect(inode()).toBe(settled);
  });
});

describe("a process's first load of a collection", () => {
  for (const count of [10, 10_000]) {
    it(`leaves the file as it is at ${count} accounts: same inode, size and mtime`, async () => {
      const writer = await openStore();
      await Promise.all(Array.from({ length: count }, (_, n) => writer.transactDoc<Account>('accounts', `user${n}`, () => ({ next: { name: `User ${n}`, hash: 'x'.repeat(90), calls: 0 } }))));
      await writer.close();
      const before = statSync(accountsFile(), { bigint: true });
      // Three door processes starting one after another, each reading and finding.
      for (let start = 0; start < 3; start += 1) {
        const fresh = await openStore();
        expect(await fresh.readDoc<Account>('accounts', 'user1')).toMatchObject({ name: 'User 1' });
        expect(await fresh.findDocs('accounts', { name: `User ${count - 1}` })).toHaveLength(1);
        await fresh.close();
      }
      const after = statSync(accountsFile(), { bigint: true });
      expect([after.ino, after.size, after.mtimeNs]).toEqual([before.ino, before.size, before.mtimeNs]);
    }, 120_000);
  }

  it('compacts a file that is mostly dead lines once, and the next first load leaves it', async () => {
    // One document written 3,000 times over: ~450 KB of lines for ~150 bytes of live data.
    const line = (n: number): string => `${JSON.stringify({ name: 'Busy', hash: 'h'.repeat(120), calls: n, _id: 'busy' })}\n`;
    const first = await openStore();
    writeFileSync(accountsFile(), Array.from({ length: 3_000 }, (_, n) => line(n)).join(''), { mode: 0o600 });
    const grown = statSync(accountsFile());
    expect((await first.readDoc<Account>('accounts', 'busy'))?.calls).toBe(2_999);
    const compacted = statSync(accountsFile());
    expect(compacted.ino).not.toBe(grown.ino);
    expect(compacted.size).toBeLessThan(1_000);
    await first.close();
    const second = await openStore();
    expect((await second.readDoc<Account>('accounts', 'busy'))?.calls).toBe(2_999);
    expect(statSync(accountsFile()).ino).toBe(compacted.ino);
  });
});
