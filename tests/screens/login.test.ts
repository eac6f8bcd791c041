// The login screen on our own lines, typed into a FakeChannel, with the accounts on a MemoryStore
// (or NeDB in a temp dir when the bytes on disk matter) and the delays waited on a FakeClock.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Accounts, type AccountPolicy } from '../../src/service/accounts/accounts.js';
import { loadArtLibrary } from '../../src/screens/art/library.js';
import { LOGIN_TEXT, lockedNotice, loginOrSignUp, type LoginOutcome } from '../../src/screens/login.js';
import { StoreUnavailableError } from '../../src/store/errors.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { PgStore } from '../../src/store/pg/pg-store.js';
import type { Collection, DocTransaction, Store } from '../../src/store/store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import type { Logger } from '../../src/support/logger.js';
import { createTerminal } from '../../src/term/terminal.js';
import { SessionEnded } from '../../src/term/types.js';
import { FakeChannel } from '../support/fake-channel.js';
import { VirtualScreen } from '../support/virtual-screen.js';
import { makeTempDir, TEST_LOCK } from '../store/fixtures/adapters.js';
import { crashServer, findPgBin, startServer, startThrowaway, stopThrowaway } from '../../scripts/pg-throwaway.js';

const ART = loadArtLibrary(fileURLToPath(new URL('../../ansi/', import.meta.url)));
const FAST_SCRYPT = { N: 1024, r: 8, p: 1, keyLength: 32, saltBytes: 16 };
const POLICY: Partial<AccountPolicy> = { scrypt: FAST_SCRYPT, failureDelayMs: 1000, lockoutFailures: 5, lockoutMinutes: 15 };
const SYSOPS = ['Armitage'];
const PASSWORD = 'Shoggoth-42';

/** One call: a terminal on a FakeChannel, and a script that waits for a prompt and answers it. */
function call(accounts: Accounts, clock: FakeClock, options: { ansi?: boolean; title?: boolean } = {}) {
  const channel = new FakeChannel();
  const term = createTerminal(channel, { charset: 'cp437', ansi: options.ansi ?? true, cols: 80, rows: 24 }, { clock });
  const title = options.title ? { title: { art: ART.get('title'), values: { VERSION: 'v0.1.0' } } } : {};
  const done: Promise<LoginOutcome> = loginOrSignUp(term, { accounts, clock, sysopNames: SYSOPS, ...title });
  // A test that expects the call to end looks at `done` itself; the others must not leave it unhandled.
  done.catch(() => undefined);
  let mark = 0;
  const text = (from = 0): string => channel.since(from).toString('latin1');
  const see = async (expected: string): Promise<void> => {
    await channel.waitForText(expected, mark);
    mark += text(mark).indexOf(expected) + expected.length;
  };
  const answer = async (prompt: string, typed: string): Promise<void> => {
    await see(prompt);
    channel.type(`${typed}\r`);
  };
  const signUp = async (name: string, password = PASSWORD, again = password): Promise<void> => {
    await see('Your choice');
    channel.type('n');
    await answer('Choose a name', name);
    await answer('Choose a password', password);
    await answer('Once more', again);
  };
  const logIn = async (name: string, password: string): Promise<void> => {
    await see('Your choice');
    channel.type('L');
    await answer('Your name', name);
    await answer('Password', password);
  };
  return { channel, done, see, signUp, logIn, text, mark: () => mark };
}

function setUp(store: Store = new MemoryStore(), policy: Partial<AccountPolicy> = POLICY, logger?: Logger) {
  const clock = new FakeClock();
  const accounts = new Accounts({ store, clock, policy, reservedNames: SYSOPS, ...(logger ? { logger } : {}) });
  return { clock, accounts, store };
}

