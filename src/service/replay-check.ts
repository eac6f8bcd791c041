// A game's history replayed on its own: the engine of its ruleset started again from the table's setup
// and seed, then every recorded answer (and every deadline, replayers.ts says how each ruleset marks
// one) applied in order. Each step's events must be the events the history holds, and the state at the
// end the state stored; the first difference is reported. Table events (the lobby's facts) are not the
// engine's and are skipped.
import { DEFAULT_RULESET, rulesetById, rulesetOf } from '../rulesets/registry.js';
import { isDeepStrictEqual } from 'node:util';
import { isRuleError } from '../engine/index.js';
import { isTableEvent, type GameDoc, type LogRecord, type LoggedEvent } from './game-doc.js';
import type { Replayer, Replayers } from './replayers.js';
import type { EngineEvent, TableState } from './table-engine.js';

export interface Divergence {
  /** The game version of the record where the replay and the history part. */
  v: number;
  turn: number;
  /** The index of the event in that record (its length: past its last event). */
  event: number;
  message: string;
}

/** A game started under another version of the rules than this engine's: it cannot be replayed here. */
export interface OtherRules {
  /** The rules version the game was started under; null: begun before games carried one (older). */
  played: number | null;
  /** This engine's rules version. */
  door: number;
  /** Said of a game of a ruleset other than the default: its versions are that ruleset's (the default's say nothing, as before). */
  ruleset?: string;
}

/** What the rules of the game's ruleset are called ("rules", "revised rules"). */
function rulesName(rules: OtherRules): string {
  return (rules.ruleset === undefined ? DEFAULT_RULESET : rulesetById(rules.ruleset)).words.rules;
}

/** "rules 3" of a classic game, "revised rules 1" of a revised one. */
export function rulesWords(rules: OtherRules, version: number): string {
  return `${rulesName(rules)} ${version}`;
}

/**
 * `replays`: the history replays to the stored state; `diverges`: it parts from it (the first place
 * named); `other-rules`: the game was played under other rules, so this engine cannot say (neither);
 * `unchecked`: a history this board cannot replay at all (a revised game on a board without the
 * revised content).
 */
export type ReplayCheck =
  | { ok: true; status: 'replays'; answers: number; deadlines: number }
  | { ok: false; status: 'diverges'; answers: number; deadlines: number; divergence: Divergence }
  | { ok: false; status: 'other-rules'; answers: number; deadlines: number; rules: OtherRules; divergence?: Divergence }
  | { ok: false; status: 'unchecked'; answers: 0; deadlines: 0; reason: string };

/** Why a game is not replayed on a board without its ruleset's content. */
export function uncheckedReason(ruleset: string): string {
  return `a ${ruleset} game, and this board has no ${ruleset} content to replay it with`;
}

/** What `sysop verify` says of a game of other rules. */
export function otherRulesWords(rules: OtherRules): string {
  const played = rules.played === null ? `older ${rulesName(rules)} (begun before games carried a rules version)` : rulesWords(rules, rules.played);
  return `played under ${played}; this door plays ${rulesWords(rules, rules.door)}: not replayable by this version`;
}

type Item = { kind: 'answer'; prompt: string; option: string; version: number } | { kind: 'event'; event: LoggedEvent };

/** A record's answers and events in the order they happened. */
function itemsOf(record: LogRecord): Item[] {
  const items: Item[] = [];
  const answers = record.answers ?? [];
  let next = 0;
  for (let k = 0; k <= record.events.length; k += 1) {
    for (; next < answers.length && (answers[next]?.at ?? 0) <= k; next += 1) {
      const a = answers[next];
      if (a) items.push({ kind: 'answer', prompt: a.prompt, option: a.option, version: a.version });
    }
    const event = record.events[k];
    if (event !== undefined) items.push({ kind: 'event', event });
  }
  return items;
}

/** As the store keeps it: through JSON (a field left undefined is no field). */
function stored(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}

function brief(event: unknown): string {
  const text = JSON.stringify(event);
  return text.length > 240 ? `${text.slice(0, 237)}...` : text;
}

