// The play protocol over a byte stream: each line in is one request, each gets exactly one line out,
// in order. Blank lines are skipped; the session ends when the input does.
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { handleLine, type PlaySession } from './handle-request.js';

/** A line longer than this is not a request anyone meant to send. */
const MAX_LINE_CHARS = 256 * 1024;

export async function runPlaySession(session: PlaySession, input: Readable, output: Writable): Promise<void> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const response = line.length > MAX_LINE_CHARS ? { error: 'protocol/bad_request', message: `a request line is at most ${MAX_LINE_CHARS} characters` } : await handleLine(session, line);
    output.write(`${JSON.stringify(response)}\n`);
  }
}
