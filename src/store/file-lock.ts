// The cross-process lock: proper-lockfile's atomic mkdir of `<path>.lock`, whose mtime the holder
// refreshes; a lock nobody refreshed for `staleMs` (a SIGKILLed holder) is taken over. We ask
// proper-lockfile for one attempt at a time and do the waiting here, with jittered exponential
// backoff and a deadline: its own `retries` builds the whole timeout table on every call, which
// made each uncontended lock cost ~26 ms with a large count (FACTS-BBS §7).
import { randomInt } from 'node:crypto';
import { basename } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { lock } from 'proper-lockfile';
import { LockLostError, LockTimeoutError } from './errors.js';

export interface LockOptions {
  /** A lock untouched this long belongs to a dead process (proper-lockfile's floor is 2000). */
  staleMs: number;
  /** Give up (LockTimeoutError) after waiting this long for a live holder. */
  waitMs: number;
  /** First pause between attempts; it doubles up to maxBackoffMs. Each pause is jittered. */
  minBackoffMs: number;
  maxBackoffMs: number;
}

export const DEFAULT_LOCK_OPTIONS: LockOptions = {
  staleMs: 10_000,
  waitMs: 30_000,
  minBackoffMs: 1,
  maxBackoffMs: 10,
};

export interface HeldLock {
  /** Throws LockLostError when the lock went stale under us; call it just before committing. */
  assertHeld(): void;
  /** False once the lock went stale under us. */
  isHeld(): boolean;
}

/** Runs `fn` while holding the lock on `path`, and always releases it. */
export async function withFileLock<R>(path: string, options: LockOptions, fn: (held: HeldLock) => Promise<R>): Promise<R> {
  const name = basename(path);
  let lost: Error | undefined;
  const release = await acquire(path, name, options, (error) => (lost = error));
  try {
    return await fn({
      assertHeld: () => {
        if (lost) throw new LockLostError(name, lost);
      },
      isHeld: () => lost === undefined,
    });
  } finally {
    // A lost lock is no longer ours to remove; proper-lockfile refuses, which is what we want.
    await release().catch((error: unknown) => {
      if (!lost) throw error;
    });
  }
}

/** How the store takes a cross-process lock: withFileLock, or a wrapper of it in tests. */
export type WithLock = typeof withFileLock;

async function acquire(
  path: string,
  name: string,
  options: LockOptions,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  const started = Date.now();
  let backoff = options.minBackoffMs;
  for (;;) {
    try {
      return await lock(path, { realpath: false, stale: options.staleMs, retries: 0, onCompromised });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    }
    const waited = Date.now() - started;
    if (waited >= options.waitMs) throw new LockTimeoutError(name, waited);
    // Full jitter keeps waiting processes from polling in step.
    await sleep(randomInt(0, Math.ceil(backoff) + 1));
    backoff = Math.min(backoff * 2, options.maxBackoffMs);
  }
}
