// `arkham-door serve --ssh-port`: a real process and real SSH clients (the ssh2 library's and
// OpenSSH's `ssh`, with sshpass typing the password). Sign up as `new`, log in with the account's
// name and password, reach the main menu, resize, hang up.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doorBuilt, spawnDoor, tempHome, waitUntil, type RunningDoor } from '../support/door-process.js';
import { SshCaller } from '../support/ssh-caller.js';
import { signUpOnWire } from '../support/telnet-login.js';

const hasOpenSsh = spawnSync('ssh', ['-V']).status === 0 && spawnSync('sshpass', ['-V']).status === 0;

let server: RunningDoor | undefined;
let home = '';
let port = 0;

beforeAll(async () => {
  if (!doorBuilt()) return;
  home = tempHome();
  server = spawnDoor(['serve', '--port', '0', '--ssh-port', '0', '--home', home]);
  await server.waitFor(/SSH listener on [\d.]+:\d+/, 20_000);
  port = Number(/SSH listener on [\d.]+:(\d+)/.exec(server.output().toString('latin1'))?.[1]);
}, 30_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
});

async function signUp(name: string, password: string): Promise<SshCaller> {
  const caller = await SshCaller.connect({ port, username: 'new', pty: { term: 'xterm-256color', cols: 80, rows: 24 } });
  await signUpOnWire(caller, name, password);
  await caller.waitForText('press any key');
  caller.write(' ');
  await caller.waitForText(name);
  await caller.waitForText('Your choice');
  return caller;
}

/** OpenSSH's client on a forced PTY, its keys from a pipe; sshpass answers the password prompt. */
function openSsh(user: string, password: string | undefined, extra: string[] = []): { child: ReturnType<typeof spawn>; seen: () => string } {
  const args = ['-tt', '-p', String(port), '-o', 'StrictHostKeyChecking=no', '-o', 'UserKnownHostsFile=/dev/null', '-o', 'LogLevel=ERROR', ...extra, `${user}@127.0.0.1`];
  const child = password === undefined ? spawn('ssh', args) : spawn('sshpass', ['-p', password, 'ssh', ...args]);
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  return { child, seen: () => out };
}

async function until(check: () => boolean, what: () => string): Promise<void> {
  await waitUntil(check, 15_000, what);
}

describe.skipIf(!doorBuilt())('serve: the SSH listener', () => {
  it('user new signs up on the login screens and reaches the main menu; a resize and Q end well', async () => {
    const caller = await signUp('Asenath', 'the house on the hill');
    // The title came first, with the login choices on it.
    expect(caller.text().indexOf('ew investigator')).toBeGreaterThan(0);
    caller.resize(100, 30);
    caller.write('q');
    await waitUntil(() => caller.closed, 10_000, () => 'the hang-up after Q');
  });

  it("logs in with the account's name and password over SSH, skipping the login screens", async () => {
    await signUp('Keziah', 'rats in the walls').then((c) => c.hangUp());
    const caller = await SshCaller.connect({ port, username: 'Keziah', password: 'rats in the walls' });
    await caller.waitForText('press any key');
    expect(caller.text()).not.toContain('ew investigator');
    caller.write(' ');
    await caller.waitForText('Keziah');
    caller.hangUp();
  });

  it('refuses a wrong password and an unknown name alike', async () => {
    await expect(SshCaller.connect({ port, username: 'Keziah', password: 'wrong one' })).rejects.toThrow(/authentication/i);
    await expect(SshCaller.connect({ port, username: 'Nobody Here', password: 'wrong one' })).rejects.toThrow(/authentication/i);
  });

  it('offers the host key kept in the home (0600), the same on every call', async () => {
    const offered: Buffer[] = [];
    for (let i = 0; i < 2; i++) {
      const caller = await SshCaller.connect({ port, username: 'new', hostKey: (key) => offered.push(key) });
      caller.hangUp();
    }
    const file = join(home, 'ssh_host_ed25519_key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const key = ssh2.utils.parseKey(readFileSync(file, 'utf8'));
    if (key instanceof Error) throw key;
    expect(offered[0]).toEqual(key.getPublicSSH());
    expect(offered[1]).toEqual(offered[0]);
  });

  it.skipIf(!hasOpenSsh)("OpenSSH's ssh: new signs up and reaches the main menu", async () => {
    const { child, seen } = openSsh('new', undefined);
    const type = async (prompt: string, keys: string): Promise<void> => {
      await until(() => seen().includes(prompt), () => `"${prompt}"; got: ${JSON.stringify(seen().slice(-300))}`);
      child.stdin?.write(keys);
    };
    await type('Your choice', 'n');
    await type('Choose a name', 'Brown Jenkin\r');
    await type('Choose a password', 'small and furry\r');
    await type('Once more', 'small and furry\r');
    await type('press any key', ' ');
    await type('Brown Jenkin', 'q');
    await until(() => child.exitCode !== null, () => `ssh to end; got: ${JSON.stringify(seen().slice(-300))}`);
  });

  it.skipIf(!hasOpenSsh)("OpenSSH's ssh: an account logs in by keyboard-interactive and by password", async () => {
    await signUp('Gilman', 'the dreams in the witch house').then((c) => c.hangUp());
    for (const method of ['keyboard-interactive', 'password']) {
      const { child, seen } = openSsh('Gilman', 'the dreams in the witch house', ['-o', `PreferredAuthentications=${method}`]);
      await until(() => seen().includes('press any key'), () => `${method}: the title; got: ${JSON.stringify(seen().slice(-300))}`);
      child.stdin?.write(' ');
      await until(() => seen().includes('Gilman'), () => `${method}: the greeting`);
      child.kill('SIGTERM');
    }
  });
});
