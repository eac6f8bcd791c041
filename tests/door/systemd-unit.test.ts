// The shipped systemd units and the README's crontab line for maint, run as written (their
// placeholders swapped for this checkout): the listener unit's command serves every listener the
// config enables and stops with exit 0 on SIGTERM (so Restart=on-failure leaves a stopped service
// stopped), the nightly timer starts the maint unit, whose command maintains the home, as the cron
// line does.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { doorBuilt, REPO_ROOT, spawnWatched, tempHome } from '../support/door-process.js';

const unitFile = (name: string): string => join(REPO_ROOT, 'bbs', 'systemd', name);
const UNIT = readFileSync(unitFile('arkham-door.service'), 'utf8');
const MAINT = readFileSync(unitFile('arkham-door-maint.service'), 'utf8');
const TIMER = readFileSync(unitFile('arkham-door-maint.timer'), 'utf8');
const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const BIN = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin['arkham-door'];

const settingIn = (unit: string, key: string): string | undefined => new RegExp(`^${key}=(.*)$`, 'm').exec(unit)?.[1];
const setting = (key: string): string | undefined => settingIn(UNIT, key);
const systemdAnalyze = spawnSync('systemd-analyze', ['--version'], { stdio: 'ignore' }).status === 0;

/** The placeholders as they are in this checkout. */
function localWords(command: string, home: string): string[] {
  return command
    .replace('/usr/bin/node', process.execPath)
    .replaceAll('/opt/arkham-door', REPO_ROOT)
    .replaceAll('/var/lib/arkham-door', home)
    .split(' ');
}

describe('the systemd unit', () => {
  it('runs serve as a dedicated user from absolute paths, restarting only on failure', () => {
    expect(setting('User')).toBe('arkham');
    expect(setting('Restart')).toBe('on-failure');
    expect(setting('ReadWritePaths')).toBe('/var/lib/arkham-door');
    expect(setting('ExecStart')).toBe(`/usr/bin/node /opt/arkham-door/${BIN} serve --home /var/lib/arkham-door`);
    expect(setting('WantedBy')).toBe('multi-user.target');
  });

  it.skipIf(!doorBuilt())('its command listens, and SIGTERM stops it with exit 0', async () => {
    const home = tempHome();
    // Any free port (tests never take the default 2323 another listener may hold).
    writeFileSync(join(home, 'arkham-door.json'), JSON.stringify({ telnet: { port: 0 } }));
    const [node = '', ...args] = localWords(setting('ExecStart') ?? '', home);
    const served = spawnWatched(node, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: '/', env: process.env });
    await served.waitFor(/telnet listener on 127\.0\.0\.1:\d+/, 15_000).catch((error: unknown) => {
      served.child.kill('SIGKILL');
      throw error;
    });
    served.child.kill('SIGTERM');
    expect(await served.exited).toEqual({ code: 0, signal: null });
  }, 30_000);

  it.skipIf(!doorBuilt())('its one command serves every listener the config enables: telnet, SSH, RLogin and browser', async () => {
    const home = tempHome();
    const config = { telnet: { port: 0 }, ssh: { port: 0 }, rlogin: { port: 0, trusted: [] }, http: { port: 0 } };
    writeFileSync(join(home, 'arkham-door.json'), JSON.stringify(config));
    const [node = '', ...args] = localWords(setting('ExecStart') ?? '', home);
    const served = spawnWatched(node, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: '/', env: process.env });
    const every = /telnet listener on \S+:\d+, SSH listener on \S+:\d+, RLogin listener on \S+:\d+, web listener on \S+:\d+/;
    await served.waitFor(every, 20_000).catch((error: unknown) => {
      served.child.kill('SIGKILL');
      throw error;
    });
    served.child.kill('SIGTERM');
    expect(await served.exited).toEqual({ code: 0, signal: null });
  }, 30_000);
});

describe('the nightly maint timer and its unit', () => {
  it('the timer starts the maint unit once a night, and catches up after the machine was off', () => {
    expect(settingIn(TIMER, 'OnCalendar')).toMatch(/^\*-\*-\* \d{2}:\d{2}:00$/);
    expect(settingIn(TIMER, 'Persistent')).toBe('true');
    expect(settingIn(TIMER, 'WantedBy')).toBe('timers.target');
    // A timer with no Unit= starts the service of its own name.
    expect(settingIn(TIMER, 'Unit')).toBeUndefined();
  });

  it('the maint unit runs maint once, as the listener unit\'s user on its home', () => {
    expect(settingIn(MAINT, 'Type')).toBe('oneshot');
    expect(settingIn(MAINT, 'User')).toBe(setting('User'));
    expect(settingIn(MAINT, 'ReadWritePaths')).toBe(setting('ReadWritePaths'));
    expect(settingIn(MAINT, 'ExecStart')).toBe(`/usr/bin/node /opt/arkham-door/${BIN} maint --home /var/lib/arkham-door`);
    expect(settingIn(MAINT, 'Restart')).toBeUndefined();
  });

  it.skipIf(!doorBuilt())("the maint unit's command runs as written and exits 0", async () => {
    const [node = '', ...args] = localWords(settingIn(MAINT, 'ExecStart') ?? '', tempHome());
    const run = spawnWatched(node, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: '/', env: process.env });
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(run.output().toString('utf8')).toMatch(/^maint: /);
  }, 30_000);

  it.skipIf(!systemdAnalyze)('systemd-analyze verify finds nothing wrong in the three units', () => {
    const names = ['arkham-door.service', 'arkham-door-maint.service', 'arkham-door-maint.timer'];
    const verified = spawnSync('systemd-analyze', ['verify', '--man=no', ...names.map(unitFile)], { encoding: 'utf8' });
    expect(verified.stderr).toBe('');
    expect(verified.status).toBe(0);
  });
});

describe("the README's crontab line for maint", () => {
  const line = /^(\S+ \S+ \S+ \S+ \S+) (\/usr\/bin\/node \S+ maint --home \/var\/lib\/arkham-door) >\/dev\/null$/m.exec(README);

  it('is a nightly line running the unit\'s program as maint on the unit\'s home', () => {
    expect(line?.[1]).toMatch(/^\d+ \d+ \* \* \*$/);
    expect(line?.[2]).toBe(`/usr/bin/node /opt/arkham-door/${BIN} maint --home /var/lib/arkham-door`);
  });

  it.skipIf(!doorBuilt())('runs as written and exits 0', async () => {
    const [node = '', ...args] = localWords(line?.[2] ?? '', tempHome());
    const run = spawnWatched(node, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: '/', env: process.env });
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(run.output().toString('utf8')).toMatch(/^maint: /);
  }, 30_000);
});
