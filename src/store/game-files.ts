// A game on disk: a snapshot file replaced atomically on every commit, and an append-only archive.
// The snapshot records how many archive bytes it committed (`archiveEnd`), so the committed archive
// is exactly that prefix: records appended by a transaction that died before its snapshot landed
// (or a line torn by a crash) lie beyond it, are never read, and are cut off by the next append.
// These functions take no lock; NedbStore calls the writing ones under the game's lock.
import { open, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fsyncDir, isNotFound, readTextIfExists, writeFileAtomic } from './durable-file.js';
import { StoreCorruptError } from './errors.js';
import { isPlainObject } from './json-doc.js';
import { PRIVATE_FILE_MODE } from '../support/private-files.js';
import type { Versioned } from './store.js';

export interface Snapshot {
  /** Bytes of the archive file that belong to committed transactions. */
  archiveEnd: number;
  doc: Versioned;
}

export async function readSnapshot(file: string): Promise<Snapshot | undefined> {
  const text = await readTextIfExists(file);
  return text === undefined ? undefined : parseSnapshot(file, text);
}

/** A snapshot file's text, checked; each call makes a new copy. */
export function parseSnapshot(file: string, text: string): Snapshot {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new StoreCorruptError(file, 'the snapshot is not JSON');
  }
  if (!isSnapshot(parsed)) throw new StoreCorruptError(file, 'the snapshot lacks archiveEnd or doc.version');
  return parsed;
}

export function writeSnapshot(file: string, snapshot: Snapshot): Promise<void> {
  return writeFileAtomic(file, JSON.stringify(snapshot) + '\n');
}

/**
 * Appends records after the committed end (dropping anything an uncommitted transaction left past
 * it), fsyncs, and returns the new end for the next snapshot to commit.
 */
export async function appendArchive(file: string, committedEnd: number, records: readonly unknown[]): Promise<number> {
  const data = records.map((record) => JSON.stringify(record) + '\n').join('');
  const handle = await open(file, 'a', PRIVATE_FILE_MODE);
  try {
    const { size } = await handle.stat();
    if (size < committedEnd) throw new StoreCorruptError(file, `holds ${size} bytes but ${committedEnd} were committed`);
    if (size > committedEnd) await handle.truncate(committedEnd);
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (committedEnd === 0) await fsyncDir(dirname(file));
  return committedEnd + Buffer.byteLength(data);
}

/** The committed records: the first `end` bytes of the archive, one JSON value a line. */
export async function readArchivePrefix(file: string, end: number): Promise<unknown[]> {
  if (end === 0) return [];
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if (isNotFound(error)) throw new StoreCorruptError(file, `missing, but ${end} bytes were committed`);
    throw error;
  }
  const buffer = Buffer.alloc(end);
  try {
    const { bytesRead } = await handle.read(buffer, 0, end, 0);
    if (bytesRead < end) throw new StoreCorruptError(file, `holds ${bytesRead} bytes but ${end} were committed`);
  } finally {
    await handle.close();
  }
  const lines = buffer.toString('utf8').split('\n');
  lines.pop(); // the committed prefix always ends with a newline
  return lines.map((line, index) => {
    try {
      return JSON.parse(line) as unknown;
    } catch {
      throw new StoreCorruptError(file, `committed line ${index + 1} is not JSON`);
    }
  });
}

/** Removes a file, saying whether it was there. */
export async function removeFile(file: string): Promise<boolean> {
  try {
    await unlink(file);
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

function isSnapshot(value: unknown): value is Snapshot {
  if (!isPlainObject(value)) return false;
  const { archiveEnd, doc } = value;
  return (
    typeof archiveEnd === 'number' &&
    Number.isSafeInteger(archiveEnd) &&
    archiveEnd >= 0 &&
    isPlainObject(doc) &&
    typeof doc['version'] === 'number'
  );
}
