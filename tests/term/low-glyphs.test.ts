import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { encodeCp437 } from '../../src/term/cp437.js';
import { isLowPictureByte, lowGlyphsAsAscii } from '../../src/term/low-glyphs.js';

/** What a BBS decoding with iconv-lite's cp437 (ENiGMA½) hands its UTF-8 callers. */
const throughIconvTable = (bytes: Buffer): string => iconv.decode(bytes, 'cp437');
const drawable = (text: string): boolean => !/[\u0000-\u0006\u000e-\u001a\u001c-\u001f\u007f]/.test(text);

describe('lowGlyphsAsAscii (--low-glyphs ascii)', () => {
  it('sends the trees and pointers (▲ ▼ ► ◄ ↑ ↓ ⌂) as ASCII forms an upper-half table keeps', () => {
    const cp437 = encodeCp437('▲▲ ▼ ► ◄ ↑ ↓ ⌂');
    expect(drawable(throughIconvTable(cp437))).toBe(false);
    expect(throughIconvTable(lowGlyphsAsAscii(cp437))).toBe('^^ v > < ^ v ^');
  });

  it('keeps the controls screens send (ESC, CR, LF, BS, BEL), the box lines and the blocks', () => {
    const screen = encodeCp437('\x1b[1;1H╔═╗░▒▓█\r\n\b\x07');
    expect(lowGlyphsAsAscii(screen)).toEqual(screen);
  });

  it('every picture byte below 0x20 and 0x7F has a printable ASCII form', () => {
    const pictures = [...Array(0x80).keys()].filter(isLowPictureByte);
    expect(pictures.length).toBe(0x1f - 5 + 1);
    const forms = lowGlyphsAsAscii(Buffer.from(pictures));
    for (const byte of forms) expect(byte >= 0x21 && byte <= 0x7e, `0x${byte.toString(16)}`).toBe(true);
  });
});
