// Issue #29, item 7: a home that belongs to another user is one plain line and exit 2 (who owns it,
// what to do), not an EPERM `chmod` or an EACCES `mkdir` with a stack trace. Made real by running the
// built door as `nobody` (setpriv) on a home that root owns; skipped when this run is not root.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOOR_BIN } from '../support/door-process.js';

const asRoot = process.getuid?.() === 0 && existsSync('/usr/bin/setpriv');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A home root owns, open for others to read (0755), as `mkdir` as root leaves one. */
function rootsHome(withLogs: boolean): string {
  const home = mkdtempSync(join(tmpdir(), 'ad-owner-'));
  dirs.push(home);
  chmodSync(home, 0o755);
  if (withLogs) mkdirSync(join(home, 'logs'), { mode: 0o700 });
  return home;
}

function asNobody(args: string[]): { code: number | null; err: string } {
  const run = spawnSync('setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', process.execPath, DOOR_BIN, ...args], { cwd: tmpdir(), encoding: 'utf8', input: '', timeout: 30_000 });
  return { code: run.status, err: run.stderr };
}

describe.skipIf(!asRoot)('a home that belongs to another user', () => {
  it('play, maint and serve say whose it is in one line and exit 2', () => {
    // One without logs/ (the mkdir is refused) and one with (the chmod that tightens the home is refused).
    for (const home of [rootsHome(false), rootsHome(true)]) {
      for (const args of [['play', '--home', home, '--as', 'Zed'], ['maint', '--home', home], ['serve', '--home', home, '--port', '0']]) {
        const { code, err } = asNobody(args);
        expect({ args, code }).toEqual({ args, code: 2 });
        expect(err.trimEnd().split('\n')).toHaveLength(1);
        expect(err).toContain(`--home ${home} belongs to another user (uid 0; this is uid 65534): run arkham-door as the home's owner, or give it to this user (chown -R)`);
        expect(err).not.toMatch(/internal error|\n\s+at /);
      }
    }
  });
});
