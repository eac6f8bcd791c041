// A browser's line that goes silent (a phone asleep, a network lost) is hung up within two pings,
// so its caller leaves who's online within a minute; a line that answers stays up. Real WebSockets
// on a port of their own (the ws library both ends), the pings timed on a FakeClock.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import type { CloseReason } from '../../src/transports/channel.js';
import { ALIVE_EVERY_MS, WebSocketChannel } from '../../src/transports/websocket-channel.js';

const servers: WebSocketServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

/** A channel on the server's end of a WebSocket whose other end answers pings or not. */
async function line(answersPings: boolean): Promise<{ channel: WebSocketChannel; clock: FakeClock; client: WebSocket; pinged: () => number }> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  servers.push(server);
  await once(server, 'listening');
  const clock = new FakeClock();
  const accepted = once(server, 'connection') as Promise<[WebSocket]>;
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`, { autoPong: answersPings });
  let pings = 0;
  client.on('ping', () => void (pings += 1));
  const [socket] = await accepted;
  return { channel: new WebSocketChannel(socket, 'test', clock, silentLogger), clock, client, pinged: () => pings };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('a browser line that goes silent', () => {
  it('is hung up as carrier lost at the second ping unanswered, well within a minute', async () => {
    const { channel, clock, client, pinged } = await line(false);
    let reason: CloseReason | undefined;
    channel.onClose((why) => (reason = why));
    clock.advance(ALIVE_EVERY_MS);
    await until(() => pinged() === 1);
    expect(channel.closed).toBe(false);
    clock.advance(ALIVE_EVERY_MS);
    await until(() => reason !== undefined);
    expect(reason).toBe('carrier-lost');
    expect(2 * ALIVE_EVERY_MS).toBeLessThan(60_000);
    client.terminate();
  });

  it('stays up while the line answers', async () => {
    const { channel, clock, client, pinged } = await line(true);
    for (let ping = 1; ping <= 5; ping++) {
      const answered = once(client, 'ping');
      clock.advance(ALIVE_EVERY_MS);
      await answered;
      // The pong's way back to the server.
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect(pinged()).toBe(5);
    expect(channel.closed).toBe(false);
    await channel.close();
    client.terminate();
  });
});
