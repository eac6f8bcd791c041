// Seeded chance for the load and its tests: think times, orders and kill moments repeat run to run.
// The generator is the engine's (sfc32), so there is one seeded generator in the project.
import { nextU32, seedRng } from '../../src/engine/core/rng.js';

/** A number in [0, 1), the next of a seeded sequence. */
export type Chance = () => number;

export function seededChance(seed: string | number): Chance {
  const state = seedRng(seed);
  return () => nextU32(state) / 2 ** 32;
}

/** A number in [min, max). */
export function between(chance: Chance, [min, max]: readonly [number, number]): number {
  return min + chance() * (max - min);
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