/** Lets pending callbacks and I/O run without moving the fake clock. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setImmediate(r));
}

describe('login screen', () => {
  it('opens on the title art with the login choices on its prompt line: one screen, within the title\u2019s budget', async () => {
    const { clock, accounts } = setUp();
    const c = call(accounts, clock, { title: true });
    await c.see('Your choice');
    await settle();
    const first = c.channel.output();
    const screen = new VirtualScreen(80, 24);
    screen.feed(first);
    expect(screen.rowText(20)).toMatch(/^ +\[L\]og in +\[N\]ew investigator +\[Q\]uit +Your choice:/);
    expect(screen.text()).toContain('witch-haunted Arkham');
    expect(screen.text()).not.toContain('press any key');
    expect(screen.bottomRightWritten).toBe(false);
    // The title alone is about 1 KB (docs/art.md); the choices add a line.
    expect(first.length).toBeLessThan(1300);
    // After a choice the login goes on below, as before.
    c.channel.type('q');
    await expect(c.done).rejects.toBeInstanceOf(SessionEnded);
  });

  it('signs a new investigator up, and the next call logs them in', async () => {
    const { clock, accounts } = setUp();
    const first = call(accounts, clock);
    await first.signUp('Randolph Carter');
    expect(await first.done).toEqual({ name: 'Randolph Carter', isNew: true });
    // The hash can take seconds on a busy night: the caller is told why the line is quiet.
    expect(first.text()).toContain(LOGIN_TEXT.registering);

    const second = call(accounts, clock);
    await second.logIn('randolph carter', PASSWORD);
    expect(await second.done).toEqual({ name: 'Randolph Carter', isNew: false });
  });

  it('shows the menu in the house colours and masks the password with *', async () => {
    const { clock, accounts } = setUp();
    const c = call(accounts, clock);
    await c.signUp('Keziah', 'gnorri');
    await c.done;
    expect(c.text()).toMatch(/\[\x1b\[[0-9;]*33mL\x1b\[[0-9;]*m\]/);
    expect(c.text()).toContain('******');
  });

  it('a wrong password says so and waits the accounts\u2019 delay on the clock before asking again', async () => {
    const { clock, accounts } = setUp();
    await accounts.signUp('Asenath', PASSWORD);
    const c = call(accounts, clock);
    await c.logIn('Asenath', 'not-the-one');
    await c.see(LOGIN_TEXT.wrong);
    await c.see('Please wait 1 second');
    const waiting = c.mark();
    await settle();
    clock.advance(999);
    await settle();
    expect(c.text(waiting)).not.toContain('Your choice');
    clock.advance(1);
    await c.logIn('Asenath', PASSWORD);
    expect(await c.done).toEqual({ name: 'Asenath', isNew: false });
  });

  it('locks the account after the configured failures and tells the minutes left', async () => {
    const { clock, accounts } = setUp(new MemoryStore(), { ...POLICY, lockoutFailures: 2, lockoutMinutes: 15 });
    await accounts.signUp('Ephraim', PASSWORD);
    const c = call(accounts, clock);
    await c.logIn('Ephraim', 'wrong-one');
    await c.see('Please wait');
    await settle();
    clock.advance(1000);
    await c.logIn('Ephraim', 'wrong-two');
    await c.see('locked for 15 more minutes');
    await expect(c.done).rejects.toBeInstanceOf(SessionEnded);

    // Even the right password waits out the lock-out, which counts down.
    clock.advance(5 * 60_000);
    const later = call(accounts, clock);
    await later.logIn('Ephraim', PASSWORD);
    await later.see('locked for 10 more minutes');
    await expect(later.done).rejects.toBeInstanceOf(SessionEnded);
  });

  it('shows a known and an unknown name the same words, a retry from a new call and a lock-out too', async () => {
    const { clock, accounts } = setUp(new MemoryStore(), { ...POLICY, lockoutFailures: 2, lockoutMinutes: 15 });
    await accounts.signUp('Ephraim', PASSWORD);
    const seen = async (name: string): Promise<string[]> => {
      const screens: string[] = [];
      const first = call(accounts, clock);
      await first.logIn(name, 'wrong-one');
      await first.see('Please wait');
      await settle();
      // Hangs up and calls again at once, before the wait is over.
      const second = call(accounts, clock);
      await second.logIn(name, 'wrong-two');
      await second.see('Please wait');
      await settle();
      clock.advance(1000);
      const third = call(accounts, clock);
      await third.logIn(name, 'wrong-three');
      await third.see('more minutes');
      await expect(third.done).rejects.toBeInstanceOf(SessionEnded);
      for (const c of [first, second, third]) screens.push(c.text().split(name).join('NAME'));
      clock.advance(15 * 60_000);
      return screens;
    };
    const known = await seen('Ephraim');
    const unknown = await seen('Nobody');
    expect(unknown).toEqual(known);
    expect(known[1]).not.toContain(LOGIN_TEXT.wrong);
  });

  it('tells the owner at their next log-in when wrong passwords locked their name', async () => {
    const { clock, accounts } = setUp(new MemoryStore(), { ...POLICY, lockoutFailures: 1, lockoutMinutes: 15 });
    await accounts.signUp('Ephraim', PASSWORD);
    const lockedAt = clock.now();
    await accounts.login('Ephraim', 'wrong');
    clock.advance(15 * 60_000);
    const c = call(accounts, clock);
    await c.logIn('Ephraim', PASSWORD);
    const outcome = await c.done;
    expect(outcome).toEqual({ name: 'Ephraim', isNew: false, lockedAt });
    expect(lockedNotice(lockedAt)).toBe(`Too many wrong passwords locked your name at ${new Date(lockedAt).toISOString().slice(0, 10)} ${new Date(lockedAt).toISOString().slice(11, 16)} UTC. If that was not you, tell the sysop.`);
  });

  it('three wrong passwords end the call politely', async () => {
    const { clock, accounts } = setUp();
    await accounts.signUp('Joseph Curwen', PASSWORD);
    const c = call(accounts, clock);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await c.logIn('Joseph Curwen', `wrong-${attempt}`);
      await c.see('Please wait');
      await settle();
      clock.advance(60_000);
    }
    await c.logIn('Joseph Curwen', 'wrong-3');
    await c.see(LOGIN_TEXT.tooManyTries);
    await expect(c.done).rejects.toBeInstanceOf(SessionEnded);
  });

  it('Esc at a name or password prompt goes back to the choice, and an Esc is no wrong password', async () => {
    const { clock, accounts } = setUp();
    await accounts.signUp('Wilbur', PASSWORD);
    const c = call(accounts, clock);
    for (let round = 0; round < 6; round += 1) {
      await c.see('Your choice');
      c.channel.type('L');
      await c.see(LOGIN_TEXT.name);
      c.channel.type('Wilbur\r');
      await c.see(LOGIN_TEXT.password);
      c.channel.type('half a guess\x1b');
      clock.advance(1000);
    }
    await c.see('Your choice');
    c.channel.type('N');
    await c.see(LOGIN_TEXT.newName);
    c.channel.type('Lavin\x1b');
    clock.advance(1000);
    // Six give-ups, more than the lock-out's five failures: the account still opens at once.
    await c.logIn('Wilbur', PASSWORD);
    expect(await c.done).toEqual({ name: 'Wilbur', isNew: false });
  });

  it('a sysop name cannot be signed up, in any case', async () => {
    const { clock, accounts, store } = setUp();
    const c = call(accounts, clock);
    await c.see('Your choice');
    c.channel.type('N');
    await c.see('Choose a name');
    c.channel.type('ARMITAGE\r');
    await c.see(LOGIN_TEXT.reserved);
    await c.signUp('Wilbur');
    expect(await c.done).toEqual({ name: 'Wilbur', isNew: true });
    expect(await store.readDoc('accounts', 'armitage')).toBeUndefined();
  });

  it('asks again when the two passwords differ or the password is short', async () => {
    const { clock, accounts } = setUp();
    const c = call(accounts, clock);
    await c.signUp('Lavinia', PASSWORD, 'something else');
    await c.see(LOGIN_TEXT.differ);
    await c.see('Your choice');
    c.channel.type('n');
    await c.see('Choose a name');
    c.channel.type('Lavinia\r');
    await c.see('Choose a password');
    c.channel.type('short\r');
    await c.see(LOGIN_TEXT.tooShort);
    await c.signUp('Lavinia');
    expect(await c.done).toEqual({ name: 'Lavinia', isNew: true });
  });

  it('Q says goodbye and ends the call', async () => {
    const { clock, accounts } = setUp();
    const c = call(accounts, clock);
    await c.see('Your choice');
    c.channel.type('q');
    await expect(c.done).rejects.toBeInstanceOf(SessionEnded);
    expect(c.text()).toContain(LOGIN_TEXT.farewell);
  });

  it('never lets a password reach the caller\u2019s screen, the log or the store\u2019s files', async () => {
    const temp = makeTempDir('ad-login-');
    const logged: string[] = [];
    const record = (message: string, fields?: object): void => void logged.push(JSON.stringify({ message, fields }));
    const logger: Logger = { debug: record, info: record, warn: record, error: record };
    const store = await NedbStore.open({ home: temp.dir, lock: TEST_LOCK });
    try {
      const { clock, accounts } = setUp(store, POLICY, logger);
      const first = call(accounts, clock);
      await first.signUp('Herbert West', PASSWORD);
      await first.done;
      const second = call(accounts, clock);
      await second.logIn('Herbert West', 'Reagent-99');
      await second.see('Please wait');
      await settle();
      clock.advance(1000);
      await second.logIn('Herbert West', PASSWORD);
      await second.done;
      await store.close();

      const onDisk = filesUnder(temp.dir).map((file) => readFileSync(file));
      expect(onDisk.length).toBeGreaterThan(0);
      expect(onDisk.some((bytes) => bytes.includes('Herbert West'))).toBe(true);
      for (const secret of [PASSWORD, 'Reagent-99']) {
        expect(first.channel.output().includes(secret)).toBe(false);
        expect(second.channel.output().includes(secret)).toBe(false);
        for (const bytes of onDisk) expect(bytes.includes(secret)).toBe(false);
        expect(logged.join('\n')).not.toContain(secret);
      }
    } finally {
      temp.remove();
    }
  });

  it('in ASCII mode sends no escape code at all', async () => {
    const { clock, accounts } = setUp();
    await accounts.signUp('Olmstead', PASSWORD);
    const c = call(accounts, clock, { ansi: false });
    await c.logIn('Olmstead', 'wrong-pass');
    await c.see('Please wait');
    await settle();
    clock.advance(1000);
    await c.signUp('Zadok');
    await c.done;
    const bytes = c.channel.output();
    expect(bytes.includes(0x1b)).toBe(false);
    expect([...bytes].every((b) => b < 0x80)).toBe(true);
    expect(c.text()).toContain('[L]og in');
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(entry.parentPath, entry.name)) : [join(entry.parentPath, entry.name)],
  );
}

/** A store whose disk fills on demand: every collection write fails as ENOSPC does. */
class FillingStore extends MemoryStore {
  full = false;

