import { describe, expect, it } from 'vitest';
import { parseTerminalTypeReply, parseWindowSize } from '../../src/transports/telnet-subnegotiation.js';
import { cleanTerminalType, plausibleWindowSize } from '../../src/transports/terminal-info.js';

describe('terminal type', () => {
  it('is lower-cased printable ASCII of at most 40 characters', () => {
    expect(cleanTerminalType('XTERM-256Color')).toBe('xterm-256color');
    expect(cleanTerminalType('ANSI\x00\x1b[2J\xff')).toBe('ansi[2j');
    expect(cleanTerminalType('A'.repeat(100))).toBe('a'.repeat(40));
    expect(cleanTerminalType('\x01\x02')).toBeUndefined();
    expect(cleanTerminalType('')).toBeUndefined();
  });

  it('comes from a TTYPE IS reply only', () => {
    expect(parseTerminalTypeReply(Buffer.from('\x00SyncTERM', 'latin1'))).toEqual({ terminalType: 'syncterm' });
    expect(parseTerminalTypeReply(Buffer.from('\x00', 'latin1'))).toEqual({ terminalType: undefined });
    expect(parseTerminalTypeReply(Buffer.from('\x01', 'latin1'))).toBeUndefined();
    expect(parseTerminalTypeReply(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('window size', () => {
  it('reads NAWS width and height as 16-bit big-endian numbers', () => {
    expect(parseWindowSize(Buffer.from([0, 80, 0, 24]))).toEqual({ cols: 80, rows: 24 });
    expect(parseWindowSize(Buffer.from([0, 132, 0, 50]))).toEqual({ cols: 132, rows: 50 });
  });

  it('ignores short, long, zero and absurd sizes', () => {
    expect(parseWindowSize(Buffer.from([0, 80, 0]))).toBeUndefined();
    expect(parseWindowSize(Buffer.from([0, 80, 0, 24, 0]))).toBeUndefined();
    expect(parseWindowSize(Buffer.from([0, 0, 0, 24]))).toBeUndefined();
    expect(parseWindowSize(Buffer.from([0, 80, 0, 0]))).toBeUndefined();
    expect(parseWindowSize(Buffer.from([0xff, 0xff, 0, 24]))).toBeUndefined();
  });

  it('clamps to 20..255 columns and 10..255 rows', () => {
    expect(plausibleWindowSize(5, 3)).toEqual({ cols: 20, rows: 10 });
    expect(plausibleWindowSize(400, 300)).toEqual({ cols: 255, rows: 255 });
    expect(plausibleWindowSize(Number.NaN, 24)).toBeUndefined();
  });
});
