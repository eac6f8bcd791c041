// A transaction's working copy of a game: the next document (its version already one up) and the
// events gathered so far, each chunk tagged with who caused it and the game turn it started in.
// Every change to the engine state goes through applyStep, so the seats' tallies follow the events.
import { isRuleError } from '../engine/index.js';
import type { Answer, RuleError } from '../engine/index.js';
import { ServiceError } from './errors.js';
import type { Cause, GameDoc, LoggedEvent } from './game-doc.js';
import { openEnvelope } from '../rulesets/envelope.js';
import { seatOfSlot, type EngineEvent, type TableState, type TableStep } from './table-engine.js';

export interface Chunk {
  by: string | null;
  cause: Cause;
  /** The engine's game turn when these events began. */
  turn: number;
  events: LoggedEvent[];
  /** The accepted answer these events follow from (kept even when it caused no event). */
  answer?: Answer;
}

export interface Draft {
  doc: GameDoc;
  chunks: Chunk[];
  /** The human whose request this transaction serves (null: a deadline, maintenance, the sysop). */
  actor: string | null;
}

export function newDraft(current: GameDoc, actor: string | null): Draft {
  const doc = JSON.parse(JSON.stringify(current)) as GameDoc;
  doc.version = current.version + 1;
  return { doc, chunks: [], actor };
}

export function addEvents(draft: Draft, by: string | null, cause: Cause, events: LoggedEvent[], answer?: Answer): void {
  if (events.length === 0 && answer === undefined) return;
  const chunk: Chunk = { by, cause, turn: draft.doc.engine?.turn ?? 0, events };
  if (answer !== undefined) chunk.answer = answer;
  draft.chunks.push(chunk);
}

/** Runs one engine step on the draft's state; a refused answer becomes a ServiceError (nothing kept). */
export function applyStep(draft: Draft, by: string | null, cause: Cause, run: (state: TableState) => TableStep | RuleError): void {
  runStep(draft, by, cause, run);
}

/** Answers a prompt on the draft's state; the answer joins the history with its events, so the game replays from its log. */
export function applyAnswer(draft: Draft, by: string | null, cause: Cause, engine: { answer(state: TableState, answer: Answer): TableStep | RuleError }, answer: Omit<Answer, 'version'>): void {
  const before = draft.doc.engine;
  const recorded: Answer = { promptId: answer.promptId, optionId: answer.optionId, version: before?.version ?? 0 };
  runStep(draft, by, cause, (s) => engine.answer(s, recorded), recorded);
}

function runStep(draft: Draft, by: string | null, cause: Cause, run: (state: TableState) => TableStep | RuleError, answer?: Answer): void {
  const before = draft.doc.engine;
  if (!before) throw new Error(`game ${draft.doc.id} has not started`);
  const step = run(before);
  if (isRuleError(step)) throw new ServiceError(step.error, step.message);
  addEvents(draft, by, cause, step.events, answer);
  tallySeats(draft.doc, before, step.events);
  draft.doc.engine = step.state;
}

/** Gates closed, monsters slain and investigators lost, credited to the seat of the investigator named. */
function tallySeats(doc: GameDoc, before: TableState, events: EngineEvent[]): void {
  const seatOf = new Map<string, number>(before.invs.map((inv, slot) => [inv.id, seatOfSlot(doc.seats, before, slot)]));
  for (const logged of events) {
    if (logged.type === 'investigator-joined') {
      seatOf.set(logged.investigator, doc.seats.findIndex((seat) => seat.player === logged.player));
      continue;
    }
    const { ruleset, event } = openEnvelope(logged);
    const tally = ruleset.events.tally(event);
    const seat = tally && doc.seats[seatOf.get(tally.investigator) ?? -1];
    if (tally && seat) seat.stats[tally.key] += 1;
  }
}

