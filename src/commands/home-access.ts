// A home this user cannot write (another user's, or one made read-only) is a sysop's mistake in
// setting up, not a failure of ours: one line that says whose it is and what to do, exit 2.
import { statSync } from 'node:fs';
import { UsageError } from './errors.js';

const DENIED = new Set(['EACCES', 'EPERM']);

/** The error as a plain UsageError when it is a permission refused in `home`; undefined otherwise. */
export function homeAccessProblem(home: string, error: unknown): UsageError | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === undefined || !DENIED.has(code)) return undefined;
  const path = (error as NodeJS.ErrnoException).path ?? home;
  const me = process.getuid?.();
  let owner: number | undefined;
  try {
    owner = statSync(home).uid;
  } catch {
    owner = undefined;
  }
  if (me !== undefined && owner !== undefined && owner !== me) {
    return new UsageError(`--home ${home} belongs to another user (uid ${owner}; this is uid ${me}): run arkham-door as the home's owner, or give it to this user (chown -R)`);
  }
  return new UsageError(`--home ${home} is not writable by this user (${code} on ${path}): make the home and everything in it this user's own`);
}
