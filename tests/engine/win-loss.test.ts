import { describe, expect, it } from 'vitest';
import type { GameOptions } from '../../src/engine/index.js';
import { begin, emptyHands, endTurn, engine, eventsOf, give, kick, node, play, putGate } from './support/game.js';

const BEN: [string, string] = ['ben-hale', 'amos-wendell'];
const WORLDS = ['abyss', 'rlyeh', 'yuggoth', 'plateau-of-leng', 'another-dimension', 'earths-dreamlands', 'great-hall-of-celeano', 'city-of-the-great-race'];
const GATE_SITES = ['shunned-house', 'darks-carnival', 'lighthouse', 'devils-beach', 'graveyard', 'silver-twilight-lodge', 'woods', 'lake-miskatonic', 'harney-jones-shack', 'black-cave'];

function closeGateAtWoods(turn: number) {
  const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
  s.turn = turn;
  emptyHands(s, 0);
  give(s, 0, 'item', 'shotgun');
  putGate(s, 'abyss', 'woods', true);
  const i = s.invs[0];
  if (!i) throw new Error('no investigator');
  Object.assign(i, { at: node('woods'), explored: node('woods') });
  play(s, 0, 'move', 'stay');
  const events = play(s, 0, 'gate-or-location', 'attack', [6]);
  return { s, events };
}

/**
 * A game of `players` with `placed` gates on the board, played to the end of turn 1: every investigator
 * ends on a street and the Mythos Phase rolls 10, a gate at Lake Miskatonic (one more on the board).
 */
function oneGateMore(players: number, placed: number, options: Partial<GameOptions> = {}) {
  const s = begin({ players, dice: Array(16).fill(1), options });
  GATE_SITES.filter((site) => site !== 'lake-miskatonic')
    .slice(0, placed)
    .forEach((site, k) => putGate(s, WORLDS[k % 8] ?? 'abyss', site));
  const last = s.invs.length - 1;
  for (let slot = 0; slot <= last; slot += 1) play(s, slot, 'move', 'go:st-03', slot === last ? [4, 6] : []) && endTurn(s, slot);
  return s;
}

describe('Winning & Losing', () => {
  it('Winning & Losing 1: from game turn 2 on, the investigators win when no gate is left on the board', () => {
    const { s, events } = closeGateAtWoods(2);
    expect(eventsOf(events, 'game-over')).toEqual([{ type: 'game-over', result: 'won', reason: 'gates-closed' }]);
    expect(s.phase).toBe('over');
    expect(s.outcome).toEqual({ result: 'won', reason: 'gates-closed' });
    expect(engine.prompts(s)).toEqual([]);
  });

  it('Winning & Losing 1: not in game turn 1', () => {
    const { s, events } = closeGateAtWoods(1);
    expect(eventsOf(events, 'gate-closed')).toHaveLength(1);
    expect(s.outcome).toBeNull();
  });

  it('Winning & Losing 2: lost when the gates on the board reach 8 with 1-2 players', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    GATE_SITES.slice(0, 7).forEach((site, k) => putGate(s, WORLDS[k % 8] ?? 'abyss', site));
    const events = play(s, 0, 'move', 'go:st-03') && kick(s, [4, 6]);
    expect(eventsOf(events, 'gate-opened')[0]).toMatchObject({ location: 'lake-miskatonic', gatesOnBoard: 8 });
    expect(s.outcome).toEqual({ result: 'lost', reason: 'too-many-gates' });
    for (const players of [1, 2]) {
      expect(oneGateMore(players, 7).outcome, `${players} players, 8 gates`).toEqual({ result: 'lost', reason: 'too-many-gates' });
      const short = oneGateMore(players, 6);
      expect(short.gates, `${players} players`).toHaveLength(7);
      expect(short.outcome, `${players} players, 7 gates`).toBeNull();
    }
  });

  it('Winning & Losing 2: the limit is 7 with 3-4 players and 6 with 5 or more', () => {
    for (const [players, limit] of [
      [3, 7],
      [4, 7],
      [5, 6],
      [8, 6],
    ] as const) {
      const reached = oneGateMore(players, limit - 1);
      expect(reached.gates, `${players} players`).toHaveLength(limit);
      expect(reached.outcome, `${players} players, ${limit} gates`).toEqual({ result: 'lost', reason: 'too-many-gates' });
      const short = oneGateMore(players, limit - 2);
      expect(short.gates, `${players} players`).toHaveLength(limit - 1);
      expect(short.outcome, `${players} players, ${limit - 1} gates`).toBeNull();
    }
  });

  it('Winning & Losing 2: option gateLimit "digest" counts investigators and needs the limit held a full game turn', () => {
    const s = begin({ dice: [1, 1, 1, 1], options: { gateLimit: 'digest' } });
    GATE_SITES.slice(0, 7).forEach((site, k) => putGate(s, WORLDS[k % 8] ?? 'abyss', site));
    play(s, 0, 'move', 'go:st-03');
    kick(s, [4, 6, 1, 1, 1, 1]);
    expect(s.gates).toHaveLength(8);
    expect(s.outcome).toBeNull();
    expect(s.gateLimitTurn).toBe(1);
    play(s, 0, 'move', 'stay');
    play(s, 1, 'move', 'stay', [4, 6]);
    endTurn(s, 1);
    expect(s.outcome).toEqual({ result: 'lost', reason: 'too-many-gates' });

    // Counted by investigators, not players: two players with four investigators have a limit of 7
    // (the rules sheet's is 8 for them), three with six a limit of 6 (the sheet's 7).
    for (const [players, limit] of [
      [2, 7],
      [3, 6],
    ] as const) {
      const held = oneGateMore(players, limit - 1, { gateLimit: 'digest' });
      expect(held.gates, `${players} players`).toHaveLength(limit);
      expect(held.outcome).toBeNull();
      expect(held.gateLimitTurn, `${players} players, ${limit} gates`).toBe(1);
      expect(oneGateMore(players, limit - 2, { gateLimit: 'digest' }).gateLimitTurn, `${players} players, ${limit - 1} gates`).toBeNull();
    }
  });

  it('Winning & Losing 3: lost when the Doom Factor passes 13 (the 14th gate ever placed)', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    s.doom = 13;
    play(s, 0, 'move', 'go:st-03');
    const events = kick(s, [4, 5]);
    expect(eventsOf(events, 'gate-opened')[0]?.doom).toBe(14);
    expect(s.outcome).toEqual({ result: 'lost', reason: 'doom' });
    // The 13th gate ever placed is not yet past the Doom of Arkham.
    const short = begin({ dice: [1, 1, 1, 1] });
    short.doom = 12;
    play(short, 0, 'move', 'go:st-03');
    expect(eventsOf(kick(short, [4, 5]), 'gate-opened')[0]?.doom).toBe(13);
    expect(short.outcome).toBeNull();
  });

  it('a game that is over refuses every answer', () => {
    const { s } = closeGateAtWoods(2);
    const result = engine.applyAnswerInPlace(s, { promptId: 'p1', optionId: 'stay', version: s.version });
    expect(result).toMatchObject({ error: 'rule/game_over' });
  });
});
