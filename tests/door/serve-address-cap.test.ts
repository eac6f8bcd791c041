// The cap on calls from one address holds across serve's listeners: a caller with two telnet lines
// on a board that allows two is turned away on SSH and on the browser's socket too, and gets in
// again once a line is hung up. A real process, raw TCP, ssh2's client and the ws client.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BUSY_MESSAGE } from '../../src/transports/caller-lines.js';
import { WireClient } from '../transports/support/wire-client.js';
import { doorBuilt, spawnDoor, tempHome, waitUntil, type RunningDoor } from '../support/door-process.js';
import { SshCaller } from '../support/ssh-caller.js';

let server: RunningDoor | undefined;
const ports = { telnet: 0, ssh: 0, web: 0 };

beforeAll(async () => {
  if (!doorBuilt()) return;
  const home = tempHome();
  writeFileSync(join(home, 'arkham-door.json'), JSON.stringify({ limits: { connectionsPerAddress: 2 } }));
  server = spawnDoor(['serve', '--port', '0', '--ssh-port', '0', '--http-port', '0', '--home', home]);
  await server.waitFor(/web listener on [\d.]+:\d+/, 20_000);
  const out = server.output().toString('latin1');
  ports.telnet = Number(/telnet listener on [\d.]+:(\d+)/.exec(out)?.[1]);
  ports.ssh = Number(/SSH listener on [\d.]+:(\d+)/.exec(out)?.[1]);
  ports.web = Number(/web listener on [\d.]+:(\d+)/.exec(out)?.[1]);
}, 30_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
});

/** What the browser's socket got: its first frame's words, or that it opened. */
function webCall(): Promise<string> {
  const ws = new WebSocket(`ws://127.0.0.1:${ports.web}/ws`);
  return new Promise((resolve, reject) => {
    let words = '';
    ws.on('message', (data: Buffer) => (words += data.toString('utf8')));
    ws.once('close', () => resolve(words));
    ws.once('error', reject);
    setTimeout(() => (ws.terminate(), resolve(words.includes('ew investigator') ? 'called' : words)), 3000);
  });
}

describe.skipIf(!doorBuilt())('serve: the per-address cap across listeners', () => {
  it('two telnet lines fill the address: SSH and the browser socket are turned away, and let in when one hangs up', async () => {
    const lines = await Promise.all([WireClient.connect(ports.telnet), WireClient.connect(ports.telnet)]);
    for (const line of lines) await line.waitFor((received) => received.length > 0, 'the telnet greeting');

    const turnedAway = await WireClient.connect(ports.ssh);
    await turnedAway.waitFor(() => turnedAway.closed, 'the SSH line turned away');
    expect(turnedAway.received.toString('latin1')).toBe(ADDRESS_BUSY_MESSAGE);
    expect(await webCall()).toContain(ADDRESS_BUSY_MESSAGE.trim());

    lines[0]?.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const caller = await SshCaller.connect({ port: ports.ssh, username: 'new' });
    await caller.waitForText('ew investigator');
    caller.hangUp();
    lines[1]?.destroy();
    await waitUntil(() => caller.closed, 5000, () => 'the SSH hang-up');
  });
});
