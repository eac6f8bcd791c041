// Small statistics for benchmarks: medians and percentiles of repeated measurements.
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lowValue = sorted[low] ?? Number.NaN;
  const highValue = sorted[high] ?? lowValue;
  return lowValue + (highValue - lowValue) * (rank - low);
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Runs `run` and gives what it returned and the CPU seconds (user and system) this process spent on it. */
export function cpuTimed<T>(run: () => T): { value: T; seconds: number } {
  const used = process.cpuUsage();
  const value = run();
  const spent = process.cpuUsage(used);
  return { value, seconds: (spent.user + spent.system) / 1e6 };
}

/**
 * `runs` pairs of figures measured side by side, the two sides taking turns at going first (run i is
 * given to both), so a busy moment of the machine does not fall on one side only.
 */
export function turnAbout(runs: number, a: (i: number) => number, b: (i: number) => number): { a: number; b: number }[] {
  return Array.from({ length: runs }, (_, i) => {
    if (i % 2 === 1) {
      const second = b(i);
      return { a: a(i), b: second };
    }
    const first = a(i);
    return { a: first, b: b(i) };
  });
}
