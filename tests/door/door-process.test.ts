// The door as a BBS runs it: a spawned process, a drop file, and the caller on pipes or an inherited socket.
import net from 'node:net';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOOR_BIN, REPO_ROOT, doorBuilt, spawnDoor, spawnWatched, tempHome, waitUntil, type RunningDoor } from '../support/door-process.js';
import { withLine } from './dropfile-fixtures.js';

const fixture = (name: string): string => join(REPO_ROOT, 'tests', 'fixtures', 'dropfiles', name);
const running: RunningDoor[] = [];
afterEach(() => {
  for (const door of running.splice(0)) door.child.kill('SIGKILL');
});

/** A loopback server that accepts one connection. */
async function listenOnce(): Promise<{ server: net.Server; port: number; accepted: Promise<net.Socket> }> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  const accepted = new Promise<net.Socket>((r) => server.once('connection', r));
  return { server, port: address.port, accepted };
}

/** A connected TCP pair: the caller's end, and the end the BBS hands to the door. */
async function socketPair(): Promise<{ server: net.Server; caller: net.Socket; doorSide: net.Socket }> {
  const { server, port, accepted } = await listenOnce();
  const caller = net.connect(port, '127.0.0.1');
  return { server, caller, doorSide: await accepted };
}

/** Waits for the title screen, skips it with a key, and waits for the main menu's greeting. */
async function reachMenu(d: RunningDoor, alias: string, send: (key: string) => void = (k) => d.child.stdin?.write(k)): Promise<void> {
  await d.waitFor(/./);
  send(' ');
  await d.waitFor(alias);
}

function door(args: string[], stdio?: Parameters<typeof spawnDoor>[1]): RunningDoor {
  const started = spawnDoor(args, stdio);
  running.push(started);
  return started;
}

describe.skipIf(!doorBuilt())('door over stdio pipes', () => {
  it('greets the caller by the drop file alias and leaves on Q with exit 0', async () => {
    const d = door(['door', '--dropfile', fixture('synchronet-native'), '--home', tempHome()]);
    await reachMenu(d, 'Reanimator');
    d.child.stdin?.write('q');
    const { code } = await d.exited;
    expect(code).toBe(0);
    expect(d.output().includes(0xff)).toBe(false);
  });

  it('stdin EOF is a hang-up: the door ends within 5 s, exit 0', async () => {
    const d = door(['door', '--dropfile', fixture('synchronet-native'), '--home', tempHome()]);
    await reachMenu(d, 'Reanimator');
    const hungUpAt = Date.now();
    d.child.stdin?.end();
    const { code } = await d.exited;
    expect(code).toBe(0);
    expect(Date.now() - hungUpAt).toBeLessThan(5000);
  });

  it('SIGHUP is a hang-up: the door ends within 5 s, exit 0', async () => {
    const d = door(['door', '--dropfile', fixture('synchronet-native'), '--home', tempHome()]);
    await reachMenu(d, 'Reanimator');
    const hungUpAt = Date.now();
    d.child.kill('SIGHUP');
    const { code } = await d.exited;
    expect(code).toBe(0);
    expect(Date.now() - hungUpAt).toBeLessThan(5000);
  });

  it('a caller without ANSI (DOOR32 emulation 0) gets plain ASCII: no ESC, no byte above 0x7F', async () => {
    const d = door(['door', '--dropfile', fixture('enigma-door32-pr787-serial'), '--stdio', '--home', tempHome()]);
    await reachMenu(d, 'Olmstead');
    d.child.stdin?.write('q');
    await d.exited;
    const bytes = d.output();
    expect(bytes.includes(0x1b)).toBe(false);
    expect([...bytes].every((b) => b < 0x80)).toBe(true);
  });
});

describe.skipIf(!doorBuilt())('a bad drop file', () => {
  it('exits 2 with one stderr line naming the file and line, and apologises to the caller', async () => {
    const dir = tempHome('ad-bad-');
    const file = join(dir, 'DOOR32.SYS');
    writeFileSync(file, '2\r\n-1\r\n38400\r\nBBS\r\n1\r\nName\r\nAlias\r\nhigh\r\n60\r\n1\r\n1\r\n');
    const d = door(['door', '--dropfile', file, '--home', tempHome()]);
    const { code } = await d.exited;
    expect(code).toBe(2);
    const lines = d.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('DOOR32.SYS');
    expect(lines[0]).toMatch(/line 8/);
    expect(d.stderr()).not.toMatch(/\n\s+at /);
    expect(d.output().toString('latin1')).toMatch(/Sorry/);
  });

  it('a missing drop file exits 2 naming the path', async () => {
    const d = door(['door', '--dropfile', join(tempHome(), 'nothing-here'), '--home', tempHome()]);
    const { code } = await d.exited;
    expect(code).toBe(2);
    expect(d.stderr()).toContain('nothing-here');
  });

  it('bad arguments exit 2 with a usage line', async () => {
    const d = door(['door', '--dropfile', fixture('mystic'), '--socket', 'nope']);
    expect((await d.exited).code).toBe(2);
    expect(d.stderr()).toMatch(/--socket/);
  });

  it('a bad config file exits 2 naming the file and key', async () => {
    const home = tempHome();
    mkdirSync(home, { recursive: true });
    writeFileSync(join(home, 'arkham-door.json'), JSON.stringify({ idleMinutes: -3 }));
    const d = door(['door', '--dropfile', fixture('mystic'), '--home', home]);
    expect((await d.exited).code).toBe(2);
    expect(d.stderr()).toMatch(/arkham-door\.json: idleMinutes/);
  });
});

