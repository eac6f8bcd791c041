// Files under --home hold account data (password hashes, mail, who played what), so they are the
// board's own: 0600 files in 0700 folders. Each is created with that mode (open and mkdir take it),
// never chmodded after a window in which another local user could have opened it. A home made
// before this rule is tightened when it is opened.
import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** Makes `dir` (and any missing parent) 0700; an existing one is left as it is. */
export async function makePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Takes group and other permissions off `dir` and, when the folder itself was open to them, off
 * everything under it. A folder already 0700 is not walked: nobody else can reach inside it, and a
 * home of thousands of games is not stat'ed file by file on every start. Returns the paths changed.
 */
export async function tightenTree(dir: string): Promise<string[]> {
  let mode: number;
  try {
    mode = (await stat(dir)).mode;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  if ((mode & 0o077) === 0) return [];
  const changed: string[] = [];
  await tightenEntry(dir, true, changed);
  return changed;
}

async function tightenEntry(path: string, isDir: boolean, changed: string[]): Promise<void> {
  const { mode } = await stat(path);
  if ((mode & 0o077) !== 0) {
    await chmod(path, (mode & 0o700) | (isDir ? PRIVATE_DIR_MODE : 0));
    changed.push(path);
  }
  if (!isDir) return;
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (entry.isDirectory()) await tightenEntry(join(path, entry.name), true, changed);
    else if (entry.isFile()) await tightenEntry(join(path, entry.name), false, changed);
  }
}
