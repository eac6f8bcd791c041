import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../src/support/fake-clock.js';
import { INPUT_BURST_BYTES, INPUT_BYTES_PER_SECOND } from '../../src/transports/input-bucket.js';
import { silentLogger, type Logger } from '../../src/support/logger.js';
import type { Channel, CloseReason } from '../../src/transports/channel.js';
import {
  ADDRESS_BUSY_MESSAGE,
  BUSY_MESSAGE,
  LOGIN_TIME_UP_MESSAGE,
  startTelnetServer,
  type LoginStage,
  type TelnetServer,
} from '../../src/transports/telnet-server.js';
import { recordingLogger, settle, waitUntil, WireClient } from './support/wire-client.js';

const IAC = 255;
const [WILL, WONT, DO, DONT, SB, SE] = [251, 252, 253, 254, 250, 240];
const [BINARY, ECHO, SGA, TTYPE, NAWS] = [0, 1, 3, 24, 31];

/** The garbage tests are about the parser: on the fake clock, a metered line would wait for ever. */
const UNMETERED = { bytesPerSecond: 2 ** 40, burstBytes: 2 ** 40 };

const OPENING = [
  [IAC, WILL, ECHO],
  [IAC, WILL, SGA],
  [IAC, DO, SGA],
  [IAC, DO, BINARY],
  [IAC, WILL, BINARY],
  [IAC, DO, TTYPE],
  [IAC, DO, NAWS],
].flat();

interface Harness {
  server: TelnetServer;
  clock: FakeClock;
  channels: Channel[];
  nextChannel(): Promise<Channel>;
  connect(): Promise<WireClient>;
}

const openServers: TelnetServer[] = [];
const openClients: WireClient[] = [];

afterEach(async () => {
  for (const client of openClients.splice(0)) client.destroy();
  await Promise.all(openServers.splice(0).map((server) => server.close()));
});

async function harness(
  options: {
    onChannel?: (channel: Channel, stage: LoginStage) => void | Promise<void>;
    maxConnections?: number;
    maxPerAddress?: number;
    loginSeconds?: number;
    input?: { bytesPerSecond: number; burstBytes: number };
    logger?: Logger;
  } = {},
): Promise<Harness> {
  const clock = new FakeClock();
  const channels: Channel[] = [];
  const wakers: Array<() => void> = [];
  const server = await startTelnetServer({
    host: '127.0.0.1',
    port: 0,
    clock,
    logger: options.logger ?? silentLogger,
    ...(options.maxConnections !== undefined ? { maxConnections: options.maxConnections } : {}),
    ...(options.maxPerAddress !== undefined ? { maxPerAddress: options.maxPerAddress } : {}),
    ...(options.loginSeconds !== undefined ? { loginSeconds: options.loginSeconds } : {}),
    ...(options.input !== undefined ? { input: options.input } : {}),
    onChannel: (channel, stage) => {
      channels.push(channel);
      for (const wake of wakers.splice(0)) wake();
      return options.onChannel?.(channel, stage);
    },
  });
  openServers.push(server);
  let taken = 0;
  return {
    server,
    clock,
    channels,
    async nextChannel() {
      await waitUntil(() => channels.length > taken, (wake) => wakers.push(wake), 'a channel');
      const channel = channels[taken++];
      if (!channel) throw new Error('no channel');
      return channel;
    },
    async connect() {
      const client = await WireClient.connect(server.address.port);
      openClients.push(client);
      return client;
    },
  };
}

const echo = (channel: Channel): void => {
  channel.onData((bytes) => channel.write(bytes));
};

/** Everything the client received after the opening negotiation. */
const afterOpening = (client: WireClient): number[] => [...client.received.subarray(OPENING.length)];

function readyFlag(channel: Channel): { value: boolean } {
  const flag = { value: false };
  void channel.ready().then(() => (flag.value = true));
  return flag;
}

