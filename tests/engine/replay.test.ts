import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/rulesets/classic/bots/random.js';
import { seedRng } from '../../src/engine/index.js';
import type { Answer, GameState, RngState } from '../../src/engine/index.js';
import { content, engine, ok } from './support/game.js';

const setup = { players: [{ id: 'ann' }, { id: 'bob' }] };

/** Plays random answers in place until the game ends or `limit` answers; returns them. */
function playOn(state: GameState, rng: RngState, limit: number): Answer[] {
  const answers: Answer[] = [];
  while (state.phase !== 'over' && answers.length < limit) {
    const p = engine.nextPrompt(state);
    if (!p) throw new Error('no prompt');
    const answer = { promptId: p.id, optionId: randomBot(p, state, content, rng), version: state.version };
    ok(engine.applyAnswerInPlace(state, answer));
    answers.push(answer);
  }
  return answers;
}

describe('replay', () => {
  it('(setup, seed, answers) replays to the identical state, byte for byte', () => {
    const live = engine.start(setup, 'replay').state;
    const answers = playOn(live, seedRng('bot'), 100_000);
    expect(live.phase).toBe('over');
    let state = engine.start(setup, 'replay').state;
    for (const answer of answers) {
      const step = engine.answer(state, answer);
      if ('error' in step) throw new Error(step.message);
      state = step.state;
    }
    expect(JSON.stringify(state)).toBe(JSON.stringify(live));
  });

  it('a state serialised mid-game resumes to the same end', () => {
    const a = engine.start(setup, 'resume').state;
    const rngA = seedRng('bot');
    playOn(a, rngA, 60);
    const b = JSON.parse(JSON.stringify(a)) as GameState;
    const rngB: RngState = [...rngA];
    playOn(a, rngA, 100_000);
    playOn(b, rngB, 100_000);
    expect(a.phase).toBe('over');
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('the same seed and setup always start the same game; another seed another game', () => {
    expect(JSON.stringify(engine.start(setup, 7))).toBe(JSON.stringify(engine.start(setup, 7)));
    expect(JSON.stringify(engine.start(setup, 7).state)).not.toBe(JSON.stringify(engine.start(setup, 8).state));
  });
});
