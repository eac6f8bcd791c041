import { describe, expect, it } from 'vitest';
import { heuristicBot, randomBot } from '../../src/rulesets/classic/bots/index.js';
import { playToTurn } from '../../src/rulesets/classic/sim/play-to-turn.js';
import { content } from '../engine/support/game.js';

describe('playToTurn', () => {
  it('gives the state at the start of the game turn asked for, the same each time', () => {
    const a = playToTurn(content, heuristicBot, 2, 'ptt', 5);
    expect(a.turn).toBe(5);
    expect(a.phase).toBe('investigator');
    expect(JSON.stringify(playToTurn(content, heuristicBot, 2, 'ptt', 5))).toBe(JSON.stringify(a));
  });

  it('takes the next seed when a game ends before the turn', () => {
    // Random play loses long before turn 40: some seeds end first, the one returned has not.
    const s = playToTurn(content, randomBot, 2, 'ptt-late', 20);
    expect(s.turn).toBe(20);
    expect(s.outcome).toBeNull();
  });

  it('gives up after the tries it is allowed', () => {
    expect(() => playToTurn(content, randomBot, 2, 'ptt-never', 500, 2)).toThrow(/no game of seed ptt-never reached turn 500/);
  });
});
