// Session policy: how long a call may last and how long a caller may sit idle. All time comes
// from the injected Clock, so tests move time by hand.
import type { Clock, TimerHandle } from '../support/clock.js';

export type PolicyNotice =
  | { kind: 'time-warning'; minutesLeft: number }
  | { kind: 'idle-warning'; secondsLeft: number };

export type PolicyEnd = 'time-up' | 'idle';

export interface SessionPolicyOptions {
  clock: Clock;
  /** Seconds this call may last, from the drop file; undefined means no limit (our own listener). */
  timeLeftSeconds?: number;
  /** Seconds without a key before the call ends. */
  idleSeconds: number;
  /** How long before the idle limit the caller is warned. */
  idleWarningSeconds: number;
  onNotice(notice: PolicyNotice): void;
  onEnd(reason: PolicyEnd): void;
}

/** Minutes before the end of the call at which the caller is warned. */
export const TIME_WARNINGS_MINUTES = [5, 2, 1] as const;

export class SessionPolicy {
  private readonly startedAt: number;
  private timeTimers: TimerHandle[] = [];
  private idleTimers: TimerHandle[] = [];
  private ended = false;

  constructor(private readonly options: SessionPolicyOptions) {
    this.startedAt = options.clock.now();
  }

  /** Arms the timers. Call once the first screen is on its way. */
  start(): void {
    this.scheduleTimeLimit();
    this.activity();
  }

  /** The caller pressed a key: the idle countdown starts again. */
  activity(): void {
    if (this.ended) return;
    for (const timer of this.idleTimers) timer.cancel();
    const { clock, idleSeconds, idleWarningSeconds } = this.options;
    this.idleTimers = [clock.setTimeout(() => this.finish('idle'), idleSeconds * 1000)];
    const warnAfter = idleSeconds - idleWarningSeconds;
    if (idleWarningSeconds > 0 && warnAfter > 0) {
      this.idleTimers.push(
        clock.setTimeout(() => this.options.onNotice({ kind: 'idle-warning', secondsLeft: idleWarningSeconds }), warnAfter * 1000),
      );
    }
  }

  /** Seconds left in this call, or undefined when there is no limit. */
  secondsLeft(): number | undefined {
    const limit = this.options.timeLeftSeconds;
    if (limit === undefined) return undefined;
    const used = (this.options.clock.now() - this.startedAt) / 1000;
    return Math.max(0, Math.floor(limit - used));
  }

  stop(): void {
    this.ended = true;
    for (const timer of [...this.timeTimers, ...this.idleTimers]) timer.cancel();
    this.timeTimers = [];
    this.idleTimers = [];
  }

  private scheduleTimeLimit(): void {
    const limit = this.options.timeLeftSeconds;
    if (limit === undefined) return;
    const { clock } = this.options;
    this.timeTimers.push(clock.setTimeout(() => this.finish('time-up'), limit * 1000));
    for (const minutes of TIME_WARNINGS_MINUTES) {
      const at = limit - minutes * 60;
      if (at <= 0) continue;
      this.timeTimers.push(clock.setTimeout(() => this.options.onNotice({ kind: 'time-warning', minutesLeft: minutes }), at * 1000));
    }
  }

  private finish(reason: PolicyEnd): void {
    if (this.ended) return;
    this.stop();
    this.options.onEnd(reason);
  }
}
