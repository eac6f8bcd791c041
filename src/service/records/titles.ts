// A player's record across games and the title it earns. The title is worked out from the record each
// time it is shown (there is no stored title to fall out of step), climbing a ladder of our own words.
import type { FameEntry } from '../hall-of-fame.js';

export interface PlayerRecord {
  name: string;
  played: number;
  won: number;
  lost: number;
  gatesClosed: number;
  monstersTaken: number;
  investigatorsLost: number;
  daysCalled: number;
}

/** The record kept in a hall-of-fame entry (an entry made before days were counted has none). */
export function recordOf(entry: FameEntry): PlayerRecord {
  return {
    name: entry.name,
    played: Math.max(entry.games.length, entry.won + entry.lost),
    won: entry.won,
    lost: entry.lost,
    gatesClosed: entry.gatesClosed,
    monstersTaken: entry.monstersSlain,
    investigatorsLost: entry.investigatorsLost,
    daysCalled: entry.daysCalled ?? 0,
  };
}

export function emptyRecord(name: string): PlayerRecord {
  return { name, played: 0, won: 0, lost: 0, gatesClosed: 0, monstersTaken: 0, investigatorsLost: 0, daysCalled: 0 };
}

interface Rung {
  title: string;
  earned: (record: PlayerRecord) => boolean;
}

/** Highest first: the first rung a record reaches is its title. */
const LADDER: readonly Rung[] = [
  { title: 'Warden of the Waking World', earned: (r) => r.won >= 10 && r.gatesClosed >= 30 },
  { title: 'Sealer of Gates', earned: (r) => r.won >= 5 && r.gatesClosed >= 15 },
  { title: 'Keeper of the Elder Sign', earned: (r) => r.won >= 3 },
  { title: 'Mourner of Many Lives', earned: (r) => r.investigatorsLost >= 5 && r.won === 0 },
  { title: 'Hunter in the Fog', earned: (r) => r.monstersTaken >= 20 },
  { title: 'Survivor of the Night', earned: (r) => r.won >= 1 },
  { title: 'Veteran of Lost Causes', earned: (r) => r.lost >= 3 },
  { title: 'Student of the Uncanny', earned: (r) => r.played >= 1 },
  { title: "Regular at Velma's", earned: (r) => r.daysCalled >= 7 },
];

export const NEWCOMER_TITLE = 'Newcomer to Arkham';

/** The titles' words, highest rung first and the newcomer's last; a board may have its own (home-words.ts). */
export type TitleWords = readonly string[];

export const SHIPPED_TITLES: TitleWords = [...LADDER.map((rung) => rung.title), NEWCOMER_TITLE];

export function titleOf(record: PlayerRecord, words: TitleWords = SHIPPED_TITLES): string {
  const rung = LADDER.findIndex((one) => one.earned(record));
  return words[rung < 0 ? LADDER.length : rung] ?? NEWCOMER_TITLE;
}

/** "won 2 of 5, 7 gates, 12 monsters, 1 lost, 9 days" for one line of a list. */
export function recordWords(record: PlayerRecord): string {
  return `won ${record.won} of ${record.played}, ${record.gatesClosed} gates, ${record.monstersTaken} monsters, ${record.investigatorsLost} lost, ${record.daysCalled} ${record.daysCalled === 1 ? 'day' : 'days'}`;
}
