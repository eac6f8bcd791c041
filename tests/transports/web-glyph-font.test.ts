// The browser page's font of CP437 pictures: every shade, box line and block of 0xB0-0xDF and the
// square at 0xFE, drawn on the VGA's 8x16 grid, the same bytes every build.
import { describe, expect, it } from 'vitest';
import { cp437Char } from '../../src/term/cp437.js';
import { buildGlyphFont, glyphBitmaps } from '../../src/transports/web-glyph-font.js';

const lit = (rows: boolean[][]): number => rows.flat().filter(Boolean).length;

describe('the page font of CP437 pictures', () => {
  const bitmaps = glyphBitmaps();

  it('draws every picture of CP437 0xB0-0xDF and 0xFE', () => {
    for (let byte = 0xb0; byte <= 0xdf; byte++) expect(bitmaps.has(cp437Char(byte)), `0x${byte.toString(16)}`).toBe(true);
    expect(bitmaps.has(cp437Char(0xfe))).toBe(true);
  });

  it('fills the cells as the VGA does: a full block, half blocks, a 50% shade, lines through the middle', () => {
    expect(lit(bitmaps.get('█') ?? [])).toBe(128);
    expect(bitmaps.get('▀')?.slice(0, 8).every((row) => row.every(Boolean))).toBe(true);
    expect(bitmaps.get('▀')?.slice(8).some((row) => row.some(Boolean))).toBe(false);
    expect(lit(bitmaps.get('▄') ?? [])).toBe(64);
    expect(lit(bitmaps.get('▒') ?? [])).toBe(64);
    // ─ is one full row; │ two full columns; ┼ both; ═ two rows.
    expect(lit(bitmaps.get('─') ?? [])).toBe(8);
    expect(lit(bitmaps.get('│') ?? [])).toBe(32);
    expect(bitmaps.get('┼')?.[7]?.every(Boolean)).toBe(true);
    expect(bitmaps.get('┼')?.every((row) => row[3] === true)).toBe(true);
    expect(lit(bitmaps.get('═') ?? [])).toBe(16);
    // A corner reaches only its own two edges.
    const corner = bitmaps.get('┌') ?? [];
    expect(corner[0]?.some(Boolean)).toBe(false);
    expect(corner[15]?.[3]).toBe(true);
    expect(corner[7]?.[7]).toBe(true);
    expect(corner[7]?.[0]).toBe(false);
  });

  it('is an OpenType file, the same bytes every time', () => {
    const font = buildGlyphFont();
    expect(font.subarray(0, 4).toString('latin1')).toBe('OTTO');
    expect(font.equals(buildGlyphFont())).toBe(true);
  });
});
