// serve's memory against the board's age (issue #13): `serve` on a home of 10 games and on one of
// 5,000 (writeFinishedBoard's homes, as lobby5000Over10 builds them: one running game and copies of
// it finished, Ann seated in all), each after a night's `maint` (the index built, the finished games
// past the recent window moved to the cold archive). A caller signs up as Ann and visits the lobby
// 100 times (Play, then back to the main menu); serve's RSS after that, 5,000 over 10. Homes on
// /dev/shm when there is one. Needs dist/ (npm run build).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { benchHome } from './bench-home.js';
import { median, round } from './stats.js';
import { CallerLine } from '../load/caller-line.js';
import { enterMenu, press, signUp, SCREEN_TEXT, type Call, type Caller } from '../load/caller-script.js';
import { BRISK_PACE } from '../load/load-run.js';
import { pause, seededChance } from '../load/seeded.js';
import { startServe } from '../load/serve-process.js';
import { writeFinishedBoard } from '../../tests/service/helpers/finished-board.js';
import { defaultConfig } from '../../src/config/config.js';
import { loadContent } from '../../src/rulesets/classic/content/load.js';
import { GameService } from '../../src/service/game-service.js';
import { summarizeGame } from '../../src/service/lobby-index.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';

const content = loadContent(join(import.meta.dirname, '..', '..', 'data'));
const VISITS = 100;
/** After the last visit, time for the heap to settle before RSS is read. */
const SETTLE_MS = 2_000;

/** A home of `games` games, as a night's maint leaves it: the index built, the old finished games cold. */
async function boardAfterMaint(games: number, cool: boolean): Promise<string> {
  const home = benchHome('ad-bench-rss-');
  const clock = new FakeClock(Date.UTC(2026, 11, 1));
  await writeFinishedBoard(home, games, content, clock);
  const store = await NedbStore.open({ home, summarize: summarizeGame });
  const service = new GameService({ store, content, clock, logger: silentLogger, config: defaultConfig() });
  await store.readGameIndex();
  if (cool) await service.coolFinished(Infinity);
  await store.close();
  return home;
}

/** serve's RSS (kB) after a caller's VISITS visits to the lobby. */
async function rssAfterLobbies(games: number, cool: boolean): Promise<number> {
  const home = await boardAfterMaint(games, cool);
  const serve = await startServe({ home, maxGames: games + 10 });
  const caller: Caller = { name: 'Ann', password: 'Ann sees the gate', signedUp: false, loggedIn: false, seated: false };
  const call: Call = { line: await CallerLine.connect(serve.port), caller, pace: { ...BRISK_PACE, screenTimeoutMs: 60_000 }, chance: seededChance('rss'), echoed: () => undefined };
  try {
    await signUp.run(call);
    await enterMenu.run(call);
    for (let visit = 0; visit < VISITS; visit += 1) {
      await press(call, 'p', new RegExp(`${SCREEN_TEXT.firstVisit}|${SCREEN_TEXT.lobby}`), 'the lobby or the first visit');
      if (!call.line.screen.includes(SCREEN_TEXT.lobby)) await press(call, ' ', SCREEN_TEXT.lobby, 'the lobby');
      await press(call, 'x', SCREEN_TEXT.mainMenu, 'the main menu');
    }
    await pause(SETTLE_MS);
    return serve.rssKb();
  } finally {
    call.line.hangUp();
    await serve.stop();
    rmSync(home, { recursive: true, force: true });
  }
}

export async function benchServeRss(quick: boolean): Promise<Record<string, number>> {
  const runs = quick ? 1 : 3;
  const small: number[] = [];
  const large: number[] = [];
  const largeHot: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    small.push(await rssAfterLobbies(10, true));
    large.push(await rssAfterLobbies(5_000, true));
    if (!quick) largeHot.push(await rssAfterLobbies(5_000, false));
  }
  return {
    serveRss10KB: round(median(small), 0),
    serveRss5000KB: round(median(large), 0),
    serveRss5000Over10: round(median(large) / median(small), 2),
    ...(quick ? {} : { serveRss5000HotOver10: round(median(largeHot) / median(small), 2) }),
  };
}

if (process.argv[1] === import.meta.filename) process.stdout.write(`${JSON.stringify(await benchServeRss(process.argv.includes('--quick')))}\n`);
