import { describe, expect, it } from 'vitest';
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
  });

  it('Winning & Losing 2: the limit is 7 with 3-4 players and 6 with 5 or more', () => {
    const three = begin({ players: 3, dice: Array(12).fill(1) });
    GATE_SITES.slice(0, 6).forEach((site, k) => putGate(three, WORLDS[k % 8] ?? 'abyss', site));
    // Each ends on st-03 (the later ones are asked whether to trade first: they end).
    for (let slot = 0; slot < 6; slot += 1) play(three, slot, 'move', 'go:st-03', slot === 5 ? [4, 6] : []) && endTurn(three, slot);
    expect(three.outcome).toEqual({ result: 'lost', reason: 'too-many-gates' });

    const five = begin({ players: 5, dice: Array(10).fill(1) });
    GATE_SITES.slice(0, 5).forEach((site, k) => putGate(five, WORLDS[k % 8] ?? 'abyss', site));
    for (let slot = 0; slot < 5; slot += 1) play(five, slot, 'move', 'go:st-03', slot === 4 ? [4, 6] : []) && endTurn(five, slot);
    expect(five.outcome).toEqual({ result: 'lost', reason: 'too-many-gates' });
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
  });

  it('Winning & Losing 3: lost when the Doom Factor passes 13 (the 14th gate ever placed)', () => {
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
