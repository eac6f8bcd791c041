// The fuzz suite's fixed seeds and its corpus of interesting inputs (tests/fuzz/corpus/<target>/), so
// every run replays the same cases. ARKHAM_FUZZ_SEED=<n> explores other seeds; an input worth keeping
// goes into the corpus as a byte file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CORPUS_DIR = join(import.meta.dirname, '..', 'corpus');

export interface CorpusEntry {
  name: string;
  bytes: Buffer;
}

/** Every file of one target's corpus folder, in name order. */
export function readCorpus(folder: string): CorpusEntry[] {
  const dir = join(CORPUS_DIR, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .sort()
    .map((name) => ({ name, bytes: readFileSync(join(dir, name)) }));
}

/** The fixed seed of one campaign (corpus/seeds.json), unless ARKHAM_FUZZ_SEED asks for another. */
export function fuzzSeed(campaign: string): number {
  const override = process.env.ARKHAM_FUZZ_SEED;
  if (override !== undefined && /^-?\d+$/.test(override)) return Number(override);
  const seeds: unknown = JSON.parse(readFileSync(join(CORPUS_DIR, 'seeds.json'), 'utf8'));
  const seed = typeof seeds === 'object' && seeds !== null ? (seeds as Record<string, unknown>)[campaign] : undefined;
  if (typeof seed !== 'number' || !Number.isInteger(seed)) throw new Error(`no seed for fuzz campaign ${campaign} in corpus/seeds.json`);
  return seed;
}