describe('telnet server', () => {
  it('sends exactly the opening negotiation, in order', async () => {
    const h = await harness();
    const client = await h.connect();
    await client.waitFor((received) => received.length >= OPENING.length, 'opening');
    expect([...client.received]).toEqual(OPENING);
    expect(h.server.connections()).toBe(1);
  });

  it('does not answer a WILL SGA twice, nor the answers to its own requests (no loops)', async () => {
    const h = await harness({ onChannel: echo });
    const client = await h.connect();
    await client.waitFor((received) => received.length >= OPENING.length);
    client.write([IAC, WILL, SGA, IAC, DO, ECHO, IAC, DO, SGA, IAC, WILL, BINARY, IAC, DO, BINARY]);
    client.write([IAC, WILL, SGA, IAC, WILL, SGA, IAC, DO, ECHO]);
    client.write('!');
    await client.waitForBytes([0x21], 'echo');
    expect(afterOpening(client)).toEqual([0x21]);
  });

  it('refuses unknown options and a caller-side echo', async () => {
    const h = await harness({ onChannel: echo });
    const client = await h.connect();
    const LINEMODE = 34;
    client.write([IAC, DO, LINEMODE, IAC, WILL, LINEMODE, IAC, WILL, ECHO]);
    client.write('!');
    await client.waitForBytes([0x21], 'echo');
    expect(afterOpening(client)).toEqual([IAC, WONT, LINEMODE, IAC, DONT, LINEMODE, IAC, DONT, ECHO, 0x21]);
  });

  it('asks for the terminal type after WILL TTYPE and reads the IS reply', async () => {
    const h = await harness();
    const client = await h.connect();
    const channel = await h.nextChannel();
    const ready = readyFlag(channel);
    client.write([IAC, WILL, TTYPE, IAC, WONT, NAWS]);
    await client.waitForBytes([IAC, SB, TTYPE, 1, IAC, SE], 'TTYPE SEND');
    client.write([IAC, SB, TTYPE, 0, ...Buffer.from('XTERM-256Color'), IAC, SE]);
    await channel.ready();
    expect(ready.value).toBe(true);
    expect(channel.info.terminalType).toBe('xterm-256color');
    expect(h.clock.pending()).toBe(0);
  });

  it('parses NAWS into the size and onResize, ignoring zero and clamping big sizes', async () => {
    const h = await harness();
    const client = await h.connect();
    const channel = await h.nextChannel();
    const sizes: Array<[number, number]> = [];
    channel.onResize((cols, rows) => sizes.push([cols, rows]));
    client.write([IAC, WILL, NAWS, IAC, SB, NAWS, 0, 100, 0, 40, IAC, SE]);
    await waitUntil(() => sizes.length === 1, (wake) => setImmediate(wake), 'first size');
    expect(channel.info).toMatchObject({ cols: 100, rows: 40 });
    // 255 columns travel as 0x00 0xFF, the 0xFF doubled on the wire (RFC 1073).
    client.write([IAC, SB, NAWS, 0, 0, 0, 0, IAC, SE]);
    client.write([IAC, SB, NAWS, 0, 255, 255, 0, 5, IAC, SE]);
    client.write([IAC, SB, NAWS, 1, 44, 0, 60, IAC, SE]);
    await waitUntil(() => sizes.length === 3, (wake) => setImmediate(wake), 'more sizes');
    expect(sizes).toEqual([
      [100, 40],
      [255, 10],
      [255, 60],
    ]);
    expect(channel.info).toMatchObject({ cols: 255, rows: 60 });
  });

  it('is ready after 3 s without TTYPE (FakeClock)', async () => {
    const h = await harness();
    await h.connect();
    const channel = await h.nextChannel();
    const ready = readyFlag(channel);
    h.clock.advance(2999);
    await settle();
    expect(ready.value).toBe(false);
    h.clock.advance(1);
    await settle();
    expect(ready.value).toBe(true);
  });

  it('is ready at once when the client refuses TTYPE and NAWS', async () => {
    const h = await harness();
    const client = await h.connect();
    const channel = await h.nextChannel();
    client.write([IAC, WONT, TTYPE, IAC, WONT, NAWS]);
    await channel.ready();
    expect(channel.info.terminalType).toBeUndefined();
  });

  it('gives a NAWS that has not been refused a brief chance after TTYPE', async () => {
    const h = await harness();
    const client = await h.connect();
    const channel = await h.nextChannel();
    const ready = readyFlag(channel);
    client.write([IAC, WILL, TTYPE]);
    await client.waitForBytes([IAC, SB, TTYPE, 1, IAC, SE]);
    client.write([IAC, SB, TTYPE, 0, ...Buffer.from('syncterm'), IAC, SE]);
    await waitUntil(() => channel.info.terminalType !== undefined, (wake) => setImmediate(wake), 'ttype');
    await settle();
    expect(ready.value).toBe(false);
    h.clock.advance(499);
    await settle();
    expect(ready.value).toBe(false);
    h.clock.advance(1);
    await settle();
    expect(ready.value).toBe(true);
  });

  it('is ready as soon as NAWS follows TTYPE', async () => {
    const h = await harness();
    const client = await h.connect();
    const channel = await h.nextChannel();
    client.write([IAC, WILL, TTYPE]);
    await client.waitForBytes([IAC, SB, TTYPE, 1, IAC, SE]);
    client.write([IAC, SB, TTYPE, 0, ...Buffer.from('ansi'), IAC, SE, IAC, WILL, NAWS, IAC, SB, NAWS, 0, 80, 0, 24, IAC, SE]);
    await channel.ready();
    expect(channel.info).toMatchObject({ terminalType: 'ansi', cols: 80, rows: 24 });
  });

  it('delivers CR, CR LF, CR NUL and LF each as one Enter, also split across chunks', async () => {
    const h = await harness();
    const client = await h.connect();
    const channel = await h.nextChannel();
    let typed = '';
    channel.onData((bytes) => (typed += bytes.toString('latin1')));
    const send = async (chunk: string, expected: string): Promise<void> => {
      client.write(chunk);
      await waitUntil(() => typed === expected, (wake) => setImmediate(wake), JSON.stringify(expected));
    };
    await send('a\r\n', 'a\r');
    await send('b\r\0', 'a\rb\r');
    await send('c\r', 'a\rb\rc\r');
    await send('\nd\r', 'a\rb\rc\rd\r');
    await send('\0e\n', 'a\rb\rc\rd\re\r');
    await send('f\r', 'a\rb\rc\rd\re\rf\r');
    await send('g', 'a\rb\rc\rd\re\rf\rg');
  });

  it('doubles 0xFF on output and collapses IAC IAC on input', async () => {
    const h = await harness();
    const client = await h.connect();
    const channel = await h.nextChannel();
    const typed: number[] = [];
    channel.onData((bytes) => typed.push(...bytes));
    channel.write(Buffer.from([0x41, 0xff, 0x42]));
    await client.waitForBytes([0x41, 0xff, 0xff, 0x42], 'doubled IAC');
    client.write([0x43, IAC, IAC, 0x44]);
    await waitUntil(() => typed.length === 3, (wake) => setImmediate(wake), 'input');
    expect(typed).toEqual([0x43, 0xff, 0x44]);
  });

  it('reports the close reasons: remote end and local close', async () => {
    const h = await harness();
    const first = await h.connect();
    const firstChannel = await h.nextChannel();
    const reasons: CloseReason[] = [];
    firstChannel.onClose((reason) => reasons.push(reason));
    first.end();
    await waitUntil(() => reasons.length === 1, (wake) => setImmediate(wake), 'remote close');
    expect(reasons).toEqual(['remote-closed']);

    const second = await h.connect();
    const secondChannel = await h.nextChannel();
    secondChannel.onClose((reason) => reasons.push(reason));
    secondChannel.write(Buffer.from('bye'));
    await secondChannel.close();
    await second.waitForClose();
    expect(second.received.subarray(OPENING.length).toString()).toBe('bye');
    expect(reasons).toEqual(['remote-closed', 'local']);
    expect(secondChannel.closed).toBe(true);
    expect(h.server.connections()).toBe(0);
  });

  it('survives garbage: random bytes, IAC floods and an endless sub-negotiation', async () => {
    const logger = recordingLogger();
    const h = await harness({ onChannel: echo, logger, input: UNMETERED });
    let seed = 12345;
    const random = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256;
    const garbage = [
      Buffer.from(Array.from({ length: 256 * 1024 }, random)),
      Buffer.alloc(256 * 1024, IAC),
      Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => (i % 2 === 0 ? IAC : random()))),
      Buffer.concat([Buffer.from([IAC, SB, TTYPE]), Buffer.alloc(2 * 1024 * 1024, 0x41)]),
    ];
    for (const bytes of garbage) {
      const client = await h.connect();
      await h.nextChannel();
      client.write(bytes);
    }
    // The listener still serves a well-behaved caller.
    const fresh = await h.connect();
    await h.nextChannel();
    fresh.write('still here');
    await fresh.waitForBytes(Buffer.from('still here'), 'echo after garbage');
    expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('cuts an endless sub-negotiation at the buffer limit and goes on', async () => {
    const h = await harness();
    const client = await h.connect();
    const channel = await h.nextChannel();
    let typed = '';
    channel.onData((bytes) => (typed += bytes.toString('latin1')));
    client.write([IAC, WILL, TTYPE, IAC, WONT, NAWS, IAC, SB, TTYPE, 0]);
    client.write(Buffer.alloc(1024 * 1024, 0x61));
    client.write([IAC, SE, 0x7a]);
    // The megabyte is metered (a fair share of input), so time must pass for it all to be read.
    await waitUntil(() => typed === 'z', (wake) => setImmediate(() => (h.clock.advance(1000), wake())), 'data after the long SB');
    expect(channel.info.terminalType).toBe('a'.repeat(40));
  });

  it('hangs up on a caller who stops reading instead of buffering without bound', async () => {
    const logger = recordingLogger();
    const h = await harness({ logger });
    const client = await h.connect();
    client.socket.pause();
    const channel = await h.nextChannel();
    const reasons: CloseReason[] = [];
    channel.onClose((reason) => reasons.push(reason));
    const chunk = Buffer.alloc(64 * 1024, 0x2e);
    let written = 0;
    while (!channel.closed && written < 256 * 1024 * 1024) {
      channel.write(chunk);
      written += chunk.length;
    }
    expect(channel.closed).toBe(true);
    expect(reasons).toEqual(['error']);
    expect(logger.entries.some((entry) => entry.message.includes('stopped reading'))).toBe(true);
  });

  it('serves 50 callers at once, each getting its own echo', async () => {
    const h = await harness({ onChannel: echo });
    const clients = await Promise.all(Array.from({ length: 50 }, () => h.connect()));
    await waitUntil(() => h.channels.length === 50, (wake) => setImmediate(wake), '50 channels');
    expect(h.server.connections()).toBe(50);
    clients.forEach((client, i) => client.write(`caller-${i};`));
    await Promise.all(clients.map((client, i) => client.waitForBytes(Buffer.from(`caller-${i};`), `echo ${i}`)));
    clients.forEach((client, i) => {
      expect(client.received.subarray(OPENING.length).toString('latin1')).toBe(`caller-${i};`);
    });
  });

  it('turns away callers over maxConnections with a busy line', async () => {
    const h = await harness({ maxConnections: 1 });
    await h.connect();
    await h.nextChannel();
    const second = await h.connect();
    await second.waitForClose();
    expect(second.received.toString('latin1')).toBe(BUSY_MESSAGE);
    expect(h.server.connections()).toBe(1);
  });

  it('turns away a sixth call from one address, and takes a call again once one hangs up', async () => {
    const h = await harness({ maxPerAddress: 5 });
    const first = await h.connect();
    const firstChannel = await h.nextChannel();
    const firstGone = new Promise<void>((resolve) => firstChannel.onClose(() => resolve()));
    for (let i = 1; i < 5; i++) {
      await h.connect();
      await h.nextChannel();
    }
    const sixth = await h.connect();
    await sixth.waitForClose();
    expect(sixth.received.toString('latin1')).toBe(ADDRESS_BUSY_MESSAGE);
    expect(h.server.connections()).toBe(5);
    first.destroy();
    await firstGone;
    await h.connect();
    await h.nextChannel();
    expect(h.server.connections()).toBe(5);
  });

  it('hangs up a caller who never finishes negotiating and dribbles a byte a minute, at the login limit', async () => {
    const h = await harness({ loginSeconds: 120 });
    const client = await h.connect();
    const channel = await h.nextChannel();
    // Never answers DO TTYPE / DO NAWS; one letter a minute.
    for (let minute = 0; minute < 2; minute++) {
      client.write('x');
      await settle();
      expect(channel.closed).toBe(false);
      h.clock.advance(59_000);
      await settle();
    }
    expect(channel.closed).toBe(false);
    h.clock.advance(2_000);
    await client.waitForClose();
    expect(client.received.toString('latin1')).toContain(LOGIN_TIME_UP_MESSAGE);
  });

  it('lets a caller who logged in in time stay past the login limit', async () => {
    const h = await harness({ loginSeconds: 120, onChannel: (_channel, stage) => stage.loggedIn() });
    await h.connect();
    const channel = await h.nextChannel();
    h.clock.advance(10 * 60_000);
    await settle();
    expect(channel.closed).toBe(false);
  });

  it('slows a flooding caller to its share of input, while a quiet caller\u2019s echo goes on', async () => {
    const h = await harness({ onChannel: echo });
    const flooder = await h.connect();
    const floodChannel = await h.nextChannel();
    let flooded = 0;
    floodChannel.onData((bytes) => (flooded += bytes.length));
    const quiet = await h.connect();
    await h.nextChannel();
    flooder.write(Buffer.alloc(4 * 1024 * 1024, 0x61));
    await waitUntil(() => flooded >= INPUT_BURST_BYTES, (wake) => setImmediate(wake), 'the burst');
    // Ten echoes on the quiet line while the flood waits in the kernel: the flooder gets no further.
    for (let i = 0; i < 10; i++) {
      const mark = quiet.received.length;
      quiet.write(`k${i}`);
      await quiet.waitFor((r) => r.subarray(mark).toString('latin1').includes(`k${i}`), `echo ${i}`);
    }
    const before = flooded;
    expect(before).toBeLessThanOrEqual(INPUT_BURST_BYTES + 256 * 1024);
    // Ten seconds of its share later, it goes on: slowed, not cut off.
    h.clock.advance(10_000);
    await waitUntil(() => flooded > before, (wake) => setImmediate(wake), 'the flood to go on');
    expect(flooded - before).toBeLessThanOrEqual(10 * INPUT_BYTES_PER_SECOND + 256 * 1024);
  });

  it('logs a failing handler, closes its channel and keeps listening', async () => {
    const logger = recordingLogger();
    let calls = 0;
    const h = await harness({
      logger,
      onChannel: async (channel) => {
        calls += 1;
        if (calls === 1) throw new Error('session exploded');
        if (calls === 2) return Promise.reject(new Error('async session exploded'));
        echo(channel);
      },
    });
    const first = await h.connect();
    await first.waitForClose();
    const second = await h.connect();
    await second.waitForClose();
    const third = await h.connect();
    third.write('ok');
    await third.waitForBytes(Buffer.from('ok'));
    const errors = logger.entries.filter((entry) => entry.level === 'error').map((entry) => entry.fields?.message);
    expect(errors).toEqual(['session exploded', 'async session exploded']);
  });

  it('closes every caller when the server closes', async () => {
    const h = await harness();
    const clients = await Promise.all([h.connect(), h.connect()]);
    await waitUntil(() => h.channels.length === 2, (wake) => setImmediate(wake), 'channels');
    await h.server.close();
    await Promise.all(clients.map((client) => client.waitForClose()));
    expect(h.channels.every((channel) => channel.closed)).toBe(true);
  });
});
