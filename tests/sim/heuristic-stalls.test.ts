// Heuristic 1-player games used to pass 200 game turns: every gate location gated or sealed so Doom
// stood still, and investigators who could not destroy a gate attacked it for ever, waited for ever for
// a monster to leave a doorway, or went back for ever to a Sanitarium where a monster waited. Fixed
// seeds, among them the games that got stuck, must all end (won, lost, or a stalemate: stalemate.ts).
import { describe, expect, it } from 'vitest';
import { runSim } from '../../src/rulesets/classic/sim/run-sim.js';
import { content } from '../engine/support/game.js';

/** Games of `runSim` (seed, game number) that once ran past 200 game turns. */
const ONCE_STUCK: [string, number][] = [
  ['stall', 537],
  ['stall', 882],
  ['stall', 1034],
  ['stall', 1541],
  ['stall', 239],
  ['stall', 1299],
  ['stall', 1619],
  ['stall-a', 28],
  ['stall-a', 374],
  ['stall-a', 941],
  ['stall-b', 0],
  ['stall-d', 757],
];

describe('heuristic bot: 1-player games end', () => {
  it('200 seeded games: no error, no stuck game', () => {
    const r = runSim({ games: 200, players: 1, seed: 'h1-ends', bot: 'heuristic', content });
    expect(r.firstProblem).toBeNull();
    expect(r.errors).toBe(0);
    expect(r.stuck).toBe(0);
    expect(r.wins + r.losses.gates + r.losses.doom + r.stalemates).toBe(200);
  });

  it('the games that once got stuck end', () => {
    for (const [seed, game] of ONCE_STUCK) {
      const r = runSim({ games: 1, firstGame: game, players: 1, seed, bot: 'heuristic', content });
      expect(r.firstProblem, `${seed} game ${game}`).toBeNull();
      expect(r.stuck, `${seed} game ${game}`).toBe(0);
    }
  });
});
