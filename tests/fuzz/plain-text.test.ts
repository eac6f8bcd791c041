// toPlainText: whatever the input, nothing a terminal would act on survives (after CP437 and after
// UTF-8 encoding), cleaning twice changes nothing, ordinary text is left alone, and named attacks fail.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPlainText } from '../../src/support/plain-text.js';
import { cp437Char, decodeCp437, encodeCp437 } from '../../src/term/cp437.js';
import { createKeyDecoder } from '../../src/term/keys.js';
import { isPrintable } from '../../src/term/printable.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import type { Key } from '../../src/term/types.js';
import { fuzzSeed, readCorpus } from './support/corpus.js';
import { checkPlainText, plainTextTarget } from './support/plain-text-target.js';
import { fuzzProperty } from './support/target.js';
import { screenFault } from './support/terminal-safety.js';

describe('toPlainText properties', () => {
  it('leaves nothing a terminal acts on, is idempotent, and cuts by code points (hostile text)', async () => {
    await fc.assert(fuzzProperty(plainTextTarget), { seed: fuzzSeed('plainText'), numRuns: 3000 });
  });

  it('does the same for any string of any code points', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.nat(100), (text, maxLength) => {
        checkPlainText({ text, maxLength: undefined });
        checkPlainText({ text, maxLength });
      }),
      { seed: fuzzSeed('plainText'), numRuns: 1000 },
    );
  });

  it('replays the corpus (UTF-16LE files, so lone surrogates survive)', () => {
    const corpus = readCorpus('plain-text');
    expect(corpus.length).toBeGreaterThan(0);
    for (const { bytes } of corpus) checkPlainText({ text: bytes.toString('utf16le'), maxLength: undefined });
  });

  it('keeps letters, CP437 glyphs and printable Unicode as they are', () => {
    const glyphs = Array.from({ length: 256 }, (_, byte) => cp437Char(byte)).filter((ch) => !/[\u0000-\u001f]/.test(ch));
    const safe = fc.constantFrom(...glyphs, 'Ω', 'ж', 'שלום', '日本', '😀', 'ñ', 'é', 'Ⅻ', '…', '—');
    fc.assert(
      fc.property(fc.array(safe, { maxLength: 30 }), (parts) => {
        const text = parts.join('');
        expect(toPlainText(text)).toBe(text);
      }),
      { seed: fuzzSeed('plainText'), numRuns: 500 },
    );
  });

  it('passes every character the line editor accepts (isPrintable is the stricter rule)', () => {
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const ch = String.fromCodePoint(code);
      if (isPrintable(ch) && toPlainText(ch) !== ch) throw new Error(`U+${code.toString(16)} is printable but not plain`);
    }
  });

  it('turns tabs and line breaks into spaces and cuts to a code point count', () => {
    expect(toPlainText('Nyar\tlatho\r\ntep')).toBe('Nyar latho  tep');
    expect(toPlainText('a\u2028b')).toBe('a b');
    expect(toPlainText('😀😀😀', 2)).toBe('😀😀');
    expect(toPlainText('abc', 0)).toBe('');
    expect(toPlainText('abc', -3)).toBe('');
    expect(toPlainText('abc', 2.9)).toBe('ab');
    expect(toPlainText('\x1b[31mabc', 2)).toBe('ab');
  });
});

/** The bytes a name would put on a CP437 screen and on a UTF-8 screen. */
function onScreens(text: string): { cp437: Buffer; utf8: Buffer } {
  return { cp437: encodeCp437(text), utf8: Buffer.from(text, 'utf8') };
}

