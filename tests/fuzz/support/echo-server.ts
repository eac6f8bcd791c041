// Our telnet listener in process, with a handler that echoes typed lines back through the real terminal
// layer (key decoder, line editor, output writer). It records every fault on the server's side: an
// error logged by the listener or a channel, a handler that failed, a typed line that is not plain text.
import { FakeClock } from '../../../src/support/fake-clock.js';
import type { Logger, LogFields } from '../../../src/support/logger.js';
import { createTerminal } from '../../../src/term/terminal.js';
import { SessionEnded, type Charset } from '../../../src/term/types.js';
import type { Channel } from '../../../src/transports/channel.js';
import { startTelnetServer, type TelnetServer } from '../../../src/transports/telnet-server.js';
import { waitUntil, WireClient } from '../../transports/support/wire-client.js';
import { clientHello } from './telnet-wire.js';
import { typedLineFault } from './terminal-safety.js';

const UNMETERED = { bytesPerSecond: 2 ** 40, burstBytes: 2 ** 40 };

export const ECHO_PREFIX = 'You said: ';
/** Longest line the echo handler reads. */
export const ECHO_LINE_LENGTH = 60;

export interface EchoServer {
  readonly port: number;
  readonly clock: FakeClock;
  /** Faults seen so far; a campaign passes only while this stays empty. */
  readonly faults: string[];
  /** Lines typed and echoed so far. */
  lines(): number;
  /** Caller's bytes (telnet commands removed) the listener has handed to sessions so far. */
  bytesReceived(): number;
  connections(): number;
  /** Resolves once every connection the server had is gone (fails after ~10 s). */
  drained(): Promise<void>;
  /** A new caller negotiates, types a line, and must get it echoed back. */
  serveFreshCaller(line?: string): Promise<void>;
  close(): Promise<void>;
}

function faultLogger(faults: string[]): Logger {
  const fault = (message: string, fields?: LogFields): void => void faults.push(`${message} ${JSON.stringify(fields ?? {})}`);
  return { debug() {}, info() {}, warn() {}, error: fault };
}

export async function startEchoServer(): Promise<EchoServer> {
  const clock = new FakeClock();
  const faults: string[] = [];
  let lines = 0;
  let received = 0;
  let callers = 0;

  const echo = async (channel: Channel): Promise<void> => {
    // Alternate the charsets, so both decoders meet every kind of input.
    const charset: Charset = callers++ % 2 === 0 ? 'cp437' : 'utf8';
    const terminal = createTerminal(channel, { charset, ansi: true, cols: 80, rows: 24 }, { clock });
    // After the terminal: the first listener is the one that gets any typed-ahead bytes.
    channel.onData((bytes) => void (received += bytes.length));
    try {
      terminal.write('Echo ready\r\n');
      for (;;) {
        // Esc in the noise ends a line as the caller going back: an empty line here.
        const line = (await terminal.readLine({ maxLength: ECHO_LINE_LENGTH })) ?? '';
        const fault = typedLineFault(line);
        if (fault) faults.push(fault);
        lines += 1;
        terminal.write(`${ECHO_PREFIX}${line}\r\n`);
      }
    } catch (error) {
      if (!(error instanceof SessionEnded)) throw error;
    }
  };

  // The fake clock never refills a caller's input share, so the fuzz runs with one no flood spends
  // (the share itself is tested in tests/transports/telnet-server.test.ts).
  const server: TelnetServer = await startTelnetServer({ host: '127.0.0.1', port: 0, clock, logger: faultLogger(faults), onChannel: echo, input: UNMETERED });
  const port = server.address.port;

  return {
    port,
    clock,
    faults,
    lines: () => lines,
    bytesReceived: () => received,
    connections: () => server.connections(),
    drained: () => waitUntil(() => server.connections() === 0, (wake) => void setTimeout(wake, 5), 'every connection to close'),
    async serveFreshCaller(line = 'Randolph Carter') {
      const client = await WireClient.connect(port);
      try {
        client.write(Buffer.concat([clientHello('syncterm'), Buffer.from(`${line}\r`, 'latin1')]));
        await client.waitFor((received) => received.toString('latin1').includes(`${ECHO_PREFIX}${line}`), 'the echo of a fresh caller');
      } finally {
        client.destroy();
      }
    },
    close: () => server.close(),
  };
}
