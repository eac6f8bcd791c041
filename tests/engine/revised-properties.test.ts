// Invariants of revised games as properties (fast-check): whatever the seed, the number of players
// and the answers (a seeded random bot or the heuristic one), every state after every answer keeps
// Stamina and Sanity within 0 and their maxima (allies' included), items and spells apart from skills
// and allies, every card, monster and gate marker in one place, the monster limit and the Outskirts'
// limit, doom on its track, and a rising version.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { revisedHeuristicBot, revisedRandomBot } from '../../src/rulesets/revised/bots/index.js';
import { revisedEngineFor } from '../../src/engine/index.js';
import { brokenRevisedInvariants } from '../../src/rulesets/revised/sim/invariants.js';
import { playRevisedGame } from '../../src/rulesets/revised/sim/run-sim.js';
import { CONTENT } from './support/revised.js';

const engine = revisedEngineFor(CONTENT);

describe('revised invariants', () => {
  it('hold after every answer of any seeded game of 1 to 8 players', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.string({ minLength: 1, maxLength: 8 }), fc.boolean(), (players, seed, heuristic) => {
        const bot = heuristic ? revisedHeuristicBot : revisedRandomBot;
        const { end } = playRevisedGame(engine, bot, { games: 1, players, seed, bot, checkInvariants: true, maxAnswers: 5_000 }, 0);
        expect(end.kind === 'error' || end.kind === 'stuck' ? end.message : 'fine').toBe('fine');
      }),
      { numRuns: 60, seed: 17 },
    );
  });

  it('are broken by a card held twice, an ally among the items and Stamina above an ally-raised maximum', () => {
    const { state } = playRevisedGame(engine, revisedRandomBot, { games: 1, players: 2, seed: 'broken', bot: revisedRandomBot, maxAnswers: 30 }, 0);
    const inv = state.invs[0];
    if (inv === undefined) throw new Error('no investigator');
    inv.items.push('tobias');
    inv.stamina = 99;
    const broken = brokenRevisedInvariants(CONTENT, state, null);
    expect(broken).toContain(`${inv.id} holds tobias among the items`);
    expect(broken).toContain('cards tobias: 2/1');
    expect(broken.some((p) => p.startsWith(`${inv.id} has Stamina 99 of `))).toBe(true);
  });
});
