// The table's stops and their deadlines (ARCHITECTURE.md, "Asynchronous play"). A stop is a phase of
// a game turn in which the game waits on humans; its deadline is set when it begins. When the deadline
// passes, those who never answered miss the turn (and may be retired), bots take over retired seats,
// and the engine's endPhaseByDeadline takes the defaults. Deadlines keep their rhythm: the next stop's
// deadline counts from the one that passed, so a table nobody visited for three days catches up three
// stops on the next call, as if `maint` had run at each of them.
import { runBots } from './bots-at-table.js';
import { addEvents, applyStep, type Draft } from './draft.js';
import type { TableEvent } from './game-doc.js';
import { playedByBot, promptSeat } from './seats.js';
import { MAX_DEADLINES_PER_TRANSACTION, type TableKit } from './table-kit.js';

const MINUTE_MS = 60_000;

/** Starts a new stop when the engine moved to another phase or game turn; `from` is when its clock starts. */
export function updateWait(draft: Draft, from: number): void {
  const doc = draft.doc;
  const state = doc.engine;
  if (doc.status !== 'running' || !state || state.phase === 'over') {
    if (doc.status !== 'paused') doc.wait = null;
    return;
  }
  if (doc.wait && doc.wait.phase === state.phase && doc.wait.turn === state.turn) return;
  doc.wait = { phase: state.phase, turn: state.turn, opened: doc.version, deadline: from + doc.settings.deadlineMinutes * MINUTE_MS };
}

export function deadlineDue(doc: { status: string; wait: { deadline: number } | null }, now: number): boolean {
  return doc.status === 'running' && doc.wait !== null && doc.wait.deadline <= now;
}

/**
 * Passes every deadline that is due at `kit.now`; `settle` runs the table on after each. Returns how
 * many passed. Called inside the transaction with the freshest document, so two callers racing past
 * one deadline pass it once: the second finds the next deadline still ahead.
 */
export function passDueDeadlines(draft: Draft, kit: TableKit, settle: (draft: Draft, from: number) => void): number {
  let passed = 0;
  while (passed < MAX_DEADLINES_PER_TRANSACTION && deadlineDue(draft.doc, kit.now)) {
    const wait = draft.doc.wait;
    if (!wait) break;
    noteMissed(draft, kit);
    runBots(draft, kit);
    const state = draft.doc.engine;
    if (draft.doc.status === 'running' && state && state.phase === wait.phase && state.turn === wait.turn) {
      applyStep(draft, null, 'deadline', (s) => kit.engine.endPhaseByDeadline(s));
    }
    settle(draft, wait.deadline);
    passed += 1;
  }
  return passed;
}

/** Humans the stop waited on who answered nothing since it began: one more missed turn; retired at the limit. */
function noteMissed(draft: Draft, kit: TableKit): void {
  const doc = draft.doc;
  const state = doc.engine;
  const wait = doc.wait;
  if (!state || !wait) return;
  const waitedOn = new Set<number>();
  for (const prompt of kit.engine.prompts(state)) waitedOn.add(promptSeat(doc, prompt));
  const events: TableEvent[] = [];
  for (const index of [...waitedOn].sort((a, b) => a - b)) {
    const seat = doc.seats[index];
    if (!seat || playedByBot(seat) || seat.lastAnswer > wait.opened) continue;
    seat.missed += 1;
    events.push({ type: 'table-missed', player: seat.player, missed: seat.missed });
    if (doc.settings.retireAfter > 0 && seat.missed >= doc.settings.retireAfter) {
      seat.status = 'retired';
      events.push({ type: 'table-retired', player: seat.player, missed: seat.missed });
    }
  }
  addEvents(draft, null, 'deadline', events);
}
