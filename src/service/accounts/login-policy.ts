// When a login may be tried, and what a failure costs: a wait that doubles with each failure, and a
// lock-out after too many in a row. Pure functions of the stored state and the time; the caller
// waits the returned milliseconds on its own clock (nothing here sleeps).

export interface LoginPolicy {
  /** Wait after the first failure; each further failure doubles it, up to maxFailureDelayMs. */
  failureDelayMs: number;
  maxFailureDelayMs: number;
  /** This many failures in a row lock the account... */
  lockoutFailures: number;
  /** ...for this long. Afterwards the count starts again from zero. */
  lockoutMinutes: number;
}

/** Stored with the account. Times are epoch milliseconds; 0 means "none". */
export interface AttemptState {
  failures: number;
  retryAt: number;
  lockedUntil: number;
}

export const FRESH_ATTEMPTS: AttemptState = { failures: 0, retryAt: 0, lockedUntil: 0 };

export type Gate = { open: true } | { open: false; reason: 'locked' | 'too-soon'; waitMs: number };

/** Whether a password may be checked now. A closed gate is not a failure and costs nothing. */
export function gate(state: AttemptState, now: number): Gate {
  if (state.lockedUntil > now) return { open: false, reason: 'locked', waitMs: state.lockedUntil - now };
  if (state.retryAt > now) return { open: false, reason: 'too-soon', waitMs: state.retryAt - now };
  return { open: true };
}

/** The wait after the n-th failure in a row (n >= 1). */
export function failureDelay(failures: number, policy: LoginPolicy): number {
  const doublings = Math.max(0, failures - 1);
  return Math.min(policy.maxFailureDelayMs, policy.failureDelayMs * 2 ** Math.min(doublings, 30));
}

export interface FailureOutcome {
  state: AttemptState;
  waitMs: number;
  locked: boolean;
}

export function recordFailure(state: AttemptState, now: number, policy: LoginPolicy): FailureOutcome {
  const failures = state.failures + 1;
  if (failures >= policy.lockoutFailures) {
    const lockoutMs = policy.lockoutMinutes * 60_000;
    return { state: { failures: 0, retryAt: 0, lockedUntil: now + lockoutMs }, waitMs: lockoutMs, locked: true };
  }
  const waitMs = failureDelay(failures, policy);
  return { state: { failures, retryAt: now + waitMs, lockedUntil: 0 }, waitMs, locked: false };
}

/** What a caller is told when wrong passwords have locked the name they gave (known or not: the same words). */
export function lockedWords(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many wrong passwords: this name is locked for ${minutes} more minute${minutes === 1 ? '' : 's'}. Call again later.`;
}
