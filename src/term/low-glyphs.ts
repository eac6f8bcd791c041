// CP437 draws pictures at bytes 0x01-0x1F and 0x7F (the trees' and pointers' ▲ ▼, ► ◄, ↑ ↓...), but a
// BBS that turns a door's CP437 into Unicode with a table of the upper half only (ENiGMA½ decodes
// with iconv-lite's cp437) passes those bytes on as control characters: its UTF-8 callers see a
// blank. For such a BBS each picture byte goes as its ASCII form instead, which every table keeps.
import { transliterate } from './ascii.js';
import { cp437Char } from './cp437.js';

/** The controls a screen sends on purpose (BEL, BS, LF, CR, ESC): never pictures. */
const CONTROLS = new Set([0x07, 0x08, 0x0a, 0x0d, 0x1b]);

const ASCII_FORMS = buildAsciiForms();

function buildAsciiForms(): Map<number, number> {
  const forms = new Map<number, number>();
  const pictureBytes = [...Array.from({ length: 0x1f }, (_, i) => i + 1), 0x7f].filter((byte) => !CONTROLS.has(byte));
  for (const byte of pictureBytes) forms.set(byte, transliterate(cp437Char(byte)).charCodeAt(0));
  return forms;
}

/** Whether a CP437 byte is one of the pictures below 0x20 (or 0x7F) that upper-half tables lose. */
export function isLowPictureByte(byte: number): boolean {
  return ASCII_FORMS.has(byte);
}

/** CP437 bytes with each low picture byte swapped for its ASCII form; everything else as it was. */
export function lowGlyphsAsAscii(bytes: Buffer): Buffer {
  if (!bytes.some(isLowPictureByte)) return bytes;
  return Buffer.from(bytes.map((byte) => ASCII_FORMS.get(byte) ?? byte));
}
