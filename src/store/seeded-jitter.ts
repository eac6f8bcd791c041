// Seeded scheduling noise for the memory store: before each step it yields to the event loop a
// pseudo-random number of times, so async ordering bugs show up in unit tests, repeatably.
import { setImmediate as nextTurn } from 'node:timers/promises';

export interface JitterOptions {
  seed: number;
  /** Most event-loop turns to yield at one step (0 turns the noise off). */
  maxTurns: number;
}

export type Jitter = () => Promise<void>;

export function seededJitter(options: JitterOptions): Jitter {
  const next = xorshift32(options.seed);
  return async () => {
    const turns = Math.floor(next() * (options.maxTurns + 1));
    for (let i = 0; i < turns; i++) await nextTurn();
  };
}

export const noJitter: Jitter = () => Promise.resolve();

/** Marsaglia's xorshift32 (J. Stat. Software 8(14), 2003): plenty for scheduling noise. */
function xorshift32(seed: number): () => number {
  let state = seed >>> 0 || 0x9e3779b9; // the generator must not start at zero
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}
