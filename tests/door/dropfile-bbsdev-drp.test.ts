import { describe, expect, it } from 'vitest';
import { charsetOf, parseBbsdevDrp } from '../../src/door/dropfiles/bbsdev-drp.js';
import { dropFileError, fixtureBytes, withLine, withLines } from './dropfile-fixtures.js';

const NOW = Date.UTC(2026, 11, 1, 20, 0, 0);
const read = (bytes: Uint8Array, options = {}) => parseBbsdevDrp(bytes, 'BBSDEV.DRP', { now: NOW, maxTimeSeconds: 4 * 3600, ...options });

describe('BBSDEV.DRP', () => {
  it('reads the 19 lines: stdio, the alias, the screen, ANSI, the charset, the access level and node, time to the logoff', () => {
    expect(read(fixtureBytes('bbsdev', 'BBSDEV.DRP'))).toEqual({
      alias: 'Lavinia Whateley',
      realName: 'Lavinia Whateley',
      location: '',
      securityLevel: 255,
      node: 4,
      timeLeftSeconds: 3600,
      ansi: true,
      rows: 24,
      line: { kind: 'stdio' },
      baud: 0,
      bbsSoftware: 'ENiGMA 0.5.0',
      charset: 'utf8',
      source: { format: 'BBSDEV.DRP', path: 'BBSDEV.DRP' },
    });
  });

  it('takes a socket from line 3, a numeric access level, and no logoff time as the sysop cap', () => {
    expect(read(withLines('bbsdev', 'BBSDEV.DRP', { 2: 'socket', 3: '7' })).line).toEqual({ kind: 'socket', fd: 7 });
    expect(read(withLine('bbsdev', 'BBSDEV.DRP', 17, '40')).securityLevel).toBe(40);
    expect(read(withLine('bbsdev', 'BBSDEV.DRP', 11, '')).timeLeftSeconds).toBe(4 * 3600);
  });

  it('names the charset from any IANA alias, case aside', () => {
    expect(charsetOf('utf-8')).toBe('utf8');
    expect(charsetOf('IBM437')).toBe('cp437');
    expect(charsetOf('CP437')).toBe('cp437');
    expect(charsetOf('US-ASCII')).toBe('ascii');
    expect(charsetOf('KOI8-R')).toBeUndefined();
    expect(read(withLine('bbsdev', 'BBSDEV.DRP', 12, 'IBM437')).charset).toBe('cp437');
  });

  it('refuses another major version, a serial line, a bad Y/N and a bad logoff time, naming the line', () => {
    expect(dropFileError(() => read(withLine('bbsdev', 'BBSDEV.DRP', 1, '2.0')))).toMatchObject({ line: 1 });
    expect(dropFileError(() => read(withLine('bbsdev', 'BBSDEV.DRP', 2, 'fossil')))).toMatchObject({ line: 2 });
    expect(dropFileError(() => read(withLine('bbsdev', 'BBSDEV.DRP', 8, 'yes')))).toMatchObject({ line: 8 });
    expect(dropFileError(() => read(withLine('bbsdev', 'BBSDEV.DRP', 11, 'tonight')))).toMatchObject({ line: 11 });
    expect(dropFileError(() => read(Buffer.from('1.0\r\nstdio\r\n')))).toMatchObject({ line: 3 });
  });
});
