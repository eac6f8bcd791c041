import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { DropFileError } from '../../src/door/caller.js';
import { readDropFile } from '../../src/door/dropfiles/read.js';
import {
  dropFileError,
  FAKE_PASSWORD,
  fixtureLines,
  firstLines,
  joinLines,
  withLine,
  withLines,
} from './dropfile-fixtures.js';

const root = mkdtempSync(join(tmpdir(), 'arkham-dropfile-bad-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(root, 'case-'));
});

/** Every error the tests saw, checked at the end for the password. */
const seen: DropFileError[] = [];

/** Writes `bytes` as `name` in this test's directory, reads it, and returns the DropFileError it raised. */
function failure(name: string, bytes: Uint8Array): DropFileError {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  const error = dropFileError(() => readDropFile(path));
  expect(error.file).toBe(path);
  expect(error.message.startsWith(path)).toBe(true);
  seen.push(error);
  return error;
}

function read(name: string, bytes: Uint8Array) {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return readDropFile(path);
}

const NATIVE = ['synchronet-native', 'DOOR.SYS'] as const;

describe('malformed drop files', () => {
  it('reports a missing file as line 0, naming it', () => {
    const path = join(dir, 'DOOR.SYS');
    const error = dropFileError(() => readDropFile(path));
    expect(error).toMatchObject({ file: path, line: 0 });
    expect(error.message).toContain('no drop file found');
  });

  it('reports an empty or whitespace-only file as empty', () => {
    expect(failure('DOOR.SYS', new Uint8Array()).message).toMatch(/: the file is empty$/);
    expect(failure('door32.sys', Buffer.from('\r\n \r\n\t\n')).line).toBe(0);
  });

  it('reports NUL bytes or mostly non-text bytes as binary', () => {
    const withNul = Buffer.concat([firstLines(...NATIVE, 20), Buffer.from([0]), firstLines(...NATIVE, 40)]);
    expect(failure('DOOR.SYS', withNul).message).toContain('binary content');
    const noise = Buffer.from(Array.from({ length: 400 }, (_, i) => 0x80 + ((i * 37) % 0x7f)));
    expect(failure('DOOR32.SYS', noise).message).toContain('binary content');
  });

  it('reports a truncated file at the first missing line, for each format and several cut points', () => {
    const cases = [
      ['synchronet-native', 'DOOR.SYS', [1, 13, 14, 20, 30]],
      ['mystic', 'door32.sys', [1, 5, 10]],
      ['rbbs-dorinfo', 'DORINFO2.DEF', [3, 11]],
      ['wwiv-chain', 'CHAIN.TXT', [2, 16, 29]],
    ] as const;
    for (const [folder, name, cuts] of cases) {
      for (const count of cuts) {
        const error = failure(name, firstLines(folder, name, count));
        expect(error.line).toBe(count + 1);
        expect(error.message).toContain(`line ${count + 1}: truncated`);
      }
    }
  });

  it('reports numbers out of range or unreadable, naming the line', () => {
    const cases: Array<[string, string, number, string]> = [
      ['synchronet-native', 'DOOR.SYS', 4, '256'],
      ['synchronet-native', 'DOOR.SYS', 4, '-1'],
      ['synchronet-native', 'DOOR.SYS', 15, '70000'],
      ['synchronet-native', 'DOOR.SYS', 15, 'lots'],
      ['synchronet-native', 'DOOR.SYS', 18, '-5'],
      ['synchronet-native', 'DOOR.SYS', 18, '99999999999999999999'],
      ['mystic', 'door32.sys', 11, '300'],
      ['mystic', 'door32.sys', 9, '-1'],
      ['mystic', 'door32.sys', 8, '1e3'],
      ['rbbs-dorinfo', 'DORINFO2.DEF', 11, '-1'],
      ['rbbs-dorinfo', 'DORINFO2.DEF', 12, 'ninety'],
      ['wwiv-chain', 'CHAIN.TXT', 11, '65536'],
    ];
    for (const [folder, name, line, value] of cases) {
      const error = failure(name, withLine(folder, name, line, value));
      expect(error.line, `${name} line ${line} = ${value}`).toBe(line);
      // The file's path is a random temp folder, which may hold the value by chance ("…-5i2K8r").
      expect(error.message.replace(error.file, '')).not.toContain(value);
    }
  });

  it('maps node 0, which some local writers put, to node 1', () => {
    expect(read('DOOR.SYS', withLine(...NATIVE, 4, '0')).node).toBe(1);
    expect(read('door32.sys', withLine('mystic', 'door32.sys', 11, '0')).node).toBe(1);
  });

  it('reports garbage on the comm-port and graphics lines', () => {
    expect(failure('DOOR.SYS', withLine(...NATIVE, 1, 'MODEM')).line).toBe(1);
    expect(failure('DOOR.SYS', withLine(...NATIVE, 20, 'COLOUR')).line).toBe(20);
    expect(failure('DORINFO1.DEF', withLine('rbbs-dorinfo', 'DORINFO2.DEF', 4, 'LPT1')).line).toBe(4);
  });

  it('reports a garbage date naming its line', () => {
    const error = failure('DOOR.SYS', withLine(...NATIVE, 17, 'the day before yesterday'));
    expect(error.line).toBe(17);
    expect(error.message).toMatch(/DOOR\.SYS, line 17: not a date/);
  });

  it('reports a blank caller name', () => {
    expect(failure('DOOR.SYS', withLines(...NATIVE, { 10: '', 36: '' })).line).toBe(10);
    expect(failure('door32.sys', withLines('mystic', 'door32.sys', { 6: ' ', 7: '' })).line).toBe(6);
    expect(failure('CHAIN.TXT', withLines('wwiv-chain', 'CHAIN.TXT', { 2: '', 3: '' })).line).toBe(3);
    // A name of nothing but control characters is blank too.
    expect(failure('DOOR.SYS', withLines(...NATIVE, { 10: '\u001b\u0007', 36: '' })).line).toBe(10);
  });

  it('never quotes line 14, even when a writer shifts it onto a checked line', () => {
    const lines = fixtureLines(...NATIVE);
    // One line missing before it: the password lands on line 13 and the node line reads the DTE rate.
    expect(failure('DOOR.SYS', joinLines([...lines.slice(0, 2), ...lines.slice(3)])).line).toBe(4);
    // One extra line before it: the password lands on line 15, the security level.
    const shifted = failure('DOOR.SYS', joinLines([...lines.slice(0, 2), 'extra', ...lines.slice(2)]));
    expect(shifted.line).toBe(15);
    // The password on a comm-port, node, security, date or graphics line.
    for (const line of [1, 4, 15, 17, 20, 25]) failure('DOOR.SYS', withLine(...NATIVE, line, FAKE_PASSWORD));
    // Every error this file's tests saw so far (all of them when the file runs whole).
    for (const error of seen) expect(`${error.message} ${error.reason}`).not.toContain(FAKE_PASSWORD);
  });
});

