import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { FakeClock } from '../../src/support/fake-clock.js';
import { createKeyDecoder, ESCAPE_TIMEOUT_MS } from '../../src/term/keys.js';
import type { Charset, Key } from '../../src/term/types.js';

function decoder(charset: Charset = 'cp437') {
  const clock = new FakeClock();
  const keys: Key[] = [];
  const dec = createKeyDecoder({ charset, clock, onKey: (k) => keys.push(k) });
  return { clock, keys, dec };
}

/** Keys from `bytes` fed in the given chunks, with no time passing between chunks. */
function decodeChunks(chunks: number[][], charset: Charset = 'cp437'): Key[] {
  const { keys, dec } = decoder(charset);
  for (const chunk of chunks) dec.push(Uint8Array.from(chunk));
  return keys;
}

const bytes = (s: string): number[] => [...Buffer.from(s, 'latin1')];

/** Every way of cutting `data` in two, plus one byte at a time. */
function splits(data: number[]): number[][][] {
  const out: number[][][] = [[data], data.map((b) => [b])];
  for (let i = 1; i < data.length; i += 1) out.push([data.slice(0, i), data.slice(i)]);
  return out;
}

const SEQUENCES: Array<[string, string, Key]> = [
  ['up (CSI)', '\x1b[A', { kind: 'up' }],
  ['down (CSI)', '\x1b[B', { kind: 'down' }],
  ['right (CSI)', '\x1b[C', { kind: 'right' }],
  ['left (CSI)', '\x1b[D', { kind: 'left' }],
  ['up (SS3)', '\x1bOA', { kind: 'up' }],
  ['down (SS3)', '\x1bOB', { kind: 'down' }],
  ['right (SS3)', '\x1bOC', { kind: 'right' }],
  ['left (SS3)', '\x1bOD', { kind: 'left' }],
  ['ctrl-up', '\x1b[1;5A', { kind: 'up' }],
  ['home CSI H', '\x1b[H', { kind: 'home' }],
  ['home CSI 1~', '\x1b[1~', { kind: 'home' }],
  ['home CSI 7~', '\x1b[7~', { kind: 'home' }],
  ['home SS3 H', '\x1bOH', { kind: 'home' }],
  ['end CSI F', '\x1b[F', { kind: 'end' }],
  ['end CSI 4~', '\x1b[4~', { kind: 'end' }],
  ['end CSI 8~', '\x1b[8~', { kind: 'end' }],
  ['end SS3 F', '\x1bOF', { kind: 'end' }],
  ['end SyncTERM CSI K', '\x1b[K', { kind: 'end' }],
  ['delete CSI 3~', '\x1b[3~', { kind: 'delete' }],
  ['page up CSI 5~', '\x1b[5~', { kind: 'page-up' }],
  ['page down CSI 6~', '\x1b[6~', { kind: 'page-down' }],
  ['page up SyncTERM CSI V', '\x1b[V', { kind: 'page-up' }],
  ['page down SyncTERM CSI U', '\x1b[U', { kind: 'page-down' }],
  ['keypad enter SS3 M', '\x1bOM', { kind: 'enter' }],
  ['enter', '\r', { kind: 'enter' }],
  ['backspace BS', '\b', { kind: 'backspace' }],
  ['backspace DEL', '\x7f', { kind: 'backspace' }],
  ['tab', '\t', { kind: 'tab' }],
  ['ctrl-C', '\x03', { kind: 'ctrl', char: 'C' }],
  ['ctrl-U', '\x15', { kind: 'ctrl', char: 'U' }],
  ['letter', 'q', { kind: 'char', char: 'q' }],
];

