// The config parser on damaged and random config files: a config in range or a ConfigError naming the
// file with plain one-line problems; never another error, and a 10 MB file dealt with quickly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzSeed, readCorpus } from './support/corpus.js';
import { checkConfig, configTarget, HUGE_CONFIG_BUDGET_MS } from './support/config-target.js';
import { fuzzProperty } from './support/target.js';

const TEN_MB = 10 * 1024 * 1024;

describe('config parser under fuzzing', () => {
  it('damaged, random and config-shaped files give a config or a ConfigError naming the file', async () => {
    await fc.assert(fuzzProperty(configTarget), { seed: fuzzSeed('config'), numRuns: 2500 });
  });

  it('replays the corpus', () => {
    const corpus = readCorpus('config');
    expect(corpus.length).toBeGreaterThan(0);
    for (const { bytes } of corpus) checkConfig(bytes.toString('utf8'));
  });

  it('deals with 10 MB files quickly: a long string, many keys, deep nesting, garbage', () => {
    const huge = [
      `{"bbsName": "${'A'.repeat(TEN_MB)}"}`,
      `{${Array.from({ length: 400_000 }, (_, i) => `"k${i}":1`).join(',')}}`,
      '['.repeat(TEN_MB),
      `{"telnet": ${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`,
      '\u001b'.repeat(TEN_MB),
    ];
    for (const text of huge) checkConfig(text, HUGE_CONFIG_BUDGET_MS);
  });
});
