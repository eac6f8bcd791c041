// The Advertiser at 10 and at 5,000 finished games (issue #13): the first page of the stand and the
// newest issue on it, as a caller opening the news sees them, read by a warm process and by a fresh
// one. The news is written through the service's Advertiser, four games finishing a day (5,000
// games: three and a half years), with the nightly trim and the default retention. The home is on
// /dev/shm when there is one: writing 5,000 games' news with an fsync each would take minutes on disk.
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { benchHome } from './bench-home.js';
import { median, round } from './stats.js';
import { writeNewsBoard } from '../../tests/service/helpers/news-board.js';
import { defaultConfig } from '../../src/config/config.js';
import { loadContent } from '../../src/rulesets/classic/content/load.js';
import { ArkhamService } from '../../src/service/service.js';
import { STAND_PAGE } from '../../src/screens/news/issue-words.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';

const content = loadContent(join(import.meta.dirname, '..', '..', 'data'));
const PER_DAY = 4;

async function openPage(service: ArkhamService): Promise<void> {
  const { heads } = await service.news.page(0, STAND_PAGE);
  const newest = heads[0];
  if (newest) await service.news.issue(newest.gameId, newest.day);
}

async function newsMs(games: number, visits: number): Promise<{ warm: number; fresh: number; newsBytes: number }> {
  const home = benchHome('ad-bench-news-');
  try {
    const clock = new FakeClock(Date.UTC(2023, 0, 1));
    const open = async (): Promise<{ store: NedbStore; service: ArkhamService }> => {
      const store = await NedbStore.open({ home });
      return { store, service: new ArkhamService({ store, content, clock, logger: silentLogger, config: defaultConfig() }) };
    };
    const writer = await open();
    await writeNewsBoard(writer.service.news, clock, games, PER_DAY);
    await writer.store.close();
    const fresh: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const { store, service } = await open();
      const started = performance.now();
      await openPage(service);
      fresh.push(performance.now() - started);
      await store.close();
    }
    const { store, service } = await open();
    await openPage(service);
    const warm: number[] = [];
    for (let visit = 0; visit < visits; visit += 1) {
      const started = performance.now();
      await openPage(service);
      warm.push(performance.now() - started);
    }
    await store.close();
    return { warm: median(warm), fresh: median(fresh), newsBytes: statSync(join(home, 'db', 'news.db')).size };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

export async function benchNews(quick: boolean): Promise<Record<string, number>> {
  const visits = quick ? 21 : 101;
  const small = await newsMs(10, visits);
  const large = await newsMs(5_000, visits);
  return {
    newsPage10Ms: round(small.warm, 3),
    newsPage5000Ms: round(large.warm, 3),
    newsPage5000Over10: round(large.warm / small.warm, 2),
    newsPageFresh10Ms: round(small.fresh, 3),
    newsPageFresh5000Ms: round(large.fresh, 3),
    newsBytes5000: large.newsBytes,
  };
}

if (process.argv[1] === import.meta.filename) process.stdout.write(`${JSON.stringify(await benchNews(process.argv.includes('--quick')))}\n`);
