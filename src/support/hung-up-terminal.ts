// Node's exit puts back the settings of the terminals it saw on fds 0-2 at start, and aborts the
// process (SIGABRT) when such a terminal has hung up since (the PTY's master side closed under us:
// tcsetattr gives EIO). Node skips a descriptor that now names another file, so at exit a hung-up
// terminal's descriptors are pointed at /dev/null first. A live terminal is left alone.
import { closeSync, openSync } from 'node:fs';
import { isatty } from 'node:tty';

const STDIO_FDS = [0, 1, 2] as const;

export function releaseHungUpTerminalsAtExit(): void {
  const terminals = STDIO_FDS.filter((fd) => isatty(fd));
  if (terminals.length === 0) return;
  process.once('exit', () => {
    for (const fd of terminals) if (!isatty(fd)) pointAtDevNull(fd);
  });
}

function pointAtDevNull(fd: number): void {
  try {
    closeSync(fd);
    // open() takes the lowest free descriptor: the one just closed.
    const reopened = openSync('/dev/null', 'r+');
    if (reopened !== fd) closeSync(reopened);
  } catch {
    // Nothing more to do on the way out.
  }
}
