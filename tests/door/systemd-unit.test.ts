// The shipped systemd unit and the README's crontab line for maint, run as written (their
// placeholders swapped for this checkout): the unit's command serves and stops with exit 0 on
// SIGTERM (so Restart=on-failure leaves a stopped service stopped), the cron line maintains the home.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { doorBuilt, REPO_ROOT, spawnWatched, tempHome } from '../support/door-process.js';

const UNIT = readFileSync(join(REPO_ROOT, 'bbs', 'systemd', 'arkham-door.service'), 'utf8');
const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const BIN = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin['arkham-door'];

const setting = (key: string): string | undefined => new RegExp(`^${key}=(.*)$`, 'm').exec(UNIT)?.[1];

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
