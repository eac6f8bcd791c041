// Notes a call on the board's day at log-on, whether or not "Today in Arkham" is shown: who called
// today and each player's days called count every call. Only the store is touched, so a door call
// that never plays still pays nothing for the game service.
import type { Store } from '../../store/store.js';
import { boardDayAt, type BoardDay, type DaySetting } from '../../support/board-day.js';
import { HallOfFame } from '../hall-of-fame.js';
import { nameKey } from '../names.js';

/** Names kept in a day's list of callers; the count goes on past them. */
const CALLERS_KEPT = 60;

export interface CallersDoc {
  kind: 'callers';
  day: BoardDay;
  count: number;
  names: string[];
}

export const callersId = (day: BoardDay): string => `_callers:${day}`;

export interface CallSources {
  store: Store;
  hall: HallOfFame;
  day: DaySetting;
  now: number;
}

/** Notes that the player called on today's board day (once a day: who called, and their days called). */
export async function noteCallToday(sources: CallSources, player: string): Promise<void> {
  const day = boardDayAt(sources.now, sources.day);
  if (!(await sources.hall.noteDayCalled(player, day))) return;
  await sources.store.transactDoc<CallersDoc>('news', callersId(day), (current) => {
    const doc = current ?? { kind: 'callers', day, count: 0, names: [] };
    if (doc.names.some((name) => nameKey(name) === nameKey(player))) return null;
    return { next: { ...doc, count: doc.count + 1, names: [player, ...doc.names].slice(0, CALLERS_KEPT) } };
  });
}

/** The same, from a process's store alone (the caller flow at log-on). */
export function noteCallOnBoardDay(store: Store, player: string, day: DaySetting, now: number): Promise<void> {
  return noteCallToday({ store, hall: new HallOfFame(store), day, now }, player);
}
