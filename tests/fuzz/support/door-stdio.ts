// Runs the built door over --stdio for one stdin case and judges how it ended: exit 0 whatever the
// garbage, no stack trace on stderr, stdout or in its log, no byte 0xFF sent, and out soon after EOF.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, spawnDoor } from '../../support/door-process.js';
import type { DoorOutput, StdinCase } from './stdio-cases.js';

const fixture = (name: string): string => join(REPO_ROOT, 'tests', 'fixtures', 'dropfiles', name);
/** Drop file and flags for each kind of output. */
const DOOR_ARGS: Record<DoorOutput, string[]> = {
  cp437: ['--dropfile', fixture('synchronet-native')],
  ascii: ['--dropfile', fixture('enigma-door32-pr787-serial')],
  utf8: ['--dropfile', fixture('synchronet-native'), '--utf8'],
};
/** From stdin EOF to exit: a hang-up ends the door within ~5 s (FACTS-BBS §0.6). */
export const EOF_TO_EXIT_MS = 5000;
const STACK_FRAME = /\n\s+at [^\n]*:\d+:\d+/;

function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out: ${what}`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** What is wrong with the bytes the door sent: never 0xFF; ASCII mode 7-bit without ESC; UTF-8 mode valid UTF-8. */
function outputFaults(output: DoorOutput, bytes: Buffer): string[] {
  const faults: string[] = [];
  if (bytes.includes(0xff)) faults.push('byte 0xFF on stdout');
  if (output === 'ascii' && bytes.some((b) => b === 0x1b || b >= 0x80)) faults.push('ESC or an 8-bit byte in ASCII mode');
  if (output === 'utf8') {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      faults.push('invalid UTF-8 in UTF-8 mode');
    }
  }
  return faults;
}

export async function runDoorOnStdin(c: StdinCase, home: string): Promise<void> {
  const door = spawnDoor(['door', ...DOOR_ARGS[c.output], '--stdio', '--home', home]);
  const stdin = door.child.stdin;
  if (!stdin) throw new Error('no stdin pipe');
  // The door may quit (a random 'q') while we still write: a broken pipe is its right.
  stdin.on('error', () => {});
  try {
    if (!c.early) await door.waitFor(/./);
    for (let at = 0; at < c.bytes.length; at += c.chunk) stdin.write(c.bytes.subarray(at, at + c.chunk));
    await new Promise<void>((resolve) => stdin.end(resolve));
    const { code, signal } = await withDeadline(door.exited, EOF_TO_EXIT_MS + 5000, `${c.label}: the door to exit after EOF`);
    const faults: string[] = [];
    if (code !== 0 || signal !== null) faults.push(`exit ${String(code)} ${String(signal)}`);
    if (STACK_FRAME.test(door.stderr()) || /internal error/.test(door.stderr())) faults.push(`stderr: ${door.stderr().slice(0, 500)}`);
    if (STACK_FRAME.test(door.output().toString('latin1'))) faults.push('a stack trace on stdout');
    faults.push(...outputFaults(c.output, door.output()));
    const log = join(home, 'logs', 'arkham-door.log');
    const errors = existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter((line) => line.includes('"level":"error"')) : [];
    if (errors.length > 0) faults.push(`logged errors: ${errors.join(' | ').slice(0, 500)}`);
    if (faults.length > 0) throw new Error(`${c.label}: ${faults.join('; ')}`);
  } finally {
    door.child.kill('SIGKILL');
  }
}
