// "While you were away": the events since a player last looked, not of their own doing, grouped by game
// turn and by whom they touch, with a few totals for a heading. Structured data: the screens word it.
// Each engine event is grouped and counted by its own ruleset (out of its envelope).
import { isTableEvent, type LogRecord, type LoggedEvent } from './game-doc.js';
import { sameName } from './names.js';
import { openEnvelope } from '../rulesets/envelope.js';

export interface AwayTurn {
  turn: number;
  /** Events about the player's own investigators (a monster attacked them, they were carried off...). */
  mine: LoggedEvent[];
  /** Events about the other investigators. */
  others: LoggedEvent[];
  /** Arkham itself: gates, monsters, doom, phases, deadlines, the end of the game. */
  arkham: LoggedEvent[];
  /** The table: players joining, leaving, missing turns, being retired. */
  table: LoggedEvent[];
}

export interface AwayTotals {
  events: number;
  gatesOpened: number;
  gatesClosed: number;
  monstersSlain: number;
  investigatorsLost: number;
  attacksOnMe: number;
}

export interface AwaySummary {
  /** The version the player had seen, and the one the summary reaches. */
  fromVersion: number;
  toVersion: number;
  turns: AwayTurn[];
  totals: AwayTotals;
}

/**
 * `records` in version order; `mine` the investigator ids the player has had. Returns null when
 * nothing happened while they were away.
 */
export function awaySummary(records: readonly LogRecord[], player: string, mine: ReadonlySet<string>, seen: number, version: number): AwaySummary | null {
  const own = new Set(mine);
  const turns = new Map<number, AwayTurn>();
  const totals: AwayTotals = { events: 0, gatesOpened: 0, gatesClosed: 0, monstersSlain: 0, investigatorsLost: 0, attacksOnMe: 0 };
  for (const record of records) {
    if (record.v <= seen) continue;
    for (const event of record.events) noteOwn(event, player, own);
    if (record.by !== null && sameName(record.by, player)) continue;
    let turn = turns.get(record.turn);
    if (!turn) {
      turn = { turn: record.turn, mine: [], others: [], arkham: [], table: [] };
      turns.set(record.turn, turn);
    }
    for (const event of record.events) {
      turn[groupOf(event, own)].push(event);
      count(totals, event, own);
    }
  }
  if (totals.events === 0) return null;
  return { fromVersion: seen, toVersion: version, turns: [...turns.values()].sort((a, b) => a.turn - b.turn), totals };
}

/** The investigator ids a player has had, from the events that seat them. */
export function noteOwn(event: LoggedEvent, player: string, own: Set<string>): void {
  if (event.type === 'game-started') {
    for (const seat of event.investigators) if (sameName(seat.player, player)) own.add(seat.investigator);
  } else if (event.type === 'investigator-joined' && sameName(event.player, player)) own.add(event.investigator);
}

function groupOf(event: LoggedEvent, own: ReadonlySet<string>): 'mine' | 'others' | 'arkham' | 'table' {
  if (isTableEvent(event)) return 'table';
  const investigator = investigatorOf(event);
  if (investigator === null) return 'arkham';
  return own.has(investigator) ? 'mine' : 'others';
}

function investigatorOf(logged: LoggedEvent): string | null {
  const { ruleset, event } = openEnvelope(logged);
  return ruleset.events.investigatorOf(event);
}

function count(totals: AwayTotals, logged: LoggedEvent, own: ReadonlySet<string>): void {
  totals.events += 1;
  const { ruleset, event } = openEnvelope(logged);
  ruleset.events.countAway(totals, event, own);
}
