// serve's resident memory over a run, sampled every few seconds, and whether it levelled off: the
// median of the last third of the samples within 10% of the median of the middle third (the first
// third is the ramp-up, when every caller signs up).
import { median } from '../bench/stats.js';

export interface MemorySample {
  /** Milliseconds since sampling started. */
  atMs: number;
  rssKb: number;
}

export interface MemorySummary {
  firstKb: number;
  peakKb: number;
  lastKb: number;
  middleThirdMedianKb: number;
  lastThirdMedianKb: number;
  levelledOff: boolean;
  samples: number;
}

/** How much the last third may grow over the middle third and still count as level. */
export const LEVEL_TOLERANCE = 0.1;

export interface MemorySampler {
  stop(): MemorySample[];
}

export function sampleMemory(read: () => number, everyMs: number): MemorySampler {
  const started = performance.now();
  const samples: MemorySample[] = [];
  const take = (): void => {
    try {
      samples.push({ atMs: Math.round(performance.now() - started), rssKb: read() });
    } catch {
      // The process is gone; the run's callers will say why.
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

export function summariseMemory(samples: readonly MemorySample[]): MemorySummary {
  const kb = samples.map((s) => s.rssKb);
  const third = Math.floor(kb.length / 3);
  const middle = median(kb.slice(third, 2 * third));
  const last = median(kb.slice(2 * third));
  return {
    firstKb: kb[0] ?? Number.NaN,
    peakKb: Math.max(...kb),
    lastKb: kb[kb.length - 1] ?? Number.NaN,
    middleThirdMedianKb: middle,
    lastThirdMedianKb: last,
    levelledOff: third > 0 && last <= middle * (1 + LEVEL_TOLERANCE),
    samples: kb.length,
  };
}
