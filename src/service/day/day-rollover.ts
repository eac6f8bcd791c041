// The board's day rolls over once, whoever gets there first: `maint` from cron or the timer, a listener
// that is up at that minute, or the sysop's `maint --end-day`. Which day ended last is one document in
// the store, changed under its lock, so every process (and every host on PostgreSQL) agrees; the
// process that moves it is the one that runs the end of the day, the others do nothing.
import type { Store } from '../../store/store.js';
import { boardDayAt, shiftDay, type BoardDay, type DaySetting } from '../../support/board-day.js';

/** In the news collection beside the Advertiser's issues (its id starts with `_`, as no game id does). */
export const BOARD_DAY_ID = '_board-day';

export interface BoardDayDoc {
  kind: 'board-day';
  /** The last board day whose end has run. */
  ended: BoardDay;
  /** When it ran. */
  endedAt: number;
}

/** Which day to end: the one before today at the nightly run, today itself when the sysop ends it now. */
export type EndWhich = 'due' | 'now';

/**
 * Claims the end of a board day: the day that ended when this process moved the record, or undefined
 * when that day (or a later one) has ended already.
 */
export async function claimDayEnd(store: Store, setting: DaySetting, now: number, which: EndWhich): Promise<BoardDay | undefined> {
  const today = boardDayAt(now, setting);
  const target = which === 'now' ? today : shiftDay(today, -1);
  let claimed: BoardDay | undefined;
  await store.transactDoc<BoardDayDoc>('news', BOARD_DAY_ID, (current) => {
    if (current && current.ended >= target) return null;
    claimed = target;
    return { next: { kind: 'board-day', ended: target, endedAt: now } };
  });
  return claimed;
}

export async function lastDayEnded(store: Store): Promise<BoardDayDoc | undefined> {
  return store.readDoc<BoardDayDoc>('news', BOARD_DAY_ID);
}
