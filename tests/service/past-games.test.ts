// Finished games leave the lists that every call reads (issue #13): the play protocol's `list`,
// `sysop list` and the games bulletin show the live games and the 20 latest to end; the past games
// (a lobby entry, and the protocol's `past`) page through the rest, reading one page of games.
// `maint` moves the finished games past the recent window into the cold archive, and every one of
// these still finds them there.
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/config.js';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { COLD_AFTER_DAYS, COOL_PER_PASS, LIST_FINISHED_WINDOW } from '../../src/service/game-service.js';
import { summarizeGame } from '../../src/service/lobby-index.js';
import { handleLine, PAST_PAGE_GAMES } from '../../src/service/play-protocol/handle-request.js';
import { ArkhamService } from '../../src/service/service.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { makeTempDir } from '../store/fixtures/adapters.js';
import { LIVE_GAME, writeFinishedBoard } from './helpers/finished-board.js';
import { shippedContent } from './helpers/game-fixture.js';
import { countingGameReads } from '../support/counted-reads.js';

const GAMES = 300;
let cleanup: (() => Promise<void>) | undefined;

afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function oldBoard(): Promise<{ service: ArkhamService; reads: string[]; home: string }> {
  const home = makeTempDir('ad-past-');
  const clock = new FakeClock();
  await writeFinishedBoard(home.dir, GAMES, shippedContent(), clock);
  const store = await NedbStore.open({ home: home.dir, summarize: summarizeGame });
  const { store: counted, reads } = countingGameReads(store);
  cleanup = async () => {
    await store.close();
    home.remove();
  };
  const service = new ArkhamService({ store: counted, content: shippedContent(), clock, logger: silentLogger, config: defaultConfig() });
  await service.games.lobby('Ann', 3);
  reads.length = 0;
  return { service, reads, home: home.dir };
}

describe('past games', () => {
  it('list shows the live games and the latest finished ones only', async () => {
    const { service, reads } = await oldBoard();
    const listed = await service.games.list();
    expect(listed).toHaveLength(1 + LIST_FINISHED_WINDOW);
    expect(listed.map((game) => game.id)).toContain(LIVE_GAME);
    expect(listed.map((game) => game.id)).toContain(`old${GAMES - 1}`);
    expect(new Set(reads).size).toBe(1 + LIST_FINISHED_WINDOW);
  }, 60_000);

  it('pages through every finished game, the latest to end first, reading one page', async () => {
    const { service, reads } = await oldBoard();
    const first = await service.games.pastGames(0, 12);
    expect(first.total).toBe(GAMES - 1);
    expect(first.games.map((game) => game.id)).toEqual(Array.from({ length: 12 }, (_, n) => `old${GAMES - 1 - n}`));
    expect(new Set(reads).size).toBe(12);
    const last = await service.games.pastGames(288, 12);
    expect(last.games.map((game) => game.id)).toEqual(['old11', 'old10', 'old9', 'old8', 'old7', 'old6', 'old5', 'old4', 'old3', 'old2', 'old1']);
    const session = { service, name: 'ann', presence: null, logger: silentLogger };
    const response = await handleLine(session, JSON.stringify({ op: 'past', page: 2 }));
    expect(response).toMatchObject({ ok: true, page: 2, pages: Math.ceil((GAMES - 1) / PAST_PAGE_GAMES) });
    const games = response['games'];
    expect(Array.isArray(games) ? games.length : 0).toBe(PAST_PAGE_GAMES);
  }, 60_000);

  it('maint moves the finished games past the recent window to the cold archive, and the lists, pages and export still find them', async () => {
    const { service, reads, home } = await oldBoard();
    const before = await service.games.pastGames(0, 400);
    const listedBefore = (await service.games.list()).map((game) => game.id);
    // Ended six hours apart, the latest just now: all but those of the last COLD_AFTER_DAYS days (the latest 20 among them).
    const hot = COLD_AFTER_DAYS * 4;
    expect(await service.games.coolFinished(Infinity)).toBe(GAMES - 1 - hot);
    expect(readdirSync(join(home, 'db', 'cold'))).toHaveLength(GAMES - 1 - hot);
    expect(existsSync(join(home, 'db', 'games', 'old1.db'))).toBe(false);
    expect(existsSync(join(home, 'db', 'games', `old${GAMES - 1}.db`))).toBe(true);
    expect(await service.games.pastGames(0, 400)).toEqual(before);
    expect((await service.games.list()).map((game) => game.id)).toEqual(listedBefore);
    expect((await service.sysop.export('old1')).doc).toMatchObject({ id: 'old1', status: 'over' });
    // The next night finds nothing more to move, and reads none of the cold games to know it.
    reads.length = 0;
    expect((await service.maintenance()).cooled).toBe(0);
    expect(reads.filter((id) => Number(id.slice(3)) < GAMES - hot)).toEqual([]);
  }, 60_000);

  it('maint moves at most COOL_PER_PASS games a night, the oldest first, and the nights after take the rest', async () => {
    const { service, home } = await oldBoard();
    const due = GAMES - 1 - COLD_AFTER_DAYS * 4;
    expect(due).toBeGreaterThan(COOL_PER_PASS);
    expect((await service.maintenance()).cooled).toBe(COOL_PER_PASS);
    const oldest = Array.from({ length: COOL_PER_PASS }, (_, n) => `old${n + 1}.jsonl.gz`);
    expect(readdirSync(join(home, 'db', 'cold')).sort()).toEqual(oldest.sort());
    expect((await service.maintenance()).cooled).toBe(due - COOL_PER_PASS);
    expect((await service.maintenance()).cooled).toBe(0);
  }, 60_000);
});
