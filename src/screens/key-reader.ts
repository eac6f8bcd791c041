// Reading keys with a time limit. Terminal.readKey cannot be called off, so a read that outlives
// its time limit is kept and handed to the next reader: the key pressed after a timeout still
// reaches the screen that comes next, and no key is ever read twice or lost.
import type { Clock } from '../support/clock.js';
import type { Key, Terminal } from '../term/types.js';

export class KeyReader {
  private pending: Promise<Key> | undefined;

  constructor(
    private readonly term: Terminal,
    private readonly clock: Clock,
  ) {}

  /** The next key. Rejects with SessionEnded when the session ends. */
  next(): Promise<Key> {
    const read = this.pending ?? this.term.readKey();
    this.pending = undefined;
    return read;
  }

  /**
   * Hands the key `next` just gave back to the next reader (a screen that gives way to the menu at its
   * first key). Only right after `next`: with a timed-out read waiting, that read's key comes first.
   */
  giveBack(key: Key): void {
    if (this.pending === undefined) this.pending = Promise.resolve(key);
  }

  /** The next key, or undefined when none comes within `ms`. */
  nextWithin(ms: number): Promise<Key | undefined> {
    const read = this.next();
    // If the session ends while the read waits for its next reader, that reader sees the rejection.
    read.catch(() => undefined);
    return new Promise<Key | undefined>((resolve, reject) => {
      const timer = this.clock.setTimeout(() => {
        this.pending = read;
        resolve(undefined);
      }, ms);
      read.then(
        (key) => {
          // After a timeout this settles nothing: the key waits in `pending` for the next reader.
          timer.cancel();
          resolve(key);
        },
        (error: unknown) => {
          timer.cancel();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }
}
