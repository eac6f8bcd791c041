// What the end of a board day does, in one function the roll-over calls with the day that ended. Today
// it passes the turn of every table whose deadline has come (as the nightly maint always has), and the
// wall is told the day's happenings; a table whose pace is the board's day hooks in here.
import type { BoardDay } from '../../support/board-day.js';
import type { GameService } from '../game-service.js';

export interface DayEnd {
  day: BoardDay;
  /** Tables looked at. */
  tables: number;
  /** Turns passed at their deadline. */
  turnsPassed: number;
  /** Tables that could not be brought up to date (the log has the reasons). */
  failed: string[];
}

export async function endOfDay(games: GameService, day: BoardDay): Promise<DayEnd> {
  const result: DayEnd = { day, tables: 0, turnsPassed: 0, failed: [] };
  for (const id of await games.upkeepIds()) {
    result.tables += 1;
    try {
      if (await games.store.gameInUse?.(id)) continue;
      result.turnsPassed += (await games.upkeep(id)).deadlines;
    } catch (error) {
      result.failed.push(id);
      games.logger.error('the end of the day failed for a game', { game: id, day, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}
