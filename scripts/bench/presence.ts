// presenceLagP99Ms (issue #24, at most 2000): from a caller's log-in to their name on who's online
// as another process reads it. `serve` (the built bundle) takes real telnet callers one after
// another; each signs up, and the time runs from the Enter of their last password line to the
// moment this process, on its own store over the same home as a sysop's command or a door would
// be, finds them on the presence board. They hang up after. Needs dist/ (npm run build).
// Alone: node --import tsx scripts/bench/presence.ts [--quick]
import { rmSync } from 'node:fs';
import { percentile, round } from './stats.js';
import { CallerLine } from '../load/caller-line.js';
import { submitSignUp, type Call, type Caller } from '../load/caller-script.js';
import { BRISK_PACE } from '../load/load-run.js';
import { pause, seededChance } from '../load/seeded.js';
import { startServe } from '../load/serve-process.js';
import { StorePresenceBoard } from '../../src/service/presence-board.js';
import { DEFAULT_PRESENCE_TIMING } from '../../src/service/presence-hub.js';
import { NedbStore } from '../../src/store/nedb-store.js';

/** How often this process reads the board while it waits. */
const POLL_MS = 10;
/** A caller not listed by then is a failure, not a slow figure. */
const GIVE_UP_MS = 30_000;

async function listedAfterMs(board: StorePresenceBoard, name: string, since: number): Promise<number> {
  for (;;) {
    const online = await board.online(Date.now() - DEFAULT_PRESENCE_TIMING.expireMs);
    if (online.some((entry) => entry.name === name)) return performance.now() - since;
    if (performance.now() - since > GIVE_UP_MS) throw new Error(`${name} was not on who's online ${GIVE_UP_MS} ms after logging in`);
    await pause(POLL_MS);
  }
}

export async function benchPresence(quick: boolean): Promise<Record<string, number>> {
  const callers = quick ? 10 : 40;
  const serve = await startServe();
  const store = await NedbStore.open({ home: serve.home });
  const board = new StorePresenceBoard(store, 'presence');
  const lags: number[] = [];
  try {
    for (let n = 0; n < callers; n += 1) {
      const caller: Caller = { name: `Caller${n}`, password: 'a long enough secret', signedUp: false, loggedIn: false, seated: false };
      const call: Call = { line: await CallerLine.connect(serve.port), caller, pace: { ...BRISK_PACE, keyGapMs: [0, 1] }, chance: seededChance(`presence${n}`), echoed: () => undefined };
      try {
        await submitSignUp(call);
        lags.push(await listedAfterMs(board, caller.name, performance.now()));
      } finally {
        call.line.hangUp();
      }
    }
  } finally {
    await store.close();
    await serve.stop();
    rmSync(serve.home, { recursive: true, force: true });
  }
  return { presenceLagP99Ms: round(percentile(lags, 99), 0), presenceLagMedianMs: round(percentile(lags, 50), 0) };
}

if (process.argv[1] === import.meta.filename) process.stdout.write(`${JSON.stringify(await benchPresence(process.argv.includes('--quick')))}\n`);
