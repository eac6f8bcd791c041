// The yardstick for serve's keystroke echo: a bare telnet echo server on telnet-stream's TelnetSocket,
// nothing between a caller's key and its echo but the telnet codec. Run as its own process, as serve
// is: `node --import tsx scripts/bench/echo-server.ts` prints "echo listening on <port>".
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { TelnetSocket } from 'telnet-stream';

/** RFC 857 ECHO and RFC 858 SUPPRESS-GO-AHEAD: the server echoes, as serve announces too. */
const ECHO = 1;
const SGA = 3;

const ECHO_LISTENING = /echo listening on (\d+)/;

export function startBareEcho(port = 0, host = '127.0.0.1'): Promise<net.Server> {
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    socket.on('error', () => {});
    const telnet = new TelnetSocket(socket);
    telnet.on('data', (bytes) => void telnet.write(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes));
    telnet.writeWill(ECHO);
    telnet.writeWill(SGA);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

export interface BareEchoProcess {
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts this file as a process of its own (through tsx, as the bench runs) and learns its port. */
export function spawnBareEcho(): Promise<BareEchoProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let text = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the echo server exited (${code}) before listening`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const port = ECHO_LISTENING.exec(text)?.[1];
      if (port === undefined) return;
      resolve({
        port: Number(port),
        child,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startBareEcho();
  const address = server.address();
  process.stdout.write(`echo listening on ${typeof address === 'object' && address ? address.port : 0}\n`);
}
