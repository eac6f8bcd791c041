// The sysop's hand on accounts: list, lock and unlock, rename, delete; on the memory store under a FakeClock.
import { beforeEach, describe, expect, it } from 'vitest';
import { AccountAdmin, lastCallWords } from '../../src/service/accounts/account-admin.js';
import { Accounts, type AccountPolicy } from '../../src/service/accounts/accounts.js';
import { doorNamespace, noteCall, profileForDoorCaller, type Profile } from '../../src/service/accounts/profiles.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';

const POLICY: Partial<AccountPolicy> = { scrypt: { N: 1024, r: 8, p: 1, keyLength: 32, saltBytes: 16 }, lockoutFailures: 2, lockoutMinutes: 15 };
const PASSWORD = 'silver key 1926';

let store: MemoryStore;
let clock: FakeClock;
let accounts: Accounts;
let admin: AccountAdmin;
const noGames = async (): Promise<string[]> => [];

beforeEach(async () => {
  store = new MemoryStore();
  clock = new FakeClock();
  accounts = new Accounts({ store, clock, policy: POLICY });
  admin = new AccountAdmin(store, clock);
  await accounts.signUp('Carter', PASSWORD);
  await accounts.signUp('Ward', PASSWORD);
});

describe('account administration', () => {
  it('lists every account by name, with its lock', async () => {
    await accounts.login('Ward', 'wrong');
    clock.advance(60_000);
    await accounts.login('Ward', 'wrong');
    expect((await admin.list()).map((a) => [a.name, a.locked])).toEqual([
      ['Carter', null],
      ['Ward', 'failures'],
    ]);
  });

  it("shows each account's last call on any listener: a sign-up that called without a password log-in too", async () => {
    expect((await admin.list()).map((a) => lastCallWords(a))).toEqual(['never logged in', 'never logged in']);
    // A browser or telnet sign-up goes straight in: its call is noted on the profile, not as a log-in.
    clock.advance(24 * 3600_000);
    await noteCall(store, 'Carter', clock);
    clock.advance(2 * 24 * 3600_000);
    await accounts.login('Ward', PASSWORD);
    expect((await admin.list()).map((a) => [a.name, lastCallWords(a)])).toEqual([
      ['Carter', 'last on 2026-11-30'],
      ['Ward', 'last on 2026-12-02'],
    ]);
  });

  it('a lock holds until unlocked, however long; only the right password hears of it', async () => {
    expect(await admin.lock('carter')).toBe('Carter');
    expect(await accounts.login('Carter', PASSWORD)).toEqual({ ok: false, problem: 'closed', waitMs: 0 });
    expect(await accounts.login('Carter', 'wrong')).toMatchObject({ ok: false, problem: 'bad-credentials' });
    clock.advance(365 * 24 * 3600_000);
    expect(await accounts.login('Carter', PASSWORD)).toMatchObject({ ok: false, problem: 'closed' });
    expect((await admin.list())[0]?.locked).toBe('sysop');
    await admin.unlock('Carter');
    expect(await accounts.login('Carter', PASSWORD)).toEqual({ ok: true, name: 'Carter' });
  });

  it('unlock also lifts a lock-out by wrong passwords', async () => {
    await accounts.login('Ward', 'wrong');
    clock.advance(60_000);
    await accounts.login('Ward', 'wrong');
    expect(await accounts.login('Ward', PASSWORD)).toMatchObject({ ok: false, problem: 'locked' });
    await admin.unlock('Ward');
    expect(await accounts.login('Ward', PASSWORD)).toMatchObject({ ok: true });
  });

  it('an unknown name is refused with its name', async () => {
    await expect(admin.lock('Nobody')).rejects.toThrow(/no account named Nobody/);
    await expect(admin.rename('Nobody', 'Somebody', noGames)).rejects.toThrow(/no account named Nobody/);
  });

  it('a rename moves the account, the profile and the letters; the old name is free and the new one logs in', async () => {
    await store.transactDoc<Profile>('profiles', 'carter', (current) => (current ? { next: { ...current, pace: 'slow' } } : null));
    await store.insertDoc('mail', { kind: 'mail', to: 'carter', toName: 'Carter', from: 'Ward', subject: 's', body: 'b', at: 1, read: false });
    await store.insertDoc('mail', { kind: 'mail', to: 'ward', toName: 'Ward', from: 'Carter', subject: 's', body: 'b', at: 2, read: false });
    expect(await admin.rename('Carter', 'Randolph', noGames)).toEqual({ from: 'Carter', to: 'Randolph', letters: 2 });
    expect(await accounts.login('Randolph', PASSWORD)).toEqual({ ok: true, name: 'Randolph' });
    expect(await accounts.login('Carter', PASSWORD)).toMatchObject({ ok: false });
    expect(await store.readDoc('profiles', 'carter')).toBeUndefined();
    expect(await store.readDoc<Profile>('profiles', 'randolph')).toMatchObject({ name: 'Randolph', pace: 'slow', namespace: 'listener' });
    const letters = await store.findDocs<{ to: string; from: string }>('mail', { kind: 'mail' });
    expect(letters.map((l) => [l.doc.from, l.doc.to]).sort()).toEqual([
      ['Randolph', 'ward'],
      ['Ward', 'randolph'],
    ]);
    // Same name, new spelling: allowed, and still one account.
    await admin.rename('Randolph', 'RANDOLPH', noGames);
    expect((await admin.list()).map((a) => a.name)).toEqual(['RANDOLPH', 'Ward']);
  });

  it('a rename keeps one owner per name: refused onto an account or a door caller, and for a player with games', async () => {
    await expect(admin.rename('Carter', 'ward', noGames)).rejects.toThrow(/already held/);
    await profileForDoorCaller(store, 'Pickman', clock, { tag: 'MYSTIC', legacyDoor: doorNamespace('MYSTIC') });
    await expect(admin.rename('Carter', 'Pickman', noGames)).rejects.toThrow(/already held/);
    await expect(admin.rename('Carter', 'Car@ter', noGames)).rejects.toThrow(/may not hold "@"/);
    const guarded = new AccountAdmin(store, clock, ['Henry Armitage']);
    await expect(guarded.rename('Carter', 'henry  armitage', noGames)).rejects.toThrow(/is a sysop name of this board/);
    await expect(admin.rename('Carter', 'Randolph', async () => ['g1', 'g2'])).rejects.toThrow(/Carter has a seat in 2 game\(s\) \(g1, g2\)/);
    expect(await accounts.login('Carter', PASSWORD)).toMatchObject({ ok: true });
  });

  it('delete removes the account and its profile, and the name can be signed up again', async () => {
    expect(await admin.delete('Ward')).toBe(true);
    expect(await admin.delete('Ward')).toBe(false);
    expect(await store.readDoc('profiles', 'ward')).toBeUndefined();
    expect(await accounts.signUp('Ward', 'another password')).toEqual({ ok: true, name: 'Ward' });
  });
});
