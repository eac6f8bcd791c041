// A game on disk: a snapshot file replaced atomically on every commit, and an append-only archive.
// The snapshot records how many archive bytes it committed (`archiveEnd`), so the committed archive
// is exactly that prefix: records appended by a transaction that died before its snapshot landed
// (or a line torn by a crash) lie beyond it, are never read, and are cut off by the next append.
// These functions take no lock; NedbStore calls the writing ones under the game's lock.
import { open, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { endOfLastLine, fsyncDir, isNotFound, readTextIfExists, writeFileAtomic } from './durable-file.js';
import { StoreCorruptError } from './errors.js';
import { isPlainObject } from './json-doc.js';
import { PRIVATE_FILE_MODE } from '../support/private-files.js';
import type { Versioned } from './store.js';

export interface Snapshot {
  /** Bytes of the archive file that belong to committed transactions. */
  archiveEnd: number;
  doc: Versioned;
  /** Committed archive bytes found gone (a short or deleted archive) when a later commit appended. */
  archiveLost?: ArchiveLoss[];
}

export interface ArchiveLoss {
  /** Where in the archive the missing bytes were: the records before it are whole. */
  at: number;
  bytes: number;
}

/** The committed records that could be read, and a sentence for each thing that could not. */
export interface ArchiveRead {
  records: unknown[];
  /** Damage in the file now: records missing or unreadable. */
  missing: string[];
  /** Losses found and noted in the snapshot earlier (archiveLost). */
  lost: string[];
  /** The committed lines that are not JSON (a repair moves them into quarantine). */
  badLines: { line: number; text: string }[];
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

export interface Appended {
  /** The end for the next snapshot to commit. */
  end: number;
  /** Set when the archive was shorter than committed (or gone): what the game lost. */
  lost?: ArchiveLoss;
}

/**
 * Appends records after the committed end (dropping anything an uncommitted transaction left past
 * it) and fsyncs. An archive shorter than committed (damaged, or deleted by hand) costs only the
 * records that are gone: the append goes after its last whole line, and the loss is returned for
 * the snapshot to keep, so the game plays on and `sysop export` can say what is missing.
 */
export async function appendArchive(file: string, committedEnd: number, records: readonly unknown[]): Promise<Appended> {
  const data = records.map((record) => JSON.stringify(record) + '\n').join('');
  // a+: a short archive is read back to its last whole line.
  const handle = await open(file, 'a+', PRIVATE_FILE_MODE);
  let start = committedEnd;
  let lost: ArchiveLoss | undefined;
  try {
    const { size } = await handle.stat();
    if (size < committedEnd) {
      start = await endOfLastLine(handle, size);
      lost = { at: start, bytes: committedEnd - start };
    }
    if (size > start) await handle.truncate(start);
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (start === 0) await fsyncDir(dirname(file));
  const end = start + Buffer.byteLength(data);
  return lost ? { end, lost } : { end };
}

/**
 * The committed records: the first `end` bytes of the archive, one JSON value a line. Damage costs
 * only what it holds: a missing or short archive gives the records that are there, a line that is
 * not JSON is left out, and `missing` says what could not be read.
 */
export async function readArchivePrefix(file: string, snapshot: Snapshot, shownAs: string): Promise<ArchiveRead> {
  const end = snapshot.archiveEnd;
  if (end === 0) return parseArchive(Buffer.alloc(0), snapshot, shownAs);
  const bytes = await readCommittedBytes(file, end);
  if (bytes === undefined) return { ...parseArchive(Buffer.alloc(0), { ...snapshot, archiveEnd: 0 }, shownAs), missing: [`${shownAs} is missing: all ${end} committed bytes of records are gone`] };
  return parseArchive(bytes, snapshot, shownAs);
}

/** The archive's first `end` bytes (fewer when it is short), or undefined when there is no archive. */
export async function readCommittedBytes(file: string, end: number): Promise<Buffer | undefined> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
  const buffer = Buffer.alloc(end);
  try {
    const { bytesRead } = await handle.read(buffer, 0, end, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The records in an archive's committed bytes (`bytes`, at most `archiveEnd` of them), as readArchivePrefix says. */
export function parseArchive(bytes: Buffer, snapshot: Snapshot, shownAs: string): ArchiveRead {
  const end = snapshot.archiveEnd;
  const lost = (snapshot.archiveLost ?? []).map((loss) => `${shownAs}: ${loss.bytes} committed bytes of records were found gone at byte ${loss.at}`);
  const read: ArchiveRead = { records: [], missing: [], lost, badLines: [] };
  if (end === 0) return read;
  const lines = bytes.toString('utf8').split('\n');
  // The committed prefix ends with a newline; a short file may end in the middle of a line.
  const torn = lines.pop() ?? '';
  lines.forEach((line, index) => {
    try {
      read.records.push(JSON.parse(line) as unknown);
    } catch {
      read.badLines.push({ line: index + 1, text: line });
      read.missing.push(`${shownAs}: committed line ${index + 1} is not JSON, so that record is left out`);
    }
  });
  if (bytes.length < end) {
    read.missing.push(`${shownAs} holds ${bytes.length} of ${end} committed bytes: the records after line ${lines.length}${torn === '' ? '' : ' (and a torn line)'} are gone`);
  }
  return read;
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
    typeof doc['version'] === 'number' &&
    (value['archiveLost'] === undefined || Array.isArray(value['archiveLost']))
  );
}
