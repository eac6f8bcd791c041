// Invariants over seeds and random play: Doom never decreases (no Elder Sign in part 1), money never
// negative, STR and SAN within 0..max, every card and counter in exactly one place, at most one gate
// per location, the version strictly increasing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/rulesets/classic/bots/random.js';
import { seedRng } from '../../src/engine/index.js';
import type { GameOptions } from '../../src/engine/index.js';
import { brokenInvariants, watchOf } from '../../src/rulesets/classic/sim/invariants.js';
import { content, engine, ok } from './support/game.js';

function playChecked(players: number, seed: number, options: Partial<GameOptions>, deadlineEvery: number): string[] {
  const step = engine.start({ players: Array.from({ length: players }, (_, k) => ({ id: `p${k}` })), options }, seed);
  const state = step.state;
  const rng = seedRng(`bot-${seed}`);
  const problems = brokenInvariants(content, state, null);
  for (let n = 1; state.phase !== 'over' && n < 20_000; n += 1) {
    const before = watchOf(state);
    if (deadlineEvery > 0 && n % deadlineEvery === 0) engine.deadlineInPlace(state);
    else {
      const p = engine.nextPrompt(state);
      if (!p) return [...problems, 'no prompt while the game runs'];
      ok(engine.answerPromptInPlace(state, p, randomBot(p, state, content, rng)));
    }
    problems.push(...brokenInvariants(content, state, before));
    if (problems.length > 0) return problems;
  }
  if (state.phase !== 'over') problems.push('the game did not end');
  return problems;
}

const optionsArb = fc.record({
  strictOrder: fc.boolean(),
  investigatorsPerPlayer: fc.constantFrom('rules-sheet' as const, 'digest' as const),
  gateLimit: fc.constantFrom('rules-sheet' as const, 'digest' as const),
  everyGateRolls: fc.constantFrom('rules-sheet' as const, 'board' as const),
  fastTalkPenalty: fc.boolean(),
  darksCarnivalBuilding: fc.boolean(),
  houndOnlyMagic: fc.boolean(),
  vampireGrowth: fc.constantFrom('mythos-phase' as const, 'gate-opened' as const),
  extraStartCards: fc.boolean(),
  fullHeal: fc.boolean(),
  powerSeal: fc.boolean(),
  investigatorLost: fc.constantFrom('rules' as const, 'rescue' as const),
});

describe('invariants under random play (fast-check over seeds, players and options)', () => {
  it('hold after every answer, with deadlines now and then', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        optionsArb,
        fc.constantFrom(0, 7, 31),
        (players, seed, options, deadlineEvery) => {
          expect(playChecked(players, seed, options, deadlineEvery)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
