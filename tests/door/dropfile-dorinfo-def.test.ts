import { describe, expect, it } from 'vitest';
import { nodeFromFileName, parseDorinfoDef } from '../../src/door/dropfiles/dorinfo-def.js';
import { dropFileError, fixtureBytes, withLine } from './dropfile-fixtures.js';

describe('DORINFOx.DEF as the BBSes write it', () => {
  it('reads Synchronet: 12 upper-case lines, alias on line 7 with line 8 blank', () => {
    const path = 'synchronet-dorinfo/DORINFO1.DEF';
    expect(parseDorinfoDef(fixtureBytes('synchronet-dorinfo', 'DORINFO1.DEF'), path)).toEqual({
      alias: 'REANIMATOR',
      realName: 'REANIMATOR',
      location: 'ARKHAM, MA',
      securityLevel: 90,
      node: 1,
      timeLeftSeconds: 90 * 60,
      ansi: true,
      rows: 24,
      line: { kind: 'serial', port: 1 },
      baud: 38400,
      source: { format: 'DORINFO', path },
    });
  });

  it('reads RBBS: 13 lines, first and last name joined, graphics 2 is ANSI, node from the name', () => {
    const record = parseDorinfoDef(fixtureBytes('rbbs-dorinfo', 'DORINFO2.DEF'), 'DORINFO2.DEF');
    expect(record).toMatchObject({ alias: 'EDWARD DERBY', node: 2, ansi: true, baud: 2400, line: { kind: 'serial', port: 2 } });
  });

  it('reads ENiGMA: dorinfo0.def is node 10, a bare 57600 is the baud', () => {
    const record = parseDorinfoDef(fixtureBytes('enigma-dorinfo', 'dorinfo0.def'), 'nodes/dorinfo0.def', { maxTimeSeconds: 1e6 });
    expect(record).toMatchObject({ alias: 'Robert Olmstead', node: 10, baud: 57600, timeLeftSeconds: 546 * 60 });
  });

  it('reads ENiGMA\'s first name written on lines 7 and 8 as the first name only, not "Alice Alice"', () => {
    const twice = withLine('enigma-dorinfo', 'dorinfo0.def', 8, 'ROBERT');
    expect(parseDorinfoDef(twice, 'dorinfo0.def', { maxTimeSeconds: 1e6 })).toMatchObject({ alias: 'Robert', realName: 'Robert' });
  });

  it('reads COM0 and 0 on line 4 as local and graphics 0 as ASCII', () => {
    const local = parseDorinfoDef(withLine('rbbs-dorinfo', 'DORINFO2.DEF', 4, 'COM0'), 'DORINFO1.DEF');
    expect(local).toMatchObject({ line: { kind: 'local' }, baud: 0 });
    expect(parseDorinfoDef(withLine('rbbs-dorinfo', 'DORINFO2.DEF', 4, '0'), 'DORINFO1.DEF').line).toEqual({ kind: 'local' });
    expect(parseDorinfoDef(withLine('rbbs-dorinfo', 'DORINFO2.DEF', 10, '0'), 'DORINFO1.DEF').ansi).toBe(false);
  });

  it('names nodes from the file name: hex upper case (Synchronet), 0 and a-z (ENiGMA, x84), else 1', () => {
    expect(nodeFromFileName('DORINFO9.DEF')).toBe(9);
    expect(nodeFromFileName('DORINFOB.DEF')).toBe(11);
    expect(nodeFromFileName('DORINFOF.DEF')).toBe(15);
    expect(nodeFromFileName('dorinfo0.def')).toBe(10);
    expect(nodeFromFileName('dorinfoa.def')).toBe(11);
    expect(nodeFromFileName('dorinfoz.def')).toBe(36);
    expect(nodeFromFileName('DORINFO.DEF')).toBe(1);
    expect(nodeFromFileName('whatever.txt')).toBe(1);
  });

  it('rejects a blank first name on line 7', () => {
    const error = dropFileError(() => parseDorinfoDef(withLine('rbbs-dorinfo', 'DORINFO2.DEF', 7, ' '), 'DORINFO2.DEF'));
    expect(error.line).toBe(7);
    expect(error.message).toBe('DORINFO2.DEF, line 7: caller first name is blank');
  });
});
