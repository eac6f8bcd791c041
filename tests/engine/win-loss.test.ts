import { describe, expect, it } from 'vitest';
import type { GameOptions, GameState } from '../../src/engine/index.js';
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
 * A game of `players` with `onBoard` gates already open (none at Lake Miskatonic), every investigator
 * walking to a street, then the Mythos Phase's gate rolled at Lake Miskatonic (2D6 = 10).
 */
function mythosOver(players: number, onBoard: number, options: Partial<GameOptions> = {}): GameState {
  const s = begin({ players, dice: Array(32).fill(1), options });
  GATE_SITES.filter((site) => site !== 'lake-miskatonic')
    .slice(0, onBoard)
    .forEach((site, k) => putGate(s, WORLDS[k % 8] ?? 'abyss', site));
  const last = s.invs.length - 1;
  for (let slot = 0; slot <= last; slot += 1) {
    play(s, slot, 'move', 'go:st-03', slot === last ? [4, 6] : []);
    endTurn(s, slot);
  }
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
    for (const players of [1, 2]) {
      // The Mythos gate (2D6 = 10: Lake Miskatonic) makes 7 gates: not yet; made the 8th, lost.
      const seven = mythosOver(players, 6);
      expect(seven.gates, `${players} players`).toHaveLength(7);
      expect(seven.outcome, `${players} players, 7 gates`).toBeNull();
      const eight = mythosOver(players, 7);
      expect(eight.gates).toHaveLength(8);
      expect(eight.outcome, `${players} players, 8 gates`).toEqual({ result: 'lost', reason: 'too-many-gates' });
    }
  });

  it('Winning & Losing 2: the limit is 7 with 3-4 players and 6 with 5 or more', () => {
    const cases: [number[], number][] = [
      [[3, 4], 7],
      [[5, 8], 6],
    ];
    for (const [counts, limit] of cases) {
      for (const players of counts) {
        expect(mythosOver(players, limit - 2).outcome, `${players} players, ${limit - 1} gates`).toBeNull();
        expect(mythosOver(players, limit - 1).outcome, `${players} players, ${limit} gates`).toEqual({ result: 'lost', reason: 'too-many-gates' });
      }
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
      const held = mythosOver(players, limit - 1, { gateLimit: 'digest' });
      expect(held.gates, `${players} players`).toHaveLength(limit);
      expect(held.outcome).toBeNull();
      expect(held.gateLimitTurn).toBe(1);
      const under = mythosOver(players, limit - 2, { gateLimit: 'digest' });
      expect(under.gateLimitTurn, `${players} players, ${limit - 1} gates`).toBeNull();
      expect(mythosOver(players, limit - 1).outcome, `${players} players, the sheet's count`).toBeNull();
    }
  });

  it('Winning & Losing 3: lost when the Doom Factor passes 13 (the 14th gate ever placed)', () => {
    const thirteenth = begin({ dice: [1, 1, 1, 1] });
    thirteenth.doom = 12;
    play(thirteenth, 0, 'move', 'go:st-03');
    expect(eventsOf(kick(thirteenth, [4, 5]), 'gate-opened')[0]?.doom).toBe(13);
    expect(thirteenth.outcome).toBeNull();

    const s = begin({ dice: [1, 1, 1, 1] });
    s.doom = 13;
    play(s, 0, 'move', 'go:st-03');
    const events = kick(s, [4, 5]);
    expect(eventsOf(events, 'gate-opened')[0]?.doom).toBe(14);
    expect(s.outcome).toEqual({ result: 'lost', reason: 'doom' });
  });

  it('a game that is over refuses every answer', () => {
    const { s } = closeGateAtWoods(2);
    const result = engine.applyAnswerInPlace(s, { promptId: 'p1', optionId: 'stay', version: s.version });
    expect(result).toMatchObject({ error: 'rule/game_over' });
  });
});
