// The first screen on each of our listeners: from the caller's connect to the title's login choices,
// and the bytes of that screen, on one `serve` process (telnet and SSH side by side, CP437 callers).
import net from 'node:net';
import { median, round } from './stats.js';
import { spawnDoor, tempHome } from '../../tests/support/door-process.js';
import { SshCaller } from '../../tests/support/ssh-caller.js';

/** The last words of the title's prompt line: the screen is whole once they arrive. */
const SCREEN_DONE = 'Your choice';
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
  const server = spawnDoor(['serve', '--port', '0', '--ssh-port', '0', '--home', tempHome()]);
  try {
    await server.waitFor(/SSH listener on [\d.]+:\d+/, 30_000);
    const out = server.output().toString('latin1');
    const telnetPort = Number(/telnet listener on [\d.]+:(\d+)/.exec(out)?.[1]);
    const sshPort = Number(/SSH listener on [\d.]+:(\d+)/.exec(out)?.[1]);
    const telnet: Array<{ ms: number; bytes: number }> = [];
    const ssh: Array<{ ms: number; bytes: number }> = [];
    // A warm-up call of each, then turns side by side.
    await telnetFirstScreen(telnetPort);
    await sshFirstScreen(sshPort);
    for (let i = 0; i < (quick ? 5 : 21); i++) {
      telnet.push(await telnetFirstScreen(telnetPort));
      ssh.push(await sshFirstScreen(sshPort));
    }
    return {
      firstScreenBytesTelnet: median(telnet.map((r) => r.bytes)),
      firstScreenMsTelnet: round(median(telnet.map((r) => r.ms))),
      firstScreenBytesSsh: median(ssh.map((r) => r.bytes)),
      firstScreenMsSsh: round(median(ssh.map((r) => r.ms))),
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  process.stdout.write(JSON.stringify(await benchFirstScreen(process.argv.includes('--quick'))) + '\n');
}