  override transactDoc<T extends object>(collection: Collection, id: string, fn: DocTransaction<T>): Promise<T | undefined> {
    if (this.full) return Promise.reject(new StoreUnavailableError('ENOSPC', undefined, new Error('no space left on device')));
    return super.transactDoc<T>(collection, id, fn);
  }
}

describe('login screen on a full disk', () => {
  it('tells the caller the register cannot be written and goes back to the menu; once there is room, sign-up works', async () => {
    const store = new FillingStore();
    const { clock, accounts } = setUp(store);
    store.full = true;
    const caller = call(accounts, clock);
    await caller.signUp('Randolph Carter');
    await caller.see(LOGIN_TEXT.cannotWrite);
    await caller.see('Your choice');
    store.full = false;
    caller.channel.type('n');
    await caller.see('Choose a name');
    caller.channel.type('Randolph Carter\r');
    await caller.see('Choose a password');
    caller.channel.type(`${PASSWORD}\r`);
    await caller.see('Once more');
    caller.channel.type(`${PASSWORD}\r`);
    expect(await caller.done).toEqual({ name: 'Randolph Carter', isNew: true });
  });
});

describe.skipIf(findPgBin() === undefined)('login screen while PostgreSQL is out of reach', () => {
  it('a sign-up past the store’s wait is told the archives are closed and its name not written; once the server is back it signs up', async () => {
    const cluster = await startThrowaway({ ownerPid: process.pid });
    const store = await PgStore.open({ url: cluster.url, schema: 'signup', reconnectMs: 500 });
    try {
      const { clock, accounts } = setUp(store);
      crashServer(cluster.dir);
      const caller = call(accounts, clock);
      await caller.signUp('Randolph Carter');
      await caller.see(LOGIN_TEXT.archivesClosed);
      startServer(cluster.dir, cluster.port);
      // Back at the login choices (signUp waits for them).
      await caller.signUp('Randolph Carter');
      expect(await caller.done).toEqual({ name: 'Randolph Carter', isNew: true });
    } finally {
      await store.close();
      stopThrowaway(cluster.dir);
    }
  }, 60_000);
});
