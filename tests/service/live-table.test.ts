import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/config.js';
import { ArkhamService } from '../../src/service/service.js';
import type { WatchBatch } from '../../src/service/watch-hub.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import type { Store } from '../../src/store/store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { settleAsync } from './helpers/async.js';
import { shippedContent } from './helpers/game-fixture.js';

function node(store: Store, clock: FakeClock): ArkhamService {
  let n = 0;
  return new ArkhamService({ store, content: shippedContent(), clock, logger: silentLogger, config: defaultConfig(), newGameId: () => `live${(n += 1)}`, newSeed: () => 'live' });
}

/** Counts the game reads a store serves. */
function countingReads(store: MemoryStore): { store: Store; reads: () => number } {
  let reads = 0;
  const proxy = new Proxy(store, {
    get(target, key, receiver) {
      if (key === 'readGame') {
        return (id: string) => {
          reads += 1;
          return target.readGame(id);
        };
      }
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { store: proxy, reads: () => reads };
}

describe('live tables', () => {
  it("a player watching sees another node's move within two seconds", async () => {
    const store = new MemoryStore();
    const clock = new FakeClock();
    const nodeA = node(store, clock);
    const nodeB = node(store, clock);
    await nodeA.games.create('Ann', { maxPlayers: 2 });
    await nodeB.games.join('live1', 'Bob');
    const since = (await nodeA.games.game('live1')).version;

    const watch = nodeA.watch('live1', since);
    const batches: WatchBatch[] = [];
    void (async () => {
      for await (const batch of watch) batches.push(batch);
    })();
    clock.advance(0);
    await settleAsync();
    expect(batches).toEqual([]);

    const bob = await nodeB.games.view('live1', 'Bob');
    const prompt = bob.prompts[0]?.prompt;
    if (!prompt) throw new Error('Bob has no prompt');
    await nodeB.games.answer('live1', 'Bob', { promptId: prompt.id, optionId: prompt.default, version: bob.stateVersion });
    clock.advance(1_000);
    await settleAsync();
    expect(batches).toHaveLength(1);
    const events = batches[0]?.records.flatMap((record) => record.events) ?? [];
    expect(batches[0]?.records.every((record) => record.by === 'Bob')).toBe(true);
    expect(events.length).toBeGreaterThan(0);
    watch.close();
    expect(nodeA.watchedGames()).toEqual([]);
  });

  it('watchers of one game in one process share one poller', async () => {
    const memory = new MemoryStore();
    const { store, reads } = countingReads(memory);
    const clock = new FakeClock();
    const service = node(store, clock);
    await service.games.create('Ann', { maxPlayers: 3 });
    const watchers = [service.watch('live1', 0), service.watch('live1', 0), service.watch('live1', 0)];
    expect(service.watchedGames()).toEqual(['live1']);
    clock.advance(0);
    await settleAsync();
    const before = reads();
    for (let second = 0; second < 5; second += 1) {
      clock.advance(1_000);
      await settleAsync();
    }
    expect(reads() - before).toBe(5);
    watchers.forEach((watch) => watch.close());
    for (let second = 0; second < 5; second += 1) {
      clock.advance(1_000);
      await settleAsync();
    }
    expect(reads() - before).toBe(5);
  });

  it('a watcher behind a finished turn gets its records from the archive', async () => {
    const store = new MemoryStore();
    const clock = new FakeClock();
    const service = node(store, clock);
    await service.games.create('Ann', { maxPlayers: 1 });
    const watch = service.watch('live1', 0);
    await service.games.start('live1', 'Ann', {});
    for (let k = 0; k < 30; k += 1) {
      const view = await service.games.view('live1', 'Ann');
      const first = view.prompts[0];
      if (!first || view.game.turn >= 2) break;
      await service.games.answer('live1', 'Ann', { promptId: first.prompt.id, optionId: first.prompt.default, version: view.stateVersion });
    }
    expect((await service.games.game('live1')).turn).toBeGreaterThanOrEqual(2);
    clock.advance(0);
    await settleAsync();
    const first = await watch.next();
    const turns = new Set(first.done ? [] : first.value.records.map((record) => record.turn));
    expect(turns.has(0)).toBe(true);
    expect(turns.has(1)).toBe(true);
    watch.close();
  });
});
