// Whatever the bytes, a parser returns a sane caller or throws DropFileError, and never quotes line 14.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DropFileError, type CallerRecord } from '../../src/door/caller.js';
import { parseChainTxt } from '../../src/door/dropfiles/chain-txt.js';
import { parseDoorSys } from '../../src/door/dropfiles/door-sys.js';
import { parseDoor32Sys } from '../../src/door/dropfiles/door32-sys.js';
import { parseDorinfoDef } from '../../src/door/dropfiles/dorinfo-def.js';
import type { DropFileParser } from '../../src/door/dropfiles/drop-file-lines.js';
import { FAKE_PASSWORD, fixtureLines, joinLines } from './dropfile-fixtures.js';

const CAP = 3 * 3600;
const FORMATS: ReadonlyArray<{ parser: DropFileParser; name: string; fixtures: ReadonlyArray<readonly [string, string]> }> = [
  {
    parser: parseDoorSys,
    name: 'DOOR.SYS',
    fixtures: [['synchronet-native', 'DOOR.SYS'], ['synchronet-gap', 'DOOR.SYS'], ['gap-31', 'DOOR.SYS'], ['wwiv', 'DOOR.SYS']],
  },
  { parser: parseDoor32Sys, name: 'door32.sys', fixtures: [['mystic', 'door32.sys'], ['elebbs', 'DOOR32.SYS']] },
  { parser: parseDorinfoDef, name: 'DORINFO1.DEF', fixtures: [['rbbs-dorinfo', 'DORINFO2.DEF']] },
  { parser: parseChainTxt, name: 'CHAIN.TXT', fixtures: [['wwiv-chain', 'CHAIN.TXT']] },
];

/**
 * Runs the parser; a record must be sane, an error must be a DropFileError that does not quote the password.
 * (A mutation may move the password onto a name line, where it rightly becomes the name, so records are
 * not searched for it here; the fixture tests do that.)
 */
function parsesOrRefuses(parser: DropFileParser, bytes: Uint8Array, path: string): void {
  let record: CallerRecord;
  try {
    record = parser(bytes, path, { maxTimeSeconds: CAP });
  } catch (error) {
    if (!(error instanceof DropFileError)) throw error;
    expect(error.file).toBe(path);
    expect(error.line).toBeGreaterThanOrEqual(0);
    expect(error.message).not.toContain(FAKE_PASSWORD);
    return;
  }
  expect(record.node).toBeGreaterThanOrEqual(1);
  expect(record.node).toBeLessThanOrEqual(255);
  expect(record.securityLevel).toBeGreaterThanOrEqual(0);
  expect(record.securityLevel).toBeLessThanOrEqual(65535);
  expect(record.timeLeftSeconds).toBeGreaterThanOrEqual(0);
  expect(record.timeLeftSeconds).toBeLessThanOrEqual(CAP);
  expect(Number.isInteger(record.timeLeftSeconds)).toBe(true);
  expect(record.rows).toBeGreaterThanOrEqual(5);
  expect(record.alias).not.toBe('');
  for (const text of [record.alias, record.realName, record.location, record.bbsSoftware ?? '']) {
    expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  }
}

const lineValue = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.integer({ min: -100_000, max: 100_000 }).map(String),
  fc.constantFrom('', '   ', '0', '1', '-1', '2', 'COM0:', 'COM1', 'GR', 'NG', '7E', 'RIP', '00/00/00', '13/13/13',
    '1e3', '    1800.00', '99999999999999999999', '\u001b[2J', FAKE_PASSWORD),
);

type Mutation =
  | { op: 'replace'; at: number; value: string }
  | { op: 'insert'; at: number; value: string }
  | { op: 'delete'; at: number }
  | { op: 'truncate'; at: number }
  | { op: 'swap'; at: number; other: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('replace' as const), at: fc.nat(60), value: lineValue }),
  fc.record({ op: fc.constant('insert' as const), at: fc.nat(60), value: lineValue }),
  fc.record({ op: fc.constant('delete' as const), at: fc.nat(60) }),
  fc.record({ op: fc.constant('truncate' as const), at: fc.nat(60) }),
  fc.record({ op: fc.constant('swap' as const), at: fc.nat(60), other: fc.nat(60) }),
);

function mutate(lines: readonly string[], mutations: readonly Mutation[]): string[] {
  const out = [...lines];
  for (const m of mutations) {
    const at = Math.min(m.at, out.length);
    if (m.op === 'replace') out[at] = m.value;
    else if (m.op === 'insert') out.splice(at, 0, m.value);
    else if (m.op === 'delete') out.splice(at, 1);
    else if (m.op === 'truncate') out.length = at;
    else {
      const a = out[at];
      const b = out[m.other];
      if (a !== undefined && b !== undefined) [out[at], out[m.other]] = [b, a];
    }
  }
  return out;
}

describe('drop-file parsers under random input', () => {
  for (const { parser, name, fixtures } of FORMATS) {
    it(`${name}: random bytes either parse or throw DropFileError`, () => {
      fc.assert(fc.property(fc.uint8Array({ maxLength: 3000 }), (bytes) => parsesOrRefuses(parser, bytes, `fuzz/${name}`)));
    });

    it(`${name}: random text lines either parse or throw DropFileError`, () => {
      const text = fc.array(lineValue, { maxLength: 60 });
      fc.assert(fc.property(text, fc.boolean(), (lines, crlf) => {
        parsesOrRefuses(parser, joinLines(lines, crlf ? '\r\n' : '\n'), `fuzz/${name}`);
      }));
    });

    it(`${name}: random line mutations of valid files either parse or throw DropFileError`, () => {
      const sources = fixtures.map(([folder, file]) => fixtureLines(folder, file));
      const source = fc.constantFrom(...sources);
      fc.assert(
        fc.property(source, fc.array(mutation, { minLength: 1, maxLength: 4 }), (lines, mutations) => {
          parsesOrRefuses(parser, joinLines(mutate(lines, mutations)), `fuzz/${name}`);
        }),
        { numRuns: 300 },
      );
    });
  }
});
