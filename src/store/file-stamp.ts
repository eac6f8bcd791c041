// What a collection's datafile looked like when this process last loaded it or committed to it.
// A fresh stat that differs from the stamp means somebody else has changed the file since.
// docs/storage.md ("The cache") explains why device, inode, size and the nanosecond mtime are enough.
import { stat, type FileHandle } from 'node:fs/promises';
import type { BigIntStats } from 'node:fs';
import { isNotFound } from './durable-file.js';

export interface FileStamp {
  dev: bigint;
  ino: bigint;
  size: bigint;
  mtimeNs: bigint;
}

/** The stamp of whatever file is at `path` now, or undefined when there is none. */
export async function stampAt(path: string): Promise<FileStamp | undefined> {
  try {
    return stampOf(await stat(path, { bigint: true }));
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** The stamp of the file an open handle points at (the same file even after a rename replaced it). */
export async function stampOfHandle(handle: FileHandle): Promise<FileStamp> {
  return stampOf(await handle.stat({ bigint: true }));
}

export function sameStamp(a: FileStamp | undefined, b: FileStamp | undefined): boolean {
  if (!a || !b) return false;
  return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs;
}

function stampOf(stats: BigIntStats): FileStamp {
  return { dev: stats.dev, ino: stats.ino, size: stats.size, mtimeNs: stats.mtimeNs };
}
