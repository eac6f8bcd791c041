// Figures for the SSH and browser listeners and the fair share (issue #14): serve's memory per
// logged-in SSH session and per WebSocket session; keystroke echo p99 with 100 SSH callers over the
// same with 100 telnet callers, on one serve; and a quiet caller's echo p99 while one caller floods,
// over the same on a quiet board. docs/bench.md, "Transports".
import { rmSync } from 'node:fs';
import net from 'node:net';
import ssh2 from 'ssh2';
import { WebSocket, createWebSocketStream } from 'ws';
import { CallerLine } from '../load/caller-line.js';
import { enterMenu, press, signUp, SCREEN_TEXT, type Call, type Caller } from '../load/caller-script.js';
import { timeEchoes, type EchoPhase } from '../load/echo-phase.js';
import { BRISK_PACE } from '../load/load-run.js';
import { pause, seededChance } from '../load/seeded.js';
import { startServe, type ServeProcess } from '../load/serve-process.js';
import { LOGIN_TEXT } from '../../src/screens/login.js';
import { median, percentile, round } from './stats.js';

/** After the last caller reached the menu, time for the heap to settle before RSS is read. */
const SETTLE_MS = 2_000;
const PACE = { ...BRISK_PACE, screenTimeoutMs: 600_000 };

export type Transport = 'telnet' | 'ssh' | 'ws';

export function portOf(serve: ServeProcess, listener: string): number {
  return Number(new RegExp(`${listener} listener on [\\d.]+:(\\d+)`).exec(serve.door.output().toString('latin1'))?.[1]);
}

/** One caller's line on `transport`: telnet refusing TTYPE and NAWS, SSH as user `new` on an 80x24 PTY, the page's WebSocket. */
export function connect(serve: ServeProcess, transport: Transport): Promise<CallerLine> {
  if (transport === 'telnet') return CallerLine.connect(serve.port);
  if (transport === 'ws') {
    const ws = new WebSocket(`ws://127.0.0.1:${portOf(serve, 'web')}/ws`);
    return new Promise((resolve, reject) => {
      ws.once('error', reject);
      ws.once('open', () => {
        ws.send(JSON.stringify({ cols: 80, rows: 25 }));
        // CallerLine writes Buffers, which the stream sends as binary frames, as the page does.
        resolve(CallerLine.over(createWebSocketStream(ws)));
      });
    });
  }
  const client = new ssh2.Client();
  return new Promise((resolve, reject) => {
    client.once('error', reject);
    client.once('ready', () =>
      client.shell({ term: 'syncterm', cols: 80, rows: 24 }, (error, stream) => {
        if (error) return reject(error);
        stream.once('close', () => client.end());
        resolve(CallerLine.over(stream));
      }),
    );
    client.connect({ host: '127.0.0.1', port: portOf(serve, 'SSH'), username: 'new', readyTimeout: 60_000, hostVerifier: () => true });
  });
}

export function callOf(line: CallerLine, name: string): Call {
  const caller: Caller = { name, password: `${name} hears the bell`, signedUp: false, loggedIn: false, seated: false };
  return { line, caller, pace: PACE, chance: seededChance(name), echoed: () => undefined };
}

export async function atNameField(call: Call): Promise<void> {
  await call.line.expect(SCREEN_TEXT.loginChoice, 'the login menu', PACE.screenTimeoutMs);
  await press(call, 'n', LOGIN_TEXT.newName, 'the name field');
}

export function serveWith(callers: number): Promise<ServeProcess> {
  return startServe({ maxConnections: callers + 50, extraArgs: ['--ssh-port', '0', '--http-port', '0'], startTimeoutMs: 30_000 });
}

export async function stopServe(serve: ServeProcess, lines: readonly CallerLine[]): Promise<void> {
  for (const line of lines) line.hangUp();
  await serve.stop();
  rmSync(serve.home, { recursive: true, force: true });
}

/** Serve's RSS growth per caller signed up and at the main menu, on one transport, in a serve of its own. */
async function rssPerSession(transport: Transport, callers: number): Promise<number> {
  const serve = await serveWith(callers);
  const lines: CallerLine[] = [];
  try {
    // One caller first, so the code every session of this transport runs is loaded before the idle figure.
    const warm = callOf(await connect(serve, transport), 'Warmup');
    lines.push(warm.line);
    for (const step of [signUp, enterMenu]) await step.run(warm);
    warm.line.hangUp();
    await pause(SETTLE_MS);
    const idleKb = serve.rssKb();
    // Ten at a time: the password hash, not the listener, would set the pace of all at once.
    for (let first = 0; first < callers; first += 10) {
      const calls = await Promise.all(
        Array.from({ length: Math.min(10, callers - first) }, async (_, i) => callOf(await connect(serve, transport), `${transport}${first + i + 1}`)),
      );
      lines.push(...calls.map((call) => call.line));
      await Promise.all(calls.map(async (call) => (await signUp.run(call), await enterMenu.run(call))));
    }
    await pause(SETTLE_MS);
    return (serve.rssKb() - idleKb) / callers;
  } finally {
    await stopServe(serve, lines);
  }
}

