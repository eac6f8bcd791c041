// Both bots play revised games to their end for 1 to 8 players: 50 seeded games per count and bot,
// each with a step cap that fails the test when reached (a stuck game), and no engine error.
import { describe, expect, it } from 'vitest';
import { revisedHeuristicBot, revisedRandomBot } from '../../src/rulesets/revised/bots/index.js';
import { revisedEngineFor, seedRng } from '../../src/engine/index.js';
import type { RevisedPrompt } from '../../src/engine/index.js';
import { playRevisedGame, runRevisedSim } from '../../src/rulesets/revised/sim/run-sim.js';
import { CONTENT } from '../engine/support/revised.js';

const engine = revisedEngineFor(CONTENT);
const GAMES = 50;
/** Far above the longest game seen (about 400 answers for 8 players). */
const STEP_CAP = 5_000;

describe('revised bots', () => {
  for (const [name, bot] of [['random', revisedRandomBot], ['heuristic', revisedHeuristicBot]] as const) {
    it(`the ${name} bot plays ${GAMES} revised games to the end for each of 1 to 8 players`, () => {
      for (let players = 1; players <= 8; players += 1) {
        const ends: string[] = [];
        for (let game = 0; game < GAMES; game += 1) {
          const { state, end } = playRevisedGame(engine, bot, { games: GAMES, players, seed: `bots-${name}`, bot, maxAnswers: STEP_CAP }, game);
          if (end.kind === 'error' || end.kind === 'stuck') throw new Error(`${players} players, game ${game}: ${end.message}`);
          expect(state.phase).toBe('over');
          ends.push(end.kind);
        }
        expect(ends).toHaveLength(GAMES);
      }
    });
  }

  it('the heuristic bot wins some revised games and loses most (hard but winnable)', () => {
    for (const players of [1, 2, 4]) {
      const r = runRevisedSim({ games: 100, players, seed: 'win-rate', bot: 'heuristic', content: CONTENT });
      expect(r.errors + r.stuck).toBe(0);
      expect(r.wins).toBeGreaterThan(0);
      expect(r.wins / r.games).toBeLessThan(0.6);
    }
  });

  it('the bots meet the card prompts and options: the random bot gains cards of every kind, both buy, use and pay for care', () => {
    const seen: Record<string, Set<string>> = { random: new Set(), heuristic: new Set() };
    for (const [name, bot] of [['random', revisedRandomBot], ['heuristic', revisedHeuristicBot]] as const) {
      const log = (line: string): void => {
        const event = JSON.parse(line) as { type: string; kind?: string };
        seen[name]?.add(event.type === 'card-gained' ? `gained:${event.kind ?? ''}` : event.type);
      };
      for (let game = 0; game < 60; game += 1) {
        const { end } = playRevisedGame(engine, bot, { games: 60, players: 1 + (game % 4), seed: `cards-${name}`, bot, maxAnswers: STEP_CAP, log }, game);
        if (end.kind === 'error' || end.kind === 'stuck') throw new Error(`${name} game ${game}: ${end.message}`);
      }
    }
    for (const type of ['card-bought', 'card-used', 'paid', 'gained:ally', 'gained:skill', 'gained:spell', 'gained:item', 'gained:weapon']) expect(seen.random?.has(type), `random: ${type}`).toBe(true);
    for (const type of ['card-bought', 'card-used', 'paid']) expect(seen.heuristic?.has(type), `heuristic: ${type}`).toBe(true);
  });

  it('the heuristic bot buys a ward before a weaker weapon, drinks a tonic when hurt, re-rolls a failed check and pays for care when low', () => {
    const state = engine.start({ players: [{ id: 'p1', investigators: ['ned'] }] }, 'choices').state;
    const inv = state.invs[0];
    if (inv === undefined) throw new Error('no investigator');
    const rng = seedRng('choices');
    const prompt = (kind: string, ids: string[], cards: (string | undefined)[] = []): RevisedPrompt => ({
      id: 'p99', investigator: inv.id, slot: 0, kind, default: ids[0] ?? '', context: {}, options: ids.map((id, k) => ({ id, label: id, ...(cards[k] !== undefined ? { card: cards[k] } : {}) })),
    });
    expect(revisedHeuristicBot(prompt('shop', ['leave', 'buy:hatchet', 'buy:sigil'], [undefined, 'hatchet', 'sigil']), state, CONTENT, rng)).toBe('buy:sigil');
    expect(revisedHeuristicBot(prompt('shop', ['leave', 'buy:hatchet'], [undefined, 'hatchet']), state, CONTENT, rng)).toBe('leave');
    inv.stamina = 2;
    expect(revisedHeuristicBot(prompt('upkeep', ['done', 'use:tonic'], [undefined, 'tonic']), state, CONTENT, rng)).toBe('use:tonic');
    expect(revisedHeuristicBot(prompt('offer', ['decline', 'pay']), state, CONTENT, rng)).toBe('pay');
    expect(revisedHeuristicBot(prompt('clues', ['spend:0', 'reroll:steady-hand'], [undefined, 'steady-hand']), state, CONTENT, rng)).toBe('reroll:steady-hand');
  });

  it('the same arguments give the same figures', () => {
    const a = runRevisedSim({ games: 20, players: 3, seed: 'same', bot: 'random', content: CONTENT });
    const b = runRevisedSim({ games: 20, players: 3, seed: 'same', bot: 'random', content: CONTENT });
    expect({ ...a, gamesPerSecond: 0 }).toEqual({ ...b, gamesPerSecond: 0 });
  });
});
