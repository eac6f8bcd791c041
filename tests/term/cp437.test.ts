import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { cp437Char, decodeCp437, encodeCp437 } from '../../src/term/cp437.js';
import { HIGH_HALF } from '../../src/term/cp437.js';

describe('CP437 encoding', () => {
  it('round-trips the low pictures iconv-lite lacks, and box drawing', () => {
    const text = '♥☺⌂☻♦♣♠►◄↕‼¶§▬↨↑↓→∟↔▲▼ ┌─┬─┐│╔═╦═╗║└─┴─┘╚═╩═╝░▒▓█▀▄▌▐';
    const bytes = encodeCp437(text);
    expect([...bytes.subarray(0, 3)]).toEqual([0x03, 0x01, 0x7f]);
    expect(bytes.includes(0x3f)).toBe(false);
    expect(decodeCp437(bytes)).toBe(text);
  });

  it('round-trips every byte from 0x80 to 0xFE', () => {
    const bytes = Buffer.from(Array.from({ length: 0x7f }, (_, i) => 0x80 + i));
    expect(encodeCp437(decodeCp437(bytes))).toEqual(bytes);
  });

  it('passes ESC, CR, LF, BS and BEL through and turns other controls into ?', () => {
    expect([...encodeCp437('\x1b[0m\r\n\b\x07')]).toEqual([0x1b, 0x5b, 0x30, 0x6d, 0x0d, 0x0a, 0x08, 0x07]);
    expect(encodeCp437('\x01\x02\x0c\x7f\x9b').toString('latin1')).toBe('?????');
  });

  it('sends glyphs that share a byte with a control as look-alikes, never as that control', () => {
    // • lives at 0x07 (BEL), ◘ at 0x08 (BS), ← at 0x1B (ESC): the caller would hear, lose a column, or parse an escape.
    expect([...encodeCp437('•◘←○')]).toEqual([0xf9, 0xdb, 0x3c, 0x6f]);
    expect(encodeCp437('♪♫☼♂♀').toString('latin1')).toBe('?????');
  });

  it('turns unmappable characters into one ? each', () => {
    expect(encodeCp437('€😀ŝ').toString('latin1')).toBe('???');
  });

  it('never emits 0xFF: U+00A0 becomes a space', () => {
    expect([...encodeCp437('a\u00a0b')]).toEqual([0x61, 0x20, 0x62]);
    const everyBmpChar = Array.from({ length: 0xd800 }, (_, i) => String.fromCharCode(i)).join('');
    expect(encodeCp437(everyBmpChar).includes(0xff)).toBe(false);
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => !encodeCp437(s).includes(0xff)));
  });

  it('decodes art bytes: pictures below 0x20 except the controls art needs', () => {
    expect(decodeCp437(Buffer.from([0x01, 0x03, 0x7f, 0x10]))).toBe('☺♥⌂►');
    expect(decodeCp437(Buffer.from([0x1b, 0x0d, 0x0a, 0x09]))).toBe('\x1b\r\n\t');
    expect(decodeCp437(Buffer.from([0xdb, 0xb0, 0xc4, 0xff]))).toBe('█░─ ');
    expect(cp437Char(0x82)).toBe('é');
  });
});

describe('the written-out upper half of CP437', () => {
  it('matches iconv-lite byte for byte (0x80-0xFF)', async () => {
    const { default: iconv } = await import('iconv-lite');
    const bytes = Buffer.from(Array.from({ length: 128 }, (_, i) => 0x80 + i));
    expect(HIGH_HALF).toBe(iconv.decode(bytes, 'cp437'));
  });
});
