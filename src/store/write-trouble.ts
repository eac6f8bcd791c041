// A full disk or a read-only home is not damage: nothing committed is lost, and writes work again
// when space returns. Every caller gets a StoreUnavailableError (a short apology further up), and the
// sysop gets one log line when the trouble starts and one when writes work again, not one per call.
import { StoreUnavailableError } from './errors.js';
import type { Logger } from '../support/logger.js';

export class WriteTrouble {
  private since: StoreUnavailableError | undefined;

  constructor(private readonly logger: Logger) {}

  /** An operation that writes: its success means the store takes writes again. */
  async writing<R>(call: () => Promise<R>): Promise<R> {
    const result = await this.reading(call);
    if (this.since) {
      this.logger.info('the store takes writes again', { after: this.since.message });
      this.since = undefined;
    }
    return result;
  }

  /** An operation that reads (a read may still write: NeDB rewrites a file it loads). */
  async reading<R>(call: () => Promise<R>): Promise<R> {
    try {
      return await call();
    } catch (error) {
      const unavailable = StoreUnavailableError.from(error);
      if (!unavailable) throw error;
      if (!this.since) this.logger.error('the store cannot write; callers are told to try again later', { error: unavailable.message });
      this.since = unavailable;
      throw unavailable;
    }
  }
}
