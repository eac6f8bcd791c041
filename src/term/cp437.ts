// Unicode <-> code page 437, the character set of BBS terminals and of .ans art files.
// The upper half is the standard table, written out here instead of loaded from iconv-lite: loading
// iconv-lite's codec tables cost the door ~30 ms of its cold start. A test checks this table against
// iconv-lite byte for byte. iconv-lite leaves the pictures CP437 shows at 0x01-0x1F and 0x7F as
// control characters (FACTS-BBS §7), so those come from our own table too.

/** What bytes 0x80-0xFF show, in byte order (0xFF is a no-break space). */
export const HIGH_HALF =
  'ÇüéâäàåçêëèïîìÄÅ' +
  'ÉæÆôöòûùÿÖÜ¢£¥₧ƒ' +
  'áíóúñÑªº¿⌐¬½¼¡«»' +
  '░▒▓│┤╡╢╖╕╣║╗╝╜╛┐' +
  '└┴┬├─┼╞╟╚╔╩╦╠═╬╧' +
  '╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀' +
  'αßΓπΣσµτΦΘΩδ∞φε∩' +
  '≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

/** The glyphs a CP437 screen shows for bytes 0x01-0x1F, in byte order, then 0x7F. */
const LOW_GLYPHS = '☺☻♥♦♣♠•◘○◙♂♀♪♫☼►◄↕‼¶§▬↨↑↓→←∟↔▲▼';
const DEL_GLYPH = '⌂';

// Bytes that terminals act on instead of drawing: BEL, BS, HT, LF, VT, FF, CR, SO, SI, ESC
// (ECMA-48 C0 set; VT and FF move down a line, SO/SI switch character sets on VT-style terminals).
// A glyph living at one of these bytes is sent as a look-alike, or '?' when there is none.
const CONTROL_BYTES = new Set([0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0x1b]);
const LOOK_ALIKES: Record<string, string> = { '•': '∙', '◘': '█', '◙': '█', '○': 'o', '←': '<' };

/** Control characters screens emit on purpose: ESC, CR, LF, BS, BEL. */
const PASS_THROUGH = new Set([0x1b, 0x0d, 0x0a, 0x08, 0x07]);

const QUESTION = 0x3f;
const SPACE = 0x20;

const encodeTable = buildEncodeTable();
const decodeTable = buildDecodeTable();

function buildDecodeTable(): string[] {
  const table: string[] = [];
  for (let byte = 0; byte < 0x80; byte += 1) table.push(String.fromCharCode(byte));
  for (let i = 0; i < LOW_GLYPHS.length; i += 1) {
    const byte = i + 1;
    // In a byte stream the real controls keep their meaning: art files need their CR, LF and ESC.
    if (!PASS_THROUGH.has(byte) && byte !== 0x09) table[byte] = LOW_GLYPHS.charAt(i);
  }
  table[0x00] = ' ';
  table[0x7f] = DEL_GLYPH;
  for (const ch of HIGH_HALF) table.push(ch);
  // 0xFF is the telnet IAC byte and a blank cell (U+00A0) in CP437: we read it as a space.
  table[0xff] = ' ';
  return table;
}

function buildEncodeTable(): Map<string, number> {
  const table = new Map<string, number>();
  for (let i = 0; i < LOW_GLYPHS.length; i += 1) {
    const byte = i + 1;
    if (!CONTROL_BYTES.has(byte)) table.set(LOW_GLYPHS.charAt(i), byte);
  }
  table.set(DEL_GLYPH, 0x7f);
  for (let byte = 0x80; byte < 0xff; byte += 1) table.set(HIGH_HALF.charAt(byte - 0x80), byte);
  return table;
}

function encodeChar(ch: string): number {
  const code = ch.codePointAt(0) ?? QUESTION;
  if (code < 0x80) {
    if (code >= 0x20 && code < 0x7f) return code;
    return PASS_THROUGH.has(code) ? code : QUESTION;
  }
  if (code === 0xa0) return SPACE;
  const byte = encodeTable.get(ch);
  if (byte !== undefined) return byte;
  const lookAlike = LOOK_ALIKES[ch];
  if (lookAlike !== undefined) return encodeChar(lookAlike);
  return QUESTION;
}

/** Unicode text (with ANSI escapes) to CP437 bytes. Never produces 0xFF; unmappable characters become '?'. */
export function encodeCp437(text: string): Buffer {
  const out: number[] = [];
  for (const ch of text) out.push(encodeChar(ch));
  return Buffer.from(out);
}

/** CP437 bytes to Unicode: 0x01-0x1F and 0x7F as their pictures, except the controls art relies on. */
export function decodeCp437(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += decodeTable[byte] ?? '?';
  return text;
}

/** The character one CP437 byte stands for (typed keys in 0x80-0xFE, pictures below 0x20). */
export function cp437Char(byte: number): string {
  return decodeTable[byte & 0xff] ?? '?';
}

/** Whether a character has a CP437 byte of its own (look-alikes and '?' do not count). */
export function hasCp437Byte(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 0x20 && code < 0x7f) return true;
  return encodeTable.has(ch);
}
