// An in-memory Channel for terminal and screen tests: collects every byte written, lets the test
// type keys, hang up or resize, and wait until the output shows something.
import type { Channel, ChannelInfo, ChannelKind, CloseReason } from '../../src/transports/channel.js';

type Listener<T extends unknown[]> = (...args: T) => void;

export class FakeChannel implements Channel {
  readonly kind: ChannelKind = 'local';
  readonly info: ChannelInfo;
  closed = false;
  private readonly chunks: Buffer[] = [];
  private readonly dataListeners = new Set<Listener<[Buffer]>>();
  private readonly closeListeners = new Set<Listener<[CloseReason]>>();
  private readonly resizeListeners = new Set<Listener<[number, number]>>();
  private readonly watchers: Array<{ test: (output: Buffer) => boolean; resolve: () => void }> = [];

  constructor(info: ChannelInfo = {}) {
    this.info = info;
  }

  ready(): Promise<void> {
    return Promise.resolve();
  }

  onData(listener: (bytes: Buffer) => void): () => void {
    this.dataListeners.add(listener);
    return () => this.dataListeners.delete(listener);
  }

  onClose(listener: (reason: CloseReason) => void): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  onResize(listener: (cols: number, rows: number) => void): () => void {
    this.resizeListeners.add(listener);
    return () => this.resizeListeners.delete(listener);
  }

  write(bytes: Buffer): void {
    if (this.closed) throw new Error('write after close');
    this.chunks.push(Buffer.from(bytes));
    const output = this.output();
    for (const watcher of this.watchers.splice(0)) {
      if (watcher.test(output)) watcher.resolve();
      else this.watchers.push(watcher);
    }
  }

  close(): Promise<void> {
    this.hangUp('local');
    return Promise.resolve();
  }

  // --- test controls ---

  /** Bytes as the caller types them (a string is taken as latin1: one char, one byte). */
  type(input: string | Uint8Array): void {
    const bytes = typeof input === 'string' ? Buffer.from(input, 'latin1') : Buffer.from(input);
    for (const listener of [...this.dataListeners]) listener(bytes);
  }

  hangUp(reason: CloseReason = 'remote-closed'): void {
    if (this.closed) return;
    this.closed = true;
    for (const listener of [...this.closeListeners]) listener(reason);
  }

  resize(cols: number, rows: number): void {
    for (const listener of [...this.resizeListeners]) listener(cols, rows);
  }

  /** Every byte written so far. */
  output(): Buffer {
    return Buffer.concat(this.chunks);
  }

  /** Bytes written since `mark` (a length from an earlier output()). */
  since(mark: number): Buffer {
    return this.output().subarray(mark);
  }

  /** Resolves once the output so far satisfies `test` (checked now and after every write). */
  waitFor(test: (output: Buffer) => boolean): Promise<void> {
    if (test(this.output())) return Promise.resolve();
    return new Promise((resolve) => this.watchers.push({ test, resolve }));
  }

  /** Resolves once `text` (latin1, so plain ASCII matches in CP437 and UTF-8 output) has been written. */
  waitForText(text: string, from = 0): Promise<void> {
    return this.waitFor((output) => output.subarray(from).toString('latin1').includes(text));
  }
}
