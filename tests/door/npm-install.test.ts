// A newcomer's first commands, run for real: `npm install` in a fresh clone of this repository and
// the README's `npm install -g` of the tarball `npm pack` makes there print no warning (npm 11 asks
// about install scripts `allowScripts` does not cover); the tarball ships no tests; the installed
// command serves every listener and maintains a home. The installs go to the npm registry unless
// npm's cache holds the packages (--prefer-offline).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, spawnWatched, tempHome } from '../support/door-process.js';

const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const has = (command: string): boolean => spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
const NPM_QUIET = ['--prefer-offline', '--no-audit', '--no-fund'];

/** Runs npm, and returns every line it printed (stdout and stderr) and its exit code. */
function npm(args: string[], cwd: string): { lines: string[]; status: number | null } {
  const run = spawnSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' }, timeout: 240_000 });
  return { lines: `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => line.trim() !== ''), status: run.status };
}

const warnings = (lines: string[]): string[] => lines.filter((line) => /^npm (warn|WARN|ERR)/.test(line));

/** The README's global install line, as written. */
function globalInstallLine(): string {
  const at = README.indexOf('<!-- bbs-example: npm-global -->');
  const line = /```sh\n(.+)\n```/.exec(README.slice(at))?.[1];
  if (at < 0 || line === undefined) throw new Error('README has no npm-global example');
  return line;
}

describe.skipIf(!has('git') || !has('npm'))('a clean clone and the packed tarball, installed with npm', () => {
  it('npm install in a clone warns of nothing and builds dist/; npm install -g of its tarball as the README says warns of nothing and runs', async () => {
    const work = tempHome('ad-npm-');
    const clone = join(work, 'clone');
    execFileSync('git', ['clone', '--quiet', REPO_ROOT, clone]);

    const installed = npm(['install', ...NPM_QUIET], clone);
    expect(installed.status, installed.lines.join('\n')).toBe(0);
    expect(warnings(installed.lines)).toEqual([]);
    expect(existsSync(join(clone, 'dist', 'arkham-door.mjs'))).toBe(true);

    const packed = npm(['pack', '--pack-destination', work], clone);
    expect(packed.status, packed.lines.join('\n')).toBe(0);
    const tarball = packed.lines.find((line) => /^arkham-door-\d+\.\d+\.\d+\.tgz$/.test(line)) ?? '';
    expect(tarball, packed.lines.join('\n')).not.toBe('');
    const contents = execFileSync('tar', ['tzf', join(work, tarball)], { encoding: 'utf8' }).split('\n');
    expect(contents.filter((path) => /^package\/(tests|src|scripts)\//.test(path))).toEqual([]);
    for (const shipped of ['dist/arkham-door.mjs', 'data/', 'web/index.html', 'bbs/systemd/arkham-door-maint.timer', 'arkham-door.example.json']) {
      expect(contents.some((path) => path.startsWith(`package/${shipped}`)), shipped).toBe(true);
    }

    const [command, ...args] = globalInstallLine().replace(/\.\/arkham-door-[\d.]+\.tgz/, `./${tarball}`).split(' ');
    expect(command).toBe('npm');
    const prefix = join(work, 'global');
    const global = npm([...args.slice(0, -1), '--prefix', prefix, ...NPM_QUIET, args.at(-1) ?? ''], work);
    expect(global.status, global.lines.join('\n')).toBe(0);
    expect(warnings(global.lines)).toEqual([]);

    const bin = join(prefix, 'bin', 'arkham-door');
    const home = tempHome('ad-npm-home-');
    const maint = spawnSync(bin, ['maint', '--home', home], { encoding: 'utf8' });
    expect([maint.status, maint.stderr]).toEqual([0, '']);
    writeFileSync(join(home, 'arkham-door.json'), JSON.stringify({ telnet: { port: 0 }, ssh: { port: 0 }, rlogin: { port: 0, trusted: [] }, http: { port: 0 } }));
    const served = spawnWatched(bin, ['serve', '--home', home], { stdio: ['ignore', 'pipe', 'pipe'], cwd: '/', env: process.env });
    await served.waitFor(/telnet listener on \S+, SSH listener on \S+, RLogin listener on \S+, web listener on \S+/, 20_000).catch((error: unknown) => {
      served.child.kill('SIGKILL');
      throw error;
    });
    served.child.kill('SIGTERM');
    expect(await served.exited).toEqual({ code: 0, signal: null });
  }, 600_000);
});
