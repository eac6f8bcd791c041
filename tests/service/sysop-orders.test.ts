// The sysop's notice to everyone online and the kick of one caller, across two nodes of one store.
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/config.js';
import type { SysopMessage } from '../../src/service/presence-hub.js';
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

async function tick(clock: FakeClock, ms: number): Promise<void> {
  for (let done = 0; done < ms; done += 1_000) {
    clock.advance(1_000);
    await settleAsync();
  }
}

describe('sysop orders through the presence board', () => {
  it('a notice reaches every caller online on every node, once, cleaned to one plain line; pages are not touched', async () => {
    const store = new MemoryStore();
    const clock = new FakeClock();
    const [a, b, desk] = [node(store, clock), node(store, clock), node(store, clock)];
    const ann = await a.presence.connect('Ann', '1');
    const bob = await b.presence.connect('Bob', '2');
    const heard: Array<[string, SysopMessage]> = [];
    ann.onSysop((m) => heard.push(['Ann', m]));
    bob.onSysop((m) => heard.push(['Bob', m]));
    const pages: unknown[] = [];
    ann.onPage((p) => pages.push(p));
    expect(await desk.presence.broadcast('Down at \u001b[2J\u001b[31mmidnight\u0007\r\nfor backups')).toBe(2);
    await tick(clock, 3_000);
    expect(heard.map(([who, m]) => [who, m.order])).toEqual([
      ['Ann', 'notice'],
      ['Bob', 'notice'],
    ]);
    expect(heard[0]?.[1].text).not.toMatch(/[\u0000-\u001f\u007f]/);
    expect(heard[0]?.[1].text).toContain('midnight');
    expect(pages).toEqual([]);
    expect(ann.takePages()).toEqual([]);
    await tick(clock, 4_000);
    expect(heard).toHaveLength(2);
    await expect(desk.presence.broadcast('   ')).rejects.toThrow(/needs some text/);
  });

  it('a kick reaches only that caller, and one who is not online is refused by name', async () => {
    const store = new MemoryStore();
    const clock = new FakeClock();
    const [a, desk] = [node(store, clock), node(store, clock)];
    const ann = await a.presence.connect('Ann', '1');
    const bob = await a.presence.connect('Bob', '2');
    const orders: string[] = [];
    ann.onSysop((m) => orders.push(`Ann ${m.order}`));
    bob.onSysop((m) => orders.push(`Bob ${m.order}`));
    await desk.presence.kick('ann');
    await tick(clock, 3_000);
    expect(orders).toEqual(['Ann kick']);
    await expect(desk.presence.kick('Nobody')).rejects.toThrow(/Nobody is not online/);
  });
});
