// readGame keeps the snapshots it read, each with its file open, and trusts them while the file's
// stamp is unchanged. A second NedbStore on the same home stands in for another process.
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SnapshotCache } from '../../src/store/snapshot-cache.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { makeTempDir, TEST_LOCK } from './fixtures/adapters.js';

interface Doc {
  version: number;
  note: string;
}

let home: { dir: string; remove(): void };
const closers: (() => Promise<void>)[] = [];

beforeEach(() => {
  home = makeTempDir('ad-snap-');
});

afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  home.remove();
});

async function openStore(): Promise<NedbStore> {
  const store = await NedbStore.open({ home: home.dir, lock: TEST_LOCK });
  closers.push(() => store.close());
  return store;
}

const bump = (note: string) => (current: Doc) => ({ next: { version: current.version + 1, note } });

/** Replaces a file by rename, as a commit does. */
function replaceFile(file: string, text: string): void {
  writeFileSync(`${file}.new`, text);
  renameSync(`${file}.new`, file);
}

const snapshotText = (version: number, note: string): string => `${JSON.stringify({ archiveEnd: 0, doc: { version, note } })}\n`;

describe('NedbStore game reads', () => {
  it('sees every commit another process makes, and hands out one frozen document while it is unchanged', async () => {
    const ours = await openStore();
    const theirs = await openStore();
    await ours.createGame('g1', { version: 0, note: 'Dunwich' });
    const first = await ours.readGame<Doc>('g1');
    expect(() => {
      if (first) first.note = 'scribbled';
    }).toThrow(TypeError);
    expect(await ours.readGame('g1')).toBe(first);
    expect(first).toEqual({ version: 0, note: 'Dunwich' });
    await theirs.transactGame('g1', bump('Innsmouth'));
    expect(await ours.readGame('g1')).toEqual({ version: 1, note: 'Innsmouth' });
    await theirs.transactGame('g1', bump('Kingsport'));
    expect(await ours.readGame('g1')).toEqual({ version: 2, note: 'Kingsport' });
  });

  it('sees a snapshot of the same size put in place of the one it read', async () => {
    const store = await openStore();
    await store.createGame('g1', { version: 0, note: 'aaaa' });
    expect(await store.readGame('g1')).toEqual({ version: 0, note: 'aaaa' });
    replaceFile(store.layout.gameFile('g1'), snapshotText(0, 'bbbb'));
    expect(await store.readGame('g1')).toEqual({ version: 0, note: 'bbbb' });
  });

  it('forgets a game another process deleted', async () => {
    const ours = await openStore();
    const theirs = await openStore();
    await ours.createGame('g1', { version: 0, note: 'doomed' });
    await ours.createGame('g2', { version: 0, note: 'kept' });
    expect(await ours.readGame('g1')).toBeDefined();
    expect(await theirs.deleteGame('g1')).toBe(true);
    expect(await ours.listGames()).toEqual(['g2']);
    expect(await ours.readGame('g1')).toBeUndefined();
  });
});

describe('SnapshotCache', () => {
  it('keeps at most its capacity of files open, and still reads every game right', async () => {
    const files = ['a', 'b', 'c'].map((name) => join(home.dir, `${name}.db`));
    files.forEach((file, i) => writeFileSync(file, snapshotText(i, `first ${i}`)));
    const cache = new SnapshotCache(2);
    closers.push(() => cache.close());
    const openFiles = (): number => (existsSync('/proc/self/fd') ? readdirSync('/proc/self/fd').length : 0);
    const before = openFiles();
    for (const [i, file] of files.entries()) expect((await cache.read(file))?.doc).toEqual({ version: i, note: `first ${i}` });
    if (before > 0) expect(openFiles() - before).toBe(2);
    files.forEach((file, i) => replaceFile(file, snapshotText(i, `second ${i}`)));
    for (const [i, file] of files.entries()) expect((await cache.read(file))?.doc).toEqual({ version: i, note: `second ${i}` });
    await cache.close();
    if (before > 0) expect(openFiles()).toBe(before);
  });

  it('refuses a snapshot that is not JSON, and keeps nothing of it', async () => {
    const file = join(home.dir, 'bad.db');
    writeFileSync(file, '{"archiveEnd":0,"doc":{"vers');
    const cache = new SnapshotCache(2);
    closers.push(() => cache.close());
    await expect(cache.read(file)).rejects.toThrow(/not JSON/);
    replaceFile(file, snapshotText(3, 'mended'));
    expect((await cache.read(file))?.doc).toEqual({ version: 3, note: 'mended' });
    expect(readFileSync(file, 'utf8')).toBe(snapshotText(3, 'mended'));
  });
});
