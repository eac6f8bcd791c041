// The key decoder and the line editor under random typing: never a throw, never a control or escape
// character in a key, an echo or a finished line, and the same keys wherever the bytes are cut.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzSeed, readCorpus } from './support/corpus.js';
import { checkKeySplit, keySplitTarget } from './support/split-targets.js';
import { fuzzProperty } from './support/target.js';
import { checkTyping, typedLineTarget } from './support/typed-line-target.js';
import { KEY_SEQUENCES } from './support/keystrokes.js';

describe('key decoder and line editor', () => {
  it('random typing never yields a line, key or echo with a control or escape character', async () => {
    await fc.assert(fuzzProperty(typedLineTarget), { seed: fuzzSeed('typedLine'), numRuns: 2000 });
  });

  it('decodes the same keys wherever the bytes are cut', async () => {
    await fc.assert(fuzzProperty(keySplitTarget), { seed: fuzzSeed('keySplits'), numRuns: 1500 });
  });

  it('every known key sequence, cut at every byte, decodes the same', () => {
    const all = Buffer.from(KEY_SEQUENCES.join(''), 'latin1');
    for (const charset of ['cp437', 'utf8'] as const) {
      for (let at = 0; at <= all.length; at += 1) checkKeySplit({ charset, bytes: all, cuts: [at] });
    }
  });

  it('replays the corpus in both charsets, whole and a byte at a time', () => {
    const corpus = readCorpus('keys');
    expect(corpus.length).toBeGreaterThan(0);
    for (const { bytes } of corpus) {
      for (const charset of ['cp437', 'utf8'] as const) {
        for (const ansi of [true, false]) {
          const chunks = [{ bytes, pauseMs: 0 }];
          checkTyping({ charset, ansi, maxLength: 40, mask: undefined, initial: undefined, chunks });
          const bytewise = [...bytes].map((byte) => ({ bytes: Buffer.from([byte]), pauseMs: 0 }));
          checkTyping({ charset, ansi, maxLength: 40, mask: undefined, initial: undefined, chunks: bytewise });
        }
        checkKeySplit({ charset, bytes, cuts: [...bytes.keys()] });
      }
    }
  });
});
