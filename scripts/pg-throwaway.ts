// A throwaway PostgreSQL cluster for the tests, the bench and CI: initdb in a new temp directory,
// the server on a loopback port with its unix socket in that directory too, trust auth for
// 127.0.0.1 only. Run as root it runs everything as the `postgres` user (initdb refuses root).
//
//   node --import tsx scripts/pg-throwaway.ts start [--port N]   prints "DIR URL" on one line
//   node --import tsx scripts/pg-throwaway.ts stop DIR            stops the server, removes DIR
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Throwaway {
  dir: string;
  url: string;
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

export async function startThrowaway(options: { port?: number } = {}): Promise<Throwaway> {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL is not installed (no initdb found; on Debian: apt-get install postgresql)');
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'arkham-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const run = (tool: string, args: string[]): void => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    execFileSync(command, argv, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    writeFileSync(join(dir, 'README'), 'A throwaway PostgreSQL cluster (scripts/pg-throwaway.ts); remove with its stop.\n');
    const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=400`;
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', serverOptions, '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
}

export function stopThrowaway(dir: string): void {
  const bin = findPgBin();
  const data = join(dir, 'data');
  if (bin && existsSync(join(data, 'postmaster.pid'))) {
    const args = ['-D', data, '-m', 'fast', '-w', 'stop'];
    const asRoot = process.getuid?.() === 0;
    execFileSync(asRoot ? 'runuser' : join(bin, 'pg_ctl'), asRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args] : args, {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  }
  rmSync(dir, { recursive: true, force: true });
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
    const portAt = rest.indexOf('--port');
    const port = portAt >= 0 ? Number(rest[portAt + 1]) : undefined;
    if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
      process.stderr.write('pg-throwaway: --port needs a port number\n');
      return 2;
    }
    const { dir, url } = await startThrowaway(port === undefined ? {} : { port });
    process.stdout.write(`${dir} ${url}\n`);
    return 0;
  }
  if (command === 'stop' && rest[0] !== undefined) {
    stopThrowaway(rest[0]);
    return 0;
  }
  process.stderr.write('usage: pg-throwaway.ts start [--port N] | stop DIR\n');
  return 2;
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
