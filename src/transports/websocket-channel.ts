// One browser caller's WebSocket as a Channel: binary frames carry the bytes both ways (the same
// bytes a telnet caller gets, without telnet commands); a text frame from the page says its size.
import type { WebSocket } from 'ws';
import type { Clock, TimerHandle } from '../support/clock.js';
import type { Logger } from '../support/logger.js';
import type { CloseReason } from './channel.js';
import { ChannelBase } from './channel-base.js';
import { MAX_PENDING_OUTPUT_BYTES, settleWithin } from './channel-core.js';
import { createEnterNormaliser } from './enter-normaliser.js';
import { fairShareOf, type InputBucket } from './input-bucket.js';

/** The page's terminal (xterm.js) decodes UTF-8 and draws the block and box characters itself. */
const BROWSER_TERMINAL = 'xterm';

/**
 * How often the line is asked whether it is still there (a WebSocket ping, which every browser
 * answers by itself). A line that has not answered by the next ask is dead (a phone gone to sleep,
 * a lost network) and is hung up, so the caller is off who's online within a minute, not hours.
 */
export const ALIVE_EVERY_MS = 20_000;

export class WebSocketChannel extends ChannelBase {
  readonly kind = 'websocket' as const;
  private readonly normaliseEnter = createEnterNormaliser();
  private readonly bucket: InputBucket;
  private closing: Promise<void> | undefined;
  private answered = true;
  private alive: TimerHandle | undefined;

  constructor(
    private readonly socket: WebSocket,
    remote: string,
    private readonly clock: Clock,
    logger: Logger,
    private readonly aliveEveryMs = ALIVE_EVERY_MS,
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
    socket.on('pong', () => void (this.answered = true));
    this.askAlive();
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
    this.alive?.cancel();
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
    this.alive?.cancel();
    this.core.finish(reason);
    this.socket.terminate();
  }

  private askAlive(): void {
    this.alive = this.clock.setTimeout(() => {
      if (this.core.closed) return;
      if (!this.answered) {
        this.logger.info('browser line silent; hanging up', { remote: this.info.remote });
        return this.hangUp('carrier-lost');
      }
      this.answered = false;
      if (this.socket.readyState === this.socket.OPEN) this.socket.ping();
      this.askAlive();
    }, this.aliveEveryMs);
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
