// Runs the command line in this process, with stdout and stderr caught as text.
import { Writable } from 'node:stream';
import { main } from '../../src/cli.js';
import { systemClock } from '../../src/support/clock.js';
import { REPO_ROOT } from '../service/helpers/game-fixture.js';

export function sink(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString('utf8');
      done();
    },
  });
  return { stream, text: () => text };
}

export async function runCli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out = sink();
  const err = sink();
  const code = await main(args, { packageRoot: REPO_ROOT, clock: systemClock, stdout: out.stream, stderr: err.stream });
  return { code, out: out.text(), err: err.text() };
}
