// Runs one process's queued operations on one file in batches: the cross-process lock is taken once
// per batch and the operations run inside it one after another, in call order, each finished (and
// so committed) before the next starts. A batch ends when nothing more is waiting or at a bound, so
// another process waiting for the same lock gets its turn. docs/storage.md ("Batches").
import { setTimeout as sleep } from 'node:timers/promises';
import type { HeldLock } from './file-lock.js';

export interface BatchLimits {
  /** At most this many operations per hold of the lock. */
  maxOps: number;
  /** No further operation starts once the lock has been held this long. */
  maxHoldMs: number;
}

export const DEFAULT_BATCH_LIMITS: BatchLimits = { maxOps: 64, maxHoldMs: 50 };

/** Takes the lock, runs `body` while holding it, and releases it. */
export type LockHold = (body: (held: HeldLock) => Promise<void>) => Promise<void>;

interface Waiting {
  /** Runs the operation, catching its outcome; calling the returned function hands the outcome over. */
  run(held: HeldLock): Promise<() => void>;
  fail(error: unknown): void;
}

interface Finished {
  settle(): void;
  fail(error: unknown): void;
}

export class LockBatches {
  private readonly waiting: Waiting[] = [];
  private draining: Promise<void> | undefined;

  /**
   * `pauseMs`: after a batch cut short by a bound, how long to leave the lock free before taking it
   * again. It should cover the longest pause between another process's attempts.
   */
  constructor(
    private readonly hold: LockHold,
    private readonly limits: BatchLimits,
    private readonly pauseMs: number,
  ) {}

  run<R>(operation: (held: HeldLock) => Promise<R>): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({
        run: async (held) => {
          try {
            const result = await operation(held);
            return () => resolve(result);
          } catch (error) {
            return () => reject(error);
          }
        },
        fail: reject,
      });
      this.draining ??= this.drain();
    });
  }

  /** Resolves once nothing is waiting or running. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const cutShort = await this.batch();
        if (cutShort) await sleep(this.pauseMs);
      }
    } finally {
      this.draining = undefined;
    }
  }

  /** One hold of the lock. True when a bound ended it with operations still waiting. */
  private async batch(): Promise<boolean> {
    const { maxOps, maxHoldMs } = this.limits;
    const inLine = Math.min(this.waiting.length, maxOps);
    let ran = 0;
    let cutShort = false;
    // Each operation's outcome is handed over when the next one starts, and the last one's after
    // the release, so a failed release reaches a caller as it did when every operation locked alone.
    let last: Finished | undefined;
    try {
      await this.hold(async (held) => {
        const since = performance.now();
        for (let next = this.waiting.shift(); next; next = this.waiting.shift()) {
          if (ran >= maxOps || (ran > 0 && performance.now() - since >= maxHoldMs)) {
            this.waiting.unshift(next);
            cutShort = true;
            return;
          }
          // A lock lost under us: let the rest wait for the next hold rather than fail one by one.
          if (ran > 0 && !held.isHeld()) {
            this.waiting.unshift(next);
            return;
          }
          ran++;
          const settle = await next.run(held);
          last?.settle();
          last = { settle, fail: next.fail };
        }
      });
    } catch (error) {
      if (ran === 0) {
        // The lock was never ours: everyone who waited for it hears why.
        for (const waiting of this.waiting.splice(0, inLine)) waiting.fail(error);
      } else {
        last?.fail(error);
        last = undefined;
      }
    }
    last?.settle();
    return cutShort;
  }
}
