// The bookkeeping every transport shares: listeners, the one-time close, the ready promise and
// type-ahead kept until the first reader subscribes. Transports own the bytes; this owns the events.
import type { Clock } from '../support/clock.js';
import type { CloseReason } from './channel.js';

/** Output we are willing to queue for a caller who does not read, before we hang up on them. */
export const MAX_PENDING_OUTPUT_BYTES = 1024 * 1024;

/** Input kept while nobody listens yet (a caller typing ahead of the first screen). */
const MAX_TYPE_AHEAD_BYTES = 64 * 1024;

type DataListener = (bytes: Buffer) => void;
type CloseListener = (reason: CloseReason) => void;
type ResizeListener = (cols: number, rows: number) => void;

export class ChannelCore {
  private readonly dataListeners = new Set<DataListener>();
  private readonly closeListeners = new Set<CloseListener>();
  private readonly resizeListeners = new Set<ResizeListener>();
  private typeAhead: Buffer[] = [];
  private typeAheadBytes = 0;
  private closeReason: CloseReason | undefined;
  private readonly readyPromise: Promise<void>;
  private resolveReady: () => void = () => {};
  private isReady = false;

  /** `onListenerError` hears about a listener that threw; the transport decides what to do. */
  constructor(private readonly onListenerError: (error: unknown) => void) {
    this.readyPromise = new Promise<void>((resolve) => {
      this.resolveReady = resolve;
    });
  }

  get closed(): boolean {
    return this.closeReason !== undefined;
  }

  get ready(): boolean {
    return this.isReady;
  }

  whenReady(): Promise<void> {
    return this.readyPromise;
  }

  markReady(): void {
    if (this.isReady) return;
    this.isReady = true;
    this.resolveReady();
  }

  onData(listener: DataListener): () => void {
    this.dataListeners.add(listener);
    if (this.typeAhead.length > 0) {
      const pending = Buffer.concat(this.typeAhead);
      this.typeAhead = [];
      this.typeAheadBytes = 0;
      this.call(() => listener(pending));
    }
    return () => void this.dataListeners.delete(listener);
  }

  onClose(listener: CloseListener): () => void {
    const reason = this.closeReason;
    if (reason !== undefined) {
      this.call(() => listener(reason));
      return () => {};
    }
    this.closeListeners.add(listener);
    return () => void this.closeListeners.delete(listener);
  }

  onResize(listener: ResizeListener): () => void {
    this.resizeListeners.add(listener);
    return () => void this.resizeListeners.delete(listener);
  }

  emitData(bytes: Buffer): void {
    if (this.closed || bytes.length === 0) return;
    if (this.dataListeners.size === 0) {
      if (this.typeAheadBytes + bytes.length > MAX_TYPE_AHEAD_BYTES) return;
      this.typeAhead.push(Buffer.from(bytes));
      this.typeAheadBytes += bytes.length;
      return;
    }
    for (const listener of [...this.dataListeners]) this.call(() => listener(bytes));
  }

  emitResize(cols: number, rows: number): void {
    if (this.closed) return;
    for (const listener of [...this.resizeListeners]) this.call(() => listener(cols, rows));
  }

  /** Records the reason and tells the close listeners; returns false when already closed. */
  finish(reason: CloseReason): boolean {
    if (this.closeReason !== undefined) return false;
    this.closeReason = reason;
    this.typeAhead = [];
    // Code awaiting ready() must not hang on a line that is gone; it finds `closed` set.
    this.markReady();
    const listeners = [...this.closeListeners];
    this.closeListeners.clear();
    this.dataListeners.clear();
    this.resizeListeners.clear();
    for (const listener of listeners) this.call(() => listener(reason));
    return true;
  }

  private call(fn: () => void): void {
    try {
      fn();
    } catch (error) {
      this.onListenerError(error);
    }
  }
}

/**
 * Resolves when `start` calls its `done`, or after `ms` on `clock`, whichever comes first.
 * Used to wait for a flush or a socket close without ever hanging on a peer that stays silent.
 */
export function settleWithin(
  clock: Clock,
  ms: number,
  start: (done: () => void) => void,
): Promise<void> {
  return new Promise<void>((resolve) => {
    let settled = false;
    const timer = clock.setTimeout(() => finish(), ms);
    function finish(): void {
      if (settled) return;
      settled = true;
      timer.cancel();
      resolve();
    }
    start(finish);
  });
}
