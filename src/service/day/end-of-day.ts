// What the end of a board day does, in one function the roll-over calls with the day that ended. Today
// it passes the turn of every table whose deadline has come (the nightly work maint always did); a table
// whose pace is the board's day hooks in here.
import type { BoardDay } from '../../support/board-day.js';

/** How the end of the day reaches the tables: which to visit, and what bringing one up to date is. */
export interface DayEndWork {
  tableIds(): Promise<string[]>;
  passTable(id: string): Promise<void>;
}

export async function endOfDay(day: BoardDay, work: DayEndWork): Promise<BoardDay> {
  for (const id of await work.tableIds()) await work.passTable(id);
  return day;
}
