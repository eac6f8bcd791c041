// What every transport's Channel has in common: the events (ChannelCore), and one way to fail.
// A transport supplies `kind`, `write`, `close` and `hangUp`, its own way of ending the line.
import type { Logger } from '../support/logger.js';
import type { Channel, ChannelInfo, ChannelKind, CloseReason } from './channel.js';
import { ChannelCore } from './channel-core.js';
import { plausibleWindowSize } from './terminal-info.js';

export abstract class ChannelBase implements Channel {
  abstract readonly kind: ChannelKind;
  readonly info: ChannelInfo = {};
  protected readonly core = new ChannelCore((error) => this.fail('a channel listener threw', error));

  constructor(protected readonly logger: Logger) {}

  abstract write(bytes: Buffer): void;
  abstract close(): Promise<void>;
  /** Ends the line for `reason` without waiting for output to flush. */
  protected abstract hangUp(reason: CloseReason): void;

  get closed(): boolean {
    return this.core.closed;
  }

  ready(): Promise<void> {
    return this.core.whenReady();
  }

  onData(listener: (bytes: Buffer) => void): () => void {
    return this.core.onData(listener);
  }

  onClose(listener: (reason: CloseReason) => void): () => void {
    return this.core.onClose(listener);
  }

  onResize(listener: (cols: number, rows: number) => void): () => void {
    return this.core.onResize(listener);
  }

  /** Takes a window size the caller's side reports, when plausible and new; true when it changed. */
  protected takeSize(cols: number, rows: number): boolean {
    const size = plausibleWindowSize(cols, rows);
    if (!size || (size.cols === this.info.cols && size.rows === this.info.rows)) return false;
    this.info.cols = size.cols;
    this.info.rows = size.rows;
    return true;
  }

  /** A new window size from the caller's side, told to the listeners when it changes anything. */
  protected resizeTo(cols: number, rows: number): void {
    if (this.takeSize(cols, rows)) this.core.emitResize(this.info.cols ?? cols, this.info.rows ?? rows);
  }

  /** Our own code or a listener threw: log it and hang up rather than let it escape an I/O callback. */
  protected fail(context: string, error: unknown): void {
    this.logger.error(context, {
      kind: this.kind,
      remote: this.info.remote,
      message: error instanceof Error ? error.message : String(error),
    });
    this.hangUp('error');
  }
}
