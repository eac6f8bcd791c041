// `maint` on a board that has played thousands of games (issue #13): it reads the game index and
// then the live games, the finished ones with something left to do, and those that ended in the last
// two days (at most 50), so it touches as many games at 5,000 as at 60. Counted in games read, not time.
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/config.js';
import type { GameDoc } from '../../src/service/game-doc.js';
import { MAINT_FINISHED_DAYS } from '../../src/service/game-service.js';
import { summarizeGame } from '../../src/service/lobby-index.js';
import { ArkhamService } from '../../src/service/service.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import type { Store } from '../../src/store/store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { makeTempDir } from '../store/fixtures/adapters.js';
import { FINISHED_APART_MS, LIVE_GAME, writeFinishedBoard } from './helpers/finished-board.js';

/** The live game and the finished ones of the last two days, ended six hours apart (the boundary included). */
const VISITED = 1 + (MAINT_FINISHED_DAYS * 86_400_000) / FINISHED_APART_MS;
import { shippedContent } from './helpers/game-fixture.js';

const homes: { dir: string; remove(): void }[] = [];
const stores: NedbStore[] = [];

afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const home of homes.splice(0)) home.remove();
});

/** The store, with the ids of the games read or transacted through it. */
function counted(store: Store): { store: Store; touched: Set<string> } {
  const touched = new Set<string>();
  const wrapped = new Proxy(store, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      if (key === 'readGame' || key === 'transactGame' || key === 'readArchive') {
        return (...args: unknown[]) => {
          if (typeof args[0] === 'string') touched.add(args[0]);
          return Reflect.apply(value, target, args);
        };
      }
      return value.bind(target);
    },
  });
  return { store: wrapped, touched };
}

async function board(games: number): Promise<{ home: string; clock: FakeClock }> {
  const home = makeTempDir('ad-maint-window-');
  homes.push(home);
  const clock = new FakeClock();
  await writeFinishedBoard(home.dir, games, shippedContent(), clock);
  return { home: home.dir, clock };
}

async function open(home: string, clock: FakeClock): Promise<{ service: ArkhamService; store: NedbStore; touched: Set<string> }> {
  const store = await NedbStore.open({ home, summarize: summarizeGame });
  stores.push(store);
  const { store: wrapped, touched } = counted(store);
  const service = new ArkhamService({ store: wrapped, content: shippedContent(), clock, logger: silentLogger, config: defaultConfig() });
  // The first reader rebuilds the index from the snapshots (the board was written behind its back).
  await service.games.lobby('Ann', 3);
  touched.clear();
  return { service, store, touched };
}

describe('maint on an old board', () => {
  it('visits the live games and the lately finished ones, as many at 5,000 games as at 60', async () => {
    const small = await board(60);
    const large = await board(5_000);
    const runs = [];
    for (const { home, clock } of [small, large]) {
      const { service, touched } = await open(home, clock);
      const report = await service.maintenance();
      runs.push({ report, touched: new Set(touched) });
    }
    const [atSmall, atLarge] = runs;
    expect(atSmall?.report.games).toBe(VISITED);
    expect(atLarge?.report.games).toBe(VISITED);
    expect(atLarge?.touched.size).toBeLessThanOrEqual(VISITED);
    expect(atLarge?.touched.has(LIVE_GAME)).toBe(true);
    expect(atLarge?.touched.has('old4999')).toBe(true);
    expect(atLarge?.touched.has('old1')).toBe(false);
    expect(atLarge?.report.failed).toEqual([]);
  }, 180_000);

  it('visits a game of any age whose hall of fame is not written yet, until it is', async () => {
    const { home, clock } = await board(200);
    const { service, store, touched } = await open(home, clock);
    await store.transactGame<GameDoc>('old1', (current) => ({ next: { ...current, version: current.version + 1, hallRecorded: false } }));
    const first = await service.maintenance();
    expect(touched.has('old1')).toBe(true);
    expect(first.games).toBe(VISITED + 1);
    expect((await store.readGame<GameDoc>('old1'))?.hallRecorded).toBe(true);
    touched.clear();
    const second = await service.maintenance();
    expect(touched.has('old1')).toBe(false);
    expect(second.games).toBe(VISITED);
  }, 60_000);
});
