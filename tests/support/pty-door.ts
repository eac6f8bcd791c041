// A command on a real pseudo-terminal in cooked mode (as forkpty and node-pty give a door), through
// tests/support/pty-relay.py: what reaches our stdout is what the BBS would read from the master.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';
import { REPO_ROOT, spawnWatched, waitUntil, type RunningDoor } from './door-process.js';

const RELAY = join(REPO_ROOT, 'tests', 'support', 'pty-relay.py');

export function ptyAvailable(): boolean {
  return spawnSync('python3', ['-c', 'import pty'], { stdio: 'ignore' }).status === 0;
}

export interface PtyDoor extends RunningDoor {
  /** Resolves with how the command ended, as the relay saw it: `exit N` or `signal N`. */
  ended(): Promise<string>;
}

/**
 * Runs `argv` on a new PTY (80x24); ending our stdin closes the master under it. `lfToCrLf`: the
 * BBS's end turns every LF the door writes into CR LF, as ENiGMA½ does.
 */
export function spawnUnderPty(argv: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; lfToCrLf?: boolean } = {}): PtyDoor {
  const door = spawnWatched('python3', [RELAY, ...(options.lfToCrLf ? ['--lf-to-crlf'] : []), ...argv], {
    stdio: ['pipe', 'pipe', 'pipe'],
    cwd: options.cwd ?? REPO_ROOT,
    env: options.env ?? { ...process.env, TERM: 'xterm' },
  });
  const ended = async (): Promise<string> => {
    await door.exited;
    await waitUntil(() => /(exit|signal) -?\d+\n$/.test(door.stderr()), 2000, () => door.stderr());
    return door.stderr().trim().split('\n').pop() ?? '';
  };
  return { ...door, ended };
}

/** Every line ending is exactly CR LF: no bare LF, and no CR CR LF (a terminal's onlcr on our CR LF). */
export function expectExactCrLf(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  expect(text).toContain('\r\n');
  expect(text.split('\r\r\n').length - 1, 'CR CR LF pairs').toBe(0);
  expect(text.replace(/\r\n/g, '').includes('\n'), 'a bare LF').toBe(false);
}

/** The bytes as ENiGMA½ passes a door's output to its caller: each LF as CR LF. */
export function enigmaLineEnds(bytes: Buffer): Buffer {
  return Buffer.from(bytes.toString('latin1').replace(/\n/g, '\r\n'), 'latin1');
}
