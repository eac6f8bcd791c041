// One caller passed through by a trusted BBS over RLogin, once the opening is read: plain bytes
// both ways (no telnet), window sizes taken out of the input, the fair share of input as on
// telnet, and Enter as one CR.
import type net from 'node:net';
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/logger.js';
import type { CloseReason } from './channel.js';
import { ChannelBase } from './channel-base.js';
import { MAX_PENDING_OUTPUT_BYTES, settleWithin } from './channel-core.js';
import { createEnterNormaliser } from './enter-normaliser.js';
import { fairShareOf, type InputBucket } from './input-bucket.js';
import { createWindowSizeFilter, type RloginHandshake } from './rlogin-handshake.js';

export interface RloginChannelOptions {
  clock: Clock;
  logger: Logger;
  handshake: RloginHandshake;
  /** The BBS that vouched for the caller, and the caller's name there. */
  passedThrough: { tag: string; user: string };
  /** Bytes that came behind the opening in the same read. */
  rest: Buffer;
}

export class RloginChannel extends ChannelBase {
  readonly kind = 'rlogin' as const;
  private readonly normaliseEnter = createEnterNormaliser();
  private readonly takeWindowSizes = createWindowSizeFilter((cols, rows) => this.resizeTo(cols, rows));
  private readonly bucket: InputBucket;
  private readonly clock: Clock;
  private closing: Promise<void> | undefined;

  constructor(
    private readonly socket: net.Socket,
    options: RloginChannelOptions,
  ) {
    super(options.logger);
    this.clock = options.clock;
    this.info.remote = `${socket.remoteAddress ?? ''}:${socket.remotePort ?? 0}`;
    if (options.handshake.terminalType) this.info.terminalType = options.handshake.terminalType;
    if (options.handshake.baud) this.info.baud = options.handshake.baud;
    this.info.passedThrough = options.passedThrough;
    this.bucket = fairShareOf(this.clock, socket);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    socket.on('end', () => this.hangUp('remote-closed'));
    socket.on('close', () => this.hangUp('remote-closed'));
    socket.on('error', (error) => {
      this.logger.debug('rlogin socket error', { remote: this.info.remote, message: error.message });
      this.hangUp('error');
    });
    if (options.rest.length > 0) this.read(options.rest);
    this.core.markReady();
  }

  write(bytes: Buffer): void {
    const socket = this.socket;
    if (this.core.closed || bytes.length === 0 || socket.destroyed || socket.writableEnded) return;
    socket.write(bytes);
    if (socket.writableLength > MAX_PENDING_OUTPUT_BYTES) {
      this.logger.warn('rlogin caller stopped reading; hanging up', { remote: this.info.remote, pending: socket.writableLength });
      this.hangUp('error');
    }
  }

  close(): Promise<void> {
    if (this.closing) return this.closing;
    if (!this.core.finish('local')) return Promise.resolve();
    this.bucket.stop();
    const socket = this.socket;
    this.closing = settleWithin(this.clock, 2000, (done) => {
      if (socket.destroyed || socket.writableEnded) return done();
      socket.end(() => done());
    }).then(() => void socket.destroy());
    return this.closing;
  }

  protected hangUp(reason: CloseReason): void {
    if (this.closing && reason === 'remote-closed') return;
    this.bucket.stop();
    this.core.finish(reason);
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    if (this.core.closed) return;
    this.bucket.take(chunk.length);
    try {
      this.core.emitData(this.normaliseEnter(this.takeWindowSizes(chunk)));
    } catch (error) {
      this.fail('rlogin input failed', error);
    }
  }
}
