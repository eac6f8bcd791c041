// One identity per caller: a name belongs to one namespace (our listener's accounts, or one BBS's
// door callers), and a caller from another namespace never gets it, nor the games and letters
// under it. Profiles stored before namespaces are given an owner at first touch.
import { beforeEach, describe, expect, it } from 'vitest';
import { Accounts, type AccountPolicy } from '../../src/service/accounts/accounts.js';
import type { ScryptParams } from '../../src/service/accounts/password-hash.js';
import { doorNamespace, NameHeldElsewhere, profileForDoorCaller, type Profile } from '../../src/service/accounts/profiles.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';

const FAST: ScryptParams = { N: 1024, r: 8, p: 1, keyLength: 32, saltBytes: 16 };
const POLICY: Partial<AccountPolicy> = { scrypt: FAST };
const PASSWORD = 'silver key 1926';
const HOME_DOOR = { tag: 'BBS', legacyDoor: doorNamespace('BBS') };

let store: MemoryStore;
let clock: FakeClock;
let accounts: Accounts;

beforeEach(() => {
  store = new MemoryStore({ jitter: { seed: 7, maxTurns: 2 } });
  clock = new FakeClock();
  accounts = new Accounts({ store, clock, policy: POLICY, legacyDoor: HOME_DOOR.legacyDoor });
});

const namespaceOf = async (id: string): Promise<string | undefined> => (await store.readDoc<Profile>('profiles', id))?.namespace;

describe('a door caller\u2019s name', () => {
  it('cannot be signed up on our listener, in any case', async () => {
    await profileForDoorCaller(store, 'Zed', clock, HOME_DOOR);
    expect(await accounts.signUp('zed', PASSWORD)).toEqual({ ok: false, problem: 'name-taken' });
    expect(await accounts.signUp('ZED', PASSWORD)).toEqual({ ok: false, problem: 'name-taken' });
    expect(await store.readDoc('accounts', 'zed')).toBeUndefined();
    expect(await namespaceOf('zed')).toBe('door:bbs');
  });

  it('from a second BBS plays as alias@TAG, and the first BBS keeps the alias', async () => {
    const first = await profileForDoorCaller(store, 'Zed', clock, HOME_DOOR);
    const second = await profileForDoorCaller(store, 'zed', clock, { tag: 'Dreamland', legacyDoor: HOME_DOOR.legacyDoor });
    expect(first.doc.name).toBe('Zed');
    expect(second.doc.name).toBe('zed@Dreamland');
    expect(await namespaceOf('zed@dreamland')).toBe('door:dreamland');
    // Each finds their own again.
    expect((await profileForDoorCaller(store, 'ZED', clock, HOME_DOOR)).doc.name).toBe('Zed');
    expect((await profileForDoorCaller(store, 'Zed', clock, { tag: 'Dreamland', legacyDoor: HOME_DOOR.legacyDoor })).doc.name).toBe('zed@Dreamland');
  });
});

describe('an account\u2019s name', () => {
  it('is never a door caller\u2019s: the door caller plays as alias@TAG', async () => {
    expect(await accounts.signUp('Carter', PASSWORD)).toMatchObject({ ok: true });
    expect(await namespaceOf('carter')).toBe('listener');
    expect((await profileForDoorCaller(store, 'carter', clock, HOME_DOOR)).doc.name).toBe('carter@BBS');
  });

  it('may not hold "@", the mark of a door caller\u2019s tagged name', async () => {
    expect(await accounts.signUp('Zed@BBS', PASSWORD)).toEqual({ ok: false, problem: 'name-marked' });
  });

  it('held in two namespaces already leaves a third caller out, with a clear error', async () => {
    await accounts.signUp('Carter', PASSWORD);
    // Held by another BBS's caller (as one could before a passed-in alias holding "@" was always tagged).
    await store.transactDoc<Profile>('profiles', 'carter@elsewhere', () => ({ next: { name: 'Carter@Elsewhere', createdAt: 1, namespace: doorNamespace('Other') } }));
    await expect(profileForDoorCaller(store, 'Carter', clock, { tag: 'Elsewhere', legacyDoor: HOME_DOOR.legacyDoor })).rejects.toBeInstanceOf(NameHeldElsewhere);
  });

  it('cannot be taken by a door caller and a sign-up racing for it: one of them wins', async () => {
    const [signed, door] = await Promise.all([accounts.signUp('Asenath', PASSWORD), profileForDoorCaller(store, 'asenath', clock, HOME_DOOR)]);
    const owner = await namespaceOf('asenath');
    if (signed.ok) {
      expect(owner).toBe('listener');
      expect(door.doc.name).toBe('asenath@BBS');
    } else {
      expect(owner).toBe('door:bbs');
      expect(door.doc.name).toBe('asenath');
    }
  });
});

describe('a sysop name', () => {
  it('is the sysop\u2019s in every namespace: their door call finds the profile their account holds', async () => {
    await accounts.setPassword('Armitage', PASSWORD);
    await accounts.login('Armitage', PASSWORD);
    await store.transactDoc<Profile>('profiles', 'armitage', () => ({ next: { name: 'Armitage', createdAt: 1, namespace: 'listener' } }));
    const door = await profileForDoorCaller(store, 'armitage', clock, { ...HOME_DOOR, sysopNames: ['Armitage'] });
    expect(door.doc).toMatchObject({ name: 'Armitage', namespace: 'listener' });
    // Without being a sysop name, the same alias would be held elsewhere.
    expect((await profileForDoorCaller(store, 'armitage', clock, HOME_DOOR)).doc.name).toBe('armitage@BBS');
  });
});

