// The Advertiser on a board that has run for years (issue #13): a page of the stand, the bulletin and
// the nightly trim read the same few documents at 5,000 finished games as at 10, and news past its
// retention is gone. Work is counted in store calls, not time, so a loaded machine cannot fail it.
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/config.js';
import { handleLine, NEWS_PAGE_ISSUES } from '../../src/service/play-protocol/handle-request.js';
import { ArkhamService } from '../../src/service/service.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import type { Store } from '../../src/store/store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { shippedContent } from './helpers/game-fixture.js';
import { writeNewsBoard } from './helpers/news-board.js';

const PER_DAY = 4;
const RETENTION = 30;

interface Counts {
  calls: number;
  finds: number;
  docs: number;
}

/** The store, with a count of the collection reads made through it and the documents they handed out. */
function counted(store: Store): { store: Store; counts: Counts } {
  const counts: Counts = { calls: 0, finds: 0, docs: 0 };
  const wrapped = new Proxy(store, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      if (key === 'readDoc') {
        return async (...args: unknown[]) => {
          counts.calls += 1;
          const doc: unknown = await Reflect.apply(value, target, args);
          if (doc !== undefined) counts.docs += 1;
          return doc;
        };
      }
      if (key === 'findDocs') {
        return async (...args: unknown[]) => {
          counts.calls += 1;
          counts.finds += 1;
          const found: unknown = await Reflect.apply(value, target, args);
          counts.docs += Array.isArray(found) ? found.length : 0;
          return found;
        };
      }
      return value.bind(target);
    },
  });
  return { store: wrapped, counts };
}

async function board(games: number): Promise<{ service: ArkhamService; store: MemoryStore; counts: Counts; clock: FakeClock }> {
  const memory = new MemoryStore();
  const { store, counts } = counted(memory);
  const clock = new FakeClock(Date.UTC(2020, 0, 1));
  const config = { ...defaultConfig(), news: { retentionDays: RETENTION } };
  const service = new ArkhamService({ store, content: shippedContent(), clock, logger: silentLogger, config });
  await writeNewsBoard(service.news, clock, games, PER_DAY);
  counts.calls = 0;
  counts.finds = 0;
  counts.docs = 0;
  return { service, store: memory, counts, clock };
}

async function work(counts: Counts, run: () => Promise<unknown>): Promise<Counts> {
  const before = { ...counts };
  await run();
  return { calls: counts.calls - before.calls, finds: counts.finds - before.finds, docs: counts.docs - before.docs };
}

describe('the Advertiser on an old board', () => {
  it('opens on the newest issues and pages back, reading as much at 5,000 finished games as at 10', async () => {
    const small = await board(10);
    const large = await board(5_000);
    for (const { service } of [small, large]) await service.news.page(0, 15);
    const pageSmall = await work(small.counts, () => small.service.news.page(0, 15));
    const pageLarge = await work(large.counts, () => large.service.news.page(0, 15));
    expect(pageLarge.finds).toBe(0);
    // The stand, then the days the page spans (four issues a day).
    expect(pageLarge.calls).toBeLessThanOrEqual(1 + Math.ceil(15 / PER_DAY) + 1);
    expect(pageLarge.calls).toBeLessThanOrEqual(pageSmall.calls + 2);
    // The clock stands at the start of a day with no news yet: the retention's other days hold four each.
    const kept = (RETENTION - 1) * PER_DAY;
    const all = await large.service.news.page(0, kept);
    expect(all.total).toBe(kept);
    expect(all.heads.map((head) => head.gameId).slice(0, 4).sort()).toEqual(['g4996', 'g4997', 'g4998', 'g4999']);
    expect(all.heads.map((head) => head.day)).toEqual([...all.heads.map((head) => head.day)].sort().reverse());
    const older = await large.service.news.page(15, 15);
    expect(older.heads).toEqual(all.heads.slice(15, 30));
    expect(await large.service.news.issuesOf(older.heads)).toHaveLength(15);
  }, 120_000);

  it('keeps only the days of the retention, and the bulletin reads the newest of a few games', async () => {
    const large = await board(5_000);
    const kept = (await large.store.findDocs<{ day?: string }>('news', {})).filter(({ id }) => !id.startsWith('_'));
    expect(kept).toHaveLength((RETENTION - 1) * PER_DAY);
    const first = large.service.news.firstKeptDay();
    expect(kept.every(({ doc }) => (doc.day ?? '') >= first)).toBe(true);
    const bulletin = await work(large.counts, () => large.service.news.newestPerGame(8));
    expect(bulletin.finds).toBe(0);
    expect(bulletin.docs).toBeLessThanOrEqual(1 + 3 + 8);
  }, 120_000);

  it("the play protocol's news without a game is a page of 20 whole issues", async () => {
    const large = await board(5_000);
    const session = { service: large.service, name: 'ann', presence: null, logger: silentLogger };
    const first = await work(large.counts, () => handleLine(session, JSON.stringify({ op: 'news' })));
    expect(first.finds).toBe(0);
    expect(first.docs).toBeLessThanOrEqual(1 + 6 + NEWS_PAGE_ISSUES);
    const response = await handleLine(session, JSON.stringify({ op: 'news', page: 1 }));
    expect(response).toMatchObject({ ok: true, page: 1, pages: Math.ceil(((RETENTION - 1) * PER_DAY) / NEWS_PAGE_ISSUES) });
    const issues = response['issues'];
    expect(Array.isArray(issues) ? issues.length : 0).toBe(NEWS_PAGE_ISSUES);
    expect(await handleLine(session, JSON.stringify({ op: 'news', page: -1 }))).toMatchObject({ error: 'protocol/bad_request' });
  }, 120_000);

  it('maint removes the issues past the retention and says how many', async () => {
    const small = await board(10);
    small.clock.advance(RETENTION * 86_400_000);
    const report = await small.service.maintenance();
    expect(report.newsTrimmed).toBe(10);
    expect((await small.service.news.page(0, 15)).total).toBe(0);
    // Only the stand is left of the Advertiser's (the board's day and the wall's index keep their own documents there).
    const advertisers = (await small.store.findDocs('news', {})).filter(({ id }) => id !== '_board-day' && id !== '_wall');
    expect(advertisers).toEqual([expect.objectContaining({ id: '_stand' })]);
  });

  it('a turn older than the retention is not written again', async () => {
    const small = await board(1);
    small.clock.advance(RETENTION * 86_400_000);
    await small.service.news.trim();
    await writeNewsBoard(small.service.news, new FakeClock(Date.UTC(2020, 0, 1)), 1, PER_DAY);
    expect((await small.service.news.page(0, 15)).total).toBe(0);
  });
});
