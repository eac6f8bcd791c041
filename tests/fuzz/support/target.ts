// A fuzz target: how to make inputs and how to tell a fault. The tests run each with a fixed seed and
// a bounded count; scripts/bench/fuzz.ts runs the same targets for longer.
import fc from 'fast-check';

export interface FuzzTarget<T> {
  readonly name: string;
  readonly arbitrary: fc.Arbitrary<T>;
  /** Throws (or rejects) with what went wrong when the input shows a fault. */
  check(input: T): void | Promise<void>;
}

export function fuzzProperty<T>(target: FuzzTarget<T>): fc.IAsyncProperty<[T]> {
  return fc.asyncProperty(target.arbitrary, async (input) => {
    await target.check(input);
  });
}

export interface CampaignResult {
  cases: number;
  /** fast-check's report of the first failing case, shrunk, when there was one. */
  failure?: string;
}

/** Runs `numRuns` cases from `seed` without throwing, for the benchmark. */
export async function runCampaign<T>(target: FuzzTarget<T>, seed: number, numRuns: number): Promise<CampaignResult> {
  const details = await fc.check(fuzzProperty(target), { seed, numRuns, endOnFailure: true });
  if (!details.failed) return { cases: details.numRuns };
  return { cases: details.numRuns, failure: `${target.name}: ${String(details.errorInstance)} (seed ${seed})` };
}
