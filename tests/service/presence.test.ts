import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/config.js';
import type { Page } from '../../src/service/presence-board.js';
import { ArkhamService } from '../../src/service/service.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import type { Store } from '../../src/store/store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { settleAsync } from './helpers/async.js';
import { shippedContent } from './helpers/game-fixture.js';

function node(store: Store, clock: FakeClock): ArkhamService {
  return new ArkhamService({ store, content: shippedContent(), clock, logger: silentLogger, config: defaultConfig() });
}

async function tick(clock: FakeClock, ms: number, step = 1_000): Promise<void> {
  for (let done = 0; done < ms; done += step) {
    clock.advance(step);
    await settleAsync();
  }
}

describe('presence and pages', () => {
  it('callers on two nodes see each other online, with where they are', async () => {
    const store = new MemoryStore();
    const clock = new FakeClock();
    const nodeA = node(store, clock);
    const nodeB = node(store, clock);
    const ann = await nodeA.presence.connect('Ann', '1');
    await nodeB.presence.connect('Bob', '2');
    ann.setGame('g1');
    await tick(clock, 20_000);
    const online = await nodeB.presence.online();
    expect(online.map((p) => [p.name, p.node, p.game])).toEqual([
      ['Ann', '1', 'g1'],
      ['Bob', '2', null],
    ]);
  });

  it('a page reaches a player online on another node within a few seconds, cleaned and cut to 160 characters', async () => {
    const store = new MemoryStore();
    const clock = new FakeClock();
    const nodeA = node(store, clock);
    const nodeB = node(store, clock);
    await nodeA.presence.connect('Ann', '1');
    const bob = await nodeB.presence.connect('Bob', '2');
    const heard: Page[] = [];
    bob.onPage((page) => heard.push(page));
    await nodeA.presence.page('Ann', 'bob', `Meet me at the \u001b[31mWoods\u001b[0m\u0007 ${'!'.repeat(300)}`);
    await tick(clock, 2_000);
    expect(heard).toHaveLength(1);
    expect(heard[0]?.from).toBe('Ann');
    expect(heard[0]?.text.startsWith('Meet me at the Woods ')).toBe(true);
    expect(heard[0]?.text).toHaveLength(160);
    expect(bob.takePages()).toHaveLength(1);
    expect(bob.takePages()).toHaveLength(0);
    // Delivered once only.
    await tick(clock, 4_000);
    expect(heard).toHaveLength(1);
  });

  it('paging someone who is not online is refused', async () => {
    const store = new MemoryStore();
    const clock = new FakeClock();
    const nodeA = node(store, clock);
    await nodeA.presence.connect('Ann', '1');
    await expect(nodeA.presence.page('Ann', 'Cy', 'hello')).rejects.toMatchObject({ code: 'page/not_online' });
    await expect(nodeA.presence.page('Ann', 'Ann', '\u001b[2J')).rejects.toMatchObject({ code: 'request/invalid' });
  });

  it('a caller whose node crashed drops off the list after about a minute; one who leaves goes at once', async () => {
    const store = new MemoryStore();
    const clock = new FakeClock();
    // The crashed node's clock never moves again, so its timer never renews Ann's heartbeat.
    const crashed = node(store, new FakeClock(clock.now()));
    const steady = node(store, clock);
    await crashed.presence.connect('Ann', '1');
    const bob = await steady.presence.connect('Bob', '2');
    const cy = await steady.presence.connect('Cy', '3');
    expect((await steady.presence.online()).map((p) => p.name)).toEqual(['Ann', 'Bob', 'Cy']);
    await cy.close();
    expect((await steady.presence.online()).map((p) => p.name)).toEqual(['Ann', 'Bob']);
    await tick(clock, 50_000, 5_000);
    expect((await steady.presence.online()).map((p) => p.name)).toEqual(['Ann', 'Bob']);
    await tick(clock, 15_000, 5_000);
    expect((await steady.presence.online()).map((p) => p.name)).toEqual(['Bob']);
    await bob.close();
    expect(await steady.presence.online()).toEqual([]);
  });
});
