// A BBS that turns every LF its door writes into CR LF (ENiGMA½, in both io modes), modelled by a
// PTY relay doing just that, beside a PTY that converts nothing (Synchronet's forkpty): with
// `--eol lf` the converting BBS's caller gets exact CR LF, without it CR CR LF; on the plain PTY
// the door's own CR LF is exact, and `--eol lf` would leave bare LFs (so it is for such BBSes only).
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOOR_BIN, REPO_ROOT, doorBuilt, spawnDoor, tempHome } from '../support/door-process.js';
import { expectExactCrLf, ptyAvailable, spawnUnderPty, type PtyDoor } from '../support/pty-door.js';
import { VirtualScreen } from '../support/virtual-screen.js';

const DROPFILE = join(REPO_ROOT, 'tests', 'fixtures', 'dropfiles', 'enigma-door32-old', 'DOOR32.SYS');
const ALIAS = 'Evening falls on Arkham';
const running: PtyDoor[] = [];
afterEach(() => {
  for (const door of running.splice(0)) door.child.kill('SIGKILL');
});

/** Title, a key, the main menu, Q: a short call; returns the bytes the BBS's caller got. */
async function shortCall(flags: string[], lfToCrLf: boolean): Promise<Buffer> {
  const door = spawnUnderPty([process.execPath, DOOR_BIN, 'door', '--dropfile', DROPFILE, '--home', tempHome(), ...flags], { lfToCrLf });
  running.push(door);
  await door.waitFor('\n');
  door.child.stdin?.write(' ');
  await door.waitFor(ALIAS);
  door.child.stdin?.write('q');
  expect(await door.ended()).toBe('exit 0');
  return door.output();
}

const crCrLf = (bytes: Buffer): number => bytes.toString('latin1').split('\r\r\n').length - 1;

describe.skipIf(!doorBuilt() || !ptyAvailable())('--eol lf, for a BBS that converts line ends', () => {
  it('under a BBS turning LF into CR LF, --eol lf gives the caller exact CR LF, and the screens still fit', async () => {
    const bytes = await shortCall(['--eol', 'lf'], true);
    expectExactCrLf(bytes);
    const screen = new VirtualScreen();
    screen.feed(bytes);
    expect(screen.scrolled).toBe(false);
    expect(screen.bottomRightWritten).toBe(false);
  });

  it('under that BBS without --eol lf, every line end reaches the caller as CR CR LF', async () => {
    expect(crCrLf(await shortCall([], true))).toBeGreaterThan(10);
  });

  it('on a PTY that converts nothing, the door needs no flag, and --eol lf leaves bare LFs', async () => {
    expectExactCrLf(await shortCall([], false));
    const bare = (await shortCall(['--eol', 'lf'], false)).toString('latin1');
    expect(bare).toContain('\n');
    expect(bare).not.toContain('\r\n');
  });

  it('--eol takes lf or crlf; anything else is one line on stderr and exit 2', async () => {
    const door = spawnDoor(['door', '--dropfile', DROPFILE, '--home', tempHome(), '--eol', 'cr'], ['ignore', 'pipe', 'pipe']);
    expect(await door.exited).toEqual({ code: 2, signal: null });
    expect(door.stderr().trim().split('\n')).toEqual(["arkham-door door: --eol wants crlf or lf, got 'cr'"]);
  });
});
