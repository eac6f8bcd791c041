// Telnet as a client sends it (RFC 854 commands, RFC 1091 TTYPE, RFC 1073 NAWS), and the broken,
// flooding and endless variants a fuzzer tries on our listener.
import fc from 'fast-check';
import { byteMutations, applyMutations } from './byte-mutations.js';
import { INVALID_UTF8, keystrokeBytes } from './keystrokes.js';

/** RFC 854 command bytes. */
export const IAC = 255;
export const DONT = 254;
export const DO = 253;
export const WONT = 252;
export const WILL = 251;
export const SB = 250;
export const AYT = 246;
export const NOP = 241;
export const SE = 240;
/** Option codes: RFC 856 BINARY, 857 ECHO, 858 SGA, 1091 TTYPE, 1073 NAWS, 1572 NEW-ENVIRON. */
export const BINARY = 0;
export const ECHO = 1;
export const SGA = 3;
export const TTYPE = 24;
export const NAWS = 31;
export const NEW_ENVIRON = 39;
/** TTYPE IS (RFC 1091). */
const IS = 0;

/** A sub-negotiation with every 0xFF in the payload doubled (RFC 854). */
export function subNegotiation(option: number, payload: readonly number[]): Buffer {
  return Buffer.from([IAC, SB, option, ...payload.flatMap((b) => (b === IAC ? [IAC, IAC] : [b])), IAC, SE]);
}

/** A well-behaved client's answer to our opening: agrees, then names its terminal and its size. */
export function clientHello(terminalType = 'xterm', cols = 80, rows = 24): Buffer {
  return Buffer.concat([
    Buffer.from([IAC, DO, ECHO, IAC, DO, SGA, IAC, WILL, SGA, IAC, WILL, BINARY, IAC, DO, BINARY, IAC, WILL, TTYPE]),
    subNegotiation(TTYPE, [IS, ...Buffer.from(terminalType, 'latin1')]),
    Buffer.from([IAC, WILL, NAWS]),
    subNegotiation(NAWS, [cols >> 8, cols & 0xff, rows >> 8, rows & 0xff]),
  ]);
}

/** Valid sessions to mutate: SyncTERM-, qodem- and telnet-like openings with typing after them. */
export const VALID_SCRIPTS: readonly Buffer[] = [
  Buffer.concat([clientHello('xterm', 80, 24), Buffer.from('Herbert West\r', 'latin1')]),
  Buffer.concat([clientHello('syncterm', 255, 255), Buffer.from('\x1b[A\x1b[3~q\r\n', 'latin1')]),
  Buffer.concat([clientHello('ansi', 0, 0), Buffer.from('name\r\x00', 'latin1')]),
  Buffer.concat([
    Buffer.from([IAC, WILL, NEW_ENVIRON, IAC, WONT, TTYPE, IAC, DONT, ECHO, IAC, AYT, IAC, NOP]),
    subNegotiation(NEW_ENVIRON, [IS, 0, ...Buffer.from('TERM'), 1, ...Buffer.from('vt100')]),
    Buffer.from([IAC, IAC, 0x41, 0x0d, 0x0a]),
  ]),
];

export type WireWrite = 'whole' | 'bytewise' | 'chunks';

export interface WireCase {
  label: string;
  bytes: Buffer;
  /** How the client writes: all at once, a byte at a time (the first 512), or in chunks of `chunk`. */
  write: WireWrite;
  chunk: number;
  /** 'end' closes politely (FIN); 'destroy' drops the line at once. */
  ending: 'end' | 'destroy';
}

const labelled = (label: string, bytes: fc.Arbitrary<Buffer>): fc.Arbitrary<{ label: string; bytes: Buffer }> =>
  bytes.map((b) => ({ label, bytes: b }));

const repeat = (unit: readonly number[], times: number): Buffer =>
  Buffer.from(Buffer.from(unit).toString('latin1').repeat(times), 'latin1');

const FLOOD_UNITS: readonly (readonly number[])[] = [
  [IAC], [IAC, IAC], [IAC, NOP], [IAC, AYT], [IAC, DO, 99], [IAC, WILL, 200], [IAC, WILL, TTYPE, IAC, WONT, TTYPE],
  [IAC, DO, ECHO, IAC, DONT, ECHO], [IAC, SB], [IAC, SE], [IAC, SB, NAWS, IAC, SE],
];

/** Random bytes; mutated valid sessions; IAC floods; sub-negotiations that never end; broken UTF-8; typing. */
export const wireBytes: fc.Arbitrary<{ label: string; bytes: Buffer }> = fc.oneof(
  labelled('random bytes', fc.uint8Array({ maxLength: 4096 }).map((b) => Buffer.from(b))),
  labelled(
    'mutated negotiation',
    fc.tuple(fc.constantFrom(...VALID_SCRIPTS), byteMutations).map(([script, mutations]) => applyMutations(script, mutations)),
  ),
  labelled(
    'IAC flood',
    fc.tuple(fc.constantFrom(...FLOOD_UNITS), fc.integer({ min: 100, max: 20_000 })).map(([unit, times]) => repeat(unit, times)),
  ),
  labelled(
    'endless sub-negotiation',
    fc
      .record({
        option: fc.constantFrom(TTYPE, NAWS, NEW_ENVIRON, 200),
        length: fc.integer({ min: 1, max: 100_000 }),
        fill: fc.constantFrom([0x41], [IAC, IAC], [IAC, SB, TTYPE], [0x0d, 0x0a]),
        tail: fc.constantFrom('', 'hello\r', '\xff\xf0hello\r'),
      })
      .map(({ option, length, fill, tail }) =>
        Buffer.concat([Buffer.from([IAC, SB, option]), repeat(fill, length), Buffer.from(tail, 'latin1')]),
      ),
  ),
  labelled(
    'invalid UTF-8',
    fc
      .array(fc.constantFrom(...INVALID_UTF8), { maxLength: 60 })
      .map((parts) => Buffer.concat([clientHello('xterm'), ...parts.map((p) => Buffer.from(p)), Buffer.from('\r')])),
  ),
  labelled('typing', keystrokeBytes.map((typed) => Buffer.concat([clientHello('syncterm'), typed]))),
);

export const wireCase: fc.Arbitrary<WireCase> = fc
  .record({
    input: wireBytes,
    write: fc.constantFrom<WireWrite>('whole', 'bytewise', 'chunks'),
    chunk: fc.integer({ min: 1, max: 1500 }),
    ending: fc.constantFrom<'end' | 'destroy'>('end', 'destroy'),
  })
  .map(({ input, write, chunk, ending }) => ({ label: input.label, bytes: input.bytes, write, chunk, ending }));
