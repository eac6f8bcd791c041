// toPlainText under hostile text: escape sequences in 7-bit and 8-bit forms, cut-off ones, bidi and
// zero-width characters, lone surrogates, CP437 glyphs that sit on control bytes, mixed with anything.
import fc from 'fast-check';
import { toPlainText } from '../../../src/support/plain-text.js';
import type { FuzzTarget } from './target.js';
import { assertNoFault, screenFault } from './terminal-safety.js';

const FRAGMENTS: readonly string[] = [
  // Escape sequence openers, finals and payloads.
  '\x1b', '\x1b[', '\x1b]', '\x1bP', '\x1b\\', '\x1bX', '\x1b^', '\x1b_', '\x1b(', '\x1b#', '\x1bc', '\x1b ',
  '\x9b', '\x9d', '\x90', '\x9c', '\x85', '\x8e', '\x98', '\x9e', '\x9f',
  '2J', '1;1H', '31m', '?25l', '52;c;', '8;;', 'https://example.invalid/', '0;title', '$q', 'm', ';', '~', '\x07',
  // Controls that space text, and others.
  '\t', '\r', '\n', '\r\n', '\v', '\f', '\x00', '\x7f', '\x08', '\x18', '\x1a',
  // Bidi controls, zero-width characters, tags, separators.
  '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f',
  '\u061c', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u{e0041}', '\u2028', '\u2029',
  // Halves of surrogate pairs.
  '\ud800', '\udc00', '\ud83d', '\ude00',
  // CP437 glyphs (some on control bytes: ← is 0x1B, ♪ 0x0D, • 0x07), letters, emoji, spaces.
  '←', '☺', '♪', '•', '◘', '○', '◙', '⌂', '█', '░', '│', 'é', 'Ç', 'ÿ', '\u00a0', '😀', '👨\u200d👩', 'Ω', 'Nyarlathotep', ' ',
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Text built to trip a cleaner: known fragments mixed with any code points and any Latin-1. */
export const hostileText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...FRAGMENTS) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 6 }) },
      { weight: 1, arbitrary: loneSurrogate },
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

export interface PlainTextCase {
  text: string;
  maxLength: number | undefined;
}

export function checkPlainText({ text, maxLength }: PlainTextCase): void {
  const plain = toPlainText(text, maxLength);
  assertNoFault(screenFault(plain));
  if (toPlainText(plain, maxLength) !== plain || toPlainText(plain) !== plain) {
    throw new Error(`not idempotent: ${JSON.stringify(text)} -> ${JSON.stringify(plain)}`);
  }
  if (maxLength !== undefined && [...plain].length > Math.max(0, maxLength)) {
    throw new Error(`longer than ${maxLength} code points: ${JSON.stringify(plain)}`);
  }
  if (!toPlainText(text).startsWith(plain)) throw new Error(`a cut is not a prefix of the whole: ${JSON.stringify(text)}`);
}

export const plainTextTarget: FuzzTarget<PlainTextCase> = {
  name: 'toPlainText',
  arbitrary: fc.record({ text: hostileText, maxLength: fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }) }),
  check: checkPlainText,
};
