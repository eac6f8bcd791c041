// The kernel move keeps every game as it was: the seeded sweep (1-8 players, random and heuristic bots)
// gives the same event logs and final states, byte for byte, as the engine before it (fixture hashes; rewritten
// only for a deliberate change of the events, named in its commit: the Brass Collar reporting `card-used`).
// The fixture is also the classic RULES_VERSION's witness: each rules version pins the digest of its
// hashes here, so a fixture rewritten without a bump of the version fails.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLASSIC_RULES_VERSION } from '../../src/engine/index.js';
import { content } from './support/game.js';
import { SWEEP_GAMES, sweepGame, sweepHash } from './support/sweep.js';

const fixture = JSON.parse(readFileSync('tests/engine/fixtures/sweep-hashes.json', 'utf8')) as { rulesVersion: number; hashes: string[] };
const expected = fixture.hashes;

/**
 * The sha256 of the fixture's hashes (joined by newlines) for each classic rules version, from the
 * first that had a fixture of this shape. A new rules version adds its line; a pinned line never
 * changes (the games of that version are what they were).
 */
const RULES_PINS: Record<number, string> = {
  3: 'a7fbced04350ea67740d15a9958793bcb3baca9ac218f4d4ed2430b1a72489c3',
};

describe('the seeded sweep plays the same games as before the kernel move', () => {
  it('holds a hash for every game', () => {
    expect(expected).toHaveLength(SWEEP_GAMES);
  });
  it('was written under the rules version the engine declares, and is the fixture pinned for that version', () => {
    expect(fixture.rulesVersion).toBe(CLASSIC_RULES_VERSION);
    const digest = createHash('sha256').update(expected.join('\n')).digest('hex');
    // A mismatch here: the fixture was rewritten, so the rules changed; bump RULES_VERSION
    // (src/engine/rulesets/classic/ruleset.ts) and pin this digest under the new number.
    expect(digest, `the sweep fixture is not the one pinned for rules ${CLASSIC_RULES_VERSION}: bump RULES_VERSION and pin the new digest`).toBe(RULES_PINS[CLASSIC_RULES_VERSION]);
    // Versions go up by one, each pinned once.
    const pinned = Object.keys(RULES_PINS).map(Number);
    expect(pinned).toEqual(Array.from({ length: pinned.length }, (_, k) => CLASSIC_RULES_VERSION - pinned.length + 1 + k));
  });
  for (let first = 0; first < SWEEP_GAMES; first += 25) {
    const games = Array.from({ length: 25 }, (_, k) => first + k);
    it(`games ${first}-${first + 24}: same event logs and final states`, () => {
      const got = games.map((game) => ({ ...sweepGame(game), hash: sweepHash(content, game) }));
      expect(got).toEqual(games.map((game) => ({ ...sweepGame(game), hash: expected[game] })));
    });
  }
});
