import { describe, expect, it } from 'vitest';
import { parseChainTxt } from '../../src/door/dropfiles/chain-txt.js';
import { dropFileError, fixtureBytes, withLine, withLines } from './dropfile-fixtures.js';

describe('CHAIN.TXT as the BBSes write it', () => {
  it('reads WWIV: padded numbers, seconds written %8ld.00, remote on COM 0 is stdio', () => {
    const path = 'wwiv-chain/CHAIN.TXT';
    expect(parseChainTxt(fixtureBytes('wwiv-chain', 'CHAIN.TXT'), path)).toEqual({
      alias: 'KEZIAH',
      realName: 'Keziah Mason',
      location: '',
      securityLevel: 60,
      node: 1,
      timeLeftSeconds: 1800,
      ansi: true,
      rows: 25,
      line: { kind: 'stdio' },
      baud: 38400,
      source: { format: 'CHAIN.TXT', path },
    });
  });

  it('reads Synchronet: 30 LF-only lines, remote on COM 1 is serial port 1', () => {
    const record = parseChainTxt(fixtureBytes('synchronet-chain', 'CHAIN.TXT'), 'CHAIN.TXT');
    expect(record).toMatchObject({ alias: 'REANIMATOR', realName: 'HERBERT WEST', securityLevel: 90, rows: 24 });
    expect(record).toMatchObject({ timeLeftSeconds: 5400, line: { kind: 'serial', port: 1 } });
  });

  it('reads line 15 = 0 as a local caller with no baud, even when line 20 says KB', () => {
    const local = withLines('wwiv-chain', 'CHAIN.TXT', { 15: '0', 20: 'KB' });
    const record = parseChainTxt(local, 'CHAIN.TXT');
    expect(record).toMatchObject({ line: { kind: 'local' }, baud: 0 });
  });

  it('reads line 14 = 0 as ASCII and rejects flags other than 0 and 1', () => {
    expect(parseChainTxt(withLine('wwiv-chain', 'CHAIN.TXT', 14, '0'), 'CHAIN.TXT').ansi).toBe(false);
    expect(dropFileError(() => parseChainTxt(withLine('wwiv-chain', 'CHAIN.TXT', 14, '2'), 'CHAIN.TXT')).line).toBe(14);
    expect(dropFileError(() => parseChainTxt(withLine('wwiv-chain', 'CHAIN.TXT', 15, 'Y'), 'CHAIN.TXT')).line).toBe(15);
  });

  it('rejects negative seconds left on line 16', () => {
    const error = dropFileError(() => parseChainTxt(withLine('wwiv-chain', 'CHAIN.TXT', 16, '  -60.00'), 'CHAIN.TXT'));
    expect(error.line).toBe(16);
  });
});
