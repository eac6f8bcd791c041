// The hall of fame: per player, games won and lost, gates closed, monsters slain (trophies) and
// investigators lost, in the halloffame collection under the player's folded name. A finished game is
// counted once per player: the entry lists the games already in it, so a retry after a crash adds nothing.
import type { Store } from '../store/store.js';
import type { GameDoc } from './game-doc.js';
import { nameKey } from './names.js';

export interface FameEntry {
  name: string;
  won: number;
  lost: number;
  gatesClosed: number;
  monstersSlain: number;
  investigatorsLost: number;
  /** Games counted (ids), oldest first. */
  games: string[];
  /** Board days on which the player called (records/days-called.ts); absent on entries made before. */
  daysCalled?: number;
  /** The last board day counted in `daysCalled`. */
  lastCalledDay?: string;
  /** The same tallies by the month (`YYYY-MM`, UTC) the games ended in, for the monthly ranking. */
  months?: Record<string, MonthTally>;
}

export interface MonthTally {
  won: number;
  lost: number;
  gatesClosed: number;
  monstersSlain: number;
}

/** The month a time falls in, as the monthly ranking keys it. */
export function monthOf(at: number): string {
  return new Date(at).toISOString().slice(0, 7);
}

export class HallOfFame {
  constructor(private readonly store: Store) {}

  /**
   * Counts a finished game for the humans still playing at its end; those who resigned or were
   * retired left it to a bot, and abandoned games count for nobody.
   */
  async record(doc: GameDoc): Promise<void> {
    const outcome = doc.engine?.outcome;
    if (doc.status !== 'over' || doc.abandoned || !outcome) return;
    for (const seat of doc.seats) {
      if (seat.kind !== 'human' || seat.status !== 'playing') continue;
      await this.store.transactDoc<FameEntry>('halloffame', nameKey(seat.player), (current) => {
        const entry = current ?? { name: seat.player, won: 0, lost: 0, gatesClosed: 0, monstersSlain: 0, investigatorsLost: 0, games: [] };
        if (entry.games.includes(doc.id)) return null;
        return {
          next: {
            ...entry,
            won: entry.won + (outcome.result === 'won' ? 1 : 0),
            lost: entry.lost + (outcome.result === 'lost' ? 1 : 0),
            gatesClosed: entry.gatesClosed + seat.stats.gatesClosed,
            monstersSlain: entry.monstersSlain + seat.stats.monstersSlain,
            investigatorsLost: entry.investigatorsLost + seat.stats.investigatorsLost,
            games: [...entry.games, doc.id],
            ...(doc.endedAt === null ? {} : { months: withMonth(entry.months, monthOf(doc.endedAt), outcome.result, seat.stats) }),
          },
        };
      });
    }
  }

  /** Everyone who finished a game, best first: games won, then gates closed, then monsters slain, then name. */
  async standings(): Promise<FameEntry[]> {
    const found = await this.store.findDocs<FameEntry>('halloffame', {});
    return found
      .map(({ doc }) => doc)
      .filter((entry) => entry.games.length > 0 || entry.won + entry.lost > 0)
      .sort((a, b) => b.won - a.won || b.gatesClosed - a.gatesClosed || b.monstersSlain - a.monstersSlain || a.name.localeCompare(b.name));
  }

  async entry(name: string): Promise<FameEntry | undefined> {
    return this.store.readDoc<FameEntry>('halloffame', nameKey(name));
  }

  /** Counts the board day for the player once, however often they call on it; true when it was new. */
  async noteDayCalled(name: string, day: string): Promise<boolean> {
    let fresh = false;
    await this.store.transactDoc<FameEntry>('halloffame', nameKey(name), (current) => {
      const entry = current ?? { name, won: 0, lost: 0, gatesClosed: 0, monstersSlain: 0, investigatorsLost: 0, games: [] };
      if (entry.lastCalledDay !== undefined && entry.lastCalledDay >= day) return null;
      fresh = true;
      return { next: { ...entry, daysCalled: (entry.daysCalled ?? 0) + 1, lastCalledDay: day } };
    });
    return fresh;
  }

  async remove(name: string): Promise<boolean> {
    let existed = false;
    await this.store.transactDoc<FameEntry>('halloffame', nameKey(name), (current) => {
      existed = current !== undefined;
      return current ? { delete: true } : null;
    });
    return existed;
  }
}

function withMonth(months: Record<string, MonthTally> | undefined, month: string, result: string, stats: { gatesClosed: number; monstersSlain: number }): Record<string, MonthTally> {
  const tally = months?.[month] ?? { won: 0, lost: 0, gatesClosed: 0, monstersSlain: 0 };
  return {
    ...months,
    [month]: {
      won: tally.won + (result === 'won' ? 1 : 0),
      lost: tally.lost + (result === 'lost' ? 1 : 0),
      gatesClosed: tally.gatesClosed + stats.gatesClosed,
      monstersSlain: tally.monstersSlain + stats.monstersSlain,
    },
  };
}
