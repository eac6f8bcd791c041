// The heuristic bot in a stalled game (one still running at turn 40): it always makes progress. It
// never attacks a gate its attack cannot destroy whatever the die says (it gears up instead), never
// waits where it stands for the way to clear, minds the risk of a move less the longer the stall, and
// seeks no treatment where a monster waits.
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../../src/rulesets/classic/bots/heuristic.js';
import { chooseMove } from '../../src/rulesets/classic/bots/moves.js';
import { gateChance, goalOf, LONG_GAME, recklessness, worthAnAttack } from '../../src/rulesets/classic/bots/plan.js';
import { factsOf } from '../../src/rulesets/classic/bots/facts.js';
import { seedRng } from '../../src/engine/index.js';
import type { MoveOption } from '../../src/engine/index.js';
import { begin, content, emptyHands, engine, inv, node, promptOf, putGate, putMonster } from '../engine/support/game.js';

function move(id: string, end: string, monsters = 0): MoveOption {
  return { id, to: end, end, stoppedAt: null, cost: 1, taxi: false, price: 0, monsters, gate: false };
}

describe('heuristic bot: a stalled game', () => {
  it('counts on an attack only when it can destroy the gate at all', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const i = inv(s, 0);
    s.turn = LONG_GAME;
    expect(worthAnAttack(s, i, 0)).toBe(false);
    expect(worthAnAttack(s, i, 0.03)).toBe(true);
    s.turn = 5;
    expect(worthAnAttack(s, i, 0.03)).toBe(false);
  });

  it('does not attack, nor make for, a gate no roll of its attack destroys: it gears up', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    emptyHands(s, 0);
    emptyHands(s, 1);
    putGate(s, 'rlyeh', 'woods', true);
    s.turn = LONG_GAME + 10;
    const i = inv(s, 0);
    expect(gateChance(content, factsOf(content), i, 'rlyeh')).toBe(0);
    expect(goalOf(s, content, i)?.why).toBe('gear');
    // Standing at the gate, its far side seen: it goes through again rather than attack for ever.
    Object.assign(i, { at: node('woods'), explored: node('woods') });
    expect(goalOf(s, content, i)?.why).not.toBe('attack');
    engine.applyAnswerInPlace(s, { promptId: promptOf(s, 0).id, optionId: 'stay', version: s.version });
    const p = promptOf(s, 0);
    expect(p.kind).toBe('gate-or-location');
    expect(p.options.map((o) => o.id)).toContain('attack');
    expect(heuristicBot(p, s, content, seedRng('h'))).not.toBe('attack');
  });

  it('never waits where it stands when its goal is elsewhere', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const i = inv(s, 0);
    // The one way out of the Train Station is held by a Dhole: caution waits it out, for ever if need be.
    putMonster(s, 'dhole', 'st-03');
    const goal = { node: node('library'), why: 'gear' as const };
    const options = [move('stay', 'train-station'), move('go:st-03', 'st-03', 1)];
    expect(chooseMove(options, i, goal, s, content)).toBe('stay');
    s.turn = LONG_GAME;
    expect(chooseMove(options, i, goal, s, content)).toBe('go:st-03');
  });

  it('minds the risk of a move less and less the longer the game has stalled', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    s.turn = LONG_GAME - 1;
    expect(recklessness(s)).toBe(0);
    s.turn = 2 * LONG_GAME;
    expect(recklessness(s)).toBeCloseTo(0.5);
    s.turn = 10 * LONG_GAME;
    expect(recklessness(s)).toBe(1);
  });

  it('seeks no treatment where a monster waits (it would be met instead, and knocked out again)', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const i = inv(s, 0);
    i.san = 1;
    expect(goalOf(s, content, i)).toEqual({ node: node('sanitarium'), why: 'heal' });
    putMonster(s, 'hound-of-tindalos', 'sanitarium');
    expect(goalOf(s, content, i)?.why).not.toBe('heal');
  });
});