describe('text from drop files', () => {
  it('decodes CP437 and strips control characters from names, location and BBS name', () => {
    const esc = '\u001b[2J\u001b[31m';
    // Byte 0x82 is é in CP437.
    const bytes = withLines(...NATIVE, { 10: `H\u0082rbert ${esc}West`, 11: `Arkham${esc}`, 36: `Re\u0007animator` });
    const record = read('DOOR.SYS', bytes);
    expect(record).toMatchObject({ realName: 'Hérbert West', location: 'Arkham', alias: 'Reanimator' });
    // Byte 0x9B is the C1 CSI in Latin-1 but a cent sign in CP437, which is what it means here.
    const door32 = read('door32.sys', withLines('mystic', 'door32.sys', { 4: `Mystic\u001b]0;x\u0007`, 7: '\u009bPickman' }));
    expect(door32).toMatchObject({ bbsSoftware: 'Mystic', alias: '¢Pickman' });
    for (const text of [record.alias, record.realName, record.location, door32.bbsSoftware ?? '', door32.alias]) {
      expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    }
  });

  it('stops at a DOS end-of-file mark', () => {
    const bytes = Buffer.concat([joinLines(fixtureLines(...NATIVE)), Buffer.from([0x1a, 0x1a])]);
    expect(read('DOOR.SYS', bytes).alias).toBe('Reanimator');
  });
});
