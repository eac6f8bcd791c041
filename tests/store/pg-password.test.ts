// The README's three places for the PostgreSQL password (the URL, ARKHAM_PG_PASSWORD, passwordFile)
// against a server that asks for it (scram-sha-256), and none of them ever printed: a wrong, empty
// or missing password, or a password file that is not there, is one line and exit 2.
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_ENV } from '../../src/store/pg/pg-connection.js';
import { PgStore } from '../../src/store/pg/pg-store.js';
import { findPgBin, passwordRole, startThrowaway, stopThrowaway, type Throwaway } from '../../scripts/pg-throwaway.js';
import { runCli } from '../support/cli-run.js';

// Spaces, a percent sign and URL punctuation: each must reach the server as it is.
const SECRET = 'wh1p %41 poor/will@night:#?';
const WRONG = 'not-the-password-7f3a';

interface Board {
  home: string;
  urlWithoutPassword: string;
}

describe.skipIf(findPgBin() === undefined)('the PostgreSQL password, against a server that asks for it', () => {
  let cluster: Throwaway | undefined;
  let roleUrl = '';

  beforeAll(async () => {
    // A cluster of this file's own: its password rules and role must not depend on the run's.
    cluster = await startThrowaway({ ownerPid: process.pid });
    roleUrl = await passwordRole(cluster.url, 'door_pw', SECRET);
  }, 60_000);

  afterAll(() => {
    if (cluster) stopThrowaway(cluster.dir);
  });

  function board(store: Record<string, unknown>): Board {
    const home = mkdtempSync(join(tmpdir(), 'ad-pgpw-'));
    writeFileSync(join(home, 'arkham-door.json'), JSON.stringify({ store: { kind: 'postgres', url: roleUrl, schema: 'pw', ...store } }));
    return { home, urlWithoutPassword: roleUrl };
  }

  function urlWith(password: string): string {
    const url = new URL(roleUrl);
    url.password = encodeURIComponent(password);
    return url.toString();
  }

  /** Runs the command with ARKHAM_PG_PASSWORD set to `password` (or unset), as a sysop's shell would. */
  async function withEnvPassword<R>(password: string | undefined, run: () => Promise<R>): Promise<R> {
    const before = process.env[PASSWORD_ENV];
    if (password === undefined) delete process.env[PASSWORD_ENV];
    else process.env[PASSWORD_ENV] = password;
    try {
      return await run();
    } finally {
      if (before === undefined) delete process.env[PASSWORD_ENV];
      else process.env[PASSWORD_ENV] = before;
    }
  }

  async function commitsAGame(options: Parameters<typeof PgStore.open>[0]): Promise<void> {
    // A schema of its own: these bare documents are no games for maint to keep.
    const store = await PgStore.open({ schema: 'pw_bare', ...options });
    try {
      const id = `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      await store.createGame(id, { version: 0 });
      await store.transactGame<{ version: number }>(id, (current) => ({ next: { version: current.version + 1 } }));
      expect(await store.readGame(id)).toEqual({ version: 1 });
      // The listening connection logs in with the same password.
      const seen = new Promise<void>((resolve) => store.watchGame?.(id, resolve));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await store.transactGame<{ version: number }>(id, (current) => ({ next: { version: current.version + 1 } }));
      await seen;
    } finally {
      await store.close();
    }
  }

  it('the password from the URL, the file or the environment opens the store and commits', async () => {
    await commitsAGame({ url: urlWith(SECRET), env: {} });
    const home = mkdtempSync(join(tmpdir(), 'ad-pgpw-'));
    const file = join(home, 'pg-password');
    writeFileSync(file, `${SECRET}\n`);
    chmodSync(file, 0o600);
    await commitsAGame({ url: roleUrl, passwordFile: file, env: {} });
    await commitsAGame({ url: roleUrl, env: { [PASSWORD_ENV]: SECRET } });
    // The file wins over the environment, and either over a password in the URL.
    await commitsAGame({ url: urlWith(WRONG), passwordFile: file, env: { [PASSWORD_ENV]: WRONG } });
    await commitsAGame({ url: urlWith(WRONG), env: { [PASSWORD_ENV]: SECRET } });
  }, 60_000);

  it('store migrate and maint work with each, and print no password', async () => {
    const inFile = board({ passwordFile: 'pg-password' });
    writeFileSync(join(inFile.home, 'pg-password'), `${SECRET}\r\n`);
    const inUrl = board({ url: urlWith(SECRET) });
    const inEnv = board({});
    for (const { home } of [inFile, inUrl, inEnv]) {
      for (const args of [['store', 'migrate', '--home', home], ['maint', '--home', home]]) {
        const { code, out, err } = await withEnvPassword(home === inEnv.home ? SECRET : undefined, () => runCli(args));
        expect({ args, code, err, out }).toEqual({ args, code: 0, err: "", out });
        expect(out).not.toContain(SECRET);
        expect(out).not.toContain(encodeURIComponent(SECRET));
      }
    }
  }, 60_000);

  it('a wrong or missing password, or a password file not there, is one line and exit 2 with no secret in it', async () => {
    const wrongFile = board({ passwordFile: 'pg-password' });
    writeFileSync(join(wrongFile.home, 'pg-password'), `${WRONG}\n`);
    const emptyFile = board({ passwordFile: 'pg-password' });
    writeFileSync(join(emptyFile.home, 'pg-password'), '\n');
    const noFile = board({ passwordFile: 'pg-password' });
    const noPassword = board({});
    const wrongInUrl = board({ url: urlWith(WRONG) });
    const cases: { home: string; env?: string; says: RegExp }[] = [
      { home: wrongFile.home, says: /^arkham-door \w+: PostgreSQL at postgres:\/\/door_pw@127\.0\.0\.1:\d+\/postgres refused the log-in: password authentication failed for user "door_pw"$/ },
      { home: emptyFile.home, says: /pg-password: the PostgreSQL password file's first line is empty$/ },
      { home: noFile.home, says: /pg-password: the PostgreSQL password file cannot be read: no such file$/ },
      { home: noPassword.home, says: /PostgreSQL at postgres:\/\/door_pw@127\.0\.0\.1:\d+\/postgres asks for a password and none was given \(the URL, ARKHAM_PG_PASSWORD or passwordFile\)$/ },
      { home: noPassword.home, env: WRONG, says: /refused the log-in: password authentication failed/ },
      { home: wrongInUrl.home, says: /^arkham-door \w+: PostgreSQL at postgres:\/\/door_pw:\*\*\*@127\.0\.0\.1:\d+\/postgres refused the log-in/ },
    ];
    for (const { home, env, says } of cases) {
      for (const args of [['store', 'migrate', '--home', home], ['maint', '--home', home]]) {
        const started = Date.now();
        const { code, out, err } = await withEnvPassword(env, () => runCli(args));
        const lines = err.trimEnd().split('\n');
        expect({ args, code, lines: lines.length }).toEqual({ args, code: 2, lines: 1 });
        expect(err.trimEnd()).toMatch(says);
        for (const secret of [SECRET, WRONG, encodeURIComponent(SECRET), encodeURIComponent(WRONG)]) expect(out + err).not.toContain(secret);
        // Refused at once, not after waiting out a reconnect.
        expect(Date.now() - started).toBeLessThan(10_000);
      }
    }
  }, 120_000);
});
