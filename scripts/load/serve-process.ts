// `arkham-door serve` as the load and its tests run it: the built bundle in a home of its own, on a
// port the system picks, with room for every caller the run brings.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_FILE_NAME } from '../../src/config/config.js';
import { DEFAULT_LOCK_OPTIONS } from '../../src/store/file-lock.js';
import { doorBuilt, spawnDoor, tempHome, type RunningDoor } from '../../tests/support/door-process.js';
import { procStatusKb } from './proc-status.js';

export interface ServeOptions {
  /** The --home to serve; a new temp folder when not given. */
  home?: string;
  /** Callers at once before the busy message. */
  maxConnections?: number;
  /** Games not yet over, at most (every scripted caller may start one). */
  maxGames?: number;
  /** How long to wait for the listener to come up. */
  startTimeoutMs?: number;
  /** Write a V8 CPU profile of the serve process into this folder when it exits. */
  cpuProfileDir?: string;
  /** The config's `store` block (a PostgreSQL store); the home's NeDB files when not given. */
  store?: Record<string, unknown>;
  /** More flags for `serve` (`--ssh-port 0`, `--http-port 0`); their listeners' lines are in `door.output()`. */
  extraArgs?: readonly string[];
}

export interface ServeProcess {
  readonly home: string;
  readonly port: number;
  readonly pid: number;
  readonly door: RunningDoor;
  /** Resident memory now (VmRSS), kB. */
  rssKb(): number;
  /** SIGTERM, as a sysop stops it; SIGKILL if it has not gone within the lock's stale time and a few seconds more. */
  stop(): Promise<void>;
  /** SIGKILL: no chance to flush or unlock anything. */
  kill(): Promise<void>;
}

const LISTENING = /telnet listener on [\d.]+:(\d+)/;
/**
 * A clean stop finishes what is under way, and after a SIGKILL that may be an operation waiting for a
 * lock the dead process held, which is taken over only once stale: the grace covers that, and more.
 */
const STOP_GRACE_MS = DEFAULT_LOCK_OPTIONS.staleMs + 5_000;

export async function startServe(options: ServeOptions = {}): Promise<ServeProcess> {
  if (!doorBuilt()) throw new Error('dist/arkham-door.mjs is missing: run `node scripts/build.mjs` first');
  const home = options.home ?? tempHome('ad-load-');
  const maxConnections = options.maxConnections ?? 500;
  // Every scripted caller comes from this machine's one address.
  const config = { telnet: { maxConnections }, game: { maxGames: options.maxGames ?? 10_000 }, limits: { connectionsPerAddress: maxConnections }, ...(options.store ? { store: options.store } : {}) };
  writeFileSync(join(home, CONFIG_FILE_NAME), JSON.stringify(config, null, 2) + '\n');
  const nodeArgs = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const door = spawnDoor(['serve', '--port', '0', '--home', home, ...(options.extraArgs ?? [])], undefined, nodeArgs);
  const gone = (): Promise<void> => door.exited.then(() => undefined);
  try {
    await door.waitFor(LISTENING, options.startTimeoutMs ?? 15_000);
  } catch (error) {
    door.child.kill('SIGKILL');
    await gone();
    throw error;
  }
  const port = Number(LISTENING.exec(door.output().toString('latin1'))?.[1]);
  const pid = door.child.pid;
  if (pid === undefined || !Number.isInteger(port)) throw new Error('serve started without a pid or port');
  const signal = async (name: NodeJS.Signals): Promise<void> => {
    if (door.child.exitCode !== null || door.child.signalCode !== null) return;
    door.child.kill(name);
    await gone();
  };
  return {
    home,
    port,
    pid,
    door,
    rssKb: () => procStatusKb(pid, 'VmRSS'),
    stop: async () => {
      const forced = setTimeout(() => door.child.kill('SIGKILL'), STOP_GRACE_MS);
      await signal('SIGTERM');
      clearTimeout(forced);
    },
    kill: () => signal('SIGKILL'),
  };
}
