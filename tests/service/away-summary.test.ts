// "While you were away" groups each event by whom it touches: the table's own facts (seats, pauses) in
// the table group, and the engine's table-roll (a die on a location's table) with whoever rolled it.
import { describe, expect, it } from 'vitest';
import { awaySummary } from '../../src/service/away-summary.js';
import { isTableEvent, type LogRecord, type LoggedEvent } from '../../src/service/game-doc.js';

const MINE = new Set(['ben-hale']);

function record(v: number, events: LoggedEvent[], by: string | null = 'Bob'): LogRecord {
  return { v, turn: 2, at: 0, by, cause: 'answer', events };
}

describe('the away summary', () => {
  it("puts a table roll with the investigator who rolled it, and the table's facts in the table group", () => {
    const records = [
      record(5, [
        { type: 'table-roll', investigator: 'amos-wendell', table: 'location', id: 'woods', die: 3 },
        { type: 'table-roll', investigator: 'ben-hale', table: 'world', id: 'abyss', die: 6 },
        { type: 'table-missed', player: 'Ann', missed: 1 },
        { type: 'gate-opened', location: 'graveyard', doom: 3, gatesOnBoard: 2 },
      ]),
    ];
    const summary = awaySummary(records, 'Ann', MINE, 4, 5);
    const turn = summary?.turns[0];
    expect(turn?.others.map((e) => e.type)).toEqual(['table-roll']);
    expect(turn?.mine.map((e) => e.type)).toEqual(['table-roll']);
    expect(turn?.table.map((e) => e.type)).toEqual(['table-missed']);
    expect(turn?.arkham.map((e) => e.type)).toEqual(['gate-opened']);
    expect(summary?.totals.events).toBe(4);
  });

  it('knows every fact of the table by name, and no engine event', () => {
    for (const type of ['table-created', 'table-joined', 'table-left', 'table-picked', 'table-started', 'table-resigned', 'table-missed', 'table-retired', 'table-paused', 'table-resumed', 'table-abandoned']) {
      expect(isTableEvent({ type }), type).toBe(true);
    }
    expect(isTableEvent({ type: 'table-roll' })).toBe(false);
    expect(isTableEvent({ type: 'table-toString' })).toBe(false);
    expect(isTableEvent({ type: 'toString' })).toBe(false);
  });
});
