// One SSH caller's shell session as a Channel: the bytes of the session's stream, the PTY's size and
// TERM, window changes, the fair share of input as on telnet, and Enter as one CR.
import type { ServerChannel } from 'ssh2';
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/logger.js';
import type { ChannelInfo, CloseReason } from './channel.js';
import { ChannelBase } from './channel-base.js';
import { MAX_PENDING_OUTPUT_BYTES, settleWithin } from './channel-core.js';
import { createEnterNormaliser } from './enter-normaliser.js';
import { fairShareOf, type InputBucket } from './input-bucket.js';
import { cleanTerminalType } from './terminal-info.js';

export interface SshChannelOptions {
  clock: Clock;
  logger: Logger;
  remote: string;
  /** What the PTY request said (absent for `ssh -T`). */
  pty?: { term: string; cols: number; rows: number };
  /** The account the SSH login proved, if any (user `new` signs up on the screens instead). */
  account?: ChannelInfo['account'];
  /** Ends the whole SSH connection (the session stream alone would leave it open). */
  endConnection: () => void;
}

export class SshChannel extends ChannelBase {
  readonly kind = 'ssh' as const;
  private readonly normaliseEnter = createEnterNormaliser();
  private readonly bucket: InputBucket;
  private readonly clock: Clock;
  private closing: Promise<void> | undefined;

  constructor(
    private readonly stream: ServerChannel,
    private readonly options: SshChannelOptions,
  ) {
    super(options.logger);
    this.clock = options.clock;
    this.info.remote = options.remote;
    if (options.account) this.info.account = options.account;
    if (options.pty) {
      const term = cleanTerminalType(options.pty.term);
      if (term) this.info.terminalType = term;
      this.takeSize(options.pty.cols, options.pty.rows);
    }
    this.bucket = fairShareOf(this.clock, stream);
    stream.on('data', (chunk: Buffer) => {
      if (this.core.closed) return;
      this.bucket.take(chunk.length);
      this.core.emitData(this.normaliseEnter(chunk));
    });
    stream.on('close', () => this.hangUp('remote-closed'));
    stream.on('error', (error: Error) => {
      this.logger.debug('ssh stream error', { remote: this.info.remote, message: error.message });
      this.hangUp('error');
    });
    this.core.markReady();
  }

  /** A window-change request from the caller's side. */
  resize(cols: number, rows: number): void {
    this.resizeTo(cols, rows);
  }

  write(bytes: Buffer): void {
    if (this.core.closed || bytes.length === 0) return;
    const stream = this.stream;
    if (stream.destroyed || stream.writableEnded) return;
    stream.write(bytes);
    if (stream.writableLength > MAX_PENDING_OUTPUT_BYTES) {
      this.logger.warn('ssh caller stopped reading; hanging up', { remote: this.info.remote, pending: stream.writableLength });
      this.hangUp('error');
    }
  }

  close(): Promise<void> {
    if (this.closing) return this.closing;
    if (!this.core.finish('local')) return Promise.resolve();
    this.bucket.stop();
    const stream = this.stream;
    // The connection's end goes out behind what is queued on the same socket, so nothing waits for a flush.
    this.closing = settleWithin(this.clock, 2000, (done) => {
      if (stream.destroyed) return done();
      stream.once('close', done);
      if (!stream.writableEnded) {
        stream.exit(0);
        stream.end();
      }
      this.options.endConnection();
    });
    return this.closing;
  }

  protected hangUp(reason: CloseReason): void {
    if (this.closing && reason === 'remote-closed') return;
    this.bucket.stop();
    this.core.finish(reason);
    this.options.endConnection();
  }
}
