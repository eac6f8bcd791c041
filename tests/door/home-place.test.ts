// The door's home is never where a build or an upgrade deletes it, and the default does not depend
// on the folder the BBS starts the door in.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { placeHome } from '../../src/commands/home-place.js';
import { REPO_ROOT, tempHome } from '../support/door-process.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function temp(): string {
  const dir = tempHome('ad-place-');
  dirs.push(dir);
  return dir;
}

describe('placeHome', () => {
  it('defaults to var beside the package, whatever the working folder', () => {
    const root = temp();
    expect(placeHome(undefined, root)).toBe(join(root, 'var'));
    expect(placeHome(join(root, 'elsewhere'), root)).toBe(join(root, 'elsewhere'));
  });

  it('refuses a home inside dist/ or node_modules/ of the package', () => {
    const root = temp();
    expect(() => placeHome(join(root, 'dist'), root)).toThrow(/inside .*dist, which every build/);
    expect(() => placeHome(join(root, 'dist', 'var'), root)).toThrow(/dist/);
    expect(() => placeHome(join(root, 'node_modules', 'x'), root)).toThrow(/node_modules/);
    expect(placeHome(join(root, 'distant'), root)).toBe(join(root, 'distant'));
  });

  it('sees through a symbolic link into dist/', () => {
    const root = temp();
    mkdirSync(join(root, 'dist'));
    symlinkSync(join(root, 'dist'), join(root, 'shortcut'));
    expect(() => placeHome(join(root, 'shortcut', 'var'), root)).toThrow(/dist/);
  });

  it('an installed package (under node_modules) has no default home, and none inside it', () => {
    const root = join(temp(), 'lib', 'node_modules', 'arkham-door');
    mkdirSync(root, { recursive: true });
    expect(() => placeHome(undefined, root)).toThrow(/no --home given.*upgrade replaces: pass --home DIR/);
    expect(() => placeHome(join(root, 'var'), root)).toThrow(/inside the installed package/);
  });
});

/** A copy of the package (sources, build script, content) in a temp folder, sharing node_modules. */
function copyPackage(root = join(temp(), 'arkham-door')): string {
  mkdirSync(root, { recursive: true });
  for (const part of ['package.json', 'scripts', 'src', 'ansi', 'data']) cpSync(join(REPO_ROOT, part), join(root, part), { recursive: true });
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'));
  return root;
}

const DOOR = 'dist/arkham-door.mjs';

/** Runs a script of the package (`script` relative to its root) from another folder. */
function run(root: string, script: string, args: string[] = [], input = ''): { code: number | null; out: string; err: string } {
  const result = spawnSync(process.execPath, [join(root, script), ...args], { cwd: temp(), input, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('the home through a rebuild', () => {
  it('the built door refuses a home in dist/ with one line and exit 2, creating nothing there', () => {
    const root = copyPackage();
    expect(run(root, 'scripts/build.mjs').code).toBe(0);
    const inDist = join(root, 'dist', 'var');
    const refused = run(root, DOOR, ['door', '--dropfile', 'DOOR32.SYS', '--home', inDist]);
    expect(refused.code, refused.err).toBe(2);
    expect(refused.err.trim().split('\n')).toHaveLength(1);
    expect(refused.err).toContain(inDist);
    expect(existsSync(inDist)).toBe(false);
  });

  it('the built bin runs as a command, as npm install -g and a BBS exec run it', () => {
    const root = copyPackage();
    expect(run(root, 'scripts/build.mjs').code).toBe(0);
    const result = spawnSync(join(root, DOOR), ['--help'], { cwd: temp(), encoding: 'utf8' });
    expect(result.error).toBeUndefined();
    expect(result.stdout).toMatch(/^usage: arkham-door/);
  });

  it('npm pack puts the bin in the tarball executable (0755), so npm install -g gives a command', { timeout: 60_000 }, () => {
    const root = copyPackage();
    expect(run(root, 'scripts/build.mjs').code).toBe(0);
    const packed = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(packed.status, packed.stderr).toBe(0);
    const [listing] = JSON.parse(packed.stdout) as Array<{ files: Array<{ path: string; mode: number }> }>;
    expect(listing?.files.find((f) => f.path === DOOR)?.mode).toBe(0o755);
  });

  it('keeps a game, an account and a letter in the default home through a rebuild', { timeout: 60_000 }, () => {
    const root = copyPackage();
    expect(run(root, 'scripts/build.mjs').code).toBe(0);
    const home = join(root, 'var');
    mkdirSync(home);
    writeFileSync(join(home, 'arkham-door.json'), JSON.stringify({ sysop: { names: ['Henry Armitage'] } }));
    // Each command starts in a different folder, as BBSes do; none names --home.
    expect(run(root, DOOR, ['sysop', 'passwd', '--name', 'Henry Armitage'], 'a long secret\n').code).toBe(0);
    const made = run(root, DOOR, ['play', '--as', 'Ann'], [
      JSON.stringify({ id: 1, op: 'create', title: 'Survivors', maxPlayers: 2 }),
      JSON.stringify({ id: 2, op: 'send', to: 'Ann', subject: 'Kept', body: 'Still here.' }),
      '',
    ].join('\n'));
    expect(made.code).toBe(0);
    expect(made.out).toContain('"ok":true,"mail"');

    expect(run(root, 'scripts/build.mjs').code).toBe(0);

    const after = run(root, DOOR, ['play', '--as', 'Ann'], `${JSON.stringify({ id: 1, op: 'list' })}\n${JSON.stringify({ id: 2, op: 'mail' })}\n`);
    expect(after.code).toBe(0);
    expect(after.out).toContain('"title":"Survivors"');
    expect(after.out).toContain('"subject":"Kept"');
    expect(readFileSync(join(home, 'db', 'accounts.db'), 'utf8')).toContain('Henry Armitage');
  });

  it('an installed package upgraded in place (its folder replaced) keeps the games in a --home outside it', { timeout: 60_000 }, () => {
    // The layout of `npm install -g`: <prefix>/lib/node_modules/arkham-door.
    const root = join(temp(), 'lib', 'node_modules', 'arkham-door');
    copyPackage(root);
    expect(run(root, 'scripts/build.mjs').code).toBe(0);
    const home = join(temp(), 'arkham-home');
    const made = run(root, DOOR, ['play', '--home', home, '--as', 'Ann'], `${JSON.stringify({ id: 1, op: 'create', title: 'Upgraded' })}\n`);
    expect(made.code, made.err).toBe(0);
    expect(run(root, DOOR, ['maint']).code).toBe(2);

    // npm replaces the whole folder with the new version's.
    rmSync(root, { recursive: true, force: true });
    copyPackage(root);
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(root, 'package.json'), JSON.stringify({ ...manifest, version: '0.2.0' }));
    expect(run(root, 'scripts/build.mjs').code).toBe(0);

    const after = run(root, DOOR, ['play', '--home', home, '--as', 'Ann'], `${JSON.stringify({ id: 1, op: 'list' })}\n`);
    expect(after.code).toBe(0);
    expect(after.out).toContain('"title":"Upgraded"');
  });
});
