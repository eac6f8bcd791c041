// The board's rankings: all time (the hall of fame's totals) and one month (the tallies of the games
// that ended in it). Both rank by games won, then gates closed, then monsters taken, then name.
import { monthOf, type FameEntry } from '../hall-of-fame.js';
import { recordOf, SHIPPED_TITLES, titleOf, type TitleWords } from './titles.js';

export interface RankRow {
  name: string;
  title: string;
  won: number;
  lost: number;
  gatesClosed: number;
  monstersTaken: number;
}

export type RankingPeriod = { kind: 'all-time' } | { kind: 'month'; month: string };

export function thisMonth(now: number): RankingPeriod {
  return { kind: 'month', month: monthOf(now) };
}

export function ranking(entries: readonly FameEntry[], period: RankingPeriod, words: TitleWords = SHIPPED_TITLES): RankRow[] {
  const rows = entries.flatMap((entry): RankRow[] => {
    const title = titleOf(recordOf(entry), words);
    if (period.kind === 'all-time') return [{ name: entry.name, title, won: entry.won, lost: entry.lost, gatesClosed: entry.gatesClosed, monstersTaken: entry.monstersSlain }];
    const tally = entry.months?.[period.month];
    return tally ? [{ name: entry.name, title, won: tally.won, lost: tally.lost, gatesClosed: tally.gatesClosed, monstersTaken: tally.monstersSlain }] : [];
  });
  return rows.sort((a, b) => b.won - a.won || b.gatesClosed - a.gatesClosed || b.monstersTaken - a.monstersTaken || a.name.localeCompare(b.name));
}

/** "December 2026" or "all time", for headings. */
export function periodWords(period: RankingPeriod): string {
  if (period.kind === 'all-time') return 'all time';
  return new Date(`${period.month}-15T12:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
