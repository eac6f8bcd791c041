// The engines a game's history is replayed with (replay-check.ts), one per ruleset, driven in place:
// started from the table's setup and seed, answered, and passed deadlines, each step's events as the
// game log keeps them. How a deadline shows in a history is the ruleset's to say (its module's
// beginsDeadline); each ruleset's replayer lives in its folder (src/rulesets/<id>/replayer.ts).
import type { Answer, RuleError, RulesetName } from '../engine/index.js';
import type { GameDoc, LogRecord, LoggedEvent } from './game-doc.js';
import type { RulesetModule } from '../rulesets/contract.js';
import { openEnvelope } from '../rulesets/envelope.js';
import type { EngineEvent, TableState } from './table-engine.js';

export interface Replayer {
  readonly ruleset: RulesetName;
  readonly rulesVersion: number;
  readonly contentVersion: string;
  start(doc: GameDoc): { state: TableState; events: EngineEvent[] };
  answerInPlace(state: TableState, answer: Answer): EngineEvent[] | RuleError;
  deadlineInPlace(state: TableState): EngineEvent[];
  /** The history's `event` in `record`, with nothing of the replay pending, begins a deadline's step. */
  beginsDeadline(record: LogRecord, event: LoggedEvent): boolean;
}

/** The board's replayers by ruleset id: the default ruleset's always, another's when the board has its content. */
export type Replayers = Readonly<Partial<Record<string, Replayer>>>;

/** The board's replayers by ruleset (a ruleset whose content the board lacks has none). */
export function replayersOf(replayers: readonly Replayer[]): Replayers {
  return Object.fromEntries(replayers.map((replayer) => [replayer.ruleset, replayer]));
}

/** A history's event begins a deadline's step of `ruleset`'s game, as that ruleset reads its own events. */
export function beginsDeadline(ruleset: RulesetModule, record: LogRecord, logged: LoggedEvent): boolean {
  const { ruleset: of, event } = openEnvelope(logged);
  return of === ruleset && ruleset.events.beginsDeadline(event, record.cause);
}
