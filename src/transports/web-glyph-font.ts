// The browser page's own font, drawn on the VGA's 8x16 grid and made when first asked for: the
// printable ASCII (web-text-glyphs.ts), the shades, box lines and blocks of CP437 (0xB0-0xDF), its
// small square (0xFE) and the pictures of web-glyph-pictures.ts (triangles, card suits, arrows,
// ≈ Ω ⌂ and the like). Its cell is 0.5 em wide and 1 em tall, the VGA's 1:2, with no letter
// spacing: a pixel is 1/16 em square, blocks meet their neighbours and no letter stands apart.
// VT323 draws what is left (the accented letters and the Greek of CP437).
import { withFixedModifiedDate } from './font-head-date.js';
import { Font, Glyph, Path } from 'opentype.js';
import { blank, pictureBitmaps, type Bitmap } from './web-glyph-pictures.js';
import { textBitmaps } from './web-text-glyphs.js';

export const GLYPH_FONT_FAMILY = 'Arkham CP437';

const UNITS = 1000;
const ASCENT = 800;
const DESCENT = -200;
const ADVANCE = 500;
const PIXEL = UNITS / 16;
/** Ink beyond the cell's edge where a picture's stroke or block reaches it, so no hairline shows between cells (text keeps to its cell). */
const OVERSHOOT = 24;


function fill(bitmap: Bitmap, x0: number, y0: number, x1: number, y1: number): void {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) (bitmap[y] ?? [])[x] = true;
}

/** A shade: each row's 8 pixels as a byte, alternating two patterns as the VGA's font does. */
function shade(even: number, odd: number): Bitmap {
  return blank().map((row, y) => row.map((_, x) => (((y % 2 === 0 ? even : odd) >> (7 - x)) & 1) === 1));
}

/** Line weights of a box-drawing glyph's four arms: 0 none, 1 single, 2 double. */
type Arms = [up: number, down: number, left: number, right: number];

// The VGA's strokes: a single vertical at columns 3-4, a double at 2-3 and 5-6; a single horizontal
// on row 7, a double on rows 5 and 7.
const VERTICAL: Record<number, Array<[number, number]>> = { 1: [[3, 5]], 2: [[2, 4], [5, 7]] };
const HORIZONTAL: Record<number, Array<[number, number]>> = { 1: [[7, 8]], 2: [[5, 6], [7, 8]] };

function box([up, down, left, right]: Arms): Bitmap {
  const bitmap = blank();
  const across = Math.max(left, right) === 2 ? [5, 8] : [7, 8];
  const along = Math.max(up, down) === 2 ? [2, 7] : [3, 5];
  for (const [x0, x1] of VERTICAL[up] ?? []) fill(bitmap, x0, 0, x1, across[1] ?? 8);
  for (const [x0, x1] of VERTICAL[down] ?? []) fill(bitmap, x0, across[0] ?? 7, x1, 16);
  for (const [y0, y1] of HORIZONTAL[left] ?? []) fill(bitmap, 0, y0, along[1] ?? 5, y1);
  for (const [y0, y1] of HORIZONTAL[right] ?? []) fill(bitmap, along[0] ?? 3, y0, 8, y1);
  return bitmap;
}

function block(x0: number, y0: number, x1: number, y1: number): Bitmap {
  const bitmap = blank();
  fill(bitmap, x0, y0, x1, y1);
  return bitmap;
}