/** The first path where two JSON values differ ('' when they are equal). */
export function firstDifference(a: unknown, b: unknown, path = 'state'): string {
  if (isDeepStrictEqual(a, b)) return '';
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    return `${path}: ${brief(a)} against ${brief(b)}`;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`);
    if (found !== '') return found;
  }
  return `${path}: differs`;
}

/** Told each event as the replay reaches it: the engine's as replayed (equal to the history's), the table's from the history. */
export type ReplayListener = (record: LogRecord, event: LoggedEvent) => void;

/**
 * Replays `doc` from its setup, seed and recorded answers with the engine of its ruleset, against its
 * records (the archive's, then the document's); `listen` hears every event that matched, in order
 * (the watch screen tells them).
 */
export function checkReplay(replayers: Replayers, doc: GameDoc, archive: readonly LogRecord[], listen?: ReplayListener): ReplayCheck {
  const ruleset = rulesetOf(doc);
  const engine = replayers[ruleset.id];
  if (!engine) return { ok: false, status: 'unchecked', answers: 0, deadlines: 0, reason: uncheckedReason(ruleset.id) };
  const rulesetMark = ruleset === DEFAULT_RULESET ? {} : { ruleset: ruleset.id };
  if (doc.engine !== null && doc.rulesVersion !== undefined && doc.rulesVersion !== engine.rulesVersion) {
    return { ok: false, status: 'other-rules', answers: 0, deadlines: 0, rules: { played: doc.rulesVersion, door: engine.rulesVersion, ...rulesetMark } };
  }
  const check = replay(engine, doc, archive, listen);
  // A game begun before games carried a rules version that does not replay was most likely played
  // under older rules: said so, with where it parts, rather than called a divergence.
  if (check.status === 'diverges' && doc.rulesVersion === undefined) {
    return { ok: false, status: 'other-rules', answers: check.answers, deadlines: check.deadlines, rules: { played: null, door: engine.rulesVersion, ...rulesetMark }, divergence: check.divergence };
  }
  return check;
}

function replay(engine: Replayer, doc: GameDoc, archive: readonly LogRecord[], listen?: ReplayListener): ReplayCheck {
  const contentVersion = engine.contentVersion;
  let answers = 0;
  let deadlines = 0;
  const records = [...archive, ...doc.log].sort((x, y) => x.v - y.v);
  const fail = (v: number, turn: number, event: number, message: string): ReplayCheck => ({ ok: false, status: 'diverges', answers, deadlines, divergence: { v, turn, event, message } });
  if (doc.engine === null) return { ok: true, status: 'replays', answers, deadlines };
  if (doc.contentVersion !== contentVersion) return fail(0, 0, 0, `the game was played with content ${doc.contentVersion}, this board has ${contentVersion}`);
  let state: TableState | null = null;
  let pending: EngineEvent[] = [];
  for (const record of records) {
    let index = 0;
    for (const item of itemsOf(record)) {
      if (item.kind === 'answer') {
        if (state === null) return fail(record.v, record.turn, index, 'an answer recorded before the game started');
        if (pending.length > 0) return fail(record.v, record.turn, index, `the replay goes on with ${brief(pending[0])}, the history answers ${item.prompt} first`);
        const result = engine.answerInPlace(state, { promptId: item.prompt, optionId: item.option, version: item.version });
        if (isRuleError(result)) return fail(record.v, record.turn, index, `answer ${item.option} to ${item.prompt} at version ${item.version} refused: ${result.error}: ${result.message}`);
        answers += 1;
        pending = result;
        continue;
      }
      const event = item.event;
      index += 1;
      if (isTableEvent(event)) {
        listen?.(record, event);
        continue;
      }
      if (pending.length === 0) {
        if (state === null) {
          const step = engine.start(doc);
          state = step.state;
          pending = step.events;
        } else if (engine.beginsDeadline(record, event)) {
          pending = engine.deadlineInPlace(state);
          deadlines += 1;
        } else return fail(record.v, record.turn, index - 1, `${brief(event)} follows from no recorded answer or deadline`);
      }
      const replayed = pending.shift();
      if (replayed === undefined || !isDeepStrictEqual(stored(replayed), event)) return fail(record.v, record.turn, index - 1, `the history has ${brief(event)}, the replay ${brief(replayed)}`);
      listen?.(record, replayed);
    }
  }
  const last = records[records.length - 1];
  const end = { v: last?.v ?? 0, turn: last?.turn ?? 0, event: last?.events.length ?? 0 };
  if (state === null) return fail(end.v, end.turn, end.event, 'the history never starts the game');
  if (pending.length > 0) return fail(end.v, end.turn, end.event, `the replay goes on with ${brief(pending[0])} where the history ends`);
  const difference = firstDifference(stored(state), doc.engine);
  if (difference !== '') return fail(end.v, end.turn, end.event, `the replayed state differs from the stored one at ${difference}`);
  return { ok: true, status: 'replays', answers, deadlines };
}
