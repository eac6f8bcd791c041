// A fair share of the process for every caller: each line's input is metered by a token bucket on
// the injected clock. A burst (a paste) passes at once; beyond it the line is paused, so the kernel
// holds the flood (TCP pushes back on the sender) and the other callers' echo keeps its pace.
import type { Clock, TimerHandle } from '../support/clock.js';

export interface InputBucketOptions {
  clock: Clock;
  /** Bytes a second a line may send once its burst is spent. */
  bytesPerSecond: number;
  /** Bytes a line may send at once after a quiet spell. */
  burstBytes: number;
  pause(): void;
  resume(): void;
}

/** 32 KB at once holds a long paste; 8 KB a second is far beyond typing and cheap for the process. */
export const INPUT_BURST_BYTES = 32 * 1024;
export const INPUT_BYTES_PER_SECOND = 8 * 1024;

export class InputBucket {
  private tokens: number;
  private last: number;
  private timer: TimerHandle | undefined;

  constructor(private readonly options: InputBucketOptions) {
    this.tokens = options.burstBytes;
    this.last = options.clock.now();
  }

  /** Counts `bytes` just read; pauses the line until the bucket has refilled when it runs dry. */
  take(bytes: number): void {
    this.refill();
    this.tokens -= bytes;
    if (this.tokens >= 0 || this.timer) return;
    this.options.pause();
    const waitMs = Math.ceil((-this.tokens * 1000) / this.options.bytesPerSecond);
    this.timer = this.options.clock.setTimeout(() => {
      this.timer = undefined;
      this.refill();
      this.options.resume();
    }, waitMs);
  }

  stop(): void {
    this.timer?.cancel();
    this.timer = undefined;
  }

  private refill(): void {
    const now = this.options.clock.now();
    this.tokens = Math.min(this.options.burstBytes, this.tokens + ((now - this.last) * this.options.bytesPerSecond) / 1000);
    this.last = now;
  }
}

/** A line's input that can be held back: a socket, a stream, a WebSocket. */
export interface PausableInput {
  pause(): unknown;
  resume(): unknown;
  readonly destroyed?: boolean;
}

/** The fair share of `input` at the usual rates (or the ones given): paused when it floods, resumed unless gone. */
export function fairShareOf(clock: Clock, input: PausableInput, rates: { bytesPerSecond?: number; burstBytes?: number } = {}): InputBucket {
  return new InputBucket({
    clock,
    bytesPerSecond: rates.bytesPerSecond ?? INPUT_BYTES_PER_SECOND,
    burstBytes: rates.burstBytes ?? INPUT_BURST_BYTES,
    pause: () => input.pause(),
    resume: () => {
      if (input.destroyed !== true) input.resume();
    },
  });
}