describe('named attacks', () => {
  const ATTACKS: ReadonlyArray<{ name: string; input: string; plain: string }> = [
    { name: 'clear screen, ESC[2J', input: 'Carter\x1b[2J\x1b[H', plain: 'Carter' },
    { name: 'colour and cursor moves', input: '\x1b[1;31mRed\x1b[0m \x1b[10;10HHere\x1b[?25l', plain: 'Red Here' },
    { name: 'OSC 52 clipboard write (BEL)', input: 'Wilbur\x1b]52;c;cm0gLXJmIH4=\x07', plain: 'Wilbur' },
    { name: 'OSC 52 clipboard write (ST)', input: '\x1b]52;p;cm0gLXJmIH4=\x1b\\Whateley', plain: 'Whateley' },
    { name: 'OSC 8 hyperlink', input: '\x1b]8;;https://evil.invalid/\x1b\\click me\x1b]8;;\x1b\\', plain: 'click me' },
    { name: 'OSC 0 window title', input: '\x1b]0;You have been pwned\x07Armitage', plain: 'Armitage' },
    { name: 'DCS request status string', input: 'Dexter\x1bP$qm\x1b\\', plain: 'Dexter' },
    { name: 'DCS never terminated', input: 'Marsh\x1bP1;1|17/ab', plain: 'Marsh' },
    { name: 'APC, PM and SOS strings', input: '\x1b_apc\x1b\\\x1b^pm\x1b\\\x1bXsos\x1b\\Olmstead', plain: 'Olmstead' },
    { name: 'CSI with the 8-bit C1 introducer 0x9B', input: 'Pickman\u009b2J\u009b31m', plain: 'Pickman' },
    { name: 'OSC and ST in 8-bit C1 form', input: '\u009d52;c;cGF5bG9hZA==\u009cPeaslee', plain: 'Peaslee' },
    { name: 'DCS in 8-bit C1 form', input: '\u0090$qm\u009cAkeley', plain: 'Akeley' },
    { name: 'reset terminal, ESC c', input: '\x1bcGilman', plain: 'Gilman' },
    { name: 'answerback request and bell', input: 'Curwen\x05\x07', plain: 'Curwen' },
    { name: 'cut-off CSI at the end', input: 'Ward\x1b[3', plain: 'Ward' },
    { name: 'RTL override name', input: 'Admin\u202Eexe.txt', plain: 'Adminexe.txt' },
    { name: 'RTL isolate name', input: '\u2067Lavinia\u2069 Whateley', plain: 'Lavinia Whateley' },
    { name: 'zero-width joiner spoof', input: 'Ar\u200Dmi\u200Btage\uFEFF', plain: 'Armitage' },
    { name: 'tag characters', input: 'Asenath\u{E0041}\u{E0042}', plain: 'Asenath' },
    { name: 'lone surrogates', input: '\uD800Keziah\uDC00', plain: 'Keziah' },
    { name: 'fake line in a log or chat', input: 'Joe\r\n<Sysop> drop carrier', plain: 'Joe  <Sysop> drop carrier' },
  ];

  for (const { name, input, plain } of ATTACKS) {
    it(name, () => {
      const cleaned = toPlainText(input);
      expect(cleaned).toBe(plain);
      expect(screenFault(cleaned)).toBeUndefined();
      const { cp437, utf8 } = onScreens(cleaned);
      expect(cp437.includes(0x1b)).toBe(false);
      expect(utf8.includes(0x1b)).toBe(false);
    });
  }

  it('CP437 byte 0x1B smuggled as its glyph ← never leaves as ESC', () => {
    // Byte 0x1B shows as ← on a CP437 screen; a name typed with the glyph must not come back as ESC.
    const cleaned = toPlainText('←[2J←]0;x\x07Nahum');
    expect(cleaned).toBe('←[2J←]0;xNahum');
    expect(encodeCp437(cleaned).includes(0x1b)).toBe(false);
    expect(screenFault(cleaned)).toBeUndefined();
    // And a real 0x1B byte in a CP437 drop file decodes to ESC, which is removed with its sequence.
    expect(toPlainText(decodeCp437(Buffer.from('\x1b[2JNahum', 'latin1')))).toBe('Nahum');
  });

  it('overlong UTF-8 for ESC (C0 9B, E0 80 9B) is never ESC', () => {
    const bytes = Buffer.from([0x4e, 0xc0, 0x9b, 0x5b, 0x32, 0x4a, 0xe0, 0x80, 0x9b, 0x5b, 0x48]);
    const decoded = new TextDecoder('utf-8').decode(bytes);
    const cleaned = toPlainText(decoded);
    expect(cleaned.includes('\x1b')).toBe(false);
    expect(screenFault(cleaned)).toBeUndefined();
    // Typed on a UTF-8 line, the key decoder drops the overlong bytes: no Escape, no control.
    const keys: Key[] = [];
    const decoder = createKeyDecoder({ charset: 'utf8', clock: new FakeClock(), onKey: (key) => keys.push(key) });
    decoder.push(bytes);
    expect(keys.some((key) => key.kind === 'escape')).toBe(false);
    expect(keys.map((key) => (key.kind === 'char' ? key.char : key.kind)).join('')).toBe('N[2J[H');
  });
});
