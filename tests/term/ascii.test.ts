import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { toAscii, transliterate } from '../../src/term/ascii.js';
import { createOutputWriter } from '../../src/term/output.js';

const PLAIN = /^[\x20-\x7e\r\n\b\x07\t]*$/;

describe('ASCII mode', () => {
  it('maps box drawing to + - |, blocks and shades to # : .', () => {
    expect(toAscii('┌──┐\r\n│ab│\r\n╚══╝')).toBe('+--+\r\n|ab|\r\n+--+');
    expect(toAscii('█▓▒░▀▄▌▐')).toBe('##:.####');
  });

  it('maps arrows and bullets to look-alikes and letters to their bare form', () => {
    expect(toAscii('↑↓→←►◄▲▼•∙')).toBe('^v><><^v*.');
    expect(toAscii('Café Ñandú “quoted” — ok…')).toBe('Cafe Nandu "quoted" - ok.');
    expect(toAscii('€😀')).toBe('??');
    expect(transliterate('é')).toBe('e');
  });

  it('strips CSI, OSC and lone ESC, keeps cursor-forward as spaces', () => {
    expect(toAscii('\x1b[1;33mgold\x1b[0m')).toBe('gold');
    expect(toAscii('\x1b]0;title\x07after')).toBe('after');
    expect(toAscii('a\x1b\x01b')).toBe('ab');
    expect(toAscii('a\x1b[3Cb')).toBe('a   b');
    expect(toAscii('\x1b[5;10Hx')).toBe('x');
  });

  it('turns a clear and a home into one blank gap, not two', () => {
    expect(toAscii('top\x1b[H\x1b[2Jnext')).toBe('top\r\n\r\nnext');
    expect(toAscii('\x1b[2J\x1b[Hnext')).toBe('\r\n\r\nnext');
  });

  it('never lets a byte >= 0x80 or an ESC through (any input)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const out = toAscii(s);
        return PLAIN.test(out) && !out.includes('\x1b');
      }),
    );
  });

  it('the ASCII writer sends only 7-bit bytes and no ESC', () => {
    const sent: Buffer[] = [];
    const writer = createOutputWriter({
      caps: { charset: 'cp437', ansi: false, cols: 80, rows: 24 },
      send: (b) => sent.push(b) > 0,
    });
    writer.write('\x1b[0;1;32m╔═ ARKHAM ═╗\x1b[0m ♥ ☺ ⌂ é\r\n\x1b[2J\x1b[H░▒▓█');
    writer.finish();
    const bytes = Buffer.concat(sent);
    expect(bytes.every((b) => b < 0x80 && b !== 0x1b)).toBe(true);
    expect(bytes.toString('latin1')).toBe('+- ARKHAM -+ * o ^ e\r\n\r\n\r\n.:##');
  });
});