/** Box lines of CP437 0xB3-0xDA by their arms (up, down, left, right). */
const BOXES: Record<string, Arms> = {
  '│': [1, 1, 0, 0], '┤': [1, 1, 1, 0], '╡': [1, 1, 2, 0], '╢': [2, 2, 1, 0], '╖': [0, 2, 1, 0], '╕': [0, 1, 2, 0],
  '╣': [2, 2, 2, 0], '║': [2, 2, 0, 0], '╗': [0, 2, 2, 0], '╝': [2, 0, 2, 0], '╜': [2, 0, 1, 0], '╛': [1, 0, 2, 0],
  '┐': [0, 1, 1, 0], '└': [1, 0, 0, 1], '┴': [1, 0, 1, 1], '┬': [0, 1, 1, 1], '├': [1, 1, 0, 1], '─': [0, 0, 1, 1],
  '┼': [1, 1, 1, 1], '╞': [1, 1, 0, 2], '╟': [2, 2, 0, 1], '╚': [2, 0, 0, 2], '╔': [0, 2, 0, 2], '╩': [2, 0, 2, 2],
  '╦': [0, 2, 2, 2], '╠': [2, 2, 0, 2], '═': [0, 0, 2, 2], '╬': [2, 2, 2, 2], '╧': [1, 0, 2, 2], '╨': [2, 0, 1, 1],
  '╤': [0, 1, 2, 2], '╥': [0, 2, 1, 1], '╙': [2, 0, 0, 1], '╘': [1, 0, 0, 2], '╒': [0, 1, 0, 2], '╓': [0, 2, 0, 1],
  '╫': [2, 2, 1, 1], '╪': [1, 1, 2, 2], '┘': [1, 0, 1, 0], '┌': [0, 1, 0, 1],
};

/** Every picture the font draws (not the text), by its character. */
export function glyphBitmaps(): Map<string, Bitmap> {
  const bitmaps = new Map<string, Bitmap>([
    ['░', shade(0x22, 0x88)],
    ['▒', shade(0x55, 0xaa)],
    ['▓', shade(0xdd, 0x77)],
    ['█', block(0, 0, 8, 16)],
    ['▄', block(0, 8, 8, 16)],
    ['▌', block(0, 0, 4, 16)],
    ['▐', block(4, 0, 8, 16)],
    ['▀', block(0, 0, 8, 8)],
    ['■', block(1, 4, 7, 11)],
  ]);
  for (const [ch, arms] of Object.entries(BOXES)) bitmaps.set(ch, box(arms));
  for (const [ch, bitmap] of pictureBitmaps()) bitmaps.set(ch, bitmap);
  return bitmaps;
}

/** One rectangle per run of lit pixels in a row; an edge on the cell's border reaches past it. */
function outline(bitmap: Bitmap, overshoot: number): Path {
  const path = new Path();
  bitmap.forEach((row, y) => {
    let x = 0;
    while (x < 8) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < 8 && row[x]) x++;
      const left = start * PIXEL - (start === 0 ? overshoot : 0);
      const right = x * PIXEL + (x === 8 ? overshoot : 0);
      const top = ASCENT - y * PIXEL + (y === 0 ? overshoot : 0);
      const bottom = ASCENT - (y + 1) * PIXEL - (y === 15 ? overshoot : 0);
      // Clockwise, as every rectangle: overlapping ones add up.
      path.moveTo(left, bottom);
      path.lineTo(left, top);
      path.lineTo(right, top);
      path.lineTo(right, bottom);
      path.close();
    }
  });
  return path;
}

/** Every character the font draws: the text and the pictures (the space is blank). */
export function fontBitmaps(): Map<string, Bitmap> {
  return new Map([[' ', blank()], ...textBitmaps(), ...glyphBitmaps()]);
}

/** The font as an OpenType file (the same bytes every time). */
export function buildGlyphFont(): Buffer {
  const glyphs = [new Glyph({ name: '.notdef', advanceWidth: ADVANCE, path: new Path() })];
  const pictures = glyphBitmaps();
  for (const [ch, bitmap] of fontBitmaps()) {
    const code = ch.codePointAt(0) ?? 0;
    glyphs.push(new Glyph({ name: `uni${code.toString(16).toUpperCase().padStart(4, '0')}`, unicode: code, advanceWidth: ADVANCE, path: outline(bitmap, pictures.has(ch) ? OVERSHOOT : 0) }));
  }
  const font = new Font({
    familyName: GLYPH_FONT_FAMILY,
    styleName: 'Regular',
    unitsPerEm: UNITS,
    ascender: ASCENT,
    descender: DESCENT,
    createdTimestamp: Date.UTC(2026, 11, 1) / 1000,
    glyphs,
  });
  return withFixedModifiedDate(Buffer.from(font.toArrayBuffer()));
}
