// Two `serve` processes on one home, callers on real SSH clients (ssh2's, and OpenSSH's `ssh` with
// sshpass): wrong passwords on one front end and on the other count together, for a name with an
// account and one without alike; the locked-out caller is told so in words, not "authentication
// failed"; and a restart of both forgets nothing. The home locks a name at 2 failures to keep the
// test short (the delays between tries are real: 1 s after the first).
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { doorBuilt, spawnDoor, tempHome, waitUntil, type RunningDoor } from '../support/door-process.js';
import { SshCaller } from '../support/ssh-caller.js';
import { signUpOnWire } from '../support/telnet-login.js';

const hasOpenSsh = spawnSync('ssh', ['-V']).status === 0 && spawnSync('sshpass', ['-V']).status === 0;
const running: RunningDoor[] = [];
afterEach(async () => {
  for (const door of running.splice(0)) {
    door.child.kill('SIGTERM');
    await door.exited;
  }
});

async function serve(home: string): Promise<{ door: RunningDoor; port: number }> {
  const door = spawnDoor(['serve', '--port', '0', '--ssh-port', '0', '--home', home]);
  running.push(door);
  await door.waitFor(/SSH listener on [\d.]+:\d+/, 20_000);
  return { door, port: Number(/SSH listener on [\d.]+:(\d+)/.exec(door.output().toString('latin1'))?.[1]) };
}

async function stop(door: RunningDoor): Promise<void> {
  running.splice(running.indexOf(door), 1);
  door.child.kill('SIGTERM');
  await door.exited;
}

/** What an SSH login attempt comes to: refused by SSH, or let in to a shell that says this and hangs up. */
async function attempt(port: number, username: string, password: string): Promise<string> {
  try {
    const caller = await SshCaller.connect({ port, username, password });
    await waitUntil(() => caller.closed || caller.text().includes('Your choice') || caller.text().includes('press any key'), 10_000, () => caller.text());
    caller.hangUp();
    return caller.text().trim();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const LOCKED = 'Too many wrong passwords: this name is locked for 15 more minutes. Call again later.';
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!doorBuilt())('serve: lock-outs over SSH, shared by two front ends', () => {
  it('a wrong password on one serve and another on the second lock a known and an unknown name alike; the caller is told; a restart keeps it', async () => {
    const home = tempHome();
    writeFileSync(join(home, 'arkham-door.json'), JSON.stringify({ lockout: { failures: 2, minutes: 15 } }));
    const first = await serve(home);
    const second = await serve(home);
    const caller = await SshCaller.connect({ port: first.port, username: 'new' });
    await signUpOnWire(caller, 'Keziah', 'rats in the walls');
    await caller.waitForText('press any key');
    caller.hangUp();

    const names = ['Keziah', 'Nobody Here'];
    expect(await Promise.all(names.map((name) => attempt(first.port, name, 'wrong one')))).toEqual([
      expect.stringMatching(/authentication/i),
      expect.stringMatching(/authentication/i),
    ]);
    await sleep(1200);
    // The second failure, on the other front end, locks both; the caller hears it.
    expect(await Promise.all(names.map((name) => attempt(second.port, name, 'wrong again')))).toEqual([LOCKED, LOCKED]);
    // Locked on the first front end too, even with the right password.
    expect(await Promise.all(names.map((name) => attempt(first.port, name, 'rats in the walls')))).toEqual([LOCKED, LOCKED]);

    await stop(first.door);
    await stop(second.door);
    const again = await serve(home);
    expect(await Promise.all(names.map((name) => attempt(again.port, name, 'rats in the walls')))).toEqual([LOCKED, LOCKED]);

    if (hasOpenSsh) {
      const args = ['-tt', '-p', String(again.port), '-o', 'StrictHostKeyChecking=no', '-o', 'UserKnownHostsFile=/dev/null', '-o', 'LogLevel=ERROR', 'Keziah@127.0.0.1'];
      const child = spawn('sshpass', ['-p', 'rats in the walls', 'ssh', ...args]);
      let seen = '';
      child.stdout.on('data', (chunk: Buffer) => (seen += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (seen += chunk.toString('utf8')));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(seen).toContain(LOCKED);
      expect(code).not.toBe(0);
    }
  }, 90_000);
});
