// A caller on a plain TCP socket: the one a BBS hands us as an inherited fd (DOOR32 comm type 2), or
// the one we open to the BBS in ENiGMA's socket mode. The BBS normally strips telnet first, but some
// hand over the raw client socket (FACTS-BBS §0.5), so input is always IAC-filtered.
//
// Output never carries a bare 0xFF: if the peer has sent us an IAC it speaks telnet and 0xFF goes out
// doubled (IAC IAC, RFC 854); otherwise 0xFF is replaced by a space, since a telnet client somewhere
// behind the BBS could still read it as IAC (and CP437 0xFF is a non-breaking space anyway).
//
// In socket mode stdin may be the null device; its EOF is not a hang-up, so stdin is never watched here.
import fs from 'node:fs';
import net from 'node:net';
import { systemClock, type Clock } from '../support/clock.js';
import { silentLogger, type Logger } from '../support/logger.js';
import type { Channel, CloseReason } from './channel.js';
import { ChannelBase } from './channel-base.js';
import { MAX_PENDING_OUTPUT_BYTES, settleWithin } from './channel-core.js';
import { createTelnetInputFilter, type TelnetInputFilter } from './telnet-input.js';
import { IAC } from './telnet-options.js';
import { createTelnetOutput, type TelnetOutputWriter } from './telnet-output.js';

export interface SocketChannelOptions {
  clock?: Clock;
  logger?: Logger;
  /** How long close() waits for output to flush before destroying the socket. */
  closeTimeoutMs?: number;
}

/** The fd a BBS named is not a usable socket: the message says which fd and what it is instead. */
export class InheritedSocketError extends Error {
  constructor(
    readonly fd: number,
    reason: string,
  ) {
    super(`file descriptor ${fd} ${reason}; the BBS must pass the caller's socket there (or run the door with --stdio)`);
    this.name = 'InheritedSocketError';
  }
}

/** Opens the caller's socket inherited as `fd` (FACTS-BBS §0.4). Throws InheritedSocketError otherwise. */
export function openInheritedSocket(fd: number, options: SocketChannelOptions = {}): Channel {
  let stats: fs.Stats;
  try {
    stats = fs.fstatSync(fd);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'unknown error';
    throw new InheritedSocketError(fd, `is not open (${code})`);
  }
  if (!stats.isSocket()) throw new InheritedSocketError(fd, `is not a socket (it is ${describeFileType(stats)})`);
  return createSocketChannel(new net.Socket({ fd, readable: true, writable: true }), options);
}

/** Connects to the BBS's port (ENiGMA `io: socket` mode: the door dials in). */
export function connectSocket(host: string, port: number, options: SocketChannelOptions = {}): Promise<Channel> {
  return new Promise<Channel>((resolve, reject) => {
    const socket = net.connect({ host, port });
    const onError = (error: Error): void => reject(error);
    socket.once('error', onError);
    socket.once('connect', () => {
      socket.off('error', onError);
      resolve(createSocketChannel(socket, options));
    });
  });
}

export function createSocketChannel(socket: net.Socket, options: SocketChannelOptions = {}): Channel {
  return new SocketChannel(socket, options);
}

class SocketChannel extends ChannelBase {
  readonly kind = 'socket' as const;
  private readonly input: TelnetInputFilter;
  private readonly telnetOutput: TelnetOutputWriter;
  private readonly clock: Clock;
  private readonly closeTimeoutMs: number;
  private peerSpeaksTelnet = false;
  private closing: Promise<void> | undefined;

  constructor(
    private readonly socket: net.Socket,
    options: SocketChannelOptions,
  ) {
    super(options.logger ?? silentLogger);
    this.clock = options.clock ?? systemClock;
    this.closeTimeoutMs = options.closeTimeoutMs ?? 2000;
    if (socket.remoteAddress) this.info.remote = `${socket.remoteAddress}:${socket.remotePort ?? 0}`;

    this.telnetOutput = createTelnetOutput((wire) => this.send(wire));
    this.input = createTelnetInputFilter({
      data: (bytes) => this.core.emitData(bytes),
      fault: (error) => this.fail('socket input handler threw', error),
    });

    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      try {
        if (!this.peerSpeaksTelnet && chunk.includes(IAC)) this.peerSpeaksTelnet = true;
        this.input.write(chunk);
      } catch (error) {
        this.fail('socket input failed', error);
      }
    });
    socket.on('end', () => this.hangUp('remote-closed'));
    socket.on('close', () => this.hangUp('remote-closed'));
    socket.on('error', (error) => {
      this.logger.debug('socket error', { remote: this.info.remote, message: error.message });
      this.hangUp('error');
    });
    this.core.markReady();
  }

  write(bytes: Buffer): void {
    if (this.core.closed || bytes.length === 0) return;
    if (this.peerSpeaksTelnet) this.telnetOutput.data(bytes);
    else this.send(withoutIac(bytes));
  }

  close(): Promise<void> {
    if (this.closing) return this.closing;
    if (!this.core.finish('local')) return Promise.resolve();
    const socket = this.socket;
    // end() alone left the process waiting on the peer (FACTS-BBS §0.4): flush, then destroy.
    this.closing = settleWithin(this.clock, this.closeTimeoutMs, (done) => {
      if (socket.destroyed || socket.writableEnded) return done();
      socket.end(() => done());
    }).then(() => void socket.destroy());
    return this.closing;
  }

  private send(wire: Buffer): void {
    const socket = this.socket;
    if (socket.destroyed || socket.writableEnded) return;
    socket.write(wire);
    if (socket.writableLength > MAX_PENDING_OUTPUT_BYTES) {
      this.logger.warn('socket caller stopped reading; hanging up', { pending: socket.writableLength });
      this.hangUp('error');
    }
  }

  protected hangUp(reason: CloseReason): void {
    if (this.closing && reason === 'remote-closed') return;
    this.core.finish(reason);
    this.socket.destroy();
  }
}

/** 0xFF replaced by a space (see the header comment for why). */
function withoutIac(bytes: Buffer): Buffer {
  if (!bytes.includes(IAC)) return bytes;
  const copy = Buffer.from(bytes);
  for (let i = 0; i < copy.length; i++) if (copy[i] === IAC) copy[i] = 0x20;
  return copy;
}

function describeFileType(stats: fs.Stats): string {
  if (stats.isFile()) return 'a regular file';
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a pipe';
  if (stats.isCharacterDevice()) return 'a character device (a terminal?)';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSymbolicLink()) return 'a symbolic link';
  return 'not a socket';
}
