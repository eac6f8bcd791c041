// The browser page's font of CP437 pictures: every shade, box line and block of 0xB0-0xDF, the
// square at 0xFE and the pictures VT323 lacks, drawn on the VGA's 8x16 grid, the same bytes every
// build; every non-ASCII character of the art and the screens drawn by VT323 or by it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { cp437Char } from '../../src/term/cp437.js';
import { buildGlyphFont, glyphBitmaps } from '../../src/transports/web-glyph-font.js';
import { pictureBitmaps } from '../../src/transports/web-glyph-pictures.js';
import { textBitmaps } from '../../src/transports/web-text-glyphs.js';

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

  it('is an OpenType file, the same bytes every time, a second later too', async () => {
    const font = buildGlyphFont();
    expect(font.subarray(0, 4).toString('latin1')).toBe('OTTO');
    expect(font.equals(buildGlyphFont())).toBe(true);
    // opentype.js stamps the time of writing into head.modified: a build a second later must not differ.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(font.equals(buildGlyphFont())).toBe(true);
  });
});

/** Code points VT323's Latin subset draws (the page serves its woff2; the woff beside it holds the same glyphs). */
function vt323CodePoints(): Set<number> {
  const file = readFileSync('node_modules/@fontsource/vt323/files/vt323-latin-400-normal.woff');
  const font = parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
  return new Set(Object.keys(font.tables.cmap.glyphIndexMap).map(Number));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** What CP437 draws at 0x01-0x1F and 0x7F. */
const CONTROL_PICTURES = '☺☻♥♦♣♠•◘○◙♂♀♪♫☼►◄↕‼¶§▬↨↑↓→←∟↔▲▼⌂';

/** Every non-ASCII character of the art's sources and the screens' code, with a file that uses it. */
function charactersTheGameSends(): Map<string, string> {
  const found = new Map<string, string>();
  const files = [...filesUnder('ansi/src'), ...filesUnder('src/screens'), ...filesUnder('src/service'), ...filesUnder('data')];
  for (const file of files) for (const ch of readFileSync(file, 'utf8')) if ((ch.codePointAt(0) ?? 0) > 0x7e && !found.has(ch)) found.set(ch, file);
  // A caller's own text may hold the pictures CP437 draws at the control bytes and DEL.
  for (const ch of CONTROL_PICTURES) if (!found.has(ch)) found.set(ch, 'a CP437 control picture');
  return found;
}

/** The code points of the page's unicode-range for the picture font. */
function pictureFontRange(): (code: number) => boolean {
  const page = readFileSync('web/page.css', 'utf8');
  const rule = /font-family: "Arkham CP437";[^}]*unicode-range: ([^;]+);/.exec(page);
  const spans = (rule?.[1] ?? '').split(',').map((span) => span.trim().replace(/^U\+/, '').split('-').map((hex) => Number.parseInt(hex, 16)));
  return (code) => spans.some(([from = -1, to = from]) => code >= from && code <= to);
}

describe('the page draws every character the game sends', () => {
  it('finds each one in VT323 or in our picture font', () => {
    const vt323 = vt323CodePoints();
    const ours = glyphBitmaps();
    const missing = [...charactersTheGameSends()].filter(([ch]) => !vt323.has(ch.codePointAt(0) ?? 0) && !ours.has(ch));
    expect(missing.map(([ch, file]) => `${ch} U+${(ch.codePointAt(0) ?? 0).toString(16)} (${file})`)).toEqual([]);
    // The art's own: the dots, waves and triangles of the vignettes and the map's marks.
    for (const ch of '∙≈≡Θ∩Ω▲▼⌂') expect(ours.has(ch), ch).toBe(true);
  });

  it('lets the page use our font for every picture it draws', () => {
    const inRange = pictureFontRange();
    const outside = [...glyphBitmaps().keys()].filter((ch) => !inRange(ch.codePointAt(0) ?? 0));
    expect(outside).toEqual([]);
  });

  it('draws each picture on the grid, inside the cell, and no two the same', () => {
    const shapes = new Set<string>();
    for (const [ch, bitmap] of pictureBitmaps()) {
      expect(bitmap.length, ch).toBe(16);
      expect(bitmap.every((row) => row.length === 8), ch).toBe(true);
      expect(lit(bitmap), ch).toBeGreaterThan(0);
      shapes.add(bitmap.map((row) => row.map(Number).join('')).join('/'));
    }
    expect(shapes.size).toBe(pictureBitmaps().size);
    // A triangle points where its name says: ▲ is narrowest at its top, ► at its right.
    const up = pictureBitmaps().get('▲') ?? [];
    expect(lit([up[4] ?? []])).toBeLessThan(lit([up[11] ?? []]));
    const right = pictureBitmaps().get('►') ?? [];
    expect(right.filter((row) => row[7]).length).toBeLessThan(right.filter((row) => row[0]).length);
  });
});

/** The columns a glyph inks, over all its rows. */
const inkedColumns = (bitmap: boolean[][]): number[] => [0, 1, 2, 3, 4, 5, 6, 7].filter((x) => bitmap.some((row) => row[x]));

describe("the page font's text", () => {
  const text = textBitmaps();

  it('draws every printable ASCII character, each its own shape on the 8x16 grid', () => {
    const shapes = new Set<string>();
    for (let code = 0x21; code <= 0x7e; code++) {
      const ch = String.fromCharCode(code);
      const bitmap = text.get(ch);
      expect(bitmap, ch).toBeDefined();
      expect(bitmap?.length, ch).toBe(16);
      expect(bitmap?.every((row) => row.length === 8), ch).toBe(true);
      expect(lit(bitmap ?? []), ch).toBeGreaterThan(0);
      shapes.add((bitmap ?? []).map((row) => row.map(Number).join('')).join('/'));
    }
    expect(shapes.size).toBe(0x7e - 0x21 + 1);
  });

  it('leaves no gap beside a letter or digit: each reaches within a pixel of both sides of its body, and keeps column 7 free', () => {
    const gaps: string[] = [];
    for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789') {
      const columns = inkedColumns(text.get(ch) ?? []);
      if ((columns[0] ?? 8) > 1 || (columns.at(-1) ?? -1) < 5 || columns.includes(7)) gaps.push(`${ch}: columns ${columns.join('')}`);
    }
    expect(gaps).toEqual([]);
    // f, the letter VT323 left standing apart: its bar crosses the cell.
    expect(text.get('f')?.some((row) => row.slice(0, 6).every(Boolean))).toBe(true);
  });

  it('draws ~ as a wave at the top of the cell, not a letter', () => {
    const tilde = text.get('~') ?? [];
    const rows = tilde.flatMap((row, y) => (row.some(Boolean) ? [y] : []));
    expect(rows).toEqual([3, 4]);
    expect(inkedColumns(tilde)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('is in the font file beside the pictures', () => {
    const file = buildGlyphFont();
    const font = parse(new Uint8Array(file).buffer);
    const mapped = font.tables.cmap.glyphIndexMap;
    for (let code = 0x20; code <= 0x7e; code++) expect(mapped[code], String.fromCharCode(code)).toBeGreaterThan(0);
    expect(mapped[0x2588]).toBeGreaterThan(0);
  });
});
