import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { below, nextU32, seedRng, shuffleInPlace } from '../../src/engine/core/rng.js';

describe('the seeded generator (sfc32, state in the game)', () => {
  it('pins golden values for a text seed', () => {
    const s = seedRng('arkham');
    expect(s).toEqual([782317442, 873523583, 2235487767, 3657530816]);
    expect([nextU32(s), nextU32(s), nextU32(s)]).toEqual([1018404545, 3175212443, 2250904897]);
  });

  it('pins golden values for a number seed', () => {
    const s = seedRng(12345);
    expect(s).toEqual([4196303570, 3079532948, 411789321, 3037045014]);
    expect([below(s, 6), below(s, 6), below(s, 6), below(s, 6), below(s, 6)]).toEqual([2, 1, 1, 4, 5]);
  });

  it('keeps its whole state in four uint32 numbers that survive JSON', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 50 }), (seed, n) => {
        const a = seedRng(seed);
        for (let k = 0; k < n; k += 1) nextU32(a);
        const b = JSON.parse(JSON.stringify(a)) as typeof a;
        expect(a.every((x) => Number.isInteger(x) && x >= 0 && x <= 0xffffffff)).toBe(true);
        expect(nextU32(b)).toBe(nextU32(a));
      }),
    );
  });

  it('gives every face of a die about equally often', () => {
    const s = seedRng('dice');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let k = 0; k < 60_000; k += 1) {
      const face = below(s, 6);
      counts[face] = (counts[face] ?? 0) + 1;
    }
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it('shuffles in place, keeping every card', () => {
    const s = seedRng('deck');
    const deck = Array.from({ length: 37 }, (_, k) => k);
    shuffleInPlace(s, deck);
    expect([...deck].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, k) => k));
    expect(deck).not.toEqual(Array.from({ length: 37 }, (_, k) => k));
  });
});
