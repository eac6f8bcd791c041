// Seeded games that once broke the engine, replayed so the fault stays fixed.
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/rulesets/classic/bots/random.js';
import { seedRng } from '../../src/engine/index.js';
import { content, engine } from './support/game.js';

function playRandom(seed: number, players: number, answers: number): void {
  const state = engine.start({ players: Array.from({ length: players }, (_, k) => ({ id: `p${k}` })) }, seed).state;
  const rng = seedRng(`bot-${seed}`);
  for (let n = 0; n < answers && state.phase !== 'over'; n += 1) {
    const prompt = engine.nextPrompt(state);
    if (!prompt) break;
    const result = engine.answerPromptInPlace(state, prompt, randomBot(prompt, state, content, rng));
    expect(Array.isArray(result)).toBe(true);
  }
}

describe('regressions', () => {
  it('Investigator Phase 2: a card used at the move prompt that ends with the investigator through a gate leaves no move behind (Brazen Head, seed 19)', () => {
    expect(() => playRandom(19, 5, 400)).not.toThrow();
  });
});
