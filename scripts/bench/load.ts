// Figures under load (issue #7): serve's keystroke echo with 300 callers at a line-editor prompt
// against a bare telnet-stream echo server with 300 clients, side by side in each run; serve's
// memory per caller at the main menu; bytes and seconds per screen on a 2400 bps serial line; and a
// load run (300 callers for 5 minutes; 40 callers for 20 s with --quick). docs/bench.md, "Load".
import { rmSync } from 'node:fs';
import { CallerLine } from '../load/caller-line.js';
import { enterMenu, press, quit, signUp, typeField, typeIntoField, SCREEN_TEXT, type Call, type Caller, type Pace } from '../load/caller-script.js';
import { timeEchoes, type EchoPhase } from '../load/echo-phase.js';
import { BRISK_PACE, runLoad, type LoadOptions, type LoadReport } from '../load/load-run.js';
import { measureSerialScreens, secondsAtBaud, socatAvailable, type ScreenBytes } from '../load/serial-screens.js';
import { pause, seededChance } from '../load/seeded.js';
import { startServe } from '../load/serve-process.js';
import { LOGIN_TEXT } from '../../src/screens/login.js';
import { spawnBareEcho } from './echo-server.js';
import { median, percentile, round } from './stats.js';

const CALLERS = 300;
/** The load's steps that are one screen of the main menu each (`caller-script.ts`). */
const MENU_SCREEN_STEPS = ['title to main menu', 'instructions', 'the Advertiser', 'hall of fame', "who's online", 'mailbox', 'quit'];
/** Telnet's opening from the bare echo server: IAC WILL ECHO, IAC WILL SGA (RFC 854, 857, 858). */
const BARE_OPENING = '\xff\xfb\x01\xff\xfb\x03';
/** After the last caller reached the menu, time for the heap to settle before RSS is read. */
const SETTLE_MS = 2_000;

interface SideBySide {
  serveP50: number;
  serveP99: number;
  bareP50: number;
  bareP99: number;
  idleKb: number;
  menuKb: number;
  /** From all callers starting to type their names to the last of them at the main menu. */
  allAtMenuSeconds: number;
}

export async function benchLoad(quick: boolean): Promise<Record<string, number>> {
  const runs = quick ? 1 : 3;
  const sides: SideBySide[] = [];
  for (let run = 0; run < runs; run += 1) sides.push(await echoAndMemory(run, quick));
  const screens = await screensAt2400(quick ? 1 : 3);
  const load = await runLoad(loadRun(quick));
  const at = (pick: (side: SideBySide) => number): number => round(median(sides.map(pick)));
  return {
    serveEchoP50Ms300: at((s) => s.serveP50),
    serveEchoP99Ms300: at((s) => s.serveP99),
    bareEchoP50Ms300: at((s) => s.bareP50),
    bareEchoP99Ms300: at((s) => s.bareP99),
    echoP99Ratio300: at((s) => s.serveP99 / s.bareP99),
    rssIdleKB: at((s) => s.idleKb),
    rssMenu300KB: at((s) => s.menuKb),
    rssPerSessionKB: at((s) => (s.menuKb - s.idleKb) / CALLERS),
    signUp300Seconds: at((s) => s.allAtMenuSeconds),
    ...screens,
    loadCallers: load.callers,
    loadSeconds: load.seconds,
    loadCalls: load.calls,
    loadErrors: load.errors,
    loadUnproven: load.unproven,
    loadEchoP99Ms: load.echoP99Ms,
    loadSignUpWaitP50Ms: stepWait(load, ['sign up'], 'waitP50Ms'),
    loadLogInWaitP50Ms: stepWait(load, ['log in'], 'waitP50Ms'),
    loadMenuWaitP99Ms: stepWait(load, MENU_SCREEN_STEPS, 'waitP99Ms'),
    loadPlayWaitP99Ms: stepWait(load, ['play'], 'waitP99Ms'),
    loadRssFirstKB: load.memory.firstKb,
    loadRssPeakKB: load.memory.peakKb,
    loadRssLastKB: load.memory.lastKb,
    loadRssLevelled: load.memory.levelledOff ? 1 : 0,
  };
}

function loadRun(quick: boolean): LoadOptions {
  return quick
    ? { callers: 40, seconds: 20, staggerMs: 3_000, pace: BRISK_PACE, sampleEveryMs: 1_000, seed: 'bench-quick' }
    : { callers: CALLERS, seconds: 300, seed: 'bench' };
}

/** Quick typing, and patience: 300 sign-ups at once queue behind the password hash and the accounts' lock. */
const BENCH_PACE: Pace = { ...BRISK_PACE, screenTimeoutMs: 600_000 };

function callOf(line: CallerLine, caller: Caller, seed: string): Call {
  return { line, caller, pace: BENCH_PACE, chance: seededChance(seed), echoed: () => undefined };
}

