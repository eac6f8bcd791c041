// Spawns the built door (dist/arkham-door.mjs, made by `npm test`'s pretest build) and talks to it
// with real bytes.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
export const DOOR_BIN = join(REPO_ROOT, 'dist', 'arkham-door.mjs');

export function doorBuilt(): boolean {
  return existsSync(DOOR_BIN);
}

export function tempHome(prefix = 'ad-home-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export interface RunningDoor {
  child: ChildProcess;
  /** Everything written to stdout so far. */
  output(): Buffer;
  stderr(): string;
  /** Resolves when stdout contains `text` (decoded as latin1, which maps bytes 1:1). */
  waitFor(text: string | RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `nodeArgs`: options for node itself, before the bundle (e.g. `--cpu-prof`). */
export function spawnDoor(args: string[], stdio: StdioOptions = ['pipe', 'pipe', 'pipe'], nodeArgs: readonly string[] = []): RunningDoor {
  return spawnWatched(process.execPath, [...nodeArgs, DOOR_BIN, ...args], { stdio, cwd: REPO_ROOT, env: { ...process.env, TERM: 'ansi' } });
}

/** Any command (a BBS's way of starting the door), its stdout and stderr gathered. */
export function spawnWatched(command: string, args: readonly string[], options: { stdio: StdioOptions; cwd: string; env: NodeJS.ProcessEnv }): RunningDoor {
  const child = spawn(command, args, options);
  const chunks: Buffer[] = [];
  let errText = '';
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => (errText += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on('exit', (code, signal) => done({ code, signal })),
  );
  const output = (): Buffer => Buffer.concat(chunks);
  return {
    child,
    output,
    stderr: () => errText,
    exited,
    waitFor: (text, timeoutMs = 10_000) =>
      waitUntil(() => {
        const seen = output().toString('latin1');
        return typeof text === 'string' ? seen.includes(text) : text.test(seen);
      }, timeoutMs, () => `waiting for ${String(text)}; got: ${JSON.stringify(output().toString('latin1').slice(-400))} stderr: ${errText}`),
  };
}

export async function waitUntil(check: () => boolean, timeoutMs: number, describe: () => string): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out ${describe()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
