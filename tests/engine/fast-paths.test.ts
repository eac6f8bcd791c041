// The engine's fast paths give exactly what the plain ones give: the answer-and-next call of the
// simulator, the state copy, and the move options made once and shared.
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/rulesets/classic/bots/random.js';
import { cloneState, seedRng } from '../../src/engine/index.js';
import type { GameOptions, GameState } from '../../src/engine/index.js';
import { content, engine, ok } from './support/game.js';

function players(n: number): { id: string }[] {
  return Array.from({ length: n }, (_, k) => ({ id: `p${k}` }));
}

describe('engine fast paths', () => {
  const settings: [number, Partial<GameOptions>][] = [
    [1, {}],
    [2, {}],
    [3, { strictOrder: true, investigatorLost: 'rescue', extraStartCards: true }],
    [6, { simplifiedMonsterMovement: true, powerSeal: true }],
  ];

  it('answerAndNextInPlace: the same events, next prompt and state as answerPromptInPlace then nextPrompt', () => {
    for (const [count, options] of settings) {
      for (let game = 0; game < 4; game += 1) {
        const a = engine.start({ players: players(count), options }, `fast-${count}-${game}`).state;
        const b = cloneState(a);
        const rngA = seedRng(`bot-${game}`);
        const rngB = seedRng(`bot-${game}`);
        let next = engine.nextPrompt(b);
        for (let n = 0; n < 3000 && a.phase !== 'over'; n += 1) {
          const p = engine.nextPrompt(a);
          if (!p || !next) throw new Error('no prompt');
          expect(next).toEqual(p);
          const events = ok(engine.answerPromptInPlace(a, p, randomBot(p, a, content, rngA)));
          const step = engine.answerAndNextInPlace(b, next, randomBot(next, b, content, rngB));
          if ('error' in step) throw new Error(step.message);
          expect(step.events).toEqual(events);
          next = step.next;
        }
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
        expect(next).toBeNull();
      }
    }
  });

  it('cloneState: what a JSON round trip gives, and a copy apart from the original', () => {
    const state = engine.start({ players: players(2) }, 'clone').state;
    const rng = seedRng('clone');
    for (let n = 0; n < 150 && state.phase !== 'over'; n += 1) {
      const copy = cloneState(state);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
      expect(copy).toEqual(JSON.parse(JSON.stringify(state)) as GameState);
      copy.invs[0]?.items.push('x');
      expect(JSON.stringify(copy)).not.toBe(JSON.stringify(state));
      const p = engine.nextPrompt(state);
      if (!p) break;
      ok(engine.answerPromptInPlace(state, p, randomBot(p, state, content, rng)));
    }
  });

  it('cloneState drops what JSON drops', () => {
    const state = engine.start({ players: players(1) }, 'clone-odd').state;
    const odd = { ...state, forcedDice: undefined, doom: -0 } as GameState;
    expect(JSON.stringify(cloneState(odd))).toBe(JSON.stringify(odd));
    expect('forcedDice' in cloneState(odd)).toBe(false);
    expect(Object.is(cloneState(odd).doom, 0)).toBe(true);
  });

  it('move options are made once and shared, frozen, by every prompt that offers them', () => {
    const state = engine.start({ players: players(1) }, 'shared').state;
    for (let n = 0; n < 50; n += 1) {
      const p = engine.nextPrompt(state);
      if (!p || p.kind === 'move') break;
      ok(engine.answerPromptInPlace(state, p, p.default));
    }
    const a = engine.nextPrompt(state);
    const b = engine.nextPrompt(state);
    if (a?.kind !== 'move' || b?.kind !== 'move') throw new Error('no move prompt');
    expect(b.options).toEqual(a.options);
    expect(b.options).not.toBe(a.options);
    const walk = a.options.find((o) => o.id.startsWith('go:'));
    expect(walk).toBeDefined();
    expect(b.options.find((o) => o.id === walk?.id)).toBe(walk);
    expect(Object.isFrozen(walk)).toBe(true);
  });
});
