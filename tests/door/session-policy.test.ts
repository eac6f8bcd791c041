import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../src/support/fake-clock.js';
import { SessionPolicy, type PolicyEnd, type PolicyNotice } from '../../src/door/session-policy.js';

function makePolicy(clock: FakeClock, timeLeftSeconds: number | undefined, idleSeconds = 300) {
  const notices: PolicyNotice[] = [];
  const ends: PolicyEnd[] = [];
  const policy = new SessionPolicy({
    clock,
    ...(timeLeftSeconds !== undefined ? { timeLeftSeconds } : {}),
    idleSeconds,
    idleWarningSeconds: 60,
    onNotice: (n) => notices.push(n),
    onEnd: (r) => ends.push(r),
  });
  return { policy, notices, ends };
}

describe('session policy: time left from the drop file', () => {
  it('warns at 5, 2 and 1 minutes left and ends the call at zero', () => {
    const clock = new FakeClock();
    const { policy, notices, ends } = makePolicy(clock, 10 * 60, 3600);
    policy.start();
    clock.advance(5 * 60 * 1000 - 1);
    expect(notices).toEqual([]);
    clock.advance(1);
    expect(notices).toEqual([{ kind: 'time-warning', minutesLeft: 5 }]);
    clock.advance(3 * 60 * 1000);
    expect(notices.at(-1)).toEqual({ kind: 'time-warning', minutesLeft: 2 });
    clock.advance(60 * 1000);
    expect(notices.at(-1)).toEqual({ kind: 'time-warning', minutesLeft: 1 });
    expect(ends).toEqual([]);
    clock.advance(60 * 1000);
    expect(ends).toEqual(['time-up']);
    expect(clock.pending()).toBe(0);
  });

  it('skips warnings that are already past when the call starts short', () => {
    const clock = new FakeClock();
    const { policy, notices, ends } = makePolicy(clock, 90, 3600);
    policy.start();
    clock.advance(30 * 1000);
    expect(notices).toEqual([{ kind: 'time-warning', minutesLeft: 1 }]);
    clock.advance(60 * 1000);
    expect(ends).toEqual(['time-up']);
  });

  it('counts seconds left down with the clock', () => {
    const clock = new FakeClock();
    const { policy } = makePolicy(clock, 600);
    policy.start();
    clock.advance(61_500);
    expect(policy.secondsLeft()).toBe(538);
  });

  it('has no time limit on our own listener', () => {
    const clock = new FakeClock();
    const { policy, ends } = makePolicy(clock, undefined, 10_000);
    policy.start();
    expect(policy.secondsLeft()).toBeUndefined();
    clock.advance(9_000 * 1000);
    expect(ends).toEqual([]);
  });
});

describe('session policy: inactivity', () => {
  it('warns one minute before the idle limit and ends the call at the limit (default 5 minutes)', () => {
    const clock = new FakeClock();
    const { policy, notices, ends } = makePolicy(clock, undefined);
    policy.start();
    clock.advance(4 * 60 * 1000);
    expect(notices).toEqual([{ kind: 'idle-warning', secondsLeft: 60 }]);
    clock.advance(60 * 1000);
    expect(ends).toEqual(['idle']);
  });

  it('a key restarts the idle countdown', () => {
    const clock = new FakeClock();
    const { policy, notices, ends } = makePolicy(clock, undefined);
    policy.start();
    for (let i = 0; i < 10; i += 1) {
      clock.advance(3 * 60 * 1000);
      policy.activity();
    }
    expect(notices).toEqual([]);
    expect(ends).toEqual([]);
  });

  it('stop() cancels every timer, so nothing fires after the session ended', () => {
    const clock = new FakeClock();
    const { policy, notices, ends } = makePolicy(clock, 600);
    policy.start();
    policy.stop();
    expect(clock.pending()).toBe(0);
    clock.advance(3600 * 1000);
    expect(notices).toEqual([]);
    expect(ends).toEqual([]);
  });
});
