// `maint` at 10 and at 5,000 games (issue #13): one running game and the rest finished, four ending
// a day (writeFinishedBoard), so a nightly run has the live game and the last two days' finished
// ones to look at. Measured twice: in a warm process (the index already read) and in a fresh one,
// as `arkham-door maint` runs, which reads the whole game index first. The home is on /dev/shm when
// there is one (bench-home.ts).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { benchHome } from './bench-home.js';
import { median, round } from './stats.js';
import { writeFinishedBoard } from '../../tests/service/helpers/finished-board.js';
import { defaultConfig } from '../../src/config/config.js';
import { loadContent } from '../../src/rulesets/classic/content/load.js';
import { summarizeGame } from '../../src/service/lobby-index.js';
import { ArkhamService } from '../../src/service/service.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';

const content = loadContent(join(import.meta.dirname, '..', '..', 'data'));

async function maintMs(games: number, runs: number): Promise<{ warm: number; fresh: number }> {
  const home = benchHome('ad-bench-maint-');
  try {
    const clock = new FakeClock(Date.UTC(2026, 11, 1));
    await writeFinishedBoard(home, games, content, clock);
    const open = async (): Promise<{ store: NedbStore; service: ArkhamService }> => {
      const store = await NedbStore.open({ home, summarize: summarizeGame });
      return { store, service: new ArkhamService({ store, content, clock, logger: silentLogger, config: defaultConfig() }) };
    };
    // The first run rebuilds the index the board was written without, and writes what is missing.
    const first = await open();
    await first.service.maintenance();
    await first.store.close();
    const fresh: number[] = [];
    for (let run = 0; run < Math.max(3, Math.floor(runs / 4)); run += 1) {
      const started = performance.now();
      const { store, service } = await open();
      await service.maintenance();
      await store.close();
      fresh.push(performance.now() - started);
    }
    const { store, service } = await open();
    await service.maintenance();
    const warm: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await service.maintenance();
      warm.push(performance.now() - started);
    }
    await store.close();
    return { warm: median(warm), fresh: median(fresh) };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

export async function benchMaint(quick: boolean): Promise<Record<string, number>> {
  const runs = quick ? 11 : 41;
  const small = await maintMs(10, runs);
  const large = await maintMs(5_000, runs);
  return {
    maint10Ms: round(small.warm, 3),
    maint5000Ms: round(large.warm, 3),
    maint5000Over10: round(large.warm / small.warm, 2),
    maintFresh10Ms: round(small.fresh, 3),
    maintFresh5000Ms: round(large.fresh, 3),
    maintFresh5000Over10: round(large.fresh / small.fresh, 2),
  };
}

if (process.argv[1] === import.meta.filename) process.stdout.write(`${JSON.stringify(await benchMaint(process.argv.includes('--quick')))}\n`);
