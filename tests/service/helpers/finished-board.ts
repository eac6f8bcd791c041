// A home that has played `games` games: one running game made through the service, and copies of
// its snapshot finished (over, hall of fame written, ended six hours apart:
// four a day), the latest last. Playing
// thousands of games through the service takes too long for a test or a bench run; a copy is what
// the service itself would have left. The index is removed, so the next reader rebuilds it from the
// snapshots, as after an upgrade. For the lobby and maint tests and benches (issue #13).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultConfig } from '../../../src/config/config.js';
import type { Content } from '../../../src/rulesets/classic/content/schema.js';
import type { GameDoc } from '../../../src/service/game-doc.js';
import { GameService } from '../../../src/service/game-service.js';
import { summarizeGame } from '../../../src/service/lobby-index.js';
import { NedbStore } from '../../../src/store/nedb-store.js';
import type { Clock } from '../../../src/support/clock.js';
import { silentLogger } from '../../../src/support/logger.js';

export const LIVE_GAME = 'live';
export const FINISHED_APART_MS = 6 * 3_600_000;

export async function writeFinishedBoard(home: string, games: number, content: Content, clock: Clock): Promise<void> {
  const config = { ...defaultConfig(), game: { ...defaultConfig().game, maxGames: games + 1 } };
  const store = await NedbStore.open({ home, summarize: summarizeGame });
  const service = new GameService({ store, content, clock, logger: silentLogger, config, newGameId: () => LIVE_GAME });
  await service.create('Ann', { maxPlayers: 2 });
  await service.start(LIVE_GAME, 'Ann', { fillWithBots: true });
  await store.close();
  const snapshot = JSON.parse(readFileSync(join(home, 'db', 'games', `${LIVE_GAME}.db`), 'utf8')) as { archiveEnd: number; doc: GameDoc };
  const started = clock.now();
  for (let n = 1; n < games; n += 1) {
    const doc: GameDoc = { ...snapshot.doc, id: `old${n}`, status: 'over', endedAt: started - (games - n) * FINISHED_APART_MS, hallRecorded: true };
    writeFileSync(join(home, 'db', 'games', `old${n}.db`), `${JSON.stringify({ archiveEnd: 0, doc })}\n`);
  }
  rmSync(join(home, 'db', 'index.jsonl'), { force: true });
}
