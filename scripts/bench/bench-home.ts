// A temporary home for a bench that writes thousands of documents: on /dev/shm when there is one,
// so that the figures measure the work done rather than the shared disk's fsync latency.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function benchHome(prefix: string): string {
  return mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), prefix));
}
