// Sign-up, login, delays, lock-out and password change, on the memory store under a FakeClock.
import { beforeEach, describe, expect, it } from 'vitest';
import { Accounts, type AccountDoc, type AccountPolicy } from '../../src/service/accounts/accounts.js';
import type { ScryptParams } from '../../src/service/accounts/password-hash.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';

const FAST: ScryptParams = { N: 1024, r: 8, p: 1, keyLength: 32, saltBytes: 16 };
const POLICY: Partial<AccountPolicy> = {
  scrypt: FAST,
  failureDelayMs: 1000,
  maxFailureDelayMs: 8000,
  lockoutFailures: 5,
  lockoutMinutes: 15,
};
const PASSWORD = 'silver key 1926';

let store: MemoryStore;
let clock: FakeClock;
let accounts: Accounts;

beforeEach(() => {
  store = new MemoryStore({ jitter: { seed: 99, maxTurns: 2 } });
  clock = new FakeClock();
  accounts = new Accounts({ store, clock, policy: POLICY, reservedNames: ['Sysop'] });
});

describe('sign-up', () => {
  it('creates an account that can log in', async () => {
    expect(await accounts.signUp('  Randolph  Carter ', PASSWORD)).toEqual({ ok: true, name: 'Randolph Carter' });
    expect(await accounts.login('randolph carter', PASSWORD)).toEqual({ ok: true, name: 'Randolph Carter' });
  });

  it('keeps names unique whatever their case', async () => {
    await accounts.signUp('Carter', PASSWORD);
    expect(await accounts.signUp('CARTER', 'another password')).toEqual({ ok: false, problem: 'name-taken' });
    expect(await accounts.login('Carter', PASSWORD)).toMatchObject({ ok: true });
  });

  it('lets exactly one of two simultaneous sign-ups for a name win', async () => {
    const results = await Promise.all([accounts.signUp('Pickman', 'first password'), accounts.signUp('pickman', 'second password')]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, problem: 'name-taken' }]);
  });

  it('refuses bad names, reserved names and bad passwords', async () => {
    expect(await accounts.signUp('X', PASSWORD)).toEqual({ ok: false, problem: 'name-too-short' });
    expect(await accounts.signUp('x'.repeat(25), PASSWORD)).toEqual({ ok: false, problem: 'name-too-long' });
    expect(await accounts.signUp('Evil\x1b[2J', PASSWORD)).toEqual({ ok: false, problem: 'name-unprintable' });
    expect(await accounts.signUp('SYSOP', PASSWORD)).toEqual({ ok: false, problem: 'name-reserved' });
    expect(await accounts.signUp('Carter', 'short')).toEqual({ ok: false, problem: 'password-too-short' });
    expect(await accounts.signUp('Carter', 'p'.repeat(65))).toEqual({ ok: false, problem: 'password-too-long' });
    expect(await accounts.signUp('Carter', 'bell\x07bell')).toEqual({ ok: false, problem: 'password-unprintable' });
    expect(await store.findDocs('accounts', {})).toEqual([]);
  });

  it('stores a salted hash and no plain-text password', async () => {
    await accounts.signUp('Carter', PASSWORD);
    const stored = await store.readDoc<AccountDoc>('accounts', 'carter');
    expect(stored?.password).toMatchObject({ scheme: 'scrypt', N: FAST.N });
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
  });
});

