import { describe, expect, it } from 'vitest';
import { engineFor } from '../../src/engine/index.js';
import type { GameDoc } from '../../src/service/game-doc.js';
import { optionsFrom } from '../../src/service/game-settings.js';
import { HallOfFame } from '../../src/service/hall-of-fame.js';
import { NEWCOMER_TITLE, recordOf, titleOf } from '../../src/service/records/titles.js';
import { newGameDoc } from '../../src/service/new-game.js';
import { newSeat } from '../../src/service/seats.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { shippedContent } from './helpers/game-fixture.js';

/** A finished game: Ann and Bob (and a bot) with their tallies, won or lost. */
function finishedGame(id: string, result: 'won' | 'lost', tallies: [number, number, number][]): GameDoc {
  const doc = newGameDoc({ id, title: id, creator: 'Ann', settings: { maxPlayers: 3, deadlineMinutes: 60, options: optionsFrom({}), retireAfter: 0, bot: 'heuristic' }, seed: id, contentVersion: 'test', now: 0 });
  doc.seats.push(newSeat('Bob', 'human', 0), newSeat('bot-1', 'bot', 0));
  doc.seats.forEach((seat, k) => {
    const [gatesClosed, monstersSlain, investigatorsLost] = tallies[k] ?? [0, 0, 0];
    seat.stats = { gatesClosed, monstersSlain, investigatorsLost };
  });
  const state = engineFor(shippedContent()).start({ players: doc.seats.map((seat) => ({ id: seat.player })) }, id).state;
  state.phase = 'over';
  state.outcome = result === 'won' ? { result: 'won', reason: 'gates-closed' } : { result: 'lost', reason: 'doom' };
  return { ...doc, engine: state, status: 'over' };
}

describe('hall of fame', () => {
  it("a finished game moves both players' records, and their titles follow from them", async () => {
    const hall = new HallOfFame(new MemoryStore());
    const titles = async (): Promise<string[]> => Promise.all(['Ann', 'Bob'].map(async (name) => titleOf(recordOf((await hall.entry(name)) ?? { name, won: 0, lost: 0, gatesClosed: 0, monstersSlain: 0, investigatorsLost: 0, games: [] }))));
    expect(await titles()).toEqual([NEWCOMER_TITLE, NEWCOMER_TITLE]);
    await hall.record(finishedGame('g1', 'lost', [[0, 1, 1], [0, 0, 0]]));
    expect(await titles()).toEqual(['Student of the Uncanny', 'Student of the Uncanny']);
    await hall.record(finishedGame('g2', 'won', [[2, 5, 0], [1, 3, 1]]));
    expect(await titles()).toEqual(['Survivor of the Night', 'Survivor of the Night']);
    const ann = recordOf((await hall.entry('ann')) ?? expect.unreachable());
    expect(ann).toEqual({ name: 'Ann', played: 2, won: 1, lost: 1, gatesClosed: 2, monstersTaken: 6, investigatorsLost: 1, daysCalled: 0 });
  });

  it('counts a board day called once, however often the player calls on it', async () => {
    const hall = new HallOfFame(new MemoryStore());
    expect(await hall.noteDayCalled('Ann', '2026-12-03')).toBe(true);
    expect(await hall.noteDayCalled('ann', '2026-12-03')).toBe(false);
    expect(await hall.noteDayCalled('Ann', '2026-12-04')).toBe(true);
    expect((await hall.entry('Ann'))?.daysCalled).toBe(2);
  });

  it('counts games won and lost, gates closed, trophies and losses per human player, best first', async () => {
    const hall = new HallOfFame(new MemoryStore());
    await hall.record(finishedGame('g1', 'won', [[2, 5, 0], [1, 3, 1], [9, 9, 9]]));
    await hall.record(finishedGame('g2', 'lost', [[0, 1, 1], [3, 2, 0]]));
    const standings = await hall.standings();
    expect(standings.map((entry) => entry.name)).toEqual(['Bob', 'Ann']);
    expect(standings[0]).toMatchObject({ name: 'Bob', won: 1, lost: 1, gatesClosed: 4, monstersSlain: 5, investigatorsLost: 1, games: ['g1', 'g2'] });
    expect(standings[1]).toMatchObject({ name: 'Ann', won: 1, lost: 1, gatesClosed: 2, monstersSlain: 6, investigatorsLost: 1 });
  });

  it('counts a game once however often it is recorded', async () => {
    const hall = new HallOfFame(new MemoryStore());
    const game = finishedGame('g1', 'won', [[1, 1, 0], [0, 0, 0]]);
    await hall.record(game);
    await hall.record(game);
    expect((await hall.entry('ann'))?.won).toBe(1);
  });

  it('leaves out players who resigned, and abandoned games', async () => {
    const hall = new HallOfFame(new MemoryStore());
    const game = finishedGame('g1', 'won', [[1, 1, 0], [0, 0, 0]]);
    const bob = game.seats[1];
    if (bob) bob.status = 'resigned';
    await hall.record(game);
    await hall.record({ ...finishedGame('g2', 'won', []), abandoned: true });
    expect((await hall.standings()).map((entry) => [entry.name, entry.won])).toEqual([['Ann', 1]]);
  });

  it('the sysop can remove an entry', async () => {
    const hall = new HallOfFame(new MemoryStore());
    await hall.record(finishedGame('g1', 'won', []));
    expect(await hall.remove('ANN')).toBe(true);
    expect(await hall.remove('ANN')).toBe(false);
    expect((await hall.standings()).map((entry) => entry.name)).toEqual(['Bob']);
  });
});
