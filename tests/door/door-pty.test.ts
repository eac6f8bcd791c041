// The door on a real PTY in cooked mode, as Synchronet's forkpty and ENiGMA's node-pty run it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOOR_BIN, REPO_ROOT, doorBuilt, spawnDoor, tempHome } from '../support/door-process.js';
import { VirtualScreen } from '../support/virtual-screen.js';
import { expectExactCrLf, ptyAvailable, spawnUnderPty, type PtyDoor } from '../support/pty-door.js';

const fixture = (name: string): string => join(REPO_ROOT, 'tests', 'fixtures', 'dropfiles', name);
const running: PtyDoor[] = [];
afterEach(() => {
  for (const door of running.splice(0)) door.child.kill('SIGKILL');
});

function doorOnPty(home: string): PtyDoor {
  const door = spawnUnderPty([process.execPath, DOOR_BIN, 'door', '--dropfile', fixture('synchronet-native'), '--home', home]);
  running.push(door);
  return door;
}

describe.skipIf(!doorBuilt() || !ptyAvailable())('door on a cooked PTY', () => {
  it('line endings arrive as exactly CR LF, and Q ends the door with exit 0', async () => {
    const door = doorOnPty(tempHome());
    await door.waitFor('\r\n');
    door.child.stdin?.write(' ');
    await door.waitFor('Reanimator');
    door.child.stdin?.write('q');
    expect(await door.ended()).toBe('exit 0');
    expectExactCrLf(door.output());
    const screen = new VirtualScreen();
    screen.feed(door.output());
    expect(screen.scrolled).toBe(false);
    expect(screen.bottomRightWritten).toBe(false);
  });

  it('the master side closing after a key at the title ends the door with its session saved and exit 0, not a signal', async () => {
    const home = tempHome();
    const door = doorOnPty(home);
    await door.waitFor('\r\n');
    door.child.stdin?.write(' ');
    await door.waitFor('Reanimator');
    door.child.stdin?.end();
    expect(await door.ended()).toBe('exit 0');
    const log = readFileSync(join(home, 'logs', 'arkham-door.log'), 'utf8');
    expect(log).toMatch(/"message":"session ended","outcome":"hangup"/);
  });

  it("a door caller at the main menu is on the online list: sysop notice reaches them and sysop kick ends the door", async () => {
    const home = tempHome();
    const door = doorOnPty(home);
    await door.waitFor('\r\n');
    door.child.stdin?.write(' ');
    await door.waitFor('Reanimator');
    await door.waitFor('Your choice');
    const sysop = async (...args: string[]): Promise<string> => {
      const run = spawnDoor(['sysop', ...args, '--home', home]);
      await run.exited;
      return run.output().toString('utf8') + run.stderr();
    };
    expect(await sysop('notice', '--text', 'Backups at midnight')).toMatch(/notice sent to 1 caller\(s\) online/);
    await door.waitFor('Sysop: Backups at midnight');
    expect(await sysop('kick', '--name', 'Reanimator')).toMatch(/call ends within a few seconds/);
    await door.waitFor('The sysop has ended your call.');
    expect(await door.ended()).toMatch(/^exit/);
  }, 30_000);
});
