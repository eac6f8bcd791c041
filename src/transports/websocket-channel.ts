// One browser caller's WebSocket as a Channel: binary frames carry the bytes both ways (the same
// bytes a telnet caller gets, without telnet commands); a text frame from the page says its size.
import type { WebSocket } from 'ws';
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/logger.js';
import type { CloseReason } from './channel.js';
import { ChannelBase } from './channel-base.js';
import { MAX_PENDING_OUTPUT_BYTES, settleWithin } from './channel-core.js';
import { createEnterNormaliser } from './enter-normaliser.js';
import { fairShareOf, type InputBucket } from './input-bucket.js';

/** The page's terminal (xterm.js) decodes UTF-8 and draws the block and box characters itself. */
const BROWSER_TERMINAL = 'xterm';

export class WebSocketChannel extends ChannelBase {
  readonly kind = 'websocket' as const;
  private readonly normaliseEnter = createEnterNormaliser();
  private readonly bucket: InputBucket;
  private closing: Promise<void> | undefined;

  constructor(
    private readonly socket: WebSocket,
    remote: string,
    private readonly clock: Clock,
    logger: Logger,
  ) {
    super(logger);
    this.info.remote = remote;
    this.info.terminalType = BROWSER_TERMINAL;
    this.bucket = fairShareOf(clock, socket);
    // The page says its size first; the first screen waits for it, but never for long.
    const sized = clock.setTimeout(() => this.core.markReady(), 1000);
    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
      if (this.core.closed) return;
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data);
      this.bucket.take(bytes.length);
      if (isBinary) return this.core.emitData(this.normaliseEnter(bytes));
      this.readSize(bytes.toString('utf8'));
      sized.cancel();
      this.core.markReady();
    });
    socket.on('close', () => this.hangUp('remote-closed'));
    socket.on('error', (error: Error) => {
      this.logger.debug('websocket error', { remote, message: error.message });
      this.hangUp('error');
    });
  }

  write(bytes: Buffer): void {
    if (this.core.closed || bytes.length === 0 || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(bytes, { binary: true });
    if (this.socket.bufferedAmount > MAX_PENDING_OUTPUT_BYTES) {
      this.logger.warn('websocket caller stopped reading; hanging up', { remote: this.info.remote });
      this.hangUp('error');
    }
  }

  close(): Promise<void> {
    if (this.closing) return this.closing;
    if (!this.core.finish('local')) return Promise.resolve();
    this.bucket.stop();
    const socket = this.socket;
    this.closing = settleWithin(this.clock, 2000, (done) => {
      if (socket.readyState === socket.CLOSED) return done();
      socket.once('close', done);
      socket.close(1000, 'farewell');
    }).then(() => socket.terminate());
    return this.closing;
  }

  protected hangUp(reason: CloseReason): void {
    if (this.closing && reason === 'remote-closed') return;
    this.bucket.stop();
    this.core.finish(reason);
    this.socket.terminate();
  }

  /** `{"cols":80,"rows":25}`; anything else is ignored. */
  private readSize(text: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text.slice(0, 200));
    } catch {
      return;
    }
    if (typeof parsed !== 'object' || parsed === null) return;
    const { cols, rows } = parsed as { cols?: unknown; rows?: unknown };
    if (typeof cols === 'number' && typeof rows === 'number') this.resizeTo(cols, rows);
  }
}
