// The kernel move keeps every game as it was: the seeded sweep (1-8 players, random and heuristic bots)
// gives the same event logs and final states, byte for byte, as the engine before it (fixture hashes; rewritten
// only for a deliberate change of the events, named in its commit: the Brass Collar reporting `card-used`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { content } from './support/game.js';
import { SWEEP_GAMES, sweepGame, sweepHash } from './support/sweep.js';

const expected = JSON.parse(readFileSync('tests/engine/fixtures/sweep-hashes.json', 'utf8')) as string[];

describe('the seeded sweep plays the same games as before the kernel move', () => {
  it('holds a hash for every game', () => {
    expect(expected).toHaveLength(SWEEP_GAMES);
  });
  for (let first = 0; first < SWEEP_GAMES; first += 25) {
    const games = Array.from({ length: 25 }, (_, k) => first + k);
    it(`games ${first}-${first + 24}: same event logs and final states`, () => {
      const got = games.map((game) => ({ ...sweepGame(game), hash: sweepHash(content, game) }));
      expect(got).toEqual(games.map((game) => ({ ...sweepGame(game), hash: expected[game] })));
    });
  }
});
