// Keystroke-to-echo under load: every line types at once, each at its own human pace, alternating a
// letter and a backspace so a line-editor field never fills up. The same for serve and for the bare
// echo server, so the two are comparable.
import type { CallerLine } from './caller-line.js';
import { between, pause, seededChance } from './seeded.js';

export interface EchoPhase {
  keystrokesEach: number;
  /** Between one echo and the next key, per line. */
  gapMs: readonly [number, number];
  seed: string;
  timeoutMs: number;
}

/** DEL: what most telnet clients send for the backspace key (src/term/keys.ts reads 0x08 and 0x7F alike). */
const BACKSPACE = '\x7f';

/** Every keystroke's milliseconds from key to first echoed byte, all lines together. */
export async function timeEchoes(lines: readonly CallerLine[], phase: EchoPhase): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    lines.map(async (line, index) => {
      const chance = seededChance(`${phase.seed}:${index}`);
      for (let k = 0; k < phase.keystrokesEach; k += 1) {
        await pause(between(chance, phase.gapMs));
        line.mark();
        times.push(await line.keyToEcho(k % 2 === 0 ? 'x' : BACKSPACE, 'a keystroke echo', phase.timeoutMs));
      }
      // An odd count would leave a letter in the field.
      if (phase.keystrokesEach % 2 === 1) await line.keyToEcho(BACKSPACE, 'a keystroke echo', phase.timeoutMs);
    }),
  );
  return times;
}
