// What a finished game leaves in the home (issue #13): three games played to their end through the
// service (tests/service/helpers/solo-game.ts) on one NeDB home, then the home's bytes over the
// games, less those of the home before them. It includes the snapshot, the archive, the index lines,
// the news (90 days of it kept) and the hall of fame. Home on /dev/shm when there is one.
// `homeBytesPerFinishedGame` is once the games are in the cold archive (a week after they ended,
// `maint` moves them: docs/storage.md, "Cold games"); `homeBytesPerHotFinishedGame` just after the end.
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { benchHome } from './bench-home.js';
import { round } from './stats.js';
import { playedSoloGame } from '../../tests/service/helpers/solo-game.js';
import { summarizeGame } from '../../src/service/lobby-index.js';
import { NedbStore } from '../../src/store/nedb-store.js';

const GAMES = 3;

function bytesUnder(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? bytesUnder(path) : statSync(path).size;
  }
  return total;
}

export async function benchHomeBytes(): Promise<Record<string, number>> {
  const home = benchHome('ad-bench-bytes-');
  try {
    const empty = await NedbStore.open({ home, summarize: summarizeGame });
    await empty.close();
    const before = bytesUnder(home);
    for (let n = 1; n <= GAMES; n += 1) {
      const store = await NedbStore.open({ home, summarize: summarizeGame });
      const service = await playedSoloGame(`bytes-${n}`, `g${n}`, store);
      const game = await service.games.game(`g${n}`);
      if (game.status !== 'over') throw new Error(`game g${n} did not end`);
      await store.close();
    }
    const hot = bytesUnder(home) - before;
    const store = await NedbStore.open({ home, summarize: summarizeGame });
    const cooled = await store.coolGames(Array.from({ length: GAMES }, (_, n) => `g${n + 1}`));
    await store.close();
    if (cooled !== GAMES) throw new Error(`${cooled} of ${GAMES} games went cold`);
    return { homeBytesPerFinishedGame: round((bytesUnder(home) - before) / GAMES, 0), homeBytesPerHotFinishedGame: round(hot / GAMES, 0) };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) process.stdout.write(`${JSON.stringify(await benchHomeBytes())}\n`);