describe('key decoder', () => {
  for (const [name, sequence, key] of SEQUENCES) {
    it(`decodes ${name}, split at every byte boundary`, () => {
      for (const chunks of splits(bytes(sequence))) expect(decodeChunks(chunks)).toEqual([key]);
    });
  }

  it('decodes CP437 and UTF-8 characters by charset, UTF-8 split anywhere', () => {
    expect(decodeChunks([[0x82, 0x9c]], 'cp437')).toEqual([
      { kind: 'char', char: 'é' },
      { kind: 'char', char: '£' },
    ]);
    for (const text of ['é', '€', '😀']) {
      for (const chunks of splits([...Buffer.from(text, 'utf8')])) {
        expect(decodeChunks(chunks, 'utf8')).toEqual([{ kind: 'char', char: text }]);
      }
    }
    // Broken UTF-8 and C1 controls are dropped, never half-decoded.
    expect(decodeChunks([[0xc3, 0x41, 0x80, 0xc2, 0x9b, 0xff]], 'utf8')).toEqual([{ kind: 'char', char: 'A' }]);
  });

  it('never turns 0xFF (telnet IAC) into a key', () => {
    expect(decodeChunks([[0xff, 0x61]])).toEqual([{ kind: 'char', char: 'a' }]);
  });

  it('tells a lone ESC by the clock', () => {
    const { clock, keys, dec } = decoder();
    dec.push(Uint8Array.from([0x1b]));
    clock.advance(ESCAPE_TIMEOUT_MS - 1);
    expect(keys).toEqual([]);
    clock.advance(1);
    expect(keys).toEqual([{ kind: 'escape' }]);
    expect(clock.pending()).toBe(0);
  });

  it('waits for the rest of a sequence that comes within the ESC timeout', () => {
    const { clock, keys, dec } = decoder();
    dec.push(Uint8Array.from([0x1b]));
    clock.advance(ESCAPE_TIMEOUT_MS - 10);
    dec.push(Uint8Array.from(bytes('[A')));
    clock.advance(1000);
    expect(keys).toEqual([{ kind: 'up' }]);
  });

  it('gives two escapes for ESC ESC, and escape then enter for ESC CR', () => {
    expect(decodeChunks([bytes('\x1b\x1b')]).slice(0, 1)).toEqual([{ kind: 'escape' }]);
    expect(decodeChunks([bytes('\x1b\r')])).toEqual([{ kind: 'escape' }, { kind: 'enter' }]);
  });

  it('swallows unknown sequences and terminal replies whole', () => {
    const noise = [
      '\x1b[2~', // Insert
      '\x1b[15~', // F5
      '\x1b[11;2~', // Shift-F1 (SyncTERM)
      '\x1bOP', // F1
      '\x1b[[A', // F1 on the Linux console
      '\x1b[12;40R', // cursor position report
      '\x1b[?1;2c', // device attributes reply
      '\x1b]11;rgb:0000/0000/0000\x07', // OSC colour reply
      '\x1bP1$r0m\x1b\\', // DCS reply
      '\x1bx', // Alt-x
      '\x1b(B', // designate charset
      '\x1b[@', // Insert (SyncTERM)
      '\x1b[200~', // bracketed paste start
    ].join('');
    for (const chunks of [[bytes(noise + 'ok')], bytes(noise + 'ok').map((b) => [b])]) {
      expect(decodeChunks(chunks)).toEqual([
        { kind: 'char', char: 'o' },
        { kind: 'char', char: 'k' },
      ]);
    }
  });

  it('drops a sequence left unfinished, without leaking its bytes', () => {
    const { clock, keys, dec } = decoder();
    dec.push(Uint8Array.from(bytes('\x1b[12;')));
    clock.advance(5000);
    dec.push(Uint8Array.from(bytes('z')));
    expect(keys).toEqual([{ kind: 'char', char: 'z' }]);
  });

  it('decodes the same keys however the bytes are chunked (any bytes)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.array(fc.nat(40)), (data, cuts) => {
        const points = [...new Set(cuts.filter((c) => c < data.length))].sort((a, b) => a - b);
        const chunks: number[][] = [];
        let last = 0;
        for (const p of [...points, data.length]) {
          chunks.push([...data.slice(last, p)]);
          last = p;
        }
        expect(decodeChunks(chunks, 'utf8')).toEqual(decodeChunks([[...data]], 'utf8'));
        expect(decodeChunks(chunks, 'cp437')).toEqual(decodeChunks([[...data]], 'cp437'));
      }),
    );
  });

  it('never yields a character key holding a control or ESC (any bytes)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 60 }), (data) => {
        for (const charset of ['cp437', 'utf8'] as const) {
          for (const key of decodeChunks([[...data]], charset)) {
            if (key.kind === 'char') expect(key.char).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
          }
        }
      }),
    );
  });
});
