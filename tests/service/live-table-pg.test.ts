// Live tables across hosts: two front ends, each with its own PgStore on one database. A move on
// one reaches a watcher on the other through NOTIFY, at once, with no poll tick in between (the
// fake clock never moves after the first read).
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/config.js';
import { ArkhamService } from '../../src/service/service.js';
import type { WatchBatch } from '../../src/service/watch-hub.js';
import { PgStore } from '../../src/store/pg/pg-store.js';
import type { Store } from '../../src/store/store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { pgSchema, pgUrl } from '../store/fixtures/adapters.js';
import { settleAsync } from './helpers/async.js';
import { shippedContent } from './helpers/game-fixture.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function frontEnd(store: Store, clock: FakeClock): ArkhamService {
  return new ArkhamService({ store, content: shippedContent(), clock, logger: silentLogger, config: defaultConfig(), newGameId: () => 'live1', newSeed: () => 'live' });
}

describe.skipIf(pgUrl() === '')('live tables on PostgreSQL', () => {
  it("a watcher on one front end sees the other front end's move by NOTIFY, well inside a second", async () => {
    const db = await pgSchema();
    cleanups.push(db.drop);
    const [storeA, storeB] = [await PgStore.open(db), await PgStore.open(db)];
    cleanups.push(() => storeA.close(), () => storeB.close());
    const clock = new FakeClock();
    const [hostA, hostB] = [frontEnd(storeA, clock), frontEnd(storeB, clock)];
    await hostA.games.create('Ann', { maxPlayers: 2 });
    await hostB.games.join('live1', 'Bob');
    const since = (await hostA.games.game('live1')).version;

    const watch = hostA.watch('live1', since);
    cleanups.push(async () => watch.close());
    const batches: WatchBatch[] = [];
    let arrived: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (arrived = resolve));
    void (async () => {
      for await (const batch of watch) {
        batches.push(batch);
        arrived();
      }
    })();
    clock.advance(0);
    await settleAsync();
    await storeA.listening();
    expect(batches).toEqual([]);

    const bob = await hostB.games.view('live1', 'Bob');
    const prompt = bob.prompts[0]?.prompt;
    if (!prompt) throw new Error('Bob has no prompt');
    const started = performance.now();
    await hostB.games.answer('live1', 'Bob', { promptId: prompt.id, optionId: prompt.default, version: bob.stateVersion });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), 1_000)));
    const outcome = await Promise.race([first.then(() => 'seen' as const), late]);
    clearTimeout(timer);
    expect(outcome).toBe('seen');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(batches[0]?.records.every((record) => record.by === 'Bob')).toBe(true);
    watch.close();
    expect(hostA.watchedGames()).toEqual([]);
  });
});
