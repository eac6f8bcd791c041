// The kernel move keeps every game as it was: the seeded sweep (1-8 players, random and heuristic bots)
// gives the same event logs and final states, byte for byte, as the engine before it (fixture hashes; rewritten
// only for a deliberate change of the events, named in its commit: the Brass Collar reporting `card-used`).
// The fixture is also the classic RULES_VERSION's witness: each rules version pins the digest of its
// hashes here, so a fixture rewritten without a bump of the version fails. Its `revised` part does the
// same for the revised ruleset's seeded games and its RULES_VERSION (REVISED_RULES_PINS).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLASSIC_RULES_VERSION, REVISED_RULES_VERSION } from '../../src/engine/index.js';
import { content } from './support/game.js';
import { CONTENT as REVISED_CONTENT } from './support/revised.js';
import { REVISED_SWEEP_GAMES, SWEEP_GAMES, revisedSweepHash, sweepGame, sweepHash } from './support/sweep.js';

interface SweepFixture {
  rulesVersion: number;
  hashes: string[];
}
const fixture = JSON.parse(readFileSync('tests/engine/fixtures/sweep-hashes.json', 'utf8')) as SweepFixture & { revised: SweepFixture };
const expected = fixture.hashes;

/**
 * The sha256 of the fixture's hashes (joined by newlines) for each classic rules version, from the
 * first that had a fixture of this shape. A new rules version adds its line; a pinned line never
 * changes (the games of that version are what they were).
 */
const RULES_PINS: Record<number, string> = {
  3: 'a7fbced04350ea67740d15a9958793bcb3baca9ac218f4d4ed2430b1a72489c3',
};

/** As RULES_PINS, for the revised part of the fixture and the revised rules version. */
const REVISED_RULES_PINS: Record<number, string> = {
  2: 'c5c95ff713cb6c5a3ad19d18ebe04e7bde5cbaa599a3f380a16c444fa7a2d0fd',
  3: 'ff9589fb894568084a3e5ae7d7238ef0dd54c93420c8b7db490ec6ba82dd16b9',
};

describe('the seeded sweep plays the same games as before the kernel move', () => {
  it('holds a hash for every game', () => {
    expect(expected).toHaveLength(SWEEP_GAMES);
  });
  it('was written under the rules version the engine declares, and is the fixture pinned for that version', () => {
    expect(fixture.rulesVersion).toBe(CLASSIC_RULES_VERSION);
    const digest = createHash('sha256').update(expected.join('\n')).digest('hex');
    // A mismatch here: the fixture was rewritten, so the rules changed; bump RULES_VERSION
    // (src/rulesets/classic/engine/ruleset.ts) and pin this digest under the new number.
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

describe('the revised seeded sweep plays the games its rules version pinned', () => {
  const revised = fixture.revised;
  it('holds a hash for every game, written under the revised rules version and pinned for it', () => {
    expect(revised.hashes).toHaveLength(REVISED_SWEEP_GAMES);
    expect(revised.rulesVersion).toBe(REVISED_RULES_VERSION);
    const digest = createHash('sha256').update(revised.hashes.join('\n')).digest('hex');
    // A mismatch: the revised games changed; bump RULES_VERSION (src/rulesets/revised/engine/ruleset.ts) and pin the new digest.
    expect(digest, `the revised sweep is not the one pinned for revised rules ${REVISED_RULES_VERSION}`).toBe(REVISED_RULES_PINS[REVISED_RULES_VERSION]);
    const pinned = Object.keys(REVISED_RULES_PINS).map(Number);
    expect(pinned).toEqual(Array.from({ length: pinned.length }, (_, k) => REVISED_RULES_VERSION - pinned.length + 1 + k));
  });
  for (let first = 0; first < REVISED_SWEEP_GAMES; first += 20) {
    const games = Array.from({ length: 20 }, (_, k) => first + k);
    it(`revised games ${first}-${first + 19}: same event logs and final states`, () => {
      const got = games.map((game) => ({ ...sweepGame(game), hash: revisedSweepHash(REVISED_CONTENT, game) }));
      expect(got).toEqual(games.map((game) => ({ ...sweepGame(game), hash: revised.hashes[game] })));
    });
  }
});
