// The first screen on each of our listeners: from the caller's connect to the title's login choices,
// and the bytes of that screen, on one `serve` process (telnet, SSH, RLogin and the browser's WebSocket
// side by side; CP437 callers but for the browser, whose terminal reads UTF-8).
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { median, round } from './stats.js';
import { spawnDoor, tempHome } from '../../tests/support/door-process.js';
import { SshCaller } from '../../tests/support/ssh-caller.js';

/** The last words of the title's prompt line: the screen is whole once they arrive. */
const SCREEN_DONE = 'Your choice';
/** A caller passed through by a BBS is known: the title waits for a key instead. */
const TITLE_DONE = 'press any key';
const IAC = 255;
const WONT = 252;
const [TTYPE, NAWS] = [24, 31];

function telnetFirstScreen(port: number): Promise<{ ms: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    socket.on('error', reject);
    // A terminal that says nothing of itself: no wait for TTYPE or NAWS, and the default CP437.
    socket.once('connect', () => socket.write(Buffer.from([IAC, WONT, TTYPE, IAC, WONT, NAWS])));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (!received.toString('latin1').includes(SCREEN_DONE)) return;
      resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, bytes: received.length });
      socket.destroy();
    });
  });
}

/** A trusted BBS passing a caller through; its first screen is the door's title (press any key). */
function rloginFirstScreen(port: number): Promise<{ ms: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    socket.on('error', reject);
    socket.once('connect', () => socket.write(Buffer.from('\0bench\0[BENCH]Bencher\0ansi-bbs/115200\0', 'latin1')));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (!received.toString('latin1').includes(TITLE_DONE)) return;
      resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, bytes: received.length });
      socket.destroy();
    });
  });
}

/** The page's WebSocket: its size in a text frame, then the screen in binary frames. */
function webFirstScreen(port: number): Promise<{ ms: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    let received = Buffer.alloc(0);
    ws.on('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ cols: 80, rows: 25 })));
    ws.on('message', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      if (!received.toString('latin1').includes(SCREEN_DONE)) return;
      resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, bytes: received.length });
      ws.terminate();
    });
  });
}

async function sshFirstScreen(port: number): Promise<{ ms: number; bytes: number }> {
  const started = process.hrtime.bigint();
  const caller = await SshCaller.connect({ port, username: 'new', pty: { term: 'syncterm', cols: 80, rows: 24 } });
  await caller.waitFor((received) => received.toString('latin1').includes(SCREEN_DONE), 'the title');
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const bytes = caller.received.length;
  caller.hangUp();
  return { ms, bytes };
}

export async function benchFirstScreen(quick: boolean): Promise<Record<string, number>> {
  const home = tempHome();
  writeFileSync(join(home, 'arkham-door.json'), JSON.stringify({ rlogin: { trusted: [{ tag: 'BENCH', addresses: ['127.0.0.1'] }] } }));
  const server = spawnDoor(['serve', '--port', '0', '--ssh-port', '0', '--rlogin-port', '0', '--http-port', '0', '--home', home]);
  try {
    await server.waitFor(/web listener on [\d.]+:\d+/, 30_000);
    const out = server.output().toString('latin1');
    const telnetPort = Number(/telnet listener on [\d.]+:(\d+)/.exec(out)?.[1]);
    const sshPort = Number(/SSH listener on [\d.]+:(\d+)/.exec(out)?.[1]);
    const rloginPort = Number(/RLogin listener on [\d.]+:(\d+)/.exec(out)?.[1]);
    const rlogin: Array<{ ms: number; bytes: number }> = [];
    const webPort = Number(/web listener on [\d.]+:(\d+)/.exec(out)?.[1]);
    const web: Array<{ ms: number; bytes: number }> = [];
    const telnet: Array<{ ms: number; bytes: number }> = [];
    const ssh: Array<{ ms: number; bytes: number }> = [];
    // A warm-up call of each, then turns side by side.
    await telnetFirstScreen(telnetPort);
    await sshFirstScreen(sshPort);
    await rloginFirstScreen(rloginPort);
    await webFirstScreen(webPort);
    for (let i = 0; i < (quick ? 5 : 21); i++) {
      telnet.push(await telnetFirstScreen(telnetPort));
      ssh.push(await sshFirstScreen(sshPort));
      rlogin.push(await rloginFirstScreen(rloginPort));
      web.push(await webFirstScreen(webPort));
    }
    return {
      firstScreenBytesTelnet: median(telnet.map((r) => r.bytes)),
      firstScreenMsTelnet: round(median(telnet.map((r) => r.ms))),
      firstScreenBytesSsh: median(ssh.map((r) => r.bytes)),
      firstScreenMsSsh: round(median(ssh.map((r) => r.ms))),
      firstScreenBytesRlogin: median(rlogin.map((r) => r.bytes)),
      firstScreenMsRlogin: round(median(rlogin.map((r) => r.ms))),
      firstScreenBytesWs: median(web.map((r) => r.bytes)),
      firstScreenMsWs: round(median(web.map((r) => r.ms))),
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  process.stdout.write(JSON.stringify(await benchFirstScreen(process.argv.includes('--quick'))) + '\n');
}
