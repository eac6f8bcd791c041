// Item 6 of issue #13: every file under --home holds account data or game history, so it is 0600
// in 0700 folders, created so from the start, and a home an older version left open is tightened.
import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openHome } from '../../src/commands/context.js';
import { summarizeGame } from '../../src/service/lobby-index.js';
import { COLLECTIONS } from '../../src/store/store.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { REPO_ROOT } from '../service/helpers/game-fixture.js';
import { makeTempDir, TEST_LOCK } from './fixtures/adapters.js';

let temp: { dir: string; remove(): void };
let home: string;

beforeEach(() => {
  temp = makeTempDir('ad-modes-');
  home = join(temp.dir, 'home');
});

afterEach(() => temp.remove());

/** Every path under `dir` (itself included) with its permission bits. */
function modesUnder(dir: string): Map<string, number> {
  const modes = new Map<string, number>([[dir, statSync(dir).mode & 0o777]]);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) for (const [p, m] of modesUnder(path)) modes.set(p, m);
    else modes.set(path, statSync(path).mode & 0o777);
  }
  return modes;
}

function expectPrivate(dir: string): void {
  const open = [...modesUnder(dir)].filter(([path, mode]) => mode !== (statSync(path).isDirectory() ? 0o700 : 0o600));
  expect(open.map(([path, mode]) => `${path.slice(dir.length)} ${mode.toString(8)}`)).toEqual([]);
}

describe('files under --home', () => {
  it('are 0600 in 0700 folders from the start: home, logs, every collection, snapshots, archives, the game index', async () => {
    // A umask that would leave everything readable, as on many systems.
    const umask = process.umask(0o022);
    try {
      const opened = await openHome(home, { clock: new FakeClock(0), packageRoot: REPO_ROOT });
      opened.logger.info('a log line');
      const store = await NedbStore.open({ home, lock: TEST_LOCK, summarize: summarizeGame });
      await store.readGameIndex();
      await store.createGame('g1', { version: 0 });
      await store.transactGame('g1', (current) => ({ next: { version: current.version + 1 }, archive: [{ turn: 0 }] }));
      for (const collection of COLLECTIONS) await store.insertDoc(collection, { note: collection });
      // Another process's write makes this one load the file again, and NeDB's load rewrites it.
      const other = await NedbStore.open({ home, lock: TEST_LOCK });
      await other.insertDoc('accounts', { note: 'from another process' });
      await other.close();
      expect(await store.findDocs('accounts', {})).toHaveLength(2);
      await store.close();
      expect(statSync(join(home, 'db', 'accounts.db')).mode & 0o777).toBe(0o600);
      expect(statSync(join(home, 'logs', 'arkham-door.log')).mode & 0o777).toBe(0o600);
      expect(statSync(join(home, 'db', 'index.jsonl')).mode & 0o777).toBe(0o600);
      expectPrivate(home);
    } finally {
      process.umask(umask);
    }
  });

  it('of an existing home left readable by others are tightened when it is opened', async () => {
    const db = join(home, 'db');
    for (const dir of [home, db, join(db, 'games'), join(db, 'archive'), join(home, 'logs'), join(home, 'exports')]) mkdirSync(dir, { recursive: true, mode: 0o755 });
    const files = [join(db, 'accounts.db'), join(db, 'games', 'g1.db'), join(db, 'archive', 'g1.jsonl'), join(home, 'logs', 'arkham-door.log'), join(home, 'exports', 'g1.json')];
    for (const file of files) writeFileSync(file, '', { mode: 0o644 });
    for (const path of [home, db, ...files]) chmodSync(path, statSync(path).isDirectory() ? 0o755 : 0o644);
    await openHome(home, { clock: new FakeClock(0), packageRoot: REPO_ROOT });
    expectPrivate(home);
    // The store alone (as `sysop passwd` and tests open it) tightens too.
    chmodSync(home, 0o755);
    chmodSync(join(db, 'accounts.db'), 0o644);
    const store = await NedbStore.open({ home, lock: TEST_LOCK });
    await store.close();
    expectPrivate(home);
  });
});
