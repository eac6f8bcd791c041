// Maintenance, from `arkham-door maint` (a BBS's nightly event) or the sysop menu: every live game's due
// deadlines pass (exactly once, whoever else runs them at the same time), bot backlogs finish, news and
// the hall of fame catch up with anything a crash left unwritten, news past its retention goes, finished
// games past the recent window move to the cold archive, and ghosts leave the presence list.
import type { DaySetting } from '../support/board-day.js';
import { claimDayEnd, type EndWhich } from './day/day-rollover.js';
import { endOfDay } from './day/end-of-day.js';
import { trimCallers } from './day/today.js';
import type { GameService } from './game-service.js';
import type { Wall } from './wall/wall.js';
import type { PresenceBoard } from './presence-board.js';
import type { PresenceTiming } from './presence-hub.js';

export interface MaintenanceReport {
  games: number;
  /** Deadlines passed by this run (another process may have passed others). */
  deadlines: number;
  /** Games that ended during this run. */
  ended: string[];
  /** Games that could not be brought up to date (the log has the reasons). */
  failed: string[];
  /** Issues of the Advertiser removed for being older than the retention. */
  newsTrimmed: number;
  /** Posts removed from the wall for being older than its retention. */
  wallTrimmed: number;
  /** Finished games moved out of the hot set into the cold archive (docs/storage.md, "Cold games"). */
  cooled: number;
  /** The board day this run ended, when it was this run that ended it (a day ends once, whoever is first). */
  dayEnded?: string;
}

export interface MaintenanceOptions {
  day: DaySetting;
  /** `due` (the nightly run) ends yesterday if it has not ended; `now` (`maint --end-day`) ends today. */
  endDay?: EndWhich;
  /** The wall, whose posts past their retention go. */
  wall?: Pick<Wall, 'trim' | 'oldestKept'>;
}

export async function runMaintenance(games: GameService, board: PresenceBoard, timing: PresenceTiming, options: MaintenanceOptions): Promise<MaintenanceReport> {
  const report: MaintenanceReport = { games: 0, deadlines: 0, ended: [], failed: [], newsTrimmed: 0, wallTrimmed: 0, cooled: 0 };
  const passTable = (id: string): Promise<void> => upkeepOne(games, id, report);
  const day = await claimDayEnd(games.store, options.day, games.clock.now(), options.endDay ?? 'due');
  if (day !== undefined) report.dayEnded = await endOfDay(day, { tableIds: () => games.upkeepIds(), passTable });
  else for (const id of await games.upkeepIds()) await passTable(id);
  try {
    report.newsTrimmed = await games.advertiser.trim();
  } catch (error) {
    games.logger.error('maintenance could not trim the news', { error: error instanceof Error ? error.message : String(error) });
  }
  try {
    report.wallTrimmed = (await options.wall?.trim()) ?? 0;
    if (options.wall) await trimCallers(games.store, options.wall.oldestKept());
  } catch (error) {
    games.logger.error('maintenance could not trim the wall', { error: error instanceof Error ? error.message : String(error) });
  }
  try {
    report.cooled = await games.coolFinished();
  } catch (error) {
    games.logger.error('maintenance could not move finished games to the cold archive', { error: error instanceof Error ? error.message : String(error) });
  }
  const now = games.clock.now();
  await board.beat([], now - timing.expireMs);
  await board.collect([], now - timing.pageTtlMs);
  return report;
}

async function upkeepOne(games: GameService, id: string, report: MaintenanceReport): Promise<void> {
  report.games += 1;
  try {
    // A game a front end is committing to right now is theirs: their transaction passes what is due.
    if (await games.store.gameInUse?.(id)) return;
    const before = await games.store.readGame<{ version: number; status?: string }>(id);
    const { deadlines, doc } = await games.upkeep(id);
    report.deadlines += deadlines;
    if (doc.status === 'over' && before?.status !== 'over') report.ended.push(id);
  } catch (error) {
    report.failed.push(id);
    games.logger.error('maintenance failed for a game', { game: id, error: error instanceof Error ? error.message : String(error) });
  }
}
