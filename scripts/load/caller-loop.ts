// One scripted caller for the length of a load run: calls, plays its script, hangs up, calls again.
// It keeps calling past the end until a log-in has proven its sign-up kept (so no committed account
// goes unchecked), and stops early only after repeated errors.
import { CallerLine } from './caller-line.js';
import { callScript, logIn, signUp, type Caller, type Pace } from './caller-script.js';
import { between, pause, type Chance } from './seeded.js';

export interface LoadError {
  caller: string;
  step: string;
  message: string;
}

/** What every caller of a run adds to. */
export interface Tally {
  calls: number;
  signUps: number;
  logIns: number;
  errors: LoadError[];
  echoMs: number[];
  /** Each step's milliseconds from its first key to its last screen, by step name. */
  stepMs: Map<string, number[]>;
  /** Of those, the milliseconds the caller spent waiting for the door, by step name. */
  stepWaitMs: Map<string, number[]>;
}

export function emptyTally(): Tally {
  return { calls: 0, signUps: 0, logIns: 0, errors: [], echoMs: [], stepMs: new Map(), stepWaitMs: new Map() };
}

export interface CallerRun {
  port: number;
  caller: Caller;
  pace: Pace;
  chance: Chance;
  /** performance.now() after which no new call starts (once the caller is proven). */
  endsAt: number;
  /** performance.now() after which no new call starts at all. */
  hardEndsAt: number;
  tally: Tally;
}

/** A caller with this many errors stops calling: one broken caller must not bury the rest in errors. */
const MAX_ERRORS_PER_CALLER = 3;

export async function runCaller(run: CallerRun): Promise<void> {
  const { caller } = run;
  let errors = 0;
  for (;;) {
    const now = performance.now();
    const proven = caller.loggedIn;
    if ((now >= run.endsAt && proven) || now >= run.hardEndsAt || errors >= MAX_ERRORS_PER_CALLER) return;
    if (!(await oneCall(run))) errors += 1;
    if (performance.now() < run.endsAt) await pause(between(run.chance, run.pace.betweenCallsMs));
  }
}

/** One call from dial to hang-up; false when a step failed (the error is in the tally). */
async function oneCall(run: CallerRun): Promise<boolean> {
  const { caller, pace, chance, tally } = run;
  let line: CallerLine | undefined;
  let step = 'connect';
  try {
    line = await CallerLine.connect(run.port);
    const call = { line, caller, pace, chance, echoed: (ms: number) => void tally.echoMs.push(ms) };
    for (const next of callScript(caller, pace, chance, performance.now() < run.endsAt)) {
      step = next.name;
      const onTheWayIn = next === signUp || next === logIn;
      // The login screen is there at once; a caller thinks at the screens after it.
      if (!onTheWayIn) await pause(between(chance, pace.thinkMs));
      const started = performance.now();
      const waitedBefore = line.waitedMs;
      await next.run(call);
      keep(tally.stepMs, next.name, performance.now() - started);
      keep(tally.stepWaitMs, next.name, line.waitedMs - waitedBefore);
      if (next === signUp) tally.signUps += 1;
      if (next === logIn) tally.logIns += 1;
    }
    tally.calls += 1;
    return true;
  } catch (error) {
    tally.errors.push({ caller: caller.name, step, message: error instanceof Error ? error.message : String(error) });
    return false;
  } finally {
    line?.hangUp();
  }
}

function keep(times: Map<string, number[]>, step: string, ms: number): void {
  const kept = times.get(step) ?? [];
  kept.push(ms);
  times.set(step, kept);
}