describe('a home from before namespaces', () => {
  it('gives a profile with no account to the home\u2019s door callers, and keeps its letters where they were', async () => {
    await store.transactDoc<Profile>('profiles', 'zed', () => ({ next: { name: 'Zed', createdAt: 1 } }));
    await store.insertDoc('mail', { kind: 'mail', to: 'zed', toName: 'Zed', from: 'Ann', subject: 'hi', body: 'b', at: 2, read: false });
    expect(await accounts.signUp('zed', PASSWORD)).toEqual({ ok: false, problem: 'name-taken' });
    const found = await profileForDoorCaller(store, 'Zed', clock, HOME_DOOR);
    expect(found).toEqual({ id: 'zed', doc: { name: 'Zed', createdAt: 1, namespace: 'door:bbs', lookalike: 'zed' } });
    expect(await store.findDocs('mail', { to: 'zed' })).toHaveLength(1);
  });

  it('gives a profile with an account to our listener', async () => {
    await accounts.signUp('Carter', PASSWORD);
    await store.transactDoc<Profile>('profiles', 'carter', () => ({ next: { name: 'Carter', createdAt: 1 } }));
    expect((await profileForDoorCaller(store, 'Carter', clock, HOME_DOOR)).doc.name).toBe('Carter@BBS');
    expect(await accounts.login('carter', PASSWORD)).toMatchObject({ ok: true, name: 'Carter' });
  });
});

describe('a name passed in by a trusted board (issue #29)', () => {
  const LOOP = { tag: 'LOOP', legacyDoor: HOME_DOOR.legacyDoor, foreign: true, sysopNames: ['Henry Armitage'] };
  const SYSOP_HOME = { ...HOME_DOOR, sysopNames: ['Henry Armitage'] };
  const CYRILLIC_A = '\u0410';
  const CYRILLIC_I = '\u0456';

  it("is never this board's own tagged form: [LOOP]Zed@BBS plays as Zed@BBS@LOOP, and this board's door caller Zed keeps Zed@BBS", async () => {
    expect(await accounts.signUp('Zed', PASSWORD)).toEqual({ ok: true, name: 'Zed' });
    expect((await profileForDoorCaller(store, 'Zed@BBS', clock, LOOP)).doc.name).toBe('Zed@BBS@LOOP');
    expect((await profileForDoorCaller(store, 'Zed', clock, HOME_DOOR)).doc.name).toBe('Zed@BBS');
    expect((await profileForDoorCaller(store, 'Zed', clock, HOME_DOOR)).doc.name).toBe('Zed@BBS');
  });

  it("never reads as the sysop, in any form: [LOOP]Henry Armitage@BBS and a Cyrillic look-alike play tagged", async () => {
    expect((await profileForDoorCaller(store, 'Henry Armitage@BBS', clock, LOOP)).doc.name).toBe('Henry Armitage@BBS@LOOP');
    expect((await profileForDoorCaller(store, `Henry ${CYRILLIC_A}rmitage`, clock, LOOP)).doc.name).toBe(`Henry ${CYRILLIC_A}rmitage@LOOP`);
    // Its tagged form is held now, and a look-alike of that is no one else's to take.
    await expect(profileForDoorCaller(store, 'HENRY  ARMITAGE', clock, LOOP)).rejects.toBeInstanceOf(NameHeldElsewhere);
    // This board's own door caller with a look-alike of the sysop's name is tagged too; the sysop's own name is the sysop's.
    expect((await profileForDoorCaller(store, `Henry Arm${CYRILLIC_I}tage`, clock, SYSOP_HOME)).doc.name).toBe(`Henry Arm${CYRILLIC_I}tage@BBS`);
    expect((await profileForDoorCaller(store, 'Henry Armitage', clock, SYSOP_HOME)).doc.name).toBe('Henry Armitage');
  });

  it("cannot be a look-alike of a name held here: the caller plays as alias@TAG, and a sign-up of one is refused", async () => {
    expect(await accounts.signUp('Wilbur', PASSWORD)).toEqual({ ok: true, name: 'Wilbur' });
    expect((await profileForDoorCaller(store, `W${CYRILLIC_I}lbur`, clock, LOOP)).doc.name).toBe(`W${CYRILLIC_I}lbur@LOOP`);
    expect((await profileForDoorCaller(store, 'Lavinia', clock, HOME_DOOR)).doc.name).toBe('Lavinia');
    expect(await accounts.signUp(`L${CYRILLIC_A.toLowerCase()}vinia`, PASSWORD)).toEqual({ ok: false, problem: 'name-taken' });
    expect(await accounts.signUp(`W${CYRILLIC_I}LBUR`, PASSWORD)).toEqual({ ok: false, problem: 'name-taken' });
  });

  it("the sysop's names are reserved at sign-up in every form: case, spacing and look-alike letters", async () => {
    const guarded = new Accounts({ store, clock, policy: POLICY, reservedNames: ['Henry Armitage'] });
    for (const name of ['henry armitage', 'HENRY  ARMITAGE', `Henry ${CYRILLIC_A}rmitage`, `Henry Arm${CYRILLIC_I}tage`]) {
      expect(await guarded.signUp(name, PASSWORD), name).toEqual({ ok: false, problem: 'name-reserved' });
    }
  });
});
