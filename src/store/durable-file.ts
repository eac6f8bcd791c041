// File primitives with the crash rules spelled out. A SIGKILL can stop us between any two system
// calls (and can even cut a multi-page write() short), so a file is either replaced whole by a
// rename or only ever grows at its end, and every commit is fsynced before it is reported.
import { open, readFile, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PRIVATE_FILE_MODE } from '../support/private-files.js';

/**
 * Replaces `path` with `data`: write a temp file beside it, fsync, rename over, fsync the folder.
 * A crash leaves either the old file or the new one; a stale temp file is simply overwritten later.
 * Only one writer per path at a time (callers hold its lock), so the temp name can be fixed.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const temp = `${path}.tmp`;
  const handle = await open(temp, 'w', PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, path);
  await fsyncDir(dirname(path));
}

/** Makes a rename or a file creation in `dir` durable (POSIX needs the directory itself synced). */
export async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function fsyncFile(path: string): Promise<void> {
  const handle = await open(path, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The file's text, or undefined when it does not exist. */
export async function readTextIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/**
 * Cuts a half-written last line (a crash during an append) off a line-oriented file, so the next
 * append cannot glue a good line onto it. Returns the number of bytes removed.
 */
export async function truncateTornTail(path: string): Promise<number> {
  let handle;
  try {
    handle = await open(path, 'r+');
  } catch (error) {
    if (isNotFound(error)) return 0;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    const keep = await endOfLastLine(handle, size);
    if (keep === size) return 0;
    await handle.truncate(keep);
    await handle.sync();
    return size - keep;
  } finally {
    await handle.close();
  }
}

type Handle = Awaited<ReturnType<typeof open>>;

/** The offset just past the last newline (0 when there is none), reading backwards in chunks. */
export async function endOfLastLine(handle: Handle, size: number): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024);
  let end = size;
  while (end > 0) {
    const start = Math.max(0, end - chunk.length);
    const { bytesRead } = await handle.read(chunk, 0, end - start, start);
    const newline = chunk.subarray(0, bytesRead).lastIndexOf(0x0a);
    if (newline >= 0) return start + newline + 1;
    end = start;
  }
  return 0;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT';
}
