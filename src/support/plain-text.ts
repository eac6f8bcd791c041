// Text that a caller typed or a BBS passed (names, locations, mail, pages, game names) made safe to
// show on another caller's screen: nothing is left in it that a terminal would act on instead of
// drawing. Escape sequences go whole, payload included, so `ESC ] 52 ; c ; <base64> BEL` leaves no
// base64 behind; the sequences are found by the one ECMA-48 parser the output writer also uses.
import { splitEscapes } from '../term/escapes.js';

/** C1 controls (U+0080-U+009F), each the 8-bit form of ESC followed by the code minus 0x40 (ECMA-48 §5.3). */
const C1_CONTROL = /[\u0080-\u009f]/g;
const C1_TO_ESC_FE = 0x40;

/** Tab and line breaks keep words apart, so they leave a space; other controls leave nothing. */
const SPACING_CONTROLS = new Set(['\t', '\n', '\v', '\f', '\r']);

/**
 * Invisible format characters (Cf): bidi embeddings, overrides, isolates and marks (U+202A-U+202E,
 * U+2066-U+2069, U+200E/F), zero-width spaces and joiners, tag characters. They can make a name read
 * backwards or look like another one; the few scripts that use joiners still read without them.
 * Lone surrogates (Cs) are not text at all and cannot be encoded.
 */
const INVISIBLE = /[\p{Cf}\p{Cs}]/gu;
/** Line and paragraph separators (U+2028, U+2029) are line breaks too. */
const UNICODE_LINE_BREAKS = /[\u2028\u2029]/g;
/** Any character the cleaning would touch; text without one is returned as it is, without parsing. */
const NEEDS_CLEANING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Cf}\p{Cs}]/u;

/**
 * `text` without control characters, DEL, escape sequences (7-bit and 8-bit, with their payloads, also
 * one cut off at the end), invisible format characters and lone surrogates; tabs and line breaks become
 * spaces. Letters, CP437 glyphs and other printable Unicode stay. Cut to `maxLength` code points when
 * given. Applying it twice changes nothing more.
 */
export function toPlainText(text: string, maxLength?: number): string {
  const plain = NEEDS_CLEANING.test(text) ? clean(text) : text;
  return maxLength === undefined ? plain : cutToCodePoints(plain, maxLength);
}

function clean(text: string): string {
  const sevenBit = text.replace(C1_CONTROL, (c) => '\x1b' + String.fromCharCode(c.charCodeAt(0) - C1_TO_ESC_FE));
  let plain = '';
  for (const token of splitEscapes(sevenBit).tokens) {
    if (token.kind === 'text') plain += token.text.replace(INVISIBLE, '').replace(UNICODE_LINE_BREAKS, ' ');
    else if (token.kind === 'control' && SPACING_CONTROLS.has(token.char)) plain += ' ';
  }
  return plain;
}

function cutToCodePoints(text: string, maxLength: number): string {
  const limit = Number.isNaN(maxLength) ? 0 : Math.max(0, Math.floor(maxLength));
  if (text.length <= limit) return text;
  let end = 0;
  let count = 0;
  for (const ch of text) {
    if (count === limit) break;
    end += ch.length;
    count += 1;
  }
  return text.slice(0, end);
}
