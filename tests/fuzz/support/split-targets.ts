// State machines that must not care where TCP cuts the stream: the telnet input filter (commands out,
// Enter normalised) and the key decoder give the same result for the bytes whole and cut anywhere.
import fc from 'fast-check';
import { createTelnetInputFilter } from '../../../src/transports/telnet-input.js';
import type { Charset } from '../../../src/term/types.js';
import { decodeKeys } from './typed-line-target.js';
import { cutAt, cutPoints, keystrokeBytes } from './keystrokes.js';
import type { FuzzTarget } from './target.js';
import { wireBytes } from './telnet-wire.js';

export interface TelnetFilterResult {
  /** The caller's bytes, all chunks joined (how they are chunked is free to differ). */
  data: string;
  /** Commands, sub-negotiations and protocol errors, in order. */
  commands: string[];
}

/** Feeds `pieces` to a fresh telnet input filter and records what comes out. */
export function filterTelnet(pieces: readonly Uint8Array[]): TelnetFilterResult {
  const data: Buffer[] = [];
  const commands: string[] = [];
  const filter = createTelnetInputFilter({
    data: (bytes) => data.push(Buffer.from(bytes)),
    negotiation: ({ verb, option }) => commands.push(`${verb} ${option}`),
    sub: (option, payload) => commands.push(`sub ${option} ${payload.toString('hex')}`),
    protocolError: (message) => commands.push(`error ${message}`),
    fault: (error) => {
      throw error;
    },
  });
  for (const piece of pieces) filter.write(Buffer.from(piece));
  return { data: Buffer.concat(data).toString('hex'), commands };
}

function sameOrThrow(what: string, whole: unknown, split: unknown, points: readonly number[]): void {
  const a = JSON.stringify(whole);
  const b = JSON.stringify(split);
  if (a !== b) throw new Error(`${what} differs when cut at ${points.join(',')}: whole ${a.slice(0, 300)} / cut ${b.slice(0, 300)}`);
}

export interface TelnetSplitCase {
  bytes: Buffer;
  cuts: number[];
}

export function checkTelnetSplit({ bytes, cuts }: TelnetSplitCase): void {
  const points = cutPoints(bytes.length, cuts);
  sameOrThrow('telnet filter output', filterTelnet([bytes]), filterTelnet(cutAt(bytes, points)), points);
}

export const telnetSplitTarget: FuzzTarget<TelnetSplitCase> = {
  name: 'telnet input filter, cut anywhere',
  // Small inputs only: big floods say nothing more about cutting, and cost time.
  arbitrary: fc.record({
    bytes: wireBytes.map(({ bytes }) => bytes.subarray(0, 2048)),
    cuts: fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
  }),
  check: checkTelnetSplit,
};

export interface KeySplitCase {
  charset: Charset;
  bytes: Buffer;
  cuts: number[];
}

export function checkKeySplit({ charset, bytes, cuts }: KeySplitCase): void {
  const points = cutPoints(bytes.length, cuts);
  const whole = decodeKeys(charset, [{ bytes, pauseMs: 0 }]);
  const split = decodeKeys(charset, cutAt(bytes, points).map((piece) => ({ bytes: piece, pauseMs: 0 })));
  sameOrThrow('keys', whole, split, points);
}

export const keySplitTarget: FuzzTarget<KeySplitCase> = {
  name: 'key decoder, cut anywhere',
  arbitrary: fc.record({
    charset: fc.constantFrom<Charset>('cp437', 'utf8'),
    bytes: keystrokeBytes,
    cuts: fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
  }),
  check: checkKeySplit,
};
