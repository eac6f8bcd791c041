// A running `arkham-door play` process, driven one request at a time.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './game-fixture.js';

export interface PlayProcess {
  request(body: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Sends a raw line (for malformed input). */
  raw(line: string): Promise<Record<string, unknown>>;
  end(): Promise<number | null>;
  kill(): void;
  /** What the process wrote to stderr so far (where logs go when the log file cannot be written). */
  stderr(): string;
}

export function startPlay(home: string, name: string): PlayProcess {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'src', 'cli.ts'), 'play', '--home', home, '--as', name], {
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const waiting: ((line: string) => void)[] = [];
  const ready: string[] = [];
  let pending = '';
  let errors = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (errors += chunk));
  child.stdout.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const taker = waiting.shift();
      if (taker) taker(line);
      else ready.push(line);
    }
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const nextLine = (): Promise<string> => {
    const line = ready.shift();
    if (line !== undefined) return Promise.resolve(line);
    return new Promise<string>((resolve, reject) => {
      waiting.push(resolve);
      void exited.then(() => reject(new Error(`play process ended: ${errors}`)));
    });
  };
  const raw = async (line: string): Promise<Record<string, unknown>> => {
    child.stdin.write(`${line}\n`);
    return JSON.parse(await nextLine()) as Record<string, unknown>;
  };
  return {
    raw,
    request: (body) => raw(JSON.stringify(body)),
    end: async () => {
      child.stdin.end();
      return exited;
    },
    kill: () => void child.kill('SIGKILL'),
    stderr: () => errors,
  };
}
