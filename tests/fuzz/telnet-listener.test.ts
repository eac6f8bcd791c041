// Our telnet listener in process on port 0, echoing through the real terminal layer, under random and
// hostile clients: it never throws or logs an error, lets every connection go, keeps serving fresh
// callers, and its heap ends the campaign about where it began.
import net from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil, WireClient } from '../transports/support/wire-client.js';
import { fuzzSeed, readCorpus } from './support/corpus.js';
import { ECHO_LINE_LENGTH, ECHO_PREFIX, startEchoServer, type EchoServer } from './support/echo-server.js';
import { exactHeap, settledHeapBytes } from './support/memory.js';
import { fuzzProperty } from './support/target.js';
import { playWireCase, telnetListenerTarget } from './support/telnet-target.js';
import { clientHello } from './support/telnet-wire.js';

/** Heap growth allowed over the whole campaign: a leak of one channel per case would exceed it. */
const HEAP_MARGIN_BYTES = (exactHeap ? 16 : 48) * 1024 * 1024;

let server: EchoServer;
let heapBefore = 0;
const uncaught: unknown[] = [];
const onUncaught = (error: unknown): void => void uncaught.push(error);

beforeAll(async () => {
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  server = await startEchoServer();
  // Warm up (code paths compiled, pools allocated) before the heap is measured.
  for (let i = 0; i < 5; i += 1) await server.serveFreshCaller();
  await server.drained();
  heapBefore = await settledHeapBytes();
});

afterAll(async () => {
  await server.close();
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', onUncaught);
});

describe('telnet listener under fuzzing', () => {
  it('random bytes, mutated negotiations, floods, endless sub-negotiations, broken UTF-8, split writes', async () => {
    await fc.assert(fuzzProperty(telnetListenerTarget(server)), {
      seed: fuzzSeed('telnetListener'),
      numRuns: 150,
      endOnFailure: true,
    });
    await server.serveFreshCaller();
  }, 60_000);

  it('replays the corpus, whole and a byte at a time, ending both ways', async () => {
    const corpus = readCorpus('telnet');
    expect(corpus.length).toBeGreaterThan(0);
    for (const { name, bytes } of corpus) {
      await playWireCase(server, { label: name, bytes, write: 'whole', chunk: 1, ending: 'end' });
      await playWireCase(server, { label: name, bytes, write: 'bytewise', chunk: 1, ending: 'destroy' });
    }
    await server.serveFreshCaller();
  }, 60_000);

  it('a 1 MB line with no Enter is cut at the field, and Enter still ends it', async () => {
    const megabyte = 1024 * 1024;
    const client = await WireClient.connect(server.port);
    try {
      const receivedBefore = server.bytesReceived();
      client.write(clientHello('xterm'));
      client.write(Buffer.alloc(megabyte, 'A'));
      // Keys typed ahead beyond the terminal's queue are dropped by design: Enter goes once the flood is in.
      await waitUntil(() => server.bytesReceived() - receivedBefore >= megabyte, (wake) => void setTimeout(wake, 5), 'the megabyte to arrive');
      client.write('\r');
      await client.waitFor((r) => r.toString('latin1').includes(`${ECHO_PREFIX}${'A'.repeat(ECHO_LINE_LENGTH)}\r\n`), 'the echoed line');
    } finally {
      client.destroy();
    }
    await server.drained();
    expect(server.faults).toEqual([]);
  });

  it('many callers opening and dropping mid-negotiation, all at once', async () => {
    const hello = clientHello('syncterm');
    const callers = Array.from({ length: 120 }, async (_, i) => {
      const socket = net.connect({ port: server.port, host: '127.0.0.1' });
      socket.on('error', () => {});
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(hello.subarray(0, i % hello.length));
      if (i % 3 === 0) socket.resetAndDestroy();
      else if (i % 3 === 1) socket.destroy();
      else socket.end();
    });
    await Promise.all(callers);
    await server.drained();
    expect(server.connections()).toBe(0);
    expect(server.faults).toEqual([]);
    await server.serveFreshCaller();
  });

  it('ends the campaign with no uncaught error, no connection left, and the heap within its margin', async () => {
    await server.drained();
    server.clock.advance(60_000);
    const heapAfter = await settledHeapBytes();
    expect(uncaught).toEqual([]);
    expect(server.faults).toEqual([]);
    expect(server.connections()).toBe(0);
    expect(server.clock.pending()).toBe(0);
    expect(heapAfter - heapBefore).toBeLessThan(HEAP_MARGIN_BYTES);
  });
});
