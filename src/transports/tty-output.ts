// A terminal's output post-processing (termios OPOST) off, so our bytes reach the caller as written:
// with it on, a PTY's onlcr turns every CR LF into CR CR LF. Node's raw mode keeps onlcr on and
// Node has no termios call, so stty does it, on the terminal handed to it as its stdin.
import { spawnSync } from 'node:child_process';

const STTY_TIMEOUT_MS = 2000;

/** Turns OPOST off on the terminal at `fd`; returns how to put its settings back, or undefined when it could not. */
export function disableOutputProcessing(fd: number): (() => void) | undefined {
  const saved = spawnSync('stty', ['-g'], { stdio: [fd, 'pipe', 'ignore'], encoding: 'utf8', timeout: STTY_TIMEOUT_MS });
  const state = saved.status === 0 ? saved.stdout.trim() : '';
  if (!state || !stty(fd, ['-opost'])) return undefined;
  return () => void stty(fd, [state]);
}

function stty(fd: number, args: string[]): boolean {
  return spawnSync('stty', args, { stdio: [fd, 'ignore', 'ignore'], timeout: STTY_TIMEOUT_MS }).status === 0;
}
