import { describe, expect, it } from 'vitest';
import { FRESH_ATTEMPTS, failureDelay, gate, recordFailure, type LoginPolicy } from '../../src/service/accounts/login-policy.js';

const POLICY: LoginPolicy = { failureDelayMs: 1000, maxFailureDelayMs: 5000, lockoutFailures: 4, lockoutMinutes: 10 };

describe('login policy', () => {
  it('doubles the wait with each failure up to the cap', () => {
    expect([1, 2, 3, 4, 5, 60].map((n) => failureDelay(n, POLICY))).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  });

  it('closes the gate until the wait is over, then opens it', () => {
    const { state, waitMs, locked } = recordFailure(FRESH_ATTEMPTS, 10_000, POLICY);
    expect({ waitMs, locked }).toEqual({ waitMs: 1000, locked: false });
    expect(gate(state, 10_400)).toEqual({ open: false, reason: 'too-soon', waitMs: 600 });
    expect(gate(state, 11_000)).toEqual({ open: true });
  });

  it('locks after the configured number of failures in a row, then starts counting afresh', () => {
    let state = FRESH_ATTEMPTS;
    let now = 0;
    const outcomes = [];
    for (let i = 0; i < 4; i++) {
      const outcome = recordFailure(state, now, POLICY);
      outcomes.push(outcome);
      state = outcome.state;
      now += outcome.waitMs;
    }
    expect(outcomes.map((o) => o.locked)).toEqual([false, false, false, true]);
    expect(outcomes[3]?.waitMs).toBe(10 * 60_000);
    const lockedAt = now - 10 * 60_000;
    expect(gate(state, lockedAt + 1)).toEqual({ open: false, reason: 'locked', waitMs: 10 * 60_000 - 1 });
    expect(gate(state, now)).toEqual({ open: true });
    expect(recordFailure(state, now, POLICY)).toMatchObject({ waitMs: 1000, locked: false });
  });
});
