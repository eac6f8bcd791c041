import { describe, expect, it } from 'vitest';
import { engineFor } from '../../src/engine/index.js';
import type { GameDoc } from '../../src/service/game-doc.js';
import { optionsFrom } from '../../src/service/game-settings.js';
import { HallOfFame } from '../../src/service/hall-of-fame.js';
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
