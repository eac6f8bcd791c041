// The engines a game's history is replayed with (replay-check.ts), one per ruleset, driven in place:
// started from the table's setup and seed, answered, and passed deadlines, each step's events as the
// game log keeps them. How a deadline shows in a history differs: classic's engine says it with its
// own `deadline` event; the revised engine says nothing, and its deadline's step is the engine events
// of a record whose cause is a deadline (only a deadline's step puts engine events in one).
import { isRuleError } from '../engine/index.js';
import type { Answer, Engine, RevisedEngine, RuleError, RulesetName } from '../engine/index.js';
import type { GameDoc, LogRecord, LoggedEvent } from './game-doc.js';
import { gameSetup } from './lobby.js';
import { classicState, revisedState, wrapRevised, type EngineEvent, type TableState } from './table-engine.js';

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

/** The board's replayers: classic always, revised when the board has its content. */
export interface Replayers {
  classic: Replayer;
  revised?: Replayer;
}

export function classicReplayer(engine: Engine): Replayer {
  return {
    ruleset: 'classic',
    rulesVersion: engine.rulesVersion,
    contentVersion: engine.content.version,
    start: (doc) => engine.start(gameSetup(doc), doc.seed),
    answerInPlace: (state, answer) => engine.applyAnswerInPlace(classicState(state), answer),
    deadlineInPlace: (state) => engine.deadlineInPlace(classicState(state)),
    beginsDeadline: (_record, event) => event.type === 'deadline',
  };
}

export function revisedReplayer(engine: RevisedEngine): Replayer {
  return {
    ruleset: 'revised',
    rulesVersion: engine.rulesVersion,
    contentVersion: engine.content.version,
    start: (doc) => {
      const step = engine.start({ players: gameSetup(doc).players }, doc.seed);
      return { state: step.state, events: wrapRevised(step.events) };
    },
    answerInPlace: (state, answer) => {
      const events = engine.applyAnswerInPlace(revisedState(state), answer);
      return isRuleError(events) ? events : wrapRevised(events);
    },
    deadlineInPlace: (state) => wrapRevised(engine.deadlineInPlace(revisedState(state))),
    beginsDeadline: (record, event) => record.cause === 'deadline' && event.type === 'revised',
  };
}

export function replayersOf(engine: Engine, revised: RevisedEngine | undefined): Replayers {
  return revised ? { classic: classicReplayer(engine), revised: revisedReplayer(revised) } : { classic: classicReplayer(engine) };
}
