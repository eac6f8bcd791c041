// The boards the verify tests play on: seeded game ids and seeds, so their games are the same every
// run; one in memory, one in a home as openService opens it (for `sysop verify` on the command line).
import { defaultConfig } from '../../../src/config/config.js';
import { summarizeGame } from '../../../src/service/lobby-index.js';
import { ArkhamService } from '../../../src/service/service.js';
import { MemoryStore } from '../../../src/store/memory-store.js';
import { openStore } from '../../../src/store/open-store.js';
import { FakeClock } from '../../../src/support/fake-clock.js';
import { silentLogger } from '../../../src/support/logger.js';
import { shippedContent, shippedRevisedContent } from './game-fixture.js';

/** A board in memory whose games are `<idPrefix>1`, `<idPrefix>2`... seeded `<seedPrefix>-1`, `-2`... */
export function verifyBoard(idPrefix: string, seedPrefix: string, clock = new FakeClock()): { svc: ArkhamService; clock: FakeClock } {
  let games = 0;
  let seeds = 0;
  const svc = new ArkhamService({
    store: new MemoryStore(),
    content: shippedContent(),
    revised: shippedRevisedContent(),
    clock,
    logger: silentLogger,
    config: defaultConfig(),
    newGameId: () => `${idPrefix}${(games += 1)}`,
    newSeed: () => `${seedPrefix}-${(seeds += 1)}`,
  });
  return { svc, clock };
}

/** A board in `home` as openService opens it, but with seeded game ids and seeds, so its games are the same every run. */
export async function seededHome(home: string, clock: FakeClock, prefix: string): Promise<{ service: ArkhamService; close: () => Promise<void> }> {
  const config = defaultConfig();
  const store = await openStore(home, config.store, { logger: silentLogger, now: () => clock.now(), summarize: summarizeGame });
  let games = 0;
  const service = new ArkhamService({ store, content: shippedContent(), revised: shippedRevisedContent(), clock, logger: silentLogger, config, newGameId: () => `${prefix}${(games += 1)}`, newSeed: () => `${prefix}-seed-${games}` });
  return { service, close: () => store.close() };
}
