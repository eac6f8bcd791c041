// A throwaway PostgreSQL cluster for the tests, the bench and CI: initdb in a new temp directory,
// the server on a loopback port with its unix socket in that directory too, trust auth for
// 127.0.0.1 only, except for the members of the role `password_login`, who must give their
// password (scram-sha-256) as a real board's role does: passwordRole() makes one. Run as root it
// runs everything as the `postgres` user (initdb refuses root).
//
//   node --import tsx scripts/pg-throwaway.ts start [--port N] [--owner PID]   prints "DIR URL"
//   node --import tsx scripts/pg-throwaway.ts stop DIR                          stops it, removes DIR
//
// A cluster may name its owner, a process id: a later start stops and removes every cluster whose
// owner has died without stopping it (a test run killed before its teardown, say).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export interface Throwaway {
  dir: string;
  url: string;
  port: number;
}

/** Where Debian (and most distributions) keep initdb and pg_ctl, newest version first; undefined when none. */
export function findPgBin(): string | undefined {
  for (const dir of (process.env['PATH'] ?? '').split(':')) {
    if (dir !== '' && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

const PREFIX = 'arkham-pg-';

export async function startThrowaway(options: { port?: number; ownerPid?: number } = {}): Promise<Throwaway> {
  const bin = requireBin();
  reapOrphans();
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), PREFIX));
  if (options.ownerPid !== undefined) writeFileSync(join(dir, 'owner'), `${options.ownerPid}\n`);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  try {
    runTool(bin, dir, 'initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    requirePasswords(join(dir, 'data', 'pg_hba.conf'));
    writeFileSync(join(dir, 'README'), 'A throwaway PostgreSQL cluster (scripts/pg-throwaway.ts); remove with its stop.\n');
    startServer(dir, port);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, port, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
}

/** The group whose members log in with a password; everyone else is trusted (on loopback). */
export const PASSWORD_GROUP = 'password_login';

/** The first rule wins: the group's members are asked for their password before the trust rules. */
function requirePasswords(hbaFile: string): void {
  const rules = readFileSync(hbaFile, 'utf8');
  writeFileSync(hbaFile, `host all +${PASSWORD_GROUP} 127.0.0.1/32 scram-sha-256\n${rules}`);
}

/**
 * Makes (or remakes) a login role that must give `password` (scram-sha-256), through the trusted
 * superuser URL of a throwaway cluster; answers that role's URL without the password.
 */
export async function passwordRole(superuserUrl: string, role: string, password: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(role)) throw new Error(`passwordRole: "${role}" is not a plain role name`);
  const client = new pg.Client({ connectionString: superuserUrl });
  await client.connect();
  try {
    const quotedPassword = await client.query<{ quoted: string }>('SELECT quote_literal($1) AS quoted', [password]);
    const literal = quotedPassword.rows[0]?.quoted ?? "''";
    await client.query(`DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${PASSWORD_GROUP}') THEN CREATE ROLE ${PASSWORD_GROUP} NOLOGIN; END IF; END $$`);
    await client.query(`DROP ROLE IF EXISTS ${role}`);
    await client.query(`SET password_encryption = 'scram-sha-256'`);
    await client.query(`CREATE ROLE ${role} LOGIN SUPERUSER PASSWORD ${literal} IN ROLE ${PASSWORD_GROUP}`);
  } finally {
    await client.end();
  }
  const url = new URL(superuserUrl);
  url.username = role;
  url.password = '';
  return url.toString();
}

/** Starts the cluster in `dir` (again) on `port`, and waits until it takes connections. */
export function startServer(dir: string, port: number): void {
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=400`;
  runTool(requireBin(), dir, 'pg_ctl', ['-D', join(dir, 'data'), '-l', join(dir, 'server.log'), '-o', serverOptions, '-w', '-t', '60', 'start']);
}

/** Stops the server (fast: open connections are ended), leaving the cluster in `dir`. */
export function stopServer(dir: string): void {
  const bin = findPgBin();
  if (bin && existsSync(join(dir, 'data', 'postmaster.pid'))) runTool(bin, dir, 'pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
}

/** Kills the server as a crash would (immediate: no checkpoint, every connection cut; recovery on the next start). */
export function crashServer(dir: string): void {
  const bin = findPgBin();
  if (bin && existsSync(join(dir, 'data', 'postmaster.pid'))) runTool(bin, dir, 'pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
}

export function stopThrowaway(dir: string): void {
  stopServer(dir);
  rmSync(dir, { recursive: true, force: true });
}

/** Stops and removes the clusters whose owner process is gone. */
function reapOrphans(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = join(tmpdir(), name);
    let owner: number;
    try {
      owner = Number(readFileSync(join(dir, 'owner'), 'utf8').trim());
    } catch {
      continue; // no owner named: stopped only by hand
    }
    if (Number.isInteger(owner) && owner > 0 && !alive(owner)) {
      try {
        stopThrowaway(dir);
      } catch {
        // Someone else's trouble to report; ours is to start a cluster.
      }
    }
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: unknown }).code === 'EPERM';
  }
}

function requireBin(): string {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL is not installed (no initdb found; on Debian: apt-get install postgresql)');
  return bin;
}

/** Runs initdb or pg_ctl, as the `postgres` user when we are root (both refuse to run as root). */
function runTool(bin: string, dir: string, tool: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? 'runuser' : join(bin, tool);
  const argv = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
  execFileSync(command, argv, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function cli(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'start') {
    const port = numberAfter(rest, '--port');
    const ownerPid = numberAfter(rest, '--owner');
    if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
      process.stderr.write('pg-throwaway: --port needs a port number\n');
      return 2;
    }
    if (ownerPid !== undefined && !(Number.isInteger(ownerPid) && ownerPid > 0)) {
      process.stderr.write('pg-throwaway: --owner needs a process id\n');
      return 2;
    }
    const { dir, url } = await startThrowaway({ ...(port === undefined ? {} : { port }), ...(ownerPid === undefined ? {} : { ownerPid }) });
    process.stdout.write(`${dir} ${url}\n`);
    return 0;
  }
  if (command === 'stop' && rest[0] !== undefined) {
    stopThrowaway(rest[0]);
    return 0;
  }
  process.stderr.write('usage: pg-throwaway.ts start [--port N] [--owner PID] | stop DIR\n');
  return 2;
}

function numberAfter(argv: string[], flag: string): number | undefined {
  const at = argv.indexOf(flag);
  return at >= 0 ? Number(argv[at + 1]) : undefined;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  cli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`pg-throwaway: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