export const echoPhase = (seed: string, quick: boolean): EchoPhase => ({ keystrokesEach: quick ? 10 : 30, gapMs: [200, 800], seed, timeoutMs: 30_000 });

/** Echo p99 of 100 SSH callers over 100 telnet callers at the name field, side by side on one serve. */
async function sshOverTelnet(run: number, quick: boolean): Promise<number> {
  const callers = 100;
  const serve = await serveWith(2 * callers);
  const lines: CallerLine[] = [];
  try {
    const open = async (transport: Transport): Promise<CallerLine[]> => {
      const calls: Call[] = [];
      for (let i = 0; i < callers; i += 20) {
        const batch = await Promise.all(Array.from({ length: 20 }, async (_, j) => callOf(await connect(serve, transport), `${transport}${i + j}`)));
        lines.push(...batch.map((call) => call.line));
        await Promise.all(batch.map(atNameField));
        calls.push(...batch);
      }
      return calls.map((call) => call.line);
    };
    const telnet = await open('telnet');
    const ssh = await open('ssh');
    // The order alternates run by run, so neither side always goes first.
    const [first, second] = run % 2 === 0 ? [telnet, ssh] : [ssh, telnet];
    const firstTimes = await timeEchoes(first, echoPhase(`ssh-telnet-${run}-a`, quick));
    const secondTimes = await timeEchoes(second, echoPhase(`ssh-telnet-${run}-b`, quick));
    const [telnetTimes, sshTimes] = first === telnet ? [firstTimes, secondTimes] : [secondTimes, firstTimes];
    return percentile(sshTimes, 99) / percentile(telnetTimes, 99);
  } finally {
    await stopServe(serve, lines);
  }
}

/**
 * A quiet board's echo p99 (ten callers typing at the name field), then the same callers' while one
 * more caller sends keys as fast as its line takes them; a flooder the listener hangs up calls again.
 */
async function floodOverQuiet(run: number, quick: boolean): Promise<number> {
  const quiet = 10;
  const serve = await serveWith(quiet + 5);
  const lines: CallerLine[] = [];
  let flooding = true;
  try {
    const calls = await Promise.all(Array.from({ length: quiet }, async (_, i) => callOf(await connect(serve, 'telnet'), `Quiet${i}`)));
    lines.push(...calls.map((call) => call.line));
    await Promise.all(calls.map(atNameField));
    const quietLines = calls.map((call) => call.line);
    const quietTimes = await timeEchoes(quietLines, echoPhase(`quiet-${run}`, quick));
    const flood = (async () => {
      while (flooding) await floodOnce(serve.port, () => flooding);
    })();
    const floodTimes = await timeEchoes(quietLines, echoPhase(`flood-${run}`, quick));
    flooding = false;
    await flood;
    return percentile(floodTimes, 99) / percentile(quietTimes, 99);
  } finally {
    flooding = false;
    await stopServe(serve, lines);
  }
}

/** Keys (letters and backspaces) as fast as the line takes them, until `going` says stop or the line closes. */
function floodOnce(port: number, going: () => boolean): Promise<void> {
  const junk = Buffer.from('xy\x7f\x7f'.repeat(4096), 'latin1');
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.on('data', () => {});
    // A line the listener stopped reading waits on 'drain': the stop is checked on a timer too.
    const stop = setInterval(() => going() || socket.destroy(), 100);
    socket.once('close', () => (clearInterval(stop), resolve()));
    const send = (): void => {
      if (!going()) return void socket.destroy();
      if (socket.write(junk)) setImmediate(send);
      else socket.once('drain', send);
    };
    socket.once('connect', send);
  });
}

export async function benchTransports(quick: boolean): Promise<Record<string, number>> {
  const runs = quick ? 1 : 3;
  const sessions = quick ? 20 : 100;
  const ssh: number[] = [];
  const ws: number[] = [];
  const ratios: number[] = [];
  const floods: number[] = [];
  for (let run = 0; run < runs; run++) {
    ssh.push(await rssPerSession('ssh', sessions));
    ws.push(await rssPerSession('ws', sessions));
    ratios.push(await sshOverTelnet(run, quick));
    floods.push(await floodOverQuiet(run, quick));
  }
  return {
    rssPerSshSessionKB: round(median(ssh)),
    rssPerWsSessionKB: round(median(ws)),
    echoP99Ratio100SshOverTelnet: round(median(ratios)),
    echoP99FloodOverQuiet: round(median(floods)),
  };
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  process.stdout.write(JSON.stringify(await benchTransports(process.argv.includes('--quick'))) + '\n');
}
