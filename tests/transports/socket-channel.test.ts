import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CloseReason } from '../../src/transports/channel.js';
import { connectSocket, InheritedSocketError, openInheritedSocket } from '../../src/transports/socket-channel.js';
import { spawnFixture, type Fixture } from './support/child.js';
import { waitUntil, WireClient } from './support/wire-client.js';

const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A connected pair: the client end for the test, the server end (not yet read from) for the child. */
async function socketPair(): Promise<{ client: WireClient; serverSide: net.Socket }> {
  let accept: (socket: net.Socket) => void = () => {};
  const accepted = new Promise<net.Socket>((resolve) => (accept = resolve));
  // pauseOnConnect: this process must not read bytes meant for the child.
  const server = net.createServer({ pauseOnConnect: true }, (socket) => accept(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const client = await WireClient.connect(address.port);
  cleanups.push(() => client.destroy());
  return { client, serverSide: await accepted };
}

async function startChild(): Promise<{ child: Fixture; client: WireClient }> {
  const { client, serverSide } = await socketPair();
  // The child gets the socket as fd 3 and /dev/null as stdin, as under Synchronet's socket I/O.
  const child = spawnFixture('socket-echo.ts', { stdio: ['ignore', 'pipe', 'pipe', serverSide] });
  cleanups.push(() => void (child.child.exitCode === null && child.child.kill('SIGKILL')));
  // Only the child holds the connection from here on, so its close is the caller's hang-up.
  serverSide.destroy();
  await client.waitForBytes(Buffer.from('ready\r\n'), 'banner');
  return { child, client };
}

describe('inherited socket (DOOR32 comm type 2)', () => {
  it('echoes IAC-filtered input in a child that has /dev/null as stdin, and ends on the caller hanging up', async () => {
    const { child, client } = await startChild();
    client.write('hi\r\n');
    await client.waitForBytes(Buffer.from('ready\r\nhi\r'), 'echo');
    // A raw client socket delivers telnet untouched (FACTS-BBS §0.5): IAC DO NAWS must not reach the game.
    client.write(Buffer.from([0xff, 0xfd, 0x1f, 0x79]));
    await client.waitForBytes(Buffer.from('hi\ry'), 'filtered echo');
    client.end();
    await child.waitForStderr('closed:remote-closed');
    expect(await child.exited()).toEqual({ code: 0, signal: null });
  });

  it('never sends a bare 0xFF: a space to a plain peer, IAC IAC once the peer has spoken telnet', async () => {
    const { client } = await startChild();
    client.write('!');
    await client.waitForBytes(Buffer.from([0x41, 0x20, 0x42]), 'mapped 0xFF');
    client.write(Buffer.from([0xff, 0xfb, 0x18]));
    client.write('!');
    await client.waitForBytes(Buffer.from([0x41, 0xff, 0xff, 0x42]), 'doubled 0xFF');
  });

  it('closes from the door side with destroy(), so neither side hangs', async () => {
    const { child, client } = await startChild();
    client.write('q');
    await client.waitForClose();
    expect(client.received.toString('latin1')).toBe('ready\r\nbye');
    await child.waitForStderr('close-done');
    expect(child.stderr()).toContain('closed:local');
    expect(await child.exited()).toEqual({ code: 0, signal: null });
  });

  it('refuses a file descriptor that is not a socket, with a clear error', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arkham-socket-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const fd = fs.openSync(path.join(dir, 'not-a-socket.txt'), 'w');
    cleanups.push(() => fs.closeSync(fd));
    expect(() => openInheritedSocket(fd)).toThrow(InheritedSocketError);
    expect(() => openInheritedSocket(fd)).toThrow(`file descriptor ${fd} is not a socket (it is a regular file)`);
  });

  it('refuses a file descriptor that is not open', () => {
    expect(() => openInheritedSocket(987_654)).toThrow(/file descriptor 987654 is not open \(EBADF\)/);
  });

  it('reports the error from a child given a file instead of a socket', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arkham-socket-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const fd = fs.openSync(path.join(dir, 'plain.txt'), 'w');
    cleanups.push(() => fs.closeSync(fd));
    const child = spawnFixture('socket-echo.ts', { stdio: ['ignore', 'pipe', 'pipe', fd] });
    expect(await child.exited()).toEqual({ code: 2, signal: null });
    expect(child.stderr()).toContain('file descriptor 3 is not a socket (it is a regular file)');
  });
});

describe('connectSocket (ENiGMA socket mode)', () => {
  it('dials the BBS port and carries bytes both ways', async () => {
    let bbsSide: net.Socket | undefined;
    const received: Buffer[] = [];
    const server = net.createServer((socket) => {
      bbsSide = socket;
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.write(Buffer.from([0x61, 0xff, 0xfd, 0x1f, 0x62, 0x0d, 0x0a]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');

    const channel = await connectSocket('127.0.0.1', address.port);
    expect(channel.kind).toBe('socket');
    let typed = '';
    channel.onData((bytes) => (typed += bytes.toString('latin1')));
    await waitUntil(() => typed === 'ab\r', (wake) => setImmediate(wake), 'filtered input');

    const reasons: CloseReason[] = [];
    channel.onClose((reason) => reasons.push(reason));
    channel.write(Buffer.from('to the bbs'));
    await waitUntil(() => Buffer.concat(received).toString() === 'to the bbs', (wake) => setImmediate(wake), 'output');
    bbsSide?.end();
    await waitUntil(() => reasons.length > 0, (wake) => setImmediate(wake), 'close');
    expect(reasons).toEqual(['remote-closed']);
  });

  it('rejects when nothing listens', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    await expect(connectSocket('127.0.0.1', address.port)).rejects.toThrow(/ECONNREFUSED/);
  });
});
