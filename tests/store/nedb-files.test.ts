// The NeDB store's files: where they go, and what a crash can leave behind in them.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LockTimeoutError } from '../../src/store/errors.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import type { StoreLayout } from '../../src/store/store-layout.js';
import { makeTempDir, TEST_LOCK } from './fixtures/adapters.js';

interface Doc {
  version: number;
  note: string;
}

let home: { dir: string; remove(): void };
let store: NedbStore;
let layout: StoreLayout;

beforeEach(async () => {
  home = makeTempDir('ad-files-');
  store = await NedbStore.open({ home: home.dir, lock: TEST_LOCK });
  layout = store.layout;
});

afterEach(async () => {
  await store.close();
  home.remove();
});

const bump = (note: string, archive?: unknown[]) => (current: Doc) => ({
  next: { version: current.version + 1, note },
  ...(archive ? { archive } : {}),
});

describe('NedbStore files', () => {
  it('keeps games, archives and collections where docs/storage.md says, leaving no locks or temp files', async () => {
    await store.createGame('g1', { version: 0, note: 'start' });
    await store.transactGame('g1', bump('one', [{ turn: 1 }]));
    await store.insertDoc('news', { headline: 'Gate opens at the Unvisited Isle' });
    await store.transactDoc('accounts', 'carter', () => ({ next: { name: 'Carter' } }));
    expect(readdirSync(join(home.dir, 'db')).sort()).toEqual(['accounts.db', 'archive', 'cold', 'games', 'locks', 'news.db']);
    expect(readdirSync(join(home.dir, 'db', 'games'))).toEqual(['g1.db']);
    expect(readdirSync(join(home.dir, 'db', 'archive'))).toEqual(['g1.jsonl']);
    expect(readdirSync(join(home.dir, 'db', 'locks'))).toEqual([]);
    expect(readFileSync(layout.archiveFile('g1'), 'utf8')).toBe('{"turn":1}\n');
    const snapshot = JSON.parse(readFileSync(layout.gameFile('g1'), 'utf8')) as unknown;
    expect(snapshot).toEqual({ archiveEnd: 11, doc: { version: 1, note: 'one' } });
  });

  it('ignores archive bytes past the committed end (a torn line or an uncommitted append) and overwrites them', async () => {
    await store.createGame('g1', { version: 0, note: 'start' });
    await store.transactGame('g1', bump('one', ['first']));
    appendFileSync(layout.archiveFile('g1'), '"from a transaction that died"\n{"torn":');
    expect(await store.readArchive('g1')).toEqual(['first']);
    await store.transactGame('g1', bump('two', ['second']));
    expect(await store.readArchive('g1')).toEqual(['first', 'second']);
    expect(readFileSync(layout.archiveFile('g1'), 'utf8')).toBe('"first"\n"second"\n');
  });

  it('reads what a short archive holds and plays on, keeping the loss in the snapshot for the export to name', async () => {
    await store.createGame('g1', { version: 0, note: 'start' });
    await store.transactGame('g1', bump('one', ['first', 'second']));
    writeFileSync(layout.archiveFile('g1'), '"first"\n"sec');
    expect(await store.readArchive('g1')).toEqual(['first']);
    expect((await store.exportGame('g1'))?.missing).toEqual(['db/archive/g1.jsonl holds 12 of 17 committed bytes: the records after line 1 (and a torn line) are gone']);
    await store.transactGame('g1', bump('two', ['third']));
    expect(await store.readArchive('g1')).toEqual(['first', 'third']);
    expect((await store.exportGame('g1'))?.missing).toEqual(['db/archive/g1.jsonl: 9 committed bytes of records were found gone at byte 8']);
  });

  it('ignores a half-written snapshot temp file and replaces it on the next commit', async () => {
    await store.createGame('g1', { version: 0, note: 'start' });
    writeFileSync(`${layout.gameFile('g1')}.tmp`, '{"archiveEnd":0,"doc":{"vers');
    expect(await store.listGames()).toEqual(['g1']);
    expect(await store.readGame('g1')).toEqual({ version: 0, note: 'start' });
    await store.transactGame('g1', bump('one'));
    expect(await store.readGame('g1')).toEqual({ version: 1, note: 'one' });
    expect(existsSync(`${layout.gameFile('g1')}.tmp`)).toBe(false);
  });

  it('cuts a torn last line off a collection file, keeping every committed document', async () => {
    await store.transactDoc('mail', 'm1', () => ({ next: { body: 'one' } }));
    await store.transactDoc('mail', 'm2', () => ({ next: { body: 'two' } }));
    appendFileSync(layout.collectionFile('mail'), '{"_id":"m3","body":"thr');
    expect((await store.findDocs('mail', {})).map((found) => found.id)).toEqual(['m1', 'm2']);
    await store.transactDoc('mail', 'm3', () => ({ next: { body: 'three' } }));
    expect(await store.readDoc('mail', 'm3')).toEqual({ body: 'three' });
  });

  it('keeps a committed document whose newer version was torn mid-append', async () => {
    await store.transactDoc('accounts', 'carter', () => ({ next: { failures: 0 } }));
    appendFileSync(layout.collectionFile('accounts'), '{"_id":"carter","failures":');
    expect(await store.readDoc('accounts', 'carter')).toEqual({ failures: 0 });
  });

  it('sets a line damaged in the middle of a collection aside into quarantine/ and loads the rest', async () => {
    await store.transactDoc('mail', 'm1', () => ({ next: { body: 'one' } }));
    const file = layout.collectionFile('mail');
    writeFileSync(file, `garbage that no crash makes\n${readFileSync(file, 'utf8')}`);
    const other = await NedbStore.open({ home: home.dir, lock: TEST_LOCK });
    expect(await other.readDoc('mail', 'm1')).toEqual({ body: 'one' });
    await other.close();
    const [aside] = readdirSync(join(home.dir, 'quarantine'));
    expect(aside).toMatch(/^db-mail\.db\./);
    expect(readFileSync(join(home.dir, 'quarantine', aside ?? ''), 'utf8')).toBe('1\tgarbage that no crash makes\n');
    expect(readFileSync(file, 'utf8')).not.toContain('garbage');
  });

  it('takes over a lock left by a dead process once it is stale', async () => {
    await store.createGame('g1', { version: 0, note: 'start' });
    const lockDir = `${layout.gameLock('g1')}.lock`;
    mkdirSync(lockDir);
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lockDir, longAgo, longAgo);
    await store.transactGame('g1', bump('one'));
    expect(await store.readGame('g1')).toEqual({ version: 1, note: 'one' });
  });

  it('gives up with LockTimeoutError while a live holder keeps its lock', async () => {
    const impatient = await NedbStore.open({ home: home.dir, lock: { staleMs: 60_000, waitMs: 150 } });
    await impatient.createGame('g1', { version: 0, note: 'start' });
    mkdirSync(`${layout.gameLock('g1')}.lock`);
    await expect(impatient.transactGame('g1', bump('one'))).rejects.toBeInstanceOf(LockTimeoutError);
    await impatient.close();
  });
});
