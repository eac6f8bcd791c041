// The telnet input filter, in process: whatever the bytes, cut wherever TCP likes, the caller's data and
// the commands come out the same, and the filter never throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzSeed, readCorpus } from './support/corpus.js';
import { checkTelnetSplit, filterTelnet, telnetSplitTarget } from './support/split-targets.js';
import { fuzzProperty } from './support/target.js';
import { IAC, SB, TTYPE, VALID_SCRIPTS } from './support/telnet-wire.js';

describe('telnet input filter, cut anywhere', () => {
  it('every valid session, cut at every byte (and at every pair of bytes for the first), gives the same output', () => {
    for (const script of VALID_SCRIPTS) {
      for (let at = 0; at <= script.length; at += 1) checkTelnetSplit({ bytes: script, cuts: [at] });
    }
    const first = VALID_SCRIPTS[0] ?? Buffer.alloc(0);
    for (let a = 0; a <= first.length; a += 1) {
      for (let b = a; b <= first.length; b += 1) checkTelnetSplit({ bytes: first, cuts: [a, b] });
    }
  });

  it('random, mutated, flooding and endless input gives the same output however it is cut', async () => {
    await fc.assert(fuzzProperty(telnetSplitTarget), { seed: fuzzSeed('telnetSplits'), numRuns: 1000 });
  });

  it('a byte at a time gives the same output as whole, for the corpus', () => {
    const corpus = readCorpus('telnet');
    expect(corpus.length).toBeGreaterThan(0);
    for (const { bytes } of corpus) {
      const small = bytes.subarray(0, 4096);
      checkTelnetSplit({ bytes: small, cuts: [...small.keys()] });
    }
  });

  it('keeps no more than its limit of an endless sub-negotiation, and reads on after it', () => {
    const endless = Buffer.concat([Buffer.from([IAC, SB, TTYPE, 0]), Buffer.alloc(1_000_000, 0x41)]);
    const result = filterTelnet([endless, Buffer.from([IAC, 0xf0]), Buffer.from('hello\r', 'latin1')]);
    expect(result.commands.some((c) => c.startsWith('error'))).toBe(true);
    expect(result.commands.some((c) => c.startsWith('sub') && c.length > 2 * 8192 + 16)).toBe(false);
    expect(Buffer.from(result.data, 'hex').toString('latin1')).toBe('hello\r');
  });
});
