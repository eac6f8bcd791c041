// Presence across hosts: two front ends, each with its own PgStore on one database. A page sent on
// one reaches its caller on the other through NOTIFY, well inside a second, with no poll tick in
// between (the fake clock never moves), also after the listening connection was cut.
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/config.js';
import type { Page } from '../../src/service/presence-board.js';
import type { PresenceSession } from '../../src/service/presence-hub.js';
import { ArkhamService } from '../../src/service/service.js';
import { PgStore } from '../../src/store/pg/pg-store.js';
import type { Store } from '../../src/store/store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { pgSchema, pgUrl } from '../store/fixtures/adapters.js';
import { shippedContent } from './helpers/game-fixture.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function frontEnd(store: Store, clock: FakeClock): ArkhamService {
  return new ArkhamService({ store, content: shippedContent(), clock, logger: silentLogger, config: defaultConfig() });
}

/** The next page the session hears, or 'late' after `ms` of real time. */
function nextPage(session: PresenceSession, ms: number): Promise<Page | 'late'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve('late');
    }, ms);
    const stop = session.onPage((page) => {
      clearTimeout(timer);
      stop();
      resolve(page);
    });
  });
}

async function twoFrontEnds(): Promise<{ hostA: ArkhamService; hostB: ArkhamService; storeB: PgStore; schema: string; url: string }> {
  const db = await pgSchema();
  cleanups.push(db.drop);
  const [storeA, storeB] = [await PgStore.open(db), await PgStore.open(db)];
  cleanups.push(() => storeA.close(), () => storeB.close());
  const clock = new FakeClock();
  return { hostA: frontEnd(storeA, clock), hostB: frontEnd(storeB, clock), storeB, schema: db.schema, url: db.url };
}

describe.skipIf(pgUrl() === '')('presence on PostgreSQL', () => {
  it('a caller on one front end is online on the other at once, and a page reaches them by NOTIFY within a second', async () => {
    const { hostA, hostB, storeB } = await twoFrontEnds();
    const ann = await hostA.presence.connect('Ann', '1');
    const bob = await hostB.presence.connect('Bob', '2');
    cleanups.push(() => ann.close(), () => bob.close());
    await storeB.listening();
    expect((await hostA.presence.online()).map((player) => player.name)).toEqual(['Ann', 'Bob']);

    const started = performance.now();
    const heard = nextPage(bob, 1_000);
    await hostA.presence.page('Ann', 'Bob', 'Meet me at the Woods');
    const page = await heard;
    expect(page).not.toBe('late');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(page === 'late' ? '' : `${page.from}: ${page.text}`).toBe('Ann: Meet me at the Woods');
    expect(bob.takePages()).toHaveLength(1);

    await bob.close();
    expect((await hostA.presence.online()).map((player) => player.name)).toEqual(['Ann']);
  });

  it('a page sent while the listening connection is cut arrives when it is back, without a poll', async () => {
    const { hostA, hostB, storeB, schema, url } = await twoFrontEnds();
    const ann = await hostA.presence.connect('Ann', '1');
    const bob = await hostB.presence.connect('Bob', '2');
    cleanups.push(() => ann.close(), () => bob.close());
    await storeB.listening();

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const cut = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [`arkham-door listen ${schema}`]);
      expect(cut.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    const heard = nextPage(bob, 3_000);
    await hostA.presence.page('Ann', 'Bob', 'Are you there?');
    const page = await heard;
    expect(page === 'late' ? 'late' : page.text).toBe('Are you there?');
  });
});
