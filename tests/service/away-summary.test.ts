// "While you were away" groups each event by whom it touches: the table's own facts (seats, pauses) in
// the table group, and the engine's table-roll (a die on a location's table) with whoever rolled it.
import { describe, expect, it } from 'vitest';
import { awaySummary } from '../../src/service/away-summary.js';
import { isTableEvent, type GameDoc, type LogRecord, type LoggedEvent } from '../../src/service/game-doc.js';
import { revisedState } from '../../src/service/table-engine.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { playedRevisedGame } from './helpers/revised-game.js';

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

  it('groups a revised game\'s events by whom they touch and counts its gates, monsters and investigators lost', () => {
    const records = [
      record(5, [
        { type: 'revised', event: { type: 'battle-began', inv: 'ben-hale', monster: 'worm', surprise: false } },
        { type: 'revised', event: { type: 'defeated', inv: 'amos-wendell', monster: 'brood' } },
        { type: 'revised', event: { type: 'gate-opened', location: 'uptown', world: 'drowned-city' } },
        { type: 'revised', event: { type: 'gate-closed', inv: 'amos-wendell', location: 'french-hill', world: 'glass-desert', monstersReturned: [] } },
        { type: 'revised', event: { type: 'lost-in-time', inv: 'amos-wendell' } },
        { type: 'table-missed', player: 'Ann', missed: 1 },
      ]),
    ];
    const summary = awaySummary(records, 'Ann', MINE, 4, 5);
    const turn = summary?.turns[0];
    expect(turn?.mine.map((e) => (e.type === 'revised' ? e.event.type : e.type))).toEqual(['battle-began']);
    expect(turn?.others.map((e) => (e.type === 'revised' ? e.event.type : e.type))).toEqual(['defeated', 'gate-closed', 'lost-in-time']);
    expect(turn?.arkham.map((e) => (e.type === 'revised' ? e.event.type : e.type))).toEqual(['gate-opened']);
    expect(summary?.totals).toEqual({ events: 6, gatesOpened: 1, gatesClosed: 1, monstersSlain: 1, investigatorsLost: 1, attacksOnMe: 1 });
  });

  it('a revised table gives its caller the summary of what happened since, with their own investigator\'s events as theirs, once', async () => {
    const clock = new FakeClock();
    const service = await playedRevisedGame('away-revised', 'revised', { clock, answers: 3 });
    const games = service.games;
    const seen = await games.view('revised', 'Ann');
    expect(seen.away).toBeNull();
    // Ann lets the deadline pass: the defaults are taken and the bot plays on while she is away.
    clock.advance(15 * 24 * 60 * 60_000);
    await service.maintenance();
    const back = await games.view('revised', 'Ann');
    expect(back.away).not.toBeNull();
    expect(back.revised?.unseenSince).toBe(seen.game.version);
    const doc = await games.store.readGame<GameDoc>('revised');
    if (!doc?.engine) throw new Error('no state');
    const own = revisedState(doc.engine).invs.find((inv) => inv.player === 'Ann')?.id;
    const invOf = (event: LoggedEvent): string | null => (event.type === 'revised' && 'inv' in event.event ? event.event.inv : null);
    const mine = back.away?.turns.flatMap((t) => t.mine) ?? [];
    const others = back.away?.turns.flatMap((t) => t.others) ?? [];
    expect(mine.length + others.length).toBeGreaterThan(0);
    for (const event of mine) expect(invOf(event)).toBe(own);
    for (const event of others) expect(invOf(event)).not.toBe(own);
    expect(back.away?.turns.flatMap((t) => t.arkham).some((e) => e.type === 'revised' && e.event.type === 'phase')).toBe(true);
    expect((await games.view('revised', 'Ann')).away).toBeNull();
  }, 60_000);
});
