// The built door over --stdio, fed random and damaged bytes on stdin: never a non-zero exit from
// garbage, never a stack trace, always a clean end on EOF.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { doorBuilt } from '../support/door-process.js';
import { fuzzSeed, readCorpus } from './support/corpus.js';
import { runDoorOnStdin } from './support/door-stdio.js';
import { stdinCases } from './support/stdio-cases.js';

const homes: string[] = [];
function freshHome(): string {
  const home = mkdtempSync(join(tmpdir(), 'ad-fuzz-stdio-'));
  homes.push(home);
  return home;
}
afterAll(() => {
  for (const home of homes.splice(0)) rmSync(home, { recursive: true, force: true });
});

describe.skipIf(!doorBuilt())('door --stdio under garbage on stdin', () => {
  it('random, typed and damaged stdin: exit 0, no stack trace, out soon after EOF', async () => {
    for (const c of stdinCases(fuzzSeed('stdioDoor'), 8)) await runDoorOnStdin(c, freshHome());
  }, 60_000);

  it('replays the corpus', async () => {
    const corpus = readCorpus('stdio');
    expect(corpus.length).toBeGreaterThan(0);
    for (const [i, { name, bytes }] of corpus.entries()) {
      const output = (['cp437', 'ascii', 'utf8'] as const)[i % 3] ?? 'cp437';
      await runDoorOnStdin({ label: name, output, bytes, chunk: 64, early: false }, freshHome());
    }
  }, 60_000);

  it('a megabyte of random bytes at once, before the first screen', async () => {
    // SHAKE256 as a seeded byte stream: a megabyte at once, the same every run.
    const bytes = createHash('shake256', { outputLength: 1024 * 1024 }).update(`${fuzzSeed('stdioDoor')}`).digest();
    await runDoorOnStdin({ label: 'a megabyte', output: 'cp437', bytes, chunk: 64 * 1024, early: true }, freshHome());
  }, 60_000);
});
