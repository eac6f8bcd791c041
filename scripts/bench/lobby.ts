// The lobby at 10 and at 5,000 games (issue #13): a player's lobby, with the game index, read by a
// warm process, on a home written by writeFinishedBoard (one running game and copies of it finished),
// so the home looks like a board that has played thousands of games, with the player in all of them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, round } from './stats.js';
import { writeFinishedBoard } from '../../tests/service/helpers/finished-board.js';
import { defaultConfig } from '../../src/config/config.js';
import { loadContent } from '../../src/content/load.js';
import { GameService } from '../../src/service/game-service.js';
import { summarizeGame } from '../../src/service/lobby-index.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';

const content = loadContent(join(import.meta.dirname, '..', '..', 'data'));

async function lobbyMs(games: number, visits: number): Promise<number> {
  const home = mkdtempSync(join(tmpdir(), 'ad-bench-lobby-'));
  try {
    const clock = new FakeClock(Date.UTC(2026, 11, 1));
    await writeFinishedBoard(home, games, content, clock);
    const store = await NedbStore.open({ home, summarize: summarizeGame });
    const service = new GameService({ store, content, clock, logger: silentLogger, config: defaultConfig() });
    await service.lobby('Ann', 3);
    const times: number[] = [];
    for (let visit = 0; visit < visits; visit += 1) {
      const started = performance.now();
      await service.lobby('Ann', 3);
      times.push(performance.now() - started);
    }
    await store.close();
    return median(times);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

export async function benchLobby(quick: boolean): Promise<Record<string, number>> {
  const visits = quick ? 21 : 101;
  const small = await lobbyMs(10, visits);
  const large = await lobbyMs(5_000, visits);
  return { lobby10Ms: round(small, 3), lobby5000Ms: round(large, 3), lobby5000Over10: round(large / small, 2) };
}
