// A long paste over a real telnet connection: far more keys than the type-ahead queue holds arrive
// before the line is read, and the Enter at the end must still end the line.
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { createTerminal } from '../../src/term/terminal.js';
import { startTelnetServer, type TelnetServer } from '../../src/transports/telnet-server.js';
import { WireClient } from '../transports/support/wire-client.js';

const IAC = 255;
const WONT = 252;
const [TTYPE, NAWS] = [24, 31];
const PASTE = 'y'.repeat(10 * 1024);

const servers: TelnetServer[] = [];
const clients: WireClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('a 10 KB paste', () => {
  it('keeps its Enter: the line ends, cut to the field', async () => {
    let line: Promise<string | null> | undefined;
    const server = await startTelnetServer({
      host: '127.0.0.1',
      port: 0,
      clock: new FakeClock(),
      logger: silentLogger,
      onChannel: async (channel) => {
        const term = createTerminal(channel, { charset: 'cp437', ansi: true, cols: 80, rows: 24 }, { clock: new FakeClock() });
        // The whole paste is typed ahead before anyone reads a key.
        let seen = 0;
        await new Promise<void>((resolve) =>
          channel.onData((bytes) => {
            seen += bytes.length;
            if (seen > PASTE.length) resolve();
          }),
        );
        line = term.readLine({ maxLength: 40 });
        channel.write(Buffer.from(`got ${((await line) ?? '').length}\r\n`, 'latin1'));
      },
    });
    servers.push(server);
    const client = await WireClient.connect(server.address.port);
    clients.push(client);
    client.write([IAC, WONT, TTYPE, IAC, WONT, NAWS]);
    client.write(`${PASTE}\r\n`);
    await client.waitFor((r) => r.toString('latin1').includes('got 40'), 'the line, ended by the pasted Enter');
    expect(await line).toBe('y'.repeat(40));
  });
});