describe.skipIf(!doorBuilt())('door over an inherited socket (DOOR32 comm type 2, Synchronet socket I/O)', () => {
  it('talks on the socket handed over as fd 3; stdin on /dev/null is not a hang-up', async () => {
    const { server, caller, doorSide } = await socketPair();
    const received: Buffer[] = [];
    caller.on('data', (chunk: Buffer) => received.push(chunk));

    const dir = tempHome('ad-sock-');
    copyFileSync(fixture('mystic/door32.sys'), join(dir, 'door32.sys'));
    const d = door(['door', '--dropfile', dir, '--socket', '3', '--home', tempHome()], ['ignore', 'pipe', 'pipe', doorSide]);
    doorSide.destroy(); // the child holds its own copy of the handle
    const seen = (): string => Buffer.concat(received).toString('latin1');
    const describe = (): string => `socket output: ${JSON.stringify(seen().slice(-300))} ${d.stderr()}`;
    await waitUntil(() => seen().length > 0, 10_000, describe);
    caller.write(' ');
    await waitUntil(() => seen().includes('Pickman'), 10_000, describe);
    caller.write('q');
    const { code } = await d.exited;
    expect(code).toBe(0);
    expect(d.output().length).toBe(0);
    caller.destroy();
    server.close();
  });
});

describe.skipIf(!doorBuilt())('door: the caller hangs up the socket', () => {
  it('a closed inherited socket ends the door within 5 s, exit 0', async () => {
    const { server, caller, doorSide } = await socketPair();
    let received = 0;
    caller.on('data', (chunk: Buffer) => (received += chunk.length));
    const d = door(['door', '--dropfile', fixture('mystic'), '--socket', '3', '--home', tempHome()], ['ignore', 'pipe', 'pipe', doorSide]);
    doorSide.destroy();
    await waitUntil(() => received > 0, 10_000, () => d.stderr());
    const hungUpAt = Date.now();
    caller.destroy();
    expect((await d.exited).code).toBe(0);
    expect(Date.now() - hungUpAt).toBeLessThan(5000);
    server.close();
  });
});

describe.skipIf(!doorBuilt())('local: the sysop plays on the console', () => {
  it('needs no drop file and greets the sysop', async () => {
    const d = door(['local', '--name', 'Armitage', '--home', tempHome()]);
    await reachMenu(d, 'Armitage');
    d.child.stdin?.write('q');
    expect((await d.exited).code).toBe(0);
  });
});

describe.skipIf(!doorBuilt())('door --connect HOST:PORT (ENiGMA½ socket mode: the door dials the BBS)', () => {
  it('connects to the BBS port, draws the title there, and stdin plays no part', async () => {
    const { server, port, accepted } = await listenOnce();
    const d = door(['door', '--dropfile', fixture('enigma-door32-old'), '--connect', `127.0.0.1:${port}`, '--home', tempHome()], [
      'ignore',
      'pipe',
      'pipe',
    ]);
    const bbsSide = await accepted;
    let seen = '';
    bbsSide.on('data', (chunk: Buffer) => (seen += chunk.toString('latin1')));
    await waitUntil(() => seen.length > 0, 10_000, () => d.stderr());
    bbsSide.write(' ');
    await waitUntil(() => /Q/.test(seen) && seen.includes('Welcome'), 10_000, () => JSON.stringify(seen.slice(-200)));
    bbsSide.write('q');
    expect((await d.exited).code).toBe(0);
    expect(d.output().length).toBe(0);
    server.close();
  });
});

describe.skipIf(!doorBuilt())('door with BBSDEV.DRP named by the environment (BBSDEV_DRP)', () => {
  it('needs no --dropfile, and writes the charset the file names (UTF-8 here)', async () => {
    const file = join(tempHome('ad-bbsdev-'), 'BBSDEV.DRP');
    // No logoff time: the call is not cut short by the hour the test runs at.
    writeFileSync(file, withLine('bbsdev', 'BBSDEV.DRP', 11, ''));
    const env = { ...process.env, TERM: 'ansi', BBSDEV_DRP: file };
    const d = spawnWatched(process.execPath, [DOOR_BIN, 'door', '--home', tempHome()], { stdio: ['pipe', 'pipe', 'pipe'], cwd: REPO_ROOT, env });
    running.push(d);
    await reachMenu(d, 'Lavinia');
    d.child.stdin?.write('q');
    expect((await d.exited).code).toBe(0);
    const text = d.output().toString('utf8');
    expect(Buffer.from(text, 'utf8').equals(d.output())).toBe(true);
    expect([...text].some((ch) => (ch.codePointAt(0) ?? 0) >= 0x2500)).toBe(true);
  });
});
