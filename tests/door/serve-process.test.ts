// `arkham-door serve` as a sysop runs it: a real process, real TCP callers speaking telnet.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WireClient } from '../transports/support/wire-client.js';
import { doorBuilt, spawnDoor, tempHome, type RunningDoor } from '../support/door-process.js';
import { refuseNegotiation, signUpOnWire } from '../support/telnet-login.js';

const IAC = 255;
const TTYPE = 24;

let server: RunningDoor | undefined;
let port = 0;

beforeAll(async () => {
  if (!doorBuilt()) return;
  const home = tempHome();
  // Ten callers at once, all from this machine's one address.
  writeFileSync(join(home, 'arkham-door.json'), JSON.stringify({ limits: { connectionsPerAddress: 20 } }));
  server = spawnDoor(['serve', '--port', '0', '--home', home]);
  await server.waitFor(/telnet listener on [\d.]+:\d+/);
  const match = /telnet listener on [\d.]+:(\d+)/.exec(server.output().toString('latin1'));
  port = Number(match?.[1]);
});

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
});

const seen = (client: WireClient): string => client.received.toString('utf8');

async function callAndQuit(name: string): Promise<WireClient> {
  const client = await WireClient.connect(port);
  refuseNegotiation(client);
  await signUpOnWire(client, name, `${name} knows the way`);
  await client.waitFor((r) => r.includes(0x1b) && seen(client).includes('press any key'), 'the title screen');
  client.write(' ');
  await client.waitFor(() => seen(client).includes(name), 'the greeting');
  client.write('q');
  await client.waitFor(() => client.closed, 'the goodbye and hang-up');
  return client;
}

describe.skipIf(!doorBuilt())('serve: the telnet listener process', () => {
  it('negotiates, signs a new investigator up, greets the caller in the main menu and says goodbye on Q', async () => {
    const client = await callAndQuit('Ward');
    expect(client.received.subarray(0, 21)).toEqual(
      Buffer.from([255, 251, 1, 255, 251, 3, 255, 253, 3, 255, 253, 0, 255, 251, 0, 255, 253, 24, 255, 253, 31]),
    );
  });

  it('serves ten callers at once in one process', async () => {
    const names = Array.from({ length: 10 }, (_, i) => `Caller${i}`);
    const clients = await Promise.all(names.map((name) => callAndQuit(name)));
    clients.forEach((client, i) => expect(seen(client)).toContain(`Caller${i}`));
  });

  it('garbage on the wire does not bring the listener down', async () => {
    const vandal = await WireClient.connect(port);
    const junk = Buffer.alloc(64 * 1024);
    for (let i = 0; i < junk.length; i += 1) junk[i] = (i * 7919) & 0xff;
    vandal.write(junk);
    vandal.write([IAC, 250, TTYPE, ...Array.from({ length: 20000 }, () => 65)]);
    vandal.socket.destroy();
    await callAndQuit('Survivor');
  });
});
