// What the pure table functions need besides the game document: the engine of the game's ruleset
// (with its content and the table's bot), and the time of the transaction.
import type { TableEngine } from './table-engine.js';

export interface TableKit {
  engine: TableEngine;
  /** Clock time of this transaction (ms). */
  now: number;
  /** Bot answers in one transaction before the rest is left to a follow-up one. */
  maxBotAnswers: number;
}

/** Deadlines passed in one transaction at most (a table idle for weeks catches up over several). */
export const MAX_DEADLINES_PER_TRANSACTION = 30;