/** One run: serve and the bare echo server side by side, then serve's memory with 300 callers at the menu. */
async function echoAndMemory(run: number, quick: boolean): Promise<SideBySide> {
  const serve = await startServe({ maxConnections: CALLERS + 50 });
  const bare = await spawnBareEcho();
  const lines: CallerLine[] = [];
  try {
    // One caller first, so code every session runs is loaded before the idle figure.
    const warm = callOf(await CallerLine.connect(serve.port), newCaller('Warmup'), 'warm-up');
    for (const step of [signUp, enterMenu, quit]) await step.run(warm);
    await pause(SETTLE_MS);
    const idleKb = serve.rssKb();

    const callers = Array.from({ length: CALLERS }, (_, i) => newCaller(`Bench${i + 1}`));
    const calls = await Promise.all(callers.map(async (caller) => callOf(await CallerLine.connect(serve.port), caller, caller.name)));
    lines.push(...calls.map((call) => call.line));
    await Promise.all(calls.map((call) => toNameField(call)));
    const bareLines = await Promise.all(Array.from({ length: CALLERS }, () => CallerLine.connect(bare.port)));
    lines.push(...bareLines);
    await Promise.all(bareLines.map((line) => line.expect(BARE_OPENING, 'the echo server opening', 10_000)));

    const phase: EchoPhase = { keystrokesEach: quick ? 10 : 30, gapMs: [200, 800], seed: `echo-${run}`, timeoutMs: 30_000 };
    // The order alternates run by run, so neither side always goes first.
    const serveLines = calls.map((call) => call.line);
    const first = run % 2 === 0 ? serveLines : bareLines;
    const firstTimes = await timeEchoes(first, phase);
    const secondTimes = await timeEchoes(first === serveLines ? bareLines : serveLines, phase);
    const [serveTimes, bareTimes] = first === serveLines ? [firstTimes, secondTimes] : [secondTimes, firstTimes];
    for (const line of bareLines) line.hangUp();

    const signingUp = performance.now();
    await Promise.all(calls.map((call) => finishSignUp(call)));
    const allAtMenuSeconds = (performance.now() - signingUp) / 1000;
    await pause(SETTLE_MS);
    const menuKb = serve.rssKb();
    return {
      serveP50: median(serveTimes),
      serveP99: percentile(serveTimes, 99),
      bareP50: median(bareTimes),
      bareP99: percentile(bareTimes, 99),
      idleKb,
      menuKb,
      allAtMenuSeconds,
    };
  } finally {
    for (const line of lines) line.hangUp();
    await bare.stop();
    await serve.stop();
    rmSync(serve.home, { recursive: true, force: true });
  }
}

function newCaller(name: string): Caller {
  return { name, password: `${name} sees the gate`, signedUp: false, loggedIn: false, seated: false };
}

async function toNameField(call: Call): Promise<void> {
  await call.line.expect(SCREEN_TEXT.loginChoice, 'the login menu', call.pace.screenTimeoutMs);
  await press(call, 'n', LOGIN_TEXT.newName, 'the name field');
}

/** From the name field to the main menu. */
async function finishSignUp(call: Call): Promise<void> {
  await typeIntoField(call, LOGIN_TEXT.newName, call.caller.name);
  await typeField(call, LOGIN_TEXT.newPassword, call.caller.password, true);
  await typeField(call, LOGIN_TEXT.again, call.caller.password, true);
  await call.line.expect(SCREEN_TEXT.title, 'the title', call.pace.screenTimeoutMs);
  await enterMenu.run(call);
}

/** Seconds per screen at 2400 bps: the median screen, the worst, and each (`secondsAt2400MainMenu`...). */
async function screensAt2400(runs: number): Promise<Record<string, number>> {
  if (!socatAvailable()) {
    process.stderr.write('bench: socat is not installed, so no figures for the serial line\n');
    return {};
  }
  const measured: ScreenBytes[][] = [];
  for (let run = 0; run < runs; run += 1) measured.push(await measureSerialScreens());
  const names = (measured[0] ?? []).map((s) => s.screen);
  const seconds = names.map((name) => secondsAtBaud(median(measured.map((screens) => screens.find((s) => s.screen === name)?.bytes ?? Number.NaN))));
  const figures: Record<string, number> = {
    secondsPerScreenAt2400: round(median(seconds)),
    secondsWorstScreenAt2400: round(Math.max(...seconds)),
  };
  names.forEach((name, i) => (figures[`secondsAt2400${camelCase(name)}`] = round(seconds[i] ?? Number.NaN)));
  return figures;
}

/** "main menu" → "MainMenu", "instructions 2" → "Instructions2". */
function camelCase(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** The worst of these steps' waiting figure (0 when none of them ran). */
function stepWait(load: LoadReport, steps: readonly string[], figure: 'waitP50Ms' | 'waitP99Ms'): number {
  return Math.max(0, ...load.steps.filter((step) => steps.includes(step.step)).map((step) => step[figure]));
}
