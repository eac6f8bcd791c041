// The simulator's stalemate: a game in which neither the Doom track nor the gate board has changed for
// STALEMATE_TURNS game turns ends as neither won nor lost.
import { describe, expect, it } from 'vitest';
import { STALEMATE_TURNS, StalemateWatch } from '../../src/rulesets/classic/sim/stalemate.js';
import { begin, putGate } from '../engine/support/game.js';

describe('stalemate', () => {
  it(`is called after ${STALEMATE_TURNS} game turns without a change, and not while anything changes`, () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const watch = new StalemateWatch();
    putGate(s, 'abyss', 'woods');
    s.turn = 10;
    expect(watch.stalemate(s)).toBe(false);
    s.turn = 10 + STALEMATE_TURNS - 1;
    expect(watch.stalemate(s)).toBe(false);
    // A gate closed: the count starts over.
    s.gates.pop();
    expect(watch.stalemate(s)).toBe(false);
    s.turn += STALEMATE_TURNS - 1;
    expect(watch.stalemate(s)).toBe(false);
    s.turn += 1;
    expect(watch.stalemate(s)).toBe(true);
  });

  it('starts over on every change of Doom, the gate cards left or the Elder Signs', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const watch = new StalemateWatch();
    const changes = [
      (): void => {
        s.doom += 1;
      },
      (): void => {
        s.decks.gate.pop();
      },
      (): void => {
        s.elderSigns.push(0);
      },
    ];
    for (const change of changes) {
      watch.stalemate(s);
      s.turn += STALEMATE_TURNS - 1;
      change();
      expect(watch.stalemate(s)).toBe(false);
      s.turn += STALEMATE_TURNS - 1;
      expect(watch.stalemate(s)).toBe(false);
    }
    s.turn += 1;
    expect(watch.stalemate(s)).toBe(true);
  });
});
