// A log-in just after another process wrote the accounts (issue #13), at 10 and at 10,000 accounts:
// two stores on one home stand for two door processes; the other one logs a caller in (which writes
// the caller's account), then ours logs another caller in. The accounts are made through the
// service's sign-up, with a cheap scrypt cost so that 10,000 of them take seconds and the figure is
// the store's work, not the hash's (the real cost is the same at both sizes). Home on /dev/shm when
// there is one (bench-home.ts).
import { rmSync } from 'node:fs';
import { benchHome } from './bench-home.js';
import { median, round } from './stats.js';
import { Accounts } from '../../src/service/accounts/accounts.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';

const CHEAP = { scrypt: { N: 16, r: 1, p: 1, keyLength: 32, saltBytes: 16 } };
const PASSWORD = 'a long enough secret';

async function loginMs(count: number, runs: number): Promise<number> {
  const home = benchHome('ad-bench-login-');
  try {
    const clock = new FakeClock(Date.UTC(2026, 11, 1));
    const ours = await NedbStore.open({ home });
    const theirs = await NedbStore.open({ home });
    const here = new Accounts({ store: ours, clock, policy: CHEAP });
    const there = new Accounts({ store: theirs, clock, policy: CHEAP });
    await Promise.all(Array.from({ length: count }, (_, n) => here.signUp(`Caller${n}`, PASSWORD)));
    await there.login('Caller1', PASSWORD);
    await here.login('Caller0', PASSWORD);
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await there.login('Caller1', PASSWORD);
      const started = performance.now();
      const result = await here.login('Caller0', PASSWORD);
      times.push(performance.now() - started);
      if (!result.ok) throw new Error('the bench log-in failed');
    }
    await ours.close();
    await theirs.close();
    return median(times);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

export async function benchLogin(quick: boolean): Promise<Record<string, number>> {
  const runs = quick ? 21 : 101;
  const small = await loginMs(10, runs);
  const large = await loginMs(10_000, runs);
  return { loginAfterWrite10Ms: round(small, 3), loginAfterWrite10kMs: round(large, 3), loginAfterWrite10kOver10: round(large / small, 2) };
}

if (process.argv[1] === import.meta.filename) process.stdout.write(`${JSON.stringify(await benchLogin(process.argv.includes('--quick')))}\n`);
