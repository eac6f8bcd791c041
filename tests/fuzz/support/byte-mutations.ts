// Byte-level damage to known-good inputs (drop files, config files, telnet sessions): a flipped bit, a
// byte set to one our parsers treat specially, a spliced-in run, a lost or repeated stretch, a cut tail.
import fc from 'fast-check';

export type ByteMutation =
  | { op: 'flip'; at: number; bit: number }
  | { op: 'set'; at: number; byte: number }
  | { op: 'insert'; at: number; run: string }
  | { op: 'delete'; at: number; length: number }
  | { op: 'repeat'; at: number; length: number; times: number }
  | { op: 'truncate'; at: number };

/** NUL, BEL, BS, TAB, LF, CR, Ctrl-Z (DOS end of file), ESC, digits and signs, DEL, C1 CSI, UTF-8 leads, IAC. */
const SPECIAL_BYTES = [
  0x00, 0x07, 0x08, 0x09, 0x0a, 0x0d, 0x1a, 0x1b, 0x20, 0x22, 0x2b, 0x2c, 0x2d, 0x2e, 0x30, 0x31, 0x39, 0x3a, 0x5b,
  0x7b, 0x7d, 0x7f, 0x80, 0x9b, 0xc0, 0xe2, 0xf0, 0xfe, 0xff,
];

/** Runs worth splicing in (latin1): escapes, telnet commands, odd numbers, JSON shapes, line breaks. */
const SPECIAL_RUNS = [
  '\x1b[2J', '\x1b]0;x\x07', '\x9b31m', '\xff\xfa\x18', '\xff\xf0', '\xff\xff', '\r\n', '\n\n\n', '\r', '\x00\x00',
  '99999999999999999999', '-1', '1e308', '0x10', 'NaN', '  1800.00', 'COM0:', 'COM255', '00/00/00', '13/32/99',
  '{', '}', '[', ']', '"', '":', ',', 'null', 'true', '"__proto__":{}', '\\u0000', '\\ud800', 'A'.repeat(300),
];

const position = fc.nat({ max: 1 << 20 });

export const byteMutation: fc.Arbitrary<ByteMutation> = fc.oneof(
  fc.record({ op: fc.constant('flip' as const), at: position, bit: fc.integer({ min: 0, max: 7 }) }),
  fc.record({ op: fc.constant('set' as const), at: position, byte: fc.oneof(fc.constantFrom(...SPECIAL_BYTES), fc.nat(255)) }),
  fc.record({ op: fc.constant('insert' as const), at: position, run: fc.constantFrom(...SPECIAL_RUNS) }),
  fc.record({ op: fc.constant('delete' as const), at: position, length: fc.integer({ min: 1, max: 64 }) }),
  fc.record({
    op: fc.constant('repeat' as const),
    at: position,
    length: fc.integer({ min: 1, max: 64 }),
    times: fc.integer({ min: 2, max: 2000 }),
  }),
  fc.record({ op: fc.constant('truncate' as const), at: position }),
);

export const byteMutations: fc.Arbitrary<ByteMutation[]> = fc.array(byteMutation, { minLength: 1, maxLength: 6 });

function applyOne(bytes: Buffer, m: ByteMutation): Buffer {
  const at = m.at % (bytes.length + 1);
  switch (m.op) {
    case 'flip':
    case 'set': {
      if (at >= bytes.length) return bytes;
      const out = Buffer.from(bytes);
      out[at] = m.op === 'flip' ? (bytes[at] ?? 0) ^ (1 << m.bit) : m.byte;
      return out;
    }
    case 'insert':
      return Buffer.concat([bytes.subarray(0, at), Buffer.from(m.run, 'latin1'), bytes.subarray(at)]);
    case 'delete':
      return Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + m.length)]);
    case 'repeat': {
      const stretch = bytes.subarray(at, at + m.length);
      return Buffer.concat([bytes.subarray(0, at), ...Array.from({ length: m.times }, () => stretch), bytes.subarray(at + m.length)]);
    }
    case 'truncate':
      return bytes.subarray(0, at);
  }
}

/** `base` with the mutations applied in order; positions wrap to the current length. */
export function applyMutations(base: Uint8Array, mutations: readonly ByteMutation[]): Buffer {
  let bytes: Buffer = Buffer.from(base);
  for (const m of mutations) bytes = applyOne(bytes, m);
  return bytes;
}
