// `arkham-door sysop passwd --name NAME`: the password of a configured sysop name, read from stdin and
// kept as an scrypt hash; the sysop then logs in on our own listener. Any other name exits 2.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli.js';
import { sysopPasswd } from '../../../src/commands/sysop.js';
import { UsageError } from '../../../src/commands/errors.js';
import { Accounts, type AccountPolicy } from '../../../src/service/accounts/accounts.js';
import { MemoryStore } from '../../../src/store/memory-store.js';
import { NedbStore } from '../../../src/store/nedb-store.js';
import { FakeClock } from '../../../src/support/fake-clock.js';
import { REPO_ROOT } from '../../service/helpers/game-fixture.js';

const FAST: Partial<AccountPolicy> = { scrypt: { N: 1024, r: 8, p: 1, keyLength: 32, saltBytes: 16 }, lockoutFailures: 2 };
const homes: string[] = [];
afterEach(() => {
  for (const home of homes.splice(0)) rmSync(home, { recursive: true, force: true });
});

function home(sysopNames: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'ad-passwd-'));
  homes.push(dir);
  writeFileSync(join(dir, 'arkham-door.json'), JSON.stringify({ sysop: { names: sysopNames } }));
  return dir;
}

function sink(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString('utf8');
      done();
    },
  });
  return { stream, text: () => text };
}

function context(clock = new FakeClock()) {
  const out = sink();
  const err = sink();
  return { out, err, ctx: { packageRoot: REPO_ROOT, clock, stdout: out.stream, stderr: err.stream } };
}

async function logIn(dir: string, name: string, password: string): Promise<boolean> {
  const store = await NedbStore.open({ home: dir });
  try {
    return (await new Accounts({ store, clock: new FakeClock() }).login(name, password)).ok;
  } finally {
    await store.close();
  }
}

describe('Accounts.setPassword', () => {
  it('creates an account, even under a reserved name, and later replaces its password and lifts a lock-out', async () => {
    const clock = new FakeClock();
    const accounts = new Accounts({ store: new MemoryStore(), clock, policy: FAST, reservedNames: ['Armitage'] });
    expect(await accounts.signUp('Armitage', 'first secret')).toEqual({ ok: false, problem: 'name-reserved' });
    expect(await accounts.setPassword('Armitage', 'first secret')).toEqual({ ok: true, name: 'Armitage', created: true });
    expect(await accounts.login('armitage', 'first secret')).toEqual({ ok: true, name: 'Armitage' });
    await accounts.login('Armitage', 'wrong one');
    clock.advance(60_000);
    expect(await accounts.login('Armitage', 'wrong two')).toMatchObject({ ok: false, problem: 'locked' });
    expect(await accounts.setPassword('ARMITAGE', 'second secret')).toEqual({ ok: true, name: 'Armitage', created: false });
    expect(await accounts.login('Armitage', 'first secret')).toMatchObject({ ok: false, problem: 'bad-credentials' });
    clock.advance(60_000);
    expect(await accounts.login('Armitage', 'second secret')).toEqual({ ok: true, name: 'Armitage' });
  });

  it('refuses a bad name or password', async () => {
    const accounts = new Accounts({ store: new MemoryStore(), clock: new FakeClock(), policy: FAST });
    expect(await accounts.setPassword('X', 'long enough')).toEqual({ ok: false, problem: 'name-too-short' });
    expect(await accounts.setPassword('Armitage', 'short')).toEqual({ ok: false, problem: 'password-too-short' });
  });
});

describe('arkham-door sysop passwd', () => {
  it('creates the sysop account from the password on stdin, then resets it', async () => {
    const dir = home(['Henry Armitage']);
    const first = context();
    expect(await sysopPasswd(['--home', dir, '--name', 'henry armitage'], first.ctx, Readable.from(['elder sign 1926\n']))).toBe(0);
    expect(first.out.text()).toBe('created the account Henry Armitage\n');
    expect(await logIn(dir, 'Henry Armitage', 'elder sign 1926')).toBe(true);
    const second = context();
    expect(await sysopPasswd(['--home', dir, '--name', 'Henry Armitage'], second.ctx, Readable.from(['silver key\r\nignored'], { objectMode: false }))).toBe(0);
    expect(second.out.text()).toBe('set a new password for Henry Armitage\n');
    expect(await logIn(dir, 'Henry Armitage', 'silver key')).toBe(true);
    expect(await logIn(dir, 'Henry Armitage', 'elder sign 1926')).toBe(false);
    const log = readFileSync(join(dir, 'logs', 'arkham-door.log'), 'utf8');
    expect(log).not.toContain('silver key');
  });

  it('refuses a password under the minimum length', async () => {
    const dir = home(['Armitage']);
    await expect(sysopPasswd(['--home', dir, '--name', 'Armitage'], context().ctx, Readable.from(['short\n']))).rejects.toBeInstanceOf(UsageError);
    expect(await logIn(dir, 'Armitage', 'short')).toBe(false);
  });

  it('exits 2 for a name that is not a configured sysop, without reading a password', async () => {
    const dir = home(['Armitage']);
    const { out, err, ctx } = context();
    expect(await main(['sysop', 'passwd', '--home', dir, '--name', 'Wilbur'], ctx)).toBe(2);
    expect(err.text()).toMatch(/^arkham-door sysop: 'Wilbur' is not a sysop name of this board/);
    expect(out.text()).toBe('');
    expect(await main(['sysop', 'passwd', '--home', dir], ctx)).toBe(2);
    expect(err.text()).toContain('sysop passwd needs --name NAME');
  });
});
