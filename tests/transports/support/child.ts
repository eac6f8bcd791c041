// Spawning TypeScript fixtures under `node --import tsx` and watching their output.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { waitUntil } from './wire-client.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface Fixture {
  child: ChildProcess;
  stdout(): Buffer;
  stderr(): string;
  waitForStderr(text: string): Promise<void>;
  waitForStdout(predicate: (stdout: Buffer) => boolean, what: string): Promise<void>;
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnFixture(name: string, options: { stdio?: StdioOptions; env?: NodeJS.ProcessEnv; args?: string[] } = {}): Fixture {
  const script = fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...(options.args ?? [])], {
    cwd: repoRoot,
    env: options.env ?? process.env,
    stdio: options.stdio ?? ['pipe', 'pipe', 'pipe'],
  });
  let out = Buffer.alloc(0);
  let err = '';
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const wakers: Array<() => void> = [];
  const wake = (): void => {
    for (const fn of wakers.splice(0)) fn();
  };
  child.stdout?.on('data', (chunk: Buffer) => {
    out = Buffer.concat([out, chunk]);
    wake();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
    wake();
  });
  child.on('exit', (code, signal) => {
    exit = { code, signal };
    wake();
  });
  const subscribe = (fn: () => void): void => void wakers.push(fn);
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    waitForStderr: (text) => waitUntil(() => err.includes(text), subscribe, `stderr "${text}" (got "${err}")`),
    waitForStdout: (predicate, what) => waitUntil(() => predicate(out), subscribe, what),
    exited: async () => {
      await waitUntil(() => exit !== undefined, subscribe, `exit (stderr: "${err}")`);
      return exit ?? { code: null, signal: null };
    },
  };
}
