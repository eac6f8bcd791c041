// Every drop-file parser on damaged copies of the real fixtures and on random bytes: a caller record
// whose text is plain, or a DropFileError naming the file; nothing else, and never slow.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { DropFileError, type CallerRecord, type DropFileFormat } from '../../../src/door/caller.js';
import { dropFileFormatOf, parseBbsdevDrp, parseChainTxt, parseDoor32Sys, parseDoorSys, parseDorinfoDef } from '../../../src/door/dropfiles/index.js';
import type { DropFileParser } from '../../../src/door/dropfiles/drop-file-lines.js';
import { toPlainText } from '../../../src/support/plain-text.js';
import { REPO_ROOT } from '../../support/door-process.js';
import { applyMutations, byteMutations } from './byte-mutations.js';
import type { FuzzTarget } from './target.js';
import { assertNoFault, screenFault } from './terminal-safety.js';

export const PARSERS: Record<DropFileFormat, DropFileParser> = {
  'DOOR.SYS': parseDoorSys,
  'DOOR32.SYS': parseDoor32Sys,
  DORINFO: parseDorinfoDef,
  'CHAIN.TXT': parseChainTxt,
  'BBSDEV.DRP': parseBbsdevDrp,
};

export interface DropFileFixture {
  /** `<folder>/<file>` under tests/fixtures/dropfiles. */
  name: string;
  format: DropFileFormat;
  bytes: Buffer;
}

const FIXTURE_DIR = join(REPO_ROOT, 'tests', 'fixtures', 'dropfiles');

/** Every drop file among the fixtures, with its format from its name. */
export function dropFileFixtures(): DropFileFixture[] {
  const found: DropFileFixture[] = [];
  for (const folder of readdirSync(FIXTURE_DIR, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(FIXTURE_DIR, folder.name))) {
      const format = dropFileFormatOf(file);
      if (format) found.push({ name: `${folder.name}/${file}`, format, bytes: readFileSync(join(FIXTURE_DIR, folder.name, file)) });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** Parsing one file must take less than this, whatever is in it. */
export const PARSE_BUDGET_MS = 1000;

function recordFault(record: CallerRecord): string | undefined {
  if (record.alias === '') return 'blank alias';
  if (!Number.isInteger(record.node) || record.node < 1 || record.node > 255) return `node ${record.node}`;
  if (!Number.isInteger(record.timeLeftSeconds) || record.timeLeftSeconds < 0) return `time left ${record.timeLeftSeconds}`;
  for (const text of [record.alias, record.realName, record.location, record.bbsSoftware ?? '']) {
    const fault = screenFault(text);
    if (fault) return fault;
    if (toPlainText(text) !== text) return `text is not plain: ${JSON.stringify(text)}`;
  }
  return undefined;
}

/** Parses `bytes` as `format`; throws unless the result is a sane record or a DropFileError naming `path`. */
export function checkDropFile(format: DropFileFormat, bytes: Uint8Array, path: string): void {
  const started = performance.now();
  try {
    assertNoFault(recordFault(PARSERS[format](bytes, path)));
  } catch (error) {
    if (!(error instanceof DropFileError)) {
      throw new Error(`${format} threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    }
    if (error.file !== path) throw new Error(`DropFileError names ${error.file}, not ${path}`);
    assertNoFault(screenFault(error.message));
  }
  const elapsed = performance.now() - started;
  if (elapsed > PARSE_BUDGET_MS) throw new Error(`${format} took ${Math.round(elapsed)} ms on ${bytes.length} bytes`);
}

export interface DropFileCase {
  fixture: DropFileFixture;
  /** Parse as another format than the file's own (a BBS that names files wrongly). */
  format: DropFileFormat;
  bytes: Buffer;
}

export function dropFileTarget(fixtures: readonly DropFileFixture[]): FuzzTarget<DropFileCase> {
  const fixture = fc.constantFrom(...fixtures);
  const formats = Object.keys(PARSERS) as DropFileFormat[];
  return {
    name: 'drop-file parsers',
    arbitrary: fc.oneof(
      { weight: 4, arbitrary: fc.tuple(fixture, byteMutations).map(([f, m]) => ({ fixture: f, format: f.format, bytes: applyMutations(f.bytes, m) })) },
      { weight: 1, arbitrary: fc.tuple(fixture, fc.constantFrom(...formats)).map(([f, format]) => ({ fixture: f, format, bytes: f.bytes })) },
      { weight: 1, arbitrary: fc.tuple(fixture, fc.uint8Array({ maxLength: 4000 })).map(([f, b]) => ({ fixture: f, format: f.format, bytes: Buffer.from(b) })) },
    ),
    check: ({ fixture: f, format, bytes }) => checkDropFile(format, bytes, `fuzz/${f.name}`),
  };
}
