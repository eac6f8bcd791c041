// "Today in Arkham" (issue #23): how many bytes the screen puts on the wire at its most crowded
// (five tables, the board's best, a full list of callers, three wall lines of 200 characters, in
// UTF-8 with its colours), and how long the service takes to gather it for Ann on a board of 5,000
// finished games and 10,000 wall posts against a new board (writeFinishedBoard plays the games
// through the service). Run alone: npx tsx scripts/bench/today.ts [--quick]
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { benchHome } from './bench-home.js';
import { median, round } from './stats.js';
import { writeFinishedBoard } from '../../tests/service/helpers/finished-board.js';
import { defaultConfig } from '../../src/config/config.js';
import { loadContent } from '../../src/rulesets/classic/content/load.js';
import type { TodayInArkham } from '../../src/service/day/today.js';
import { summarizeGame } from '../../src/service/lobby-index.js';
import { ArkhamService } from '../../src/service/service.js';
import { todayLines } from '../../src/screens/today/today-words.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { boardDayAt, shiftDay } from '../../src/support/board-day.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';

const content = loadContent(join(import.meta.dirname, '..', '..', 'data'));
const CLEAR = '\x1b[0m\x1b[H\x1b[2J';
const WALL_DAYS = 30;

export function todayScreenBytes(): number {
  const now = Date.UTC(2026, 11, 3, 12);
  const long = 'W'.repeat(120);
  const crowded: TodayInArkham = {
    day: '2026-12-03',
    nextDayAt: now + 12 * 3_600_000,
    tables: Array.from({ length: 5 }, (_, at) => ({ gameId: `g${at}`, title: `Table ${at} ${long}`, headline: `GATE SEALED ${long}`, whoseMove: ['Bob', 'Cy'], gathering: false })),
    top: Array.from({ length: 3 }, (_, at) => ({ name: `Player${at}${long}`, title: 'Warden of the Waking World', won: 30, played: 99 })),
    callers: Array.from({ length: 60 }, (_, at) => `Caller${at}`),
    callerCount: 400,
    wall: Array.from({ length: 3 }, (_, at) => ({ id: `2026-12-03#${at}`, at: now, author: `Author${at}${long}`, text: 'x'.repeat(200) })),
  };
  return Buffer.byteLength(CLEAR + todayLines(crowded, 'Ann', now, { skipping: false, atLogOn: true }).join('\r\n'), 'utf8');
}

async function todayMs(games: number, posts: number, runs: number): Promise<number> {
  const home = benchHome('ad-bench-today-');
  try {
    const clock = new FakeClock(Date.UTC(2026, 11, 1));
    await writeFinishedBoard(home, games, content, clock);
    const store = await NedbStore.open({ home, summarize: summarizeGame });
    const service = new ArkhamService({ store, content, clock, logger: silentLogger, config: defaultConfig() });
    const today = boardDayAt(clock.now(), defaultConfig().day);
    const perDay = Math.ceil(posts / WALL_DAYS);
    for (let day = 0; day < WALL_DAYS && posts > 0; day += 1) {
      const label = shiftDay(today, -day);
      const list = Array.from({ length: perDay }, (_, n) => ({ id: `${label}#${n + 1}`, at: clock.now() - day * 86_400_000, author: `Caller${n % 50}`, text: `A line of the wall, number ${n} of day ${label}` }));
      await store.transactDoc('news', `_wall:${label}`, () => ({ next: { kind: 'wall-day', day: label, next: perDay + 1, posts: list } }));
    }
    if (posts > 0) await store.transactDoc('news', '_wall', () => ({ next: { kind: 'wall', days: Array.from({ length: WALL_DAYS }, (_, day) => shiftDay(today, -day)), barred: [] } }));
    await service.today('Ann');
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await service.today('Ann');
      times.push(performance.now() - started);
    }
    await store.close();
    return median(times);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

export async function benchToday(quick: boolean): Promise<Record<string, number>> {
  const runs = quick ? 11 : 41;
  const small = await todayMs(10, 0, runs);
  const large = await todayMs(5_000, 10_000, runs);
  return { todayScreenBytes: todayScreenBytes(), today10Ms: round(small, 3), today5000Ms: round(large, 3), today5000Over10: round(large / small, 2) };
}

if (process.argv[1] === import.meta.filename) process.stdout.write(`${JSON.stringify(await benchToday(process.argv.includes('--quick')))}\n`);
