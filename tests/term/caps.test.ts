import { describe, it, expect } from 'vitest';
import { decideCaps } from '../../src/term/caps.js';

describe('decideCaps', () => {
  const byType: Array<[string | undefined, { ansi: boolean; charset?: 'cp437' | 'utf8' }]> = [
    ['xterm-256color', { ansi: true, charset: 'utf8' }],
    ['xterm', { ansi: true, charset: 'utf8' }],
    ['linux', { ansi: true, charset: 'utf8' }],
    ['screen.xterm-256color', { ansi: true, charset: 'utf8' }],
    ['tmux-256color', { ansi: true, charset: 'utf8' }],
    ['putty', { ansi: true, charset: 'utf8' }],
    ['rxvt-unicode', { ansi: true, charset: 'utf8' }],
    ['vt220', { ansi: true, charset: 'cp437' }],
    ['vt100', { ansi: true, charset: 'cp437' }],
    ['syncterm', { ansi: true, charset: 'cp437' }],
    ['ansi', { ansi: true, charset: 'cp437' }],
    ['ansi-bbs', { ansi: true, charset: 'cp437' }],
    ['pcansi', { ansi: true, charset: 'cp437' }],
    ['cp437', { ansi: true, charset: 'cp437' }],
    ['wyse60-and-other-oddities', { ansi: true, charset: 'cp437' }],
    [undefined, { ansi: true, charset: 'cp437' }],
    ['dumb', { ansi: false }],
  ];
  for (const [terminalType, expected] of byType) {
    it(`reads TTYPE ${terminalType ?? '(none)'}`, () => {
      const caps = decideCaps({ info: terminalType === undefined ? {} : { terminalType } });
      expect(caps.ansi).toBe(expected.ansi);
      if (expected.charset) expect(caps.charset).toBe(expected.charset);
    });
  }

  it('puts explicit flags first', () => {
    expect(decideCaps({ info: { terminalType: 'xterm' }, force: { charset: 'cp437' } }).charset).toBe('cp437');
    expect(decideCaps({ info: { terminalType: 'syncterm' }, force: { charset: 'utf8' } }).charset).toBe('utf8');
    expect(decideCaps({ info: { terminalType: 'xterm' }, ansi: true, force: { ascii: true } }).ansi).toBe(false);
    expect(decideCaps({ info: { terminalType: 'dumb' }, force: { ascii: false } }).ansi).toBe(true);
  });

  it('takes a drop file saying no ANSI as ASCII mode, and its yes over the TTYPE', () => {
    expect(decideCaps({ info: { terminalType: 'xterm' }, ansi: false }).ansi).toBe(false);
    expect(decideCaps({ info: { terminalType: 'dumb' }, ansi: true }).ansi).toBe(true);
  });

  it('takes the size from the channel, 80x24 otherwise, and ignores absurd sizes', () => {
    expect(decideCaps({ info: { cols: 132, rows: 50 } })).toMatchObject({ cols: 132, rows: 50 });
    expect(decideCaps({ info: {} })).toMatchObject({ cols: 80, rows: 24 });
    expect(decideCaps({ info: { cols: 0, rows: 0 } })).toMatchObject({ cols: 80, rows: 24 });
    expect(decideCaps({ info: {}, defaults: { cols: 100, rows: 30 } })).toMatchObject({ cols: 100, rows: 30 });
  });

  it('passes the line speed on when known', () => {
    expect(decideCaps({ info: { baud: 2400 } }).baud).toBe(2400);
    expect(decideCaps({ info: {} }).baud).toBeUndefined();
  });
});
