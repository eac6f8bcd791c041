import { describe, expect, it } from 'vitest';
import { parseDoor32Sys } from '../../src/door/dropfiles/door32-sys.js';
import { dropFileError, fixtureBytes, withLine } from './dropfile-fixtures.js';

const parse = (folder: string, name = 'DOOR32.SYS', options = {}) =>
  parseDoor32Sys(fixtureBytes(folder, name), `${folder}/${name}`, options);
const parseBytes = (bytes: Buffer) => parseDoor32Sys(bytes, 'door32.sys');

describe('DOOR32.SYS as the BBSes write it', () => {
  it('reads Mystic-like lower-case door32.sys with a socket handle', () => {
    expect(parse('mystic', 'door32.sys')).toEqual({
      alias: 'Pickman',
      realName: 'Richard Upton Pickman',
      location: '',
      securityLevel: 255,
      node: 5,
      timeLeftSeconds: 3600,
      ansi: true,
      rows: 24,
      line: { kind: 'socket', fd: 3 },
      baud: 38400,
      bbsSoftware: 'Mystic BBS v1.12 A48',
      source: { format: 'DOOR32.SYS', path: 'mystic/door32.sys' },
    });
  });

  it('reads old ENiGMA (2 / -1) as stdio and its 546 minutes as minutes', () => {
    const record = parse('enigma-door32-old', 'DOOR32.SYS', { maxTimeSeconds: 100_000 });
    expect(record).toMatchObject({ line: { kind: 'stdio' }, timeLeftSeconds: 546 * 60, node: 2 });
    expect(record.bbsSoftware).toBe('ENiGMA-BBS 0.0.14-beta');
  });

  it('reads ENiGMA after PR #787: 0 / 0 is stdio, never local; 1 / 0 is serial port 0 in ASCII', () => {
    expect(parse('enigma-door32-pr787-local', 'door32.sys').line).toEqual({ kind: 'stdio' });
    const serial = parse('enigma-door32-pr787-serial', 'door32.sys');
    expect(serial).toMatchObject({ line: { kind: 'serial', port: 0 }, ansi: false, baud: 9600 });
  });

  it('reads WWIV line 9 above 1440 as seconds', () => {
    expect(parse('wwiv-door32')).toMatchObject({ timeLeftSeconds: 3600, line: { kind: 'stdio' }, alias: 'KEZIAH' });
  });

  it('accepts the blank 12th line EleBBS adds', () => {
    expect(parse('elebbs')).toMatchObject({ line: { kind: 'socket', fd: 1234 }, node: 4, timeLeftSeconds: 45 * 60 });
  });

  it('reads Envy comm type 0 with a socket number as stdio', () => {
    expect(parse('envy')).toMatchObject({ line: { kind: 'stdio' }, timeLeftSeconds: 14400, alias: 'Jermyn' });
  });

  it('reads every emulation from 1 to 4 as ANSI and 0 as ASCII', () => {
    for (const emulation of ['1', '2', '3', '4']) {
      expect(parseBytes(withLine('mystic', 'door32.sys', 10, emulation)).ansi).toBe(true);
    }
    expect(parseBytes(withLine('mystic', 'door32.sys', 10, '0')).ansi).toBe(false);
  });

  it('uses the real name when the alias line is blank', () => {
    expect(parseBytes(withLine('mystic', 'door32.sys', 7, '')).alias).toBe('Richard Upton Pickman');
  });

  it('rejects an unknown comm type, emulation or a negative serial handle, naming the line', () => {
    expect(dropFileError(() => parseBytes(withLine('mystic', 'door32.sys', 1, '3'))).line).toBe(1);
    expect(dropFileError(() => parseBytes(withLine('mystic', 'door32.sys', 10, '9'))).line).toBe(10);
    const serial = withLine('enigma-door32-pr787-serial', 'door32.sys', 2, '-1');
    expect(dropFileError(() => parseBytes(serial)).line).toBe(2);
  });
});
