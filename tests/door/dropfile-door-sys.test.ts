import { describe, expect, it } from 'vitest';
import { parseDoorSys } from '../../src/door/dropfiles/door-sys.js';
import { dropFileError, FAKE_PASSWORD, fixtureBytes, fixtureLines, joinLines, withLine } from './dropfile-fixtures.js';

const parse = (folder: string, bytes = fixtureBytes(folder, 'DOOR.SYS')) => parseDoorSys(bytes, `${folder}/DOOR.SYS`);

describe('DOOR.SYS as the BBSes write it', () => {
  it('reads a 52-line LF-only Synchronet file, taking the alias from line 36', () => {
    expect(parse('synchronet-native')).toEqual({
      alias: 'Reanimator',
      realName: 'Herbert West',
      location: 'Arkham, MA',
      securityLevel: 90,
      node: 3,
      timeLeftSeconds: 5400,
      ansi: true,
      rows: 24,
      line: { kind: 'serial', port: 1 },
      baud: 38400,
      source: { format: 'DOOR.SYS', path: 'synchronet-native/DOOR.SYS' },
    });
  });

  it('reads Synchronet GAP (31 lines plus 21 blank) as a local ASCII caller named by line 10', () => {
    const record = parse('synchronet-gap');
    expect(record).toMatchObject({ alias: 'Wilbur Whateley', realName: 'Wilbur Whateley', node: 1, ansi: false });
    expect(record).toMatchObject({ rows: 25, timeLeftSeconds: 3600, line: { kind: 'local' }, baud: 0 });
  });

  it('reads a bare 31-line GAP file with 7E graphics on COM2', () => {
    const record = parse('gap-31');
    expect(record).toMatchObject({ alias: 'Asenath Waite', securityLevel: 110, node: 4, ansi: false, rows: 23 });
    expect(record).toMatchObject({ timeLeftSeconds: 7560, line: { kind: 'serial', port: 2 }, baud: 2400 });
  });

  it('reads ENiGMA and caps its fixed 15360 seconds at the default four hours', () => {
    const record = parse('enigma');
    expect(record).toMatchObject({ alias: 'Olmstead', realName: 'Robert Olmstead', node: 2, securityLevel: 30 });
    expect(record.timeLeftSeconds).toBe(4 * 3600);
    expect(parseDoorSys(fixtureBytes('enigma', 'DOOR.SYS'), 'x', { maxTimeSeconds: 20_000 }).timeLeftSeconds).toBe(15360);
  });

  it('reads WWIV: COM0 without a colon is local, mmddyy birthdate passes', () => {
    const record = parse('wwiv');
    expect(record).toMatchObject({ alias: 'KEZIAH', realName: 'Keziah Mason', line: { kind: 'local' }, baud: 0 });
    expect(record.timeLeftSeconds).toBe(1800);
  });

  it('reads Envy with 01-01-1971 dates', () => {
    expect(parse('envy')).toMatchObject({ alias: 'Jermyn', location: 'Ulthar', timeLeftSeconds: 14400, node: 2 });
  });

  it('accepts 0 and COM0 as local on line 1 and COMn without a colon as serial', () => {
    expect(parse('gap', withLine('gap-31', 'DOOR.SYS', 1, '0')).line).toEqual({ kind: 'local' });
    expect(parse('gap', withLine('gap-31', 'DOOR.SYS', 1, 'COM0')).line).toEqual({ kind: 'local' });
    expect(parse('gap', withLine('gap-31', 'DOOR.SYS', 1, 'com3')).line).toEqual({ kind: 'serial', port: 3 });
  });

  it('treats RIP as ANSI and accepts graphics codes in any letter case', () => {
    expect(parse('gap', withLine('gap-31', 'DOOR.SYS', 20, 'RIP')).ansi).toBe(true);
    expect(parse('gap', withLine('gap-31', 'DOOR.SYS', 20, 'gr')).ansi).toBe(true);
    expect(parse('gap', withLine('gap-31', 'DOOR.SYS', 20, 'NG')).ansi).toBe(false);
  });

  it('takes minutes from line 19 when line 18 is blank', () => {
    expect(parse('gap', withLine('gap-31', 'DOOR.SYS', 18, '')).timeLeftSeconds).toBe(126 * 60);
  });

  it('falls back to 24 rows for a page length of 0 or an absurd one', () => {
    expect(parse('gap', withLine('gap-31', 'DOOR.SYS', 21, '0')).rows).toBe(24);
    expect(parse('gap', withLine('gap-31', 'DOOR.SYS', 21, '9999')).rows).toBe(24);
  });

  it('falls back to line 10 when line 36 is blank', () => {
    expect(parse('x', withLine('synchronet-native', 'DOOR.SYS', 36, '   ')).alias).toBe('Herbert West');
  });

  it('accepts valid-looking dates in every common shape and rejects garbage naming the line', () => {
    for (const date of ['11/28/26', '11-28-2026', '1/2/99', '28/11/26', '2026-11-28', '112826', '00/00/00', '']) {
      expect(() => parse('x', withLine('synchronet-native', 'DOOR.SYS', 32, date))).not.toThrow();
    }
    for (const [line, date] of [[17, 'yesterday'], [25, '13/45/99'], [32, '11/28'], [43, '99/99/99']] as const) {
      const error = dropFileError(() => parse('x', withLine('synchronet-native', 'DOOR.SYS', line, date)));
      expect(error.line).toBe(line);
      expect(error.message).toContain(`line ${line}`);
    }
  });

  it('tolerates trailing whitespace and missing lines beyond 31', () => {
    const padded = fixtureLines('synchronet-native', 'DOOR.SYS').slice(0, 40).map((line) => `${line}  \t`);
    expect(parse('x', joinLines(padded))).toMatchObject({ alias: 'Reanimator', node: 3, securityLevel: 90 });
  });

  it('never reads line 14: anything there changes nothing and is never in the record', () => {
    const record = parse('synchronet-native');
    expect(JSON.stringify(record)).not.toContain(FAKE_PASSWORD);
    expect(parse('synchronet-native', withLine('synchronet-native', 'DOOR.SYS', 14, '\u001b[2J ???'))).toEqual(record);
  });
});
