import { describe, expect, it } from 'vitest';
import { runSim } from '../../src/rulesets/classic/sim/run-sim.js';
import { content } from '../engine/support/game.js';

describe('runSim', () => {
  for (let players = 1; players <= 8; players += 1) {
    it(`random-bot games with ${players} player(s): no error, no stuck game, invariants kept`, () => {
      const r = runSim({ games: 30, players, seed: `suite-${players}`, bot: 'random', content, checkInvariants: true });
      expect(r.firstProblem).toBeNull();
      expect(r.errors).toBe(0);
      expect(r.stuck).toBe(0);
      expect(r.wins + r.losses.gates + r.losses.doom).toBe(30);
    });
  }

  it('heuristic-bot games with 1, 2 and 4 players: no error, no stuck game', () => {
    for (const players of [1, 2, 4]) {
      const r = runSim({ games: 25, players, seed: `h-${players}`, bot: 'heuristic', content, checkInvariants: true });
      expect(r.firstProblem).toBeNull();
    }
  });

  it('gives the same results for the same arguments (timing aside)', () => {
    const strip = (r: ReturnType<typeof runSim>) => ({ ...r, gamesPerSecond: 0 });
    const a = runSim({ games: 20, players: 2, seed: 'same', bot: 'heuristic', content });
    const b = runSim({ games: 20, players: 2, seed: 'same', bot: 'heuristic', content });
    expect(strip(a)).toEqual(strip(b));
    expect(a.gamesPerSecond).toBeGreaterThan(0);
  });

  it('logs every game\'s events as JSON lines', () => {
    const lines: string[] = [];
    runSim({ games: 2, players: 1, seed: 'log', bot: 'random', content, log: (line) => lines.push(line) });
    const events = lines.map((l) => JSON.parse(l) as { game: number; type: string });
    expect(events[0]).toMatchObject({ game: 0, type: 'game-started' });
    expect(events.filter((e) => e.type === 'game-over').map((e) => e.game)).toEqual([0, 1]);
  });

  it('fails a game that stops making progress', () => {
    const r = runSim({ games: 3, players: 1, seed: 'stuck', bot: (p) => p.default, content, maxTurns: 2 });
    expect(r.stuck).toBe(3);
    expect(r.firstProblem).toMatch(/after 2 game turns/);
  });

  it('counts an engine failure as an error', () => {
    const r = runSim({ games: 1, players: 1, seed: 'err', bot: () => 'no-such-option', content });
    expect(r.errors).toBe(1);
    expect(r.firstProblem).toMatch(/illegal_option/);
  });
});
