// bbs/synchronet/install-xtrn.ini: what `jsexec install-xtrn` reads to register the door and its
// nightly event, checked against Synchronet's limits and run the way Synchronet runs a native door.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, doorBuilt, tempHome } from '../support/door-process.js';
import { expectExactCrLf, ptyAvailable, spawnUnderPty, type PtyDoor } from '../support/pty-door.js';

const FOLDER = join(REPO_ROOT, 'bbs', 'synchronet');
/** Synchronet's limits (exec/install-xtrn.js): internal codes of 8 characters, command lines of 63. */
const CODE_MAX = 8;
const CMD_MAX = 63;

type Sections = Map<string, Map<string, string>>;

function readIni(path: string): Sections {
  const sections: Sections = new Map([['', new Map()]]);
  let current = sections.get('') ?? new Map<string, string>();
  for (const raw of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header?.[1]) {
      current = new Map();
      sections.set(header[1], current);
      continue;
    }
    const pair = /^([^=:]+?)\s*[=:]\s*(.*)$/.exec(line);
    if (pair?.[1] !== undefined && pair[2] !== undefined) current.set(pair[1].toLowerCase(), pair[2]);
  }
  return sections;
}

/** Synchronet's command-line specifiers this door uses: %f the drop file, %# the node, %j the data folder. */
function expand(cmd: string, codes: { dropFile: string; node: number; data: string }): string[] {
  return cmd.split(/\s+/).map((word) => word.replace('%f', codes.dropFile).replace('%#', String(codes.node)).replace('%j', codes.data));
}

/** Synchronet's environment, with this Node first on the PATH for run.sh. */
const env = { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`, TERM: 'ansi' };

const running: PtyDoor[] = [];
afterEach(() => {
  for (const door of running.splice(0)) door.child.kill('SIGKILL');
});

describe('bbs/synchronet/install-xtrn.ini', () => {
  const ini = readIni(join(FOLDER, 'install-xtrn.ini'));
  const prog = ini.get('prog:ARKHAM');
  const event = ini.get('event:ARKMAINT');

  it('registers the door (DOOR32.SYS, native, many nodes) and a nightly maint event, within Synchronet\'s limits', () => {
    expect(prog?.get('type')).toBe('XTRN_DOOR32');
    expect(prog?.get('settings')).toBe('XTRN_NATIVE | XTRN_MULTIUSER');
    expect(event?.get('days')).toBe('127');
    for (const [name, section] of ini) {
      if (!/^(prog|event):/.test(name)) continue;
      expect(name.split(':')[1]?.length ?? 0).toBeLessThanOrEqual(CODE_MAX);
      expect(section.get('cmd')?.length ?? 0, name).toBeLessThanOrEqual(CMD_MAX);
      expect(section.get('cmd')).toMatch(/--home %jarkham-door$/);
    }
    expect(statSync(join(FOLDER, 'run.sh')).mode & 0o111).toBe(0o111);
  });

  it.skipIf(!doorBuilt() || !ptyAvailable())('its door command runs from its folder on a cooked PTY, the home in the data folder', async () => {
    const data = `${tempHome('ad-sbbs-data-')}/`;
    const argv = expand(prog?.get('cmd') ?? '', { dropFile: join(REPO_ROOT, 'tests', 'fixtures', 'dropfiles', 'synchronet-native', 'DOOR.SYS'), node: 3, data });
    const door = spawnUnderPty(argv, { cwd: FOLDER, env });
    running.push(door);
    await door.waitFor('\r\n');
    door.child.stdin?.write(' ');
    await door.waitFor('Reanimator');
    door.child.stdin?.write('q');
    expect(await door.ended()).toBe('exit 0');
    expectExactCrLf(door.output());
    expect(statSync(join(data, 'arkham-door', 'db')).isDirectory()).toBe(true);
  });

  it.skipIf(!doorBuilt())('its event command runs maintenance on the same home', () => {
    const data = `${tempHome('ad-sbbs-data-')}/`;
    const [command = '', ...args] = expand(event?.get('cmd') ?? '', { dropFile: '', node: 1, data });
    const result = spawnSync(command, args, { cwd: FOLDER, env, encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^maint: /);
  });
});
