// A raw TCP client for transport tests: keeps every byte it receives and waits on conditions,
// driven by socket events (each wait has a generous safety timeout so a broken test fails, not hangs).
import net from 'node:net';
import type { Logger, LogFields } from '../../../src/support/logger.js';

export class WireClient {
  received = Buffer.alloc(0);
  closed = false;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    socket.on('error', () => {});
  }

  static connect(port: number, host = '127.0.0.1'): Promise<WireClient> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ port, host });
      socket.once('error', reject);
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(new WireClient(socket));
      });
    });
  }

  write(bytes: Buffer | number[] | string): void {
    this.socket.write(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes));
  }

  /** Resolves once `predicate` holds for everything received so far. */
  waitFor(predicate: (received: Buffer) => boolean, what = 'condition'): Promise<void> {
    return waitUntil(() => predicate(this.received), (wake) => this.waiters.push(wake), what);
  }

  waitForBytes(bytes: number[] | Buffer, what = 'bytes'): Promise<void> {
    const needle = Buffer.from(bytes);
    return this.waitFor((received) => received.includes(needle), what);
  }

  waitForClose(): Promise<void> {
    return waitUntil(() => this.closed, (wake) => this.waiters.push(wake), 'close');
  }

  end(): void {
    this.socket.end();
  }

  destroy(): void {
    this.socket.destroy();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/** Re-checks `condition` each time `subscribe`'s callback fires; fails after 10 s of real time. */
export function waitUntil(condition: () => boolean, subscribe: (wake: () => void) => void, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), 10_000);
    const check = (): void => {
      if (condition()) {
        clearTimeout(timer);
        resolve();
      } else subscribe(check);
    };
    check();
  });
}

/** Lets pending promise callbacks and I/O callbacks run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export interface LogEntry {
  level: string;
  message: string;
  fields: LogFields | undefined;
}

export function recordingLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const log = (level: string) => (message: string, fields?: LogFields) => void entries.push({ level, message, fields });
  return { entries, debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
