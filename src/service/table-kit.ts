// What the pure table functions need besides the game document: the prepared engine, the content,
// the bots, and the time of the transaction.
import type { Bot } from '../bots/index.js';
import type { Content } from '../content/schema.js';
import type { Engine } from '../engine/index.js';

export interface TableKit {
  engine: Engine;
  content: Content;
  botNamed(name: string): Bot;
  /** Clock time of this transaction (ms). */
  now: number;
  /** Bot answers in one transaction before the rest is left to a follow-up one. */
  maxBotAnswers: number;
}

/** Deadlines passed in one transaction at most (a table idle for weeks catches up over several). */
export const MAX_DEADLINES_PER_TRANSACTION = 30;
