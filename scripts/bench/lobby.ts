// The lobby at 10 and at 5,000 games (issue #13): a player's lobby, with the game index, read by a
// warm process. One running game is made through the service; the others are copies of its
// snapshot marked finished (5,000 games played through the service take too long for a bench run),
// so the home looks like a board that has played thousands of games, with the player in all of them.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, round } from './stats.js';
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
    const config = { ...defaultConfig(), game: { ...defaultConfig().game, maxGames: games + 1 } };
    const open = async (): Promise<{ store: NedbStore; service: GameService }> => {
      const store = await NedbStore.open({ home, summarize: summarizeGame });
      return { store, service: new GameService({ store, content, clock, logger: silentLogger, config, newGameId: () => 'live' }) };
    };
    const maker = await open();
    await maker.service.create('Ann', { maxPlayers: 2 });
    await maker.service.start('live', 'Ann', { fillWithBots: true });
    await maker.store.close();
    const finished = readFileSync(join(home, 'db', 'games', 'live.db'), 'utf8').replace('"status":"running"', '"status":"over"');
    for (let n = 1; n < games; n += 1) writeFileSync(join(home, 'db', 'games', `old${n}.db`), finished.replace('"id":"live"', `"id":"old${n}"`));
    // The copies were written behind the index's back: the next reader rebuilds it, as after an upgrade.
    rmSync(join(home, 'db', 'index.jsonl'), { force: true });
    const { store, service } = await open();
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
