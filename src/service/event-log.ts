// A commit's events become log records, one per (cause, game turn): a record never spans two game
// turns, so a finished turn's records can leave the game document for the archive whole. Which event
// opens a game turn is the ruleset's to say (each event out of its envelope).
import type { GameChange } from '../store/store.js';
import type { Chunk, Draft } from './draft.js';
import type { GameDoc, LogRecord } from './game-doc.js';
import { openEnvelope } from '../rulesets/envelope.js';

/** The game turn a logged engine event opens, as its ruleset reads it, or null. */
function turnOpened(logged: { type: string }): number | null {
  const { ruleset, event } = openEnvelope(logged);
  return ruleset.events.turnOpened(event);
}

export function recordsOf(chunks: readonly Chunk[], v: number, at: number): LogRecord[] {
  const records: LogRecord[] = [];
  for (const chunk of chunks) {
    let turn = chunk.turn;
    let current: LogRecord | null = null;
    const open = (): LogRecord => {
      if (current && current.turn === turn) return current;
      const made: LogRecord = { v, turn, at, by: chunk.by, cause: chunk.cause, events: [] };
      records.push(made);
      current = made;
      return made;
    };
    if (chunk.answer) {
      // The answer goes where its events begin, in the record of the turn it was made in.
      const record = open();
      const answer = { at: record.events.length, prompt: chunk.answer.promptId, option: chunk.answer.optionId, version: chunk.answer.version };
      record.answers = [...(record.answers ?? []), answer];
    }
    for (const event of chunk.events) {
      const opened = turnOpened(event);
      if (opened !== null) turn = opened;
      open().events.push(event);
    }
  }
  return mergeNeighbours(records);
}

function mergeNeighbours(records: LogRecord[]): LogRecord[] {
  const out: LogRecord[] = [];
  for (const record of records) {
    const last = out[out.length - 1];
    if (last && last.turn === record.turn && last.by === record.by && last.cause === record.cause) {
      if (record.answers) last.answers = [...(last.answers ?? []), ...record.answers.map((a) => ({ ...a, at: a.at + last.events.length }))];
      last.events.push(...record.events);
    } else out.push(record);
  }
  return out;
}

/**
 * The store change for a finished draft: its records join the log, and the records of finished game
 * turns (all of them once the game is over) move to the archive.
 */
export function changeOf(draft: Draft, at: number): { change: GameChange<GameDoc>; records: LogRecord[]; archived: LogRecord[] } {
  const doc = draft.doc;
  const records = recordsOf(draft.chunks, doc.version, at);
  const log = [...doc.log, ...records];
  const currentTurn = doc.engine?.turn ?? 0;
  const finished = (record: LogRecord): boolean => doc.status === 'over' || record.turn < currentTurn;
  const archived = log.filter(finished);
  doc.log = log.filter((record) => !finished(record));
  for (const record of archived) {
    doc.archivedVersion = Math.max(doc.archivedVersion, record.v);
    doc.archivedTurn = Math.max(doc.archivedTurn, record.turn);
  }
  const change: GameChange<GameDoc> = archived.length > 0 ? { next: doc, archive: archived } : { next: doc };
  return { change, records, archived };
}
