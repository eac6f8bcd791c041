// A quiet SSH board's echo p99 (ten SSH callers typing at the name field), then the same callers'
// while one more SSH caller, logged in on a shell, sends window-change and other channel requests
// as fast as its connection takes them (issue #29: they cost CPU and were not metered). The flooder
// is a process of its own, so its encryption does not slow the timing of the quiet callers' echoes.
// Alone: `node scripts/build.mjs && node --import tsx scripts/bench/ssh-flood.ts [--quick]`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ssh2 from 'ssh2';
import type { CallerLine } from '../load/caller-line.js';
import { timeEchoes } from '../load/echo-phase.js';
import { median, percentile, round } from './stats.js';
import { atNameField, callOf, connect, echoPhase, portOf, serveWith, stopServe } from './transports.js';

/** Requests queued on the flooder's socket at most before it waits for them to drain. */
const MAX_QUEUED_BYTES = 256 * 1024;

/** One flooding connection: a shell, then window changes without end, until `going` says stop or the line closes. */
function floodRequestsOnce(port: number, going: () => boolean): Promise<void> {
  const client = new ssh2.Client();
  return new Promise((resolve) => {
    const stop = setInterval(() => going() || client.end(), 100);
    client.on('error', () => {});
    client.once('close', () => (clearInterval(stop), resolve()));
    client.once('ready', () =>
      client.shell({ term: 'xterm', cols: 80, rows: 24 }, (error, stream) => {
        if (error) return void client.end();
        stream.on('data', () => {});
        stream.on('error', () => {});
        const socket = (client as unknown as { _sock?: { writableLength: number; destroyed: boolean } })._sock;
        let n = 0;
        const send = (): void => {
          if (!going() || !socket || socket.destroyed) return void client.end();
          while (socket.writableLength < MAX_QUEUED_BYTES) {
            n += 1;
            stream.setWindow(24 + (n % 40), 80 + (n % 50), 0, 0);
          }
          setImmediate(send);
        };
        send();
      }),
    );
    client.connect({ host: '127.0.0.1', port, username: 'new', readyTimeout: 30_000, hostVerifier: () => true });
  });
}

async function resizeFloodOverQuiet(run: number, quick: boolean): Promise<number> {
  const quiet = 10;
  const serve = await serveWith(quiet + 5);
  const lines: CallerLine[] = [];
  let flooder: ReturnType<typeof spawn> | undefined;
  try {
    const calls = await Promise.all(Array.from({ length: quiet }, async (_, i) => callOf(await connect(serve, 'ssh'), `Quiet${i}`)));
    lines.push(...calls.map((call) => call.line));
    await Promise.all(calls.map(atNameField));
    const quietLines = calls.map((call) => call.line);
    const quietTimes = await timeEchoes(quietLines, echoPhase(`ssh-quiet-${run}`, quick));
    flooder = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--flood', String(portOf(serve, 'SSH'))], { stdio: 'ignore' });
    // Its connection up and flooding before the timing starts.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const floodTimes = await timeEchoes(quietLines, echoPhase(`ssh-flood-${run}`, quick));
    return percentile(floodTimes, 99) / percentile(quietTimes, 99);
  } finally {
    flooder?.kill('SIGKILL');
    await stopServe(serve, lines);
  }
}

export async function benchSshFlood(quick: boolean): Promise<Record<string, number>> {
  const ratios: number[] = [];
  for (let run = 0; run < (quick ? 1 : 3); run++) ratios.push(await resizeFloodOverQuiet(run, quick));
  return { echoP99SshResizeFloodOverQuiet: round(median(ratios)) };
}

/** The flooder's process: calls again whenever it is hung up, until it is killed (bounded by its parent's run, and by a minute). */
async function floodUntilKilled(port: number): Promise<void> {
  const until = Date.now() + 60_000;
  const going = (): boolean => Date.now() < until;
  while (going()) await floodRequestsOnce(port, going);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const flood = process.argv.indexOf('--flood');
  if (flood >= 0) await floodUntilKilled(Number(process.argv[flood + 1]));
  else process.stdout.write(JSON.stringify(await benchSshFlood(process.argv.includes('--quick'))) + '\n');
}
