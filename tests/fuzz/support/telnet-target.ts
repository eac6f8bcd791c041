// One fuzz case on the real listener: a client connects, sends the case's bytes the way the case says
// (whole, a byte at a time, or in chunks), then hangs up politely or drops the line. The listener must
// let go of the connection, log no error, and keep every typed line plain.
import { settle, WireClient } from '../../transports/support/wire-client.js';
import type { EchoServer } from './echo-server.js';
import type { FuzzTarget } from './target.js';
import { wireCase, type WireCase } from './telnet-wire.js';

/** A byte at a time only for the first bytes: enough to cut every sequence, without crawling through floods. */
const BYTEWISE_LIMIT = 512;

async function send(client: WireClient, c: WireCase): Promise<void> {
  client.socket.setNoDelay(true);
  if (c.write === 'whole') {
    client.write(c.bytes);
    return;
  }
  const step = c.write === 'bytewise' ? 1 : Math.max(1, c.chunk);
  const slow = c.write === 'bytewise' ? Math.min(c.bytes.length, BYTEWISE_LIMIT) : c.bytes.length;
  for (let at = 0; at < slow; at += step) {
    client.write(c.bytes.subarray(at, Math.min(at + step, slow)));
    // A turn of the event loop between writes, so the listener mostly reads them one by one.
    await settle();
  }
  if (slow < c.bytes.length) client.write(c.bytes.subarray(slow));
}

export async function playWireCase(server: EchoServer, c: WireCase): Promise<void> {
  const client = await WireClient.connect(server.port);
  try {
    await send(client, c);
    if (c.ending === 'destroy') client.destroy();
    else {
      client.end();
      // Our listener hangs up when the caller's side ends: waiting here proves nothing hangs.
      await client.waitForClose();
    }
    await server.drained();
  } finally {
    client.destroy();
  }
  // Fire what timers the case left (ready, NAWS grace, lone ESC), as time would.
  server.clock.advance(5000);
  if (server.faults.length > 0) throw new Error(`${c.label}: ${server.faults.join('; ')}`);
}

export function telnetListenerTarget(server: EchoServer): FuzzTarget<WireCase> {
  return { name: 'telnet listener', arbitrary: wireCase, check: (c) => playWireCase(server, c) };
}
