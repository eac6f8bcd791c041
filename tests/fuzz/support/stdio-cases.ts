// Stdin for the door run over --stdio: random bytes, typing with terminal chatter, and a caller's
// session with damage done to it. Made from fixed seeds, so every run feeds the same bytes.
import fc from 'fast-check';
import { applyMutations, byteMutations } from './byte-mutations.js';
import { keystrokeBytes } from './keystrokes.js';

/** What the door sends: ANSI in CP437 (the drop file's choice), plain ASCII (DOOR32 emulation 0), ANSI in UTF-8 (--utf8). */
export type DoorOutput = 'cp437' | 'ascii' | 'utf8';

export interface StdinCase {
  label: string;
  output: DoorOutput;
  bytes: Buffer;
  /** Bytes per write; the door reads whatever the pipe gives it. */
  chunk: number;
  /** Write before the first screen arrives (type-ahead), instead of after. */
  early: boolean;
}

/** Title, instructions paged through, each menu item, and back: a real caller's keys. */
const SESSION = Buffer.from(' i\r\r\r\rnnpf\x1b[A\x1b[Bx p ', 'latin1');

export const stdinCase: fc.Arbitrary<StdinCase> = fc.record({
  label: fc.constant('stdin'),
  output: fc.constantFrom<DoorOutput>('cp437', 'ascii', 'utf8'),
  bytes: fc.oneof(
    fc.uint8Array({ minLength: 1, maxLength: 4096 }).map((b) => Buffer.from(b)),
    fc.array(keystrokeBytes, { minLength: 1, maxLength: 8 }).map((parts) => Buffer.concat(parts)),
    byteMutations.map((m) => applyMutations(SESSION, m)),
  ),
  chunk: fc.integer({ min: 1, max: 512 }),
  early: fc.boolean(),
});

/** `count` cases from `seed`, the same every time. */
export function stdinCases(seed: number, count: number): StdinCase[] {
  return fc.sample(stdinCase, { seed, numRuns: count }).map((c, i) => ({ ...c, label: `seed ${seed} case ${i}` }));
}
