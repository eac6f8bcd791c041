// What a caller's side may send as typing: real keys and the sequences terminals send on their own
// (cursor and function keys, bracketed paste, mouse and cursor reports, colour replies), broken UTF-8,
// and plain random bytes, mixed.
import fc from 'fast-check';

/** Sequences from real keyboards and terminals, written as bytes (latin1). */
export const KEY_SEQUENCES: readonly string[] = [
  '\x1b[A', '\x1b[B', '\x1b[C', '\x1b[D', '\x1b[H', '\x1b[F', '\x1b[1~', '\x1b[3~', '\x1b[4~', '\x1b[5~', '\x1b[6~',
  '\x1b[K', '\x1b[V', '\x1b[U', '\x1bOA', '\x1bOH', '\x1bOM', '\x1b[[A', '\x1b[1;5C', '\x1b[200~', '\x1b[201~',
  '\x1b[<0;10;5M', '\x1b[M !!', '\x1b[12;40R', '\x1b[?1;2c', '\x1b]11;rgb:0000/0000/0000\x07', '\x1bP1$r0m\x1b\\',
  '\x1b', '\x1b\x1b', '\x1bx', '\x1b ', '\x1b(B', '\x7f', '\x08', '\t', '\r', '\r\n', '\r\x00', '\n', '\x15', '\x03',
  '\x00', '\x1a', 'q', 'Q', 'i', 'I', 'p', 'n', 'f', ' ', 'Herbert West', '\x9b2J', '\x9b',
];

/** UTF-8 gone wrong: stray continuations, overlong forms (C0 9B is an overlong ESC), surrogates, cut-off sequences. */
export const INVALID_UTF8: readonly (readonly number[])[] = [
  [0x80], [0xbf], [0xc0, 0x80], [0xc1, 0xbf], [0xc0, 0x9b], [0xe0, 0x80, 0x9b], [0xf0, 0x80, 0x80, 0x9b],
  [0xed, 0xa0, 0x80], [0xed, 0xbf, 0xbf], [0xf4, 0x90, 0x80, 0x80], [0xf5, 0x80, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80], [0xfe], [0xff], [0xc2], [0xe2, 0x82], [0xf0, 0x9f, 0x98],
];

/** Valid UTF-8 that still needs care: C1 CSI, a bidi override, a zero-width joiner, a BOM, an emoji, letters. */
export const AWKWARD_UTF8: readonly string[] = ['\u009b2J', '\u202egnp.exe', 'a\u200db', '\ufeff', '😀', 'é', 'Ω', '←'];

const sequence = fc.constantFrom(...KEY_SEQUENCES).map((s) => Buffer.from(s, 'latin1'));
const invalid = fc.constantFrom(...INVALID_UTF8).map((bytes) => Buffer.from(bytes));
const awkward = fc.constantFrom(...AWKWARD_UTF8).map((s) => Buffer.from(s, 'utf8'));
const random = fc.uint8Array({ maxLength: 24 }).map((bytes) => Buffer.from(bytes));

/** A run of typing: keys, terminal chatter, broken and awkward UTF-8 and random bytes. */
export const keystrokeBytes: fc.Arbitrary<Buffer> = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: sequence },
      { weight: 2, arbitrary: invalid },
      { weight: 1, arbitrary: awkward },
      { weight: 2, arbitrary: random },
    ),
    { maxLength: 48 },
  )
  .map((parts) => Buffer.concat(parts));

/** Where to cut `length` bytes into pieces: sorted positions inside it. */
export function cutPoints(length: number, cuts: readonly number[]): number[] {
  return [...new Set(cuts.map((c) => (length === 0 ? 0 : c % (length + 1))))].sort((a, b) => a - b);
}

/** `bytes` cut at `points` (from cutPoints). */
export function cutAt(bytes: Uint8Array, points: readonly number[]): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (const point of points) {
    pieces.push(Buffer.from(bytes.subarray(from, point)));
    from = point;
  }
  pieces.push(Buffer.from(bytes.subarray(from)));
  return pieces;
}
