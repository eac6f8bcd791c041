// `serve` SIGKILLed mid-use and restarted on the same home, 50 times (five homes side by side, 10 each).
// Each round, after the restart, the caller the last kill cut off calls back and must reach the main
// menu; then a new caller signs up (and in some rounds sits down to a quick game) and the kill lands
// at a seeded random moment of that call. Every sign-up a caller saw acknowledged (the title came)
// must still log in, one that committed unseen must be found taken (and log in), every table a caller
// saw must hold their seat, and the store must load whole. The same on PostgreSQL (50 kills, a
// schema per lane), where no lock is left behind: the server ends a dead process's transactions.
import { readdirSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { CallerLine } from '../../scripts/load/caller-line.js';
import { enterMenu, logIn, press, SCREEN_TEXT, submitSignUp, type Call, type Caller, type Pace } from '../../scripts/load/caller-script.js';
import { pause, seededChance } from '../../scripts/load/seeded.js';
import { startServe, type ServeProcess } from '../../scripts/load/serve-process.js';
import { storeProblems } from '../../scripts/load/store-check.js';
import { LOGIN_TEXT } from '../../src/screens/login.js';
import { nameKey } from '../../src/service/accounts/names.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { PgStore } from '../../src/store/pg/pg-store.js';
import type { Store } from '../../src/store/store.js';
import { pgSchema, pgUrl } from '../store/fixtures/adapters.js';
import { storeLayout } from '../../src/store/store-layout.js';
import { doorBuilt, tempHome } from '../support/door-process.js';

const ROUNDS = 50;
const PG_ROUNDS = ROUNDS;
/** Homes killed and restarted side by side, each its own serve: a lane waiting out a stale lock does not hold up the rest. */
const LANES = 5;
/** How far the new caller has got. */
type Stage = 'dialled' | 'submitted' | 'title' | 'menu' | 'table';
/**
 * Where kills land, as a share of rounds and a random delay after the stage is reached: while the
 * caller types; while the password is hashed and the account committed; while the profile is made and
 * the menu drawn; at the menu; at a quick game's table, while the bot moves and the tale is told.
 * Anchored to stages, so a slow machine still gets kills in each.
 */
const KILL_AT: ReadonlyArray<{ share: number; stage: Stage; withinMs: number }> = [
  { share: 0.15, stage: 'dialled', withinMs: 200 },
  { share: 0.35, stage: 'submitted', withinMs: 400 },
  { share: 0.2, stage: 'title', withinMs: 60 },
  { share: 0.1, stage: 'menu', withinMs: 50 },
  { share: 0.2, stage: 'table', withinMs: 1_000 },
];
/**
 * Typing at machine speed so a round is short; screens may wait out a lock the killed process held
 * (proper-lockfile takes it over once it is 10 s stale), so the timeout is well past that.
 */
const PACE: Pace = { keyGapMs: [0, 2], thinkMs: [0, 20], betweenCallsMs: [0, 0], visits: [0, 0], moves: [0, 0], screenTimeoutMs: 40_000 };

function callOf(line: CallerLine, caller: Caller): Call {
  return { line, caller, pace: PACE, chance: seededChance(caller.name), echoed: () => undefined };
}

/**
 * A new caller's sign-up, or a caller back after a kill that cut theirs short: the name may already be
 * taken by their own sign-up that committed unseen. Then they log in, as such a caller would.
 */
async function signUpOrLogIn(call: Call, reached: (stage: Stage) => void): Promise<void> {
  const { line, caller, pace } = call;
  if (caller.signedUp) return logIn.run(call);
  await submitSignUp(call);
  reached('submitted');
  await line.expect(new RegExp(`${SCREEN_TEXT.title}|${LOGIN_TEXT.taken}`), 'the title or "name taken"', pace.screenTimeoutMs);
  caller.signedUp = true;
  if (!line.screen.includes(LOGIN_TEXT.taken)) return reached('title');
  // Refused as taken: the earlier sign-up had committed. It must log in with the same password.
  await logIn.run(call);
}

/** From the main menu to a quick game's table (the game is committed before its tale is told). */
async function sitDown(call: Call): Promise<void> {
  await press(call, 'p', new RegExp(`${SCREEN_TEXT.firstVisit}|${SCREEN_TEXT.lobby}`), 'the lobby or the first visit');
  if (!call.line.screen.includes(SCREEN_TEXT.lobby)) await press(call, ' ', SCREEN_TEXT.lobby, 'the lobby');
  await call.line.quiet(500);
  await press(call, '\r\n', TABLE_TALE, 'the table');
  call.caller.seated = true;
}

/** One call that ends at the main menu, or at a table (or wherever the kill finds it). */
async function callIn(port: number, caller: Caller, reached: (stage: Stage) => void = () => undefined, toTable = false): Promise<void> {
  const line = await CallerLine.connect(port);
  try {
    reached('dialled');
    const call = callOf(line, caller);
    await signUpOrLogIn(call, reached);
    await enterMenu.run(call);
    caller.loggedIn = true;
    reached('menu');
    if (!toTable) return;
    await sitDown(call);
    reached('table');
    await line.quiet(5_000);
  } finally {
    line.hangUp();
  }
}

/** Where a lane's world is: the home's NeDB files, or a PostgreSQL schema of its own. */
interface LaneStore {
  pg?: { url: string; schema: string };
  open(home: string): Promise<Store>;
}

const NEDB_LANE: LaneStore = { open: (home) => NedbStore.open({ home }) };

function pgLaneStore(db: { url: string; schema: string }): LaneStore {
  return { pg: db, open: () => PgStore.open(db) };
}

interface Lane {
  home: string;
  where: LaneStore;
  callers: Caller[];
  /** Kills that left a lock behind, so the restarted serve had to wait for it to go stale. */
  locksLeft: number;
  acknowledgedAtKill: number;
  seatedAtKill: number;
}

/** Rounds on one home: restart, the caller the last kill cut off gets back to the menu, a new caller is killed mid-way. */
function serveLane(lane: Lane): Promise<ServeProcess> {
  return startServe({ home: lane.home, ...(lane.where.pg ? { store: { kind: 'postgres', ...lane.where.pg } } : {}) });
}

async function runLane(index: number, where: LaneStore = NEDB_LANE, rounds = ROUNDS / LANES): Promise<Lane> {
  const lane: Lane = { home: tempHome(`ad-serve-kill-${index}-`), where, callers: [], locksLeft: 0, acknowledgedAtKill: 0, seatedAtKill: 0 };
  homes.push(lane.home);
  const chance = seededChance(`serve-sigkill:${index}`);
  for (let round = 0; round < rounds; round += 1) {
    const serve = await serveLane(lane);
    running.add(serve);
    const resuming = lane.callers.filter((caller) => !caller.loggedIn);
    // Every caller a kill cut off resumes first, and must reach the main menu.
    await Promise.all(resuming.map((caller) => callIn(serve.port, caller)));
    const fresh: Caller = { name: `Lane${index} Round${round}`, password: `round ${round} of the gate`, signedUp: false, loggedIn: false, seated: false };
    lane.callers.push(fresh);
    const at = killPoint(chance());
    let atStage: () => void = () => undefined;
    const stageReached = new Promise<void>((resolve) => (atStage = resolve));
    // The kill ends the call wherever it finds it; the caller's flags say what it had seen.
    const calling = callIn(
      serve.port,
      fresh,
      (stage) => {
        if (stage === at.stage) atStage();
      },
      at.stage === 'table',
    ).catch(() => undefined);
    await Promise.race([stageReached, calling]);
    await pause(chance() * at.withinMs);
    await serve.kill();
    await calling;
    running.delete(serve);
    expect(serve.door.child.signalCode).toBe('SIGKILL');
    if (fresh.signedUp) lane.acknowledgedAtKill += 1;
    if (fresh.seated) lane.seatedAtKill += 1;
    if (!where.pg && readdirSync(storeLayout(lane.home).locksDir).length > 0) lane.locksLeft += 1;
  }
  return lane;
}

function killPoint(roll: number): (typeof KILL_AT)[number] {
  let below = 0;
  const found = KILL_AT.find(({ share }) => roll < (below += share));
  return found ?? { stage: 'menu', withinMs: 0, share: 0 };
}

const homes: string[] = [];
/** What a quick game's table shows once the game is committed (its record of the setup). */
const TABLE_TALE = 'What came to pass';
const running = new Set<ServeProcess>();

afterAll(async () => {
  await Promise.all([...running].map((serve) => serve.kill()));
  for (const home of homes) rmSync(home, { recursive: true, force: true });
});

/** After the lanes' kills: everyone gets back in, and the store holds exactly what the callers saw. */
async function checkLanes(lanes: readonly Lane[], kills: number): Promise<void> {
  for (const lane of lanes) {
    // One last start, no kill: the last round's caller, and everyone before, gets to the main menu.
    const serve = await serveLane(lane);
    running.add(serve);
    for (const caller of lane.callers) caller.loggedIn = false;
    await Promise.all(lane.callers.map((caller) => callIn(serve.port, caller)));
    expect(lane.callers.filter((caller) => !caller.loggedIn).map((caller) => caller.name)).toEqual([]);
    await serve.stop();
    running.delete(serve);
    expect((await serve.door.exited).code).toBe(0);

    // The files load whole; every caller has an account and a profile, and a seat if they sat down.
    const names = (pick: (caller: Caller) => boolean): string[] => lane.callers.filter(pick).map((caller) => caller.name);
    expect(await storeProblems(() => lane.where.open(lane.home), { accounts: names(() => true), seated: names((caller) => caller.seated) })).toEqual([]);
    // ...and nobody else's: no account or profile was made twice or out of nothing.
    const store = await lane.where.open(lane.home);
    const accounts = (await store.findDocs<{ name: string }>('accounts', {})).map(({ doc }) => doc.name).sort();
    const profiles = (await store.findDocs<{ name: string }>('profiles', {})).map(({ id }) => id).sort();
    await store.close();
    expect(accounts).toEqual(lane.callers.map((caller) => caller.name).sort());
    expect(profiles).toEqual(lane.callers.map((caller) => nameKey(caller.name)).sort());
  }
  const total = (pick: (lane: Lane) => number): number => lanes.reduce((sum, lane) => sum + pick(lane), 0);
  console.info(
    `serve-sigkill: ${kills} kills, ${total((l) => l.acknowledgedAtKill)} after the sign-up was acknowledged, ${total((l) => l.seatedAtKill)} at a table, ${total((l) => l.locksLeft)} left a lock behind`,
  );
}

describe.skipIf(!doorBuilt())('serve: SIGKILL mid-use, restart, resume', () => {
  it(`loses no acknowledged sign-up over ${ROUNDS} kills, and every caller gets back to the main menu`, async () => {
    const lanes = await Promise.all(Array.from({ length: LANES }, (_, i) => runLane(i)));
    await checkLanes(lanes, ROUNDS);
  }, 240_000);
});

describe.skipIf(!doorBuilt() || pgUrl() === '')('serve on PostgreSQL: SIGKILL mid-use, restart, resume', () => {
  it(`loses no acknowledged sign-up over ${PG_ROUNDS} kills, and every caller gets back to the main menu`, async () => {
    const dbs = await Promise.all(Array.from({ length: LANES }, () => pgSchema()));
    try {
      const lanes = await Promise.all(dbs.map((db, i) => runLane(i, pgLaneStore(db), PG_ROUNDS / LANES)));
      await checkLanes(lanes, PG_ROUNDS);
    } finally {
      for (const db of dbs) await db.drop();
    }
  }, 240_000);
});
