// Issue #13, item 1's first step: the game index. The lobby, `mine` and `create` read it and then
// only the games it points at (the live ones, a player's latest finished), kept with every commit
// and shared across processes.
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sysopCheck } from '../../src/commands/sysop-check.js';
import { defaultConfig } from '../../src/config/config.js';
import type { GameDoc } from '../../src/service/game-doc.js';
import { summarizeGame } from '../../src/service/lobby-index.js';
import { ArkhamService } from '../../src/service/service.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { REPO_ROOT, shippedContent } from '../service/helpers/game-fixture.js';
import { makeTempDir, TEST_LOCK } from './fixtures/adapters.js';

let home: { dir: string; remove(): void };
const opened: NedbStore[] = [];

beforeEach(() => {
  home = makeTempDir('ad-index-');
});

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  home.remove();
});

/** A process: a store on the home (keeping the index unless told not to) and the service over it. */
async function startProcess(prefix: string, options: { index?: boolean } = {}) {
  const store = await NedbStore.open({ home: home.dir, lock: TEST_LOCK, ...(options.index === false ? {} : { summarize: summarizeGame }) });
  opened.push(store);
  let made = 0;
  const clock = new FakeClock();
  const service = new ArkhamService({ store, content: shippedContent(), clock, logger: silentLogger, config: defaultConfig(), newGameId: () => `${prefix}${(made += 1)}`, newSeed: () => 'fixed-seed' });
  return { store, games: service.games, clock };
}

/** Ends a game as the store sees it (the service's own end takes a whole game to reach). */
async function finish(store: NedbStore, id: string): Promise<void> {
  await store.transactGame<GameDoc>(id, (current) => ({ next: { ...current, version: current.version + 1, status: 'over', endedAt: 1 } }));
}

const indexFile = (): string => join(home.dir, 'db', 'index.jsonl');

describe('the game index', () => {
  it('points the lobby at the live games and the player’s latest finished ones only', async () => {
    const { store, games, clock } = await startProcess('g');
    for (let n = 0; n < 6; n += 1) {
      await games.create('Ann', { title: `Table ${n}` });
      clock.advance(1000);
    }
    await games.create('Bob', { title: 'Bob’s' });
    for (const id of ['g1', 'g2', 'g3', 'g4', 'g5']) await finish(store, id);
    // The oldest finished game is damaged: a lobby that read it would mark it.
    writeFileSync(join(home.dir, 'db', 'games', 'g1.db'), '{"archiveEnd":0,"doc":{"vers');

    const lobby = await games.lobby('Ann', 3);
    expect(lobby.games.map((game) => game.id).sort()).toEqual(['g3', 'g4', 'g5', 'g6', 'g7']);
    expect(lobby.damaged).toEqual([]);
    expect((await games.listWithDamage()).damaged.map((game) => game.id)).toEqual(['g1']);
    expect((await games.gamesOf('Ann')).map((game) => game.id)).toEqual(['g6']);
    expect((await games.gamesOf('Bob')).map((game) => game.id)).toEqual(['g7']);
    // A line per change of summary, not per commit.
    expect(readFileSync(indexFile(), 'utf8').trim().split('\n').length).toBeLessThan(20);
  });

  it('is shared: what another process creates, joins, finishes or deletes is in the next lobby', async () => {
    const first = await startProcess('a');
    const second = await startProcess('b');
    await first.games.create('Ann', { title: 'First' });
    expect((await first.games.lobby('Ann', 3)).games.map((game) => game.id)).toEqual(['a1']);
    await second.games.create('Bob', { title: 'Second' });
    await second.games.join('a1', 'Bob');
    expect((await first.games.lobby('Bob', 3)).games.map((game) => game.id).sort()).toEqual(['a1', 'b1']);
    expect((await first.games.gamesOf('Bob')).map((game) => game.id).sort()).toEqual(['a1', 'b1']);
    await finish(second.store, 'b1');
    await second.store.deleteGame('a1');
    expect((await first.games.lobby('Bob', 3)).games.map((game) => game.id)).toEqual(['b1']);
    expect(await first.games.gamesOf('Bob')).toEqual([]);
  });

  it('is rebuilt from the snapshots when it is missing, and a process that keeps none removes it rather than leave it stale', async () => {
    const keeper = await startProcess('k');
    await keeper.games.create('Ann', { title: 'Kept' });
    unlinkSync(indexFile());
    expect((await keeper.games.lobby('Ann', 3)).games.map((game) => game.id)).toEqual(['k1']);
    expect(existsSync(indexFile())).toBe(true);

    const old = await startProcess('o', { index: false });
    await old.games.create('Ann', { title: 'Unindexed' });
    expect(existsSync(indexFile())).toBe(false);
    expect((await keeper.games.lobby('Ann', 3)).games.map((game) => game.id).sort()).toEqual(['k1', 'o1']);
  });

  it('sysop check names an index out of date with the snapshots, and --repair rebuilds it', async () => {
    const { games } = await startProcess('g');
    await games.create('Ann', { title: 'Real' });
    writeFileSync(indexFile(), '{"id":"ghost","s":{"status":"open","players":["Ann"],"createdAt":5}}\n');
    let out = '';
    const stdout = new Writable({ write: (chunk: Buffer, _encoding, done) => void ((out += chunk.toString('utf8')), done()) });
    const context = { packageRoot: REPO_ROOT, clock: new FakeClock(), stdout, stderr: stdout };
    expect(await sysopCheck(['--home', home.dir], context)).toBe(1);
    expect(out).toContain('db/index.jsonl (the game index (which games the lobby reads)): it is short: 1 game is not in it (g1); 1 entry names a game that no longer exists');
    expect(await sysopCheck(['--home', home.dir, '--repair'], context)).toBe(0);
    expect(out).toContain('repaired: rebuilt it from the snapshots (1 game)');
    expect(readFileSync(indexFile(), 'utf8')).not.toContain('ghost');
  });

  it('a summary ahead of its game (a commit that never landed) points at a game that is read as it is', async () => {
    const { games } = await startProcess('g');
    await games.create('Ann', { title: 'Real' });
    writeFileSync(indexFile(), `${readFileSync(indexFile(), 'utf8')}{"id":"ghost","s":{"status":"open","players":["Ann"],"createdAt":5}}\n`);
    expect((await games.lobby('Ann', 3)).games.map((game) => game.id)).toEqual(['g1']);
    expect((await games.gamesOf('Ann')).map((game) => game.id)).toEqual(['g1']);
  });
});