describe('login', () => {
  beforeEach(async () => {
    await accounts.signUp('Carter', PASSWORD);
  });

  it('answers a wrong password and an unknown name alike', async () => {
    expect(await accounts.login('Carter', 'wrong password')).toEqual({ ok: false, problem: 'bad-credentials', waitMs: 1000 });
    expect(await accounts.login('Nobody', PASSWORD)).toEqual({ ok: false, problem: 'bad-credentials', waitMs: 1000 });
    expect(await accounts.login('\x1b', PASSWORD)).toEqual({ ok: false, problem: 'bad-credentials', waitMs: 1000 });
  });

  it('makes the caller wait longer after each failure, and refuses to check before the wait is over', async () => {
    const waits = [];
    for (let i = 0; i < 4; i++) {
      const result = await accounts.login('Carter', `wrong ${i}`);
      expect(result).toMatchObject({ ok: false, problem: 'bad-credentials' });
      if (!result.ok) waits.push(result.waitMs);
      // Asking again at once is refused without checking, even with the right password.
      expect(await accounts.login('Carter', PASSWORD)).toEqual({ ok: false, problem: 'too-soon', waitMs: waits.at(-1) });
      clock.advance(waits.at(-1) ?? 0);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    expect(await accounts.login('Carter', PASSWORD)).toEqual({ ok: true, name: 'Carter' });
    // A good login wipes the slate.
    expect(await accounts.login('Carter', 'wrong again')).toMatchObject({ waitMs: 1000 });
  });

  it('locks the account after five failures for fifteen minutes, then lets the right password in', async () => {
    const results = [];
    for (let i = 0; i < 5; i++) {
      const result = await accounts.login('Carter', `wrong ${i}`);
      results.push(result);
      if (!result.ok && result.problem === 'bad-credentials') clock.advance(result.waitMs);
    }
    expect(results.map((r) => (r.ok ? 'ok' : r.problem))).toEqual(['bad-credentials', 'bad-credentials', 'bad-credentials', 'bad-credentials', 'locked']);
    expect(results.at(-1)).toEqual({ ok: false, problem: 'locked', waitMs: 15 * 60_000 });
    const lockedAt = clock.now();
    expect(await accounts.login('Carter', PASSWORD)).toEqual({ ok: false, problem: 'locked', waitMs: 15 * 60_000 });
    clock.advance(15 * 60_000 - 1);
    expect(await accounts.login('Carter', PASSWORD)).toEqual({ ok: false, problem: 'locked', waitMs: 1 });
    clock.advance(1);
    // The owner hears when their name was locked, once.
    expect(await accounts.login('Carter', PASSWORD)).toEqual({ ok: true, name: 'Carter', lockedAt: lockedAt });
    expect(await accounts.login('Carter', PASSWORD)).toEqual({ ok: true, name: 'Carter' });
  });

  it('answers an unknown name exactly as a known one, wait, retry and lock-out alike, even from a new connection', async () => {
    const tries = async (name: string): Promise<string[]> => {
      const seen: string[] = [];
      for (let i = 0; i < 5; i++) {
        const first = await accounts.login(name, `wrong ${i}`);
        // A second call at once (a new connection) before the wait is over.
        const retry = await accounts.login(name, `again ${i}`);
        seen.push(JSON.stringify(first), JSON.stringify(retry));
        if (!first.ok) clock.advance(first.problem === 'locked' ? 0 : first.waitMs);
      }
      seen.push(JSON.stringify(await accounts.login(name, PASSWORD)));
      return seen;
    };
    const known = await tries('Carter');
    const unknown = await tries('Nobody At All');
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toContain('locked');
  });

  it('counts concurrent wrong guesses: only one is checked per wait', async () => {
    const results = await Promise.all([1, 2, 3].map((i) => accounts.login('Carter', `guess ${i}`)));
    expect(results.map((r) => (r.ok ? 'ok' : r.problem)).sort()).toEqual(['bad-credentials', 'too-soon', 'too-soon']);
    const stored = await store.readDoc<AccountDoc>('accounts', 'carter');
    expect(stored?.attempts.failures).toBe(1);
  });

  it('re-hashes with the stronger parameters at the next good login', async () => {
    const stronger = new Accounts({ store, clock, policy: { ...POLICY, scrypt: { ...FAST, N: 2048 } } });
    expect(await stronger.login('Carter', PASSWORD)).toMatchObject({ ok: true });
    expect((await store.readDoc<AccountDoc>('accounts', 'carter'))?.password.N).toBe(2048);
    expect(await accounts.login('Carter', PASSWORD)).toMatchObject({ ok: true });
  });
});

describe('change password', () => {
  beforeEach(async () => {
    await accounts.signUp('Carter', PASSWORD);
  });

  it('needs the current password and then accepts only the new one', async () => {
    expect(await accounts.changePassword('Carter', PASSWORD, 'new silver key')).toEqual({ ok: true });
    expect(await accounts.login('Carter', PASSWORD)).toMatchObject({ ok: false, problem: 'bad-credentials' });
    clock.advance(1000);
    expect(await accounts.login('Carter', 'new silver key')).toEqual({ ok: true, name: 'Carter' });
  });

  it('counts a wrong current password as a failed login', async () => {
    expect(await accounts.changePassword('Carter', 'wrong', 'new silver key')).toEqual({
      ok: false,
      problem: 'bad-credentials',
      waitMs: 1000,
    });
    expect(await accounts.changePassword('Carter', PASSWORD, 'new silver key')).toMatchObject({ problem: 'too-soon' });
    expect(await accounts.changePassword('Carter', PASSWORD, 'tiny')).toEqual({ ok: false, problem: 'password-too-short' });
  });
});
