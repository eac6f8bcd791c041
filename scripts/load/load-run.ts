// A load run: one `serve` in a temp home, N scripted telnet callers staggered over its first seconds,
// each calling again and again for the run's length; serve's memory sampled throughout.
import { rmSync } from 'node:fs';
import { median, percentile, round } from '../bench/stats.js';
import { emptyTally, runCaller, type LoadError } from './caller-loop.js';
import type { Caller, Pace } from './caller-script.js';
import { sampleMemory, summariseMemory, type MemorySample, type MemorySummary } from './memory-sampler.js';
import { pause, seededChance } from './seeded.js';
import { startServe } from './serve-process.js';
import { storeProblems } from './store-check.js';

export interface LoadOptions {
  callers: number;
  seconds: number;
  /** Callers first dial in spread over this long. */
  staggerMs?: number;
  pace?: Pace;
  sampleEveryMs?: number;
  seed?: string;
  /** Profile the serve process (see ServeOptions). */
  cpuProfileDir?: string;
}

/** A caller of a busy BBS: types at a human speed, reads each screen a while, calls back later. */
export const HUMAN_PACE: Pace = {
  keyGapMs: [60, 220],
  thinkMs: [1_500, 4_500],
  betweenCallsMs: [15_000, 45_000],
  visits: [3, 8],
  moves: [2, 8],
  screenTimeoutMs: 120_000,
};

/** The same script at machine speed, for a short test. */
export const BRISK_PACE: Pace = {
  keyGapMs: [5, 25],
  thinkMs: [100, 400],
  betweenCallsMs: [200, 1_000],
  visits: [1, 3],
  moves: [1, 3],
  screenTimeoutMs: 60_000,
};

export interface LoadReport {
  callers: number;
  seconds: number;
  /** Calls from dial to goodbye with every screen as expected. */
  calls: number;
  signUps: number;
  logIns: number;
  /** Callers whose sign-up was not proven by a later log-in (a lost action, or an error). */
  unproven: number;
  errors: number;
  /** The first few errors, for the reader. */
  errorSamples: LoadError[];
  keystrokes: number;
  echoP50Ms: number;
  echoP99Ms: number;
  /**
   * How long each step of the callers' script took, think time included (p50Ms, p99Ms), and how
   * long of that the caller waited for the door: for screens, echoes and the hang-up (waitP50Ms, waitP99Ms).
   */
  steps: Array<{ step: string; count: number; p50Ms: number; p99Ms: number; waitP50Ms: number; waitP99Ms: number }>;
  memory: MemorySummary;
  /** serve's exit after SIGTERM at the end: 0 when it stopped cleanly. */
  serveExitCode: number | null;
}

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const pace = options.pace ?? HUMAN_PACE;
  const staggerMs = options.staggerMs ?? Math.min(10_000, options.callers * 30);
  const serve = await startServe({ maxConnections: options.callers + 50, cpuProfileDir: options.cpuProfileDir });
  const tally = emptyTally();
  const seed = options.seed ?? 'load';
  const started = performance.now();
  const endsAt = started + options.seconds * 1000;
  // Past the end, a caller still waiting to prove its sign-up gets this long (then it is unproven).
  const hardEndsAt = endsAt + Math.max(60_000, pace.screenTimeoutMs);
  const sampler = sampleMemory(() => serve.rssKb(), options.sampleEveryMs ?? 5_000);
  const callers: Caller[] = Array.from({ length: options.callers }, (_, i) => ({
    name: `Load${i + 1}`,
    password: `Elder sign ${i + 1}`,
    signedUp: false,
    loggedIn: false,
    seated: false,
  }));
  let samples: MemorySample[] = [];
  try {
    await Promise.all(
      callers.map(async (caller, i) => {
        const chance = seededChance(`${seed}:${caller.name}`);
        await pause((staggerMs * i) / options.callers);
        await runCaller({ port: serve.port, caller, pace, chance, endsAt, hardEndsAt, tally });
      }),
    );
  } finally {
    samples = sampler.stop();
    await serve.stop();
  }
  const exit = await serve.door.exited;
  if (exit.code !== 0) {
    tally.errors.push({ caller: '-', step: 'stop serve', message: `serve exited ${exit.code ?? exit.signal}: ${serve.door.stderr().slice(-400)}` });
  }
  const names = (pick: (caller: Caller) => boolean): string[] => callers.filter(pick).map((caller) => caller.name);
  try {
    const lost = await storeProblems(serve.home, { accounts: names((c) => c.signedUp), seated: names((c) => c.seated) });
    tally.errors.push(...lost.map((message) => ({ caller: '-', step: 'the store afterwards', message })));
  } finally {
    rmSync(serve.home, { recursive: true, force: true });
  }
  return {
    callers: options.callers,
    seconds: round((performance.now() - started) / 1000, 1),
    calls: tally.calls,
    signUps: tally.signUps,
    logIns: tally.logIns,
    unproven: callers.filter((c) => !c.loggedIn).length,
    errors: tally.errors.length,
    errorSamples: tally.errors.slice(0, 10),
    keystrokes: tally.echoMs.length,
    echoP50Ms: round(median(tally.echoMs)),
    echoP99Ms: round(percentile(tally.echoMs, 99)),
    steps: [...tally.stepMs].map(([step, times]) => {
      const waits = tally.stepWaitMs.get(step) ?? [];
      return {
        step,
        count: times.length,
        p50Ms: Math.round(median(times)),
        p99Ms: Math.round(percentile(times, 99)),
        waitP50Ms: Math.round(median(waits)),
        waitP99Ms: Math.round(percentile(waits, 99)),
      };
    }),
    memory: summariseMemory(samples),
    serveExitCode: exit.code,
  };
}
