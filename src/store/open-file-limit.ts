// How many games' snapshots readGame may keep, each with its file open (snapshot-cache.ts). The lobby
// reads every game on every visit, so a cache smaller than the number of games would miss on every
// read (least recently used out first, in the same order each time). Node raises its soft limit on
// open files to the hard one at start-up, so the budget is usually thousands; a quarter of it goes
// to snapshots, leaving the rest for callers' sockets and everything else.
import { readFile } from 'node:fs/promises';

const FALLBACK_GAMES = 256;
const MIN_GAMES = 64;
const MAX_GAMES = 4096;

/** The soft "Max open files" of a /proc/<pid>/limits text; undefined when unlimited or absent. */
export function parseOpenFileLimit(limits: string): number | undefined {
  const soft = /^Max open files\s+(\d+)/m.exec(limits)?.[1];
  return soft === undefined ? undefined : Number(soft);
}

/** This process's limit on open files, where the system says (Linux); undefined elsewhere. */
export async function openFileLimit(): Promise<number | undefined> {
  try {
    return parseOpenFileLimit(await readFile('/proc/self/limits', 'utf8'));
  } catch {
    return undefined;
  }
}

export function cachedGamesFor(openFiles: number | undefined): number {
  if (openFiles === undefined) return FALLBACK_GAMES;
  return Math.min(MAX_GAMES, Math.max(MIN_GAMES, Math.floor(openFiles / 4)));
}
