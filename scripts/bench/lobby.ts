// The lobby at 10 and at 5,000 games (issue #13): a player's lobby, with the game index, read by a
// warm process, on a home written by writeFinishedBoard (one running game and copies of it finished),
// so the home looks like a board that has played thousands of games, with the player in all of them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, round } from './stats.js';
import { writeFinishedBoard } from '../../tests/service/helpers/finished-board.js';
import { defaultConfig } from '../../src/config/config.js';
import { loadContent } from '../../src/rulesets/classic/content/load.js';
import { GameService } from '../../src/service/game-service.js';
import { summarizeGame } from '../../src/service/lobby-index.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';

const content = loadContent(join(import.meta.dirname, '..', '..', 'data'));

interface Board {
  visit: () => Promise<void>;
  close: () => Promise<void>;
}

async function openBoard(games: number): Promise<Board> {
  const home = mkdtempSync(join(tmpdir(), 'ad-bench-lobby-'));
  const clock = new FakeClock(Date.UTC(2026, 11, 1));
  await writeFinishedBoard(home, games, content, clock);
  const store = await NedbStore.open({ home, summarize: summarizeGame });
  const service = new GameService({ store, content, clock, logger: silentLogger, config: defaultConfig() });
  await service.lobby('Ann', 3);
  return {
    visit: async () => {
      await service.lobby('Ann', 3);
    },
    close: async () => {
      await store.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

async function timed(visit: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await visit();
  return performance.now() - started;
}

/** Both boards open at once and visited in turns, so the machine's moods fall on both sizes alike. */
export async function benchLobby(quick: boolean): Promise<Record<string, number>> {
  const visits = quick ? 21 : 101;
  const small = await openBoard(10);
  const large = await openBoard(5_000);
  try {
    const smallTimes: number[] = [];
    const largeTimes: number[] = [];
    for (let visit = 0; visit < visits; visit += 1) {
      smallTimes.push(await timed(small.visit));
      largeTimes.push(await timed(large.visit));
    }
    const [smallMs, largeMs] = [median(smallTimes), median(largeTimes)];
    return { lobby10Ms: round(smallMs, 3), lobby5000Ms: round(largeMs, 3), lobby5000Over10: round(largeMs / smallMs, 2) };
  } finally {
    await small.close();
    await large.close();
  }
}
