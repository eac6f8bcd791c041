// Failure counts and lock-outs live in the store: two front ends on one board (two NedbStores on one
// home, two PgStores on one schema) count a name's wrong passwords together, a restart forgets
// nothing, and a known name and an unknown one get the same answers at every step.
import { afterEach, describe, expect, it } from 'vitest';
import { Accounts, type LoginResult } from '../../src/service/accounts/index.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { PgStore } from '../../src/store/pg/pg-store.js';
import type { Store } from '../../src/store/store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { makeTempDir, pgSchema, pgUrl, TEST_LOCK } from '../store/fixtures/adapters.js';

const FAST_SCRYPT = { N: 1024, r: 8, p: 1, keyLength: 32, saltBytes: 16 };
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Board {
  /** A front end on the board: its own store, its own Accounts. */
  frontEnd(): Promise<Store>;
}

function nedbBoard(): Board {
  const home = makeTempDir('ad-lockout-');
  cleanups.push(home.remove);
  return { frontEnd: () => NedbStore.open({ home: home.dir, lock: TEST_LOCK }) };
}

async function pgBoard(): Promise<Board> {
  const db = await pgSchema();
  cleanups.push(db.drop);
  return { frontEnd: () => PgStore.open({ url: db.url, schema: db.schema }) };
}

/** What a caller can tell from an answer: its kind and how long it says to wait. */
function answer(result: LoginResult): string {
  return result.ok ? 'ok' : `${result.problem} ${result.waitMs}`;
}

async function fourThenFifthElsewhere(board: Board): Promise<void> {
  const clock = new FakeClock();
  const open = async (): Promise<{ store: Store; accounts: Accounts }> => {
    const store = await board.frontEnd();
    return { store, accounts: new Accounts({ store, clock, policy: { scrypt: FAST_SCRYPT } }) };
  };
  const first = await open();
  const second = await open();
  expect(await first.accounts.signUp('Wilbur Whateley', 'yog-sothoth')).toEqual({ ok: true, name: 'Wilbur Whateley' });
  const tries = async (accounts: Accounts, password: string): Promise<string[]> =>
    Promise.all(['Wilbur Whateley', 'Lavinia Whateley'].map(async (name) => answer(await accounts.login(name, password))));

  const seen: string[][] = [];
  for (let n = 1; n <= 4; n++) {
    seen.push(await tries(first.accounts, 'wrong'));
    clock.advance(60_000);
  }
  // The fifth, on the other front end, locks both names.
  seen.push(await tries(second.accounts, 'wrong'));
  for (const pair of seen) expect(pair[0], JSON.stringify(seen)).toBe(pair[1]);
  expect(seen.at(-1)).toEqual(['locked 900000', 'locked 900000']);
  clock.advance(60_000);
  // Locked on the first front end too, even with the right password.
  expect(await tries(first.accounts, 'yog-sothoth')).toEqual(['locked 840000', 'locked 840000']);

  // A restart of every front end forgets nothing.
  await first.store.close();
  await second.store.close();
  const restarted = await open();
  cleanups.push(() => restarted.store.close());
  expect(await tries(restarted.accounts, 'yog-sothoth')).toEqual(['locked 840000', 'locked 840000']);
  clock.advance(15 * 60_000);
  expect(answer(await restarted.accounts.login('Wilbur Whateley', 'yog-sothoth'))).toBe('ok');
}

describe('lock-outs shared by every front end', () => {
  it('NeDB: four wrong passwords on one front end and a fifth on another lock a known and an unknown name alike, across a restart', async () => {
    await fourThenFifthElsewhere(nedbBoard());
  });

  it.skipIf(pgUrl() === '')('PostgreSQL: likewise', async () => {
    await fourThenFifthElsewhere(await pgBoard());
  });
});
