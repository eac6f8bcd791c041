// Every drop-file parser on damaged and random files: a record of plain text or a DropFileError naming
// the file, never another error, never slow, and a 10 MB file refused at once.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { DropFileError, type DropFileFormat } from '../../src/door/caller.js';
import { readDropFile } from '../../src/door/dropfiles/read.js';
import { fuzzSeed, readCorpus } from './support/corpus.js';
import { checkDropFile, dropFileFixtures, dropFileTarget, PARSERS } from './support/drop-file-target.js';
import { fuzzProperty } from './support/target.js';

const FORMATS = Object.keys(PARSERS) as DropFileFormat[];
const TEN_MB = 10 * 1024 * 1024;
const temp = mkdtempSync(join(tmpdir(), 'ad-fuzz-drop-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('drop-file parsers under fuzzing', () => {
  const fixtures = dropFileFixtures();

  it('finds a fixture of every format', () => {
    expect(new Set(fixtures.map((f) => f.format))).toEqual(new Set(FORMATS));
  });

  it('damaged, misnamed and random files parse to plain records or throw DropFileError naming the file', async () => {
    await fc.assert(fuzzProperty(dropFileTarget(fixtures)), { seed: fuzzSeed('dropFiles'), numRuns: 2500 });
  });

  it('replays the corpus with every parser', () => {
    const corpus = readCorpus('dropfiles');
    expect(corpus.length).toBeGreaterThan(0);
    for (const { name, bytes } of corpus) for (const format of FORMATS) checkDropFile(format, bytes, `corpus/${name}`);
  });

  it('refuses 10 MB quickly, in memory and on disk', () => {
    const huge = Buffer.alloc(TEN_MB, '1\r\n');
    for (const format of FORMATS) checkDropFile(format, huge, `huge/${format}`);
    const file = join(temp, 'DOOR.SYS');
    writeFileSync(file, huge);
    const started = performance.now();
    expect(() => readDropFile(file)).toThrow(DropFileError);
    expect(() => readDropFile(temp)).toThrow(/too large/);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('handles a file just under the size limit quickly, whatever its lines', () => {
    const lines = ['COM1:', '38400', '8', '1', ...Array.from({ length: 6000 }, (_, i) => `${'9'.repeat(i % 11)} line ${i}`)];
    const text = Buffer.from(lines.join('\r\n').slice(0, 64 * 1024 - 1), 'latin1');
    for (const format of FORMATS) checkDropFile(format, text, `large/${format}`);
    const oneLine = Buffer.alloc(64 * 1024 - 1, 'A');
    for (const format of FORMATS) checkDropFile(format, oneLine, `one-line/${format}`);
  });
});
