// A finished game out of the hot set (docs/storage.md, "Cold games"): its snapshot and its whole
// committed archive packed into one gzip file, `db/cold/<id>.jsonl.gz`. Unpacked it reads as the
// game did hot: the snapshot's line, then the archive's committed bytes as they were (`zcat` shows
// them). Packing costs a finished game most of its bytes on disk, and a cold game costs the hot
// folders nothing: no snapshot to stat, no archive.
import { gunzip, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { StoreCorruptError } from './errors.js';
import { parseSnapshot, type Snapshot } from './game-files.js';

const pack = promisify(gzip);
const unpack = promisify(gunzip);

export interface ColdGame {
  snapshot: Snapshot;
  /** The archive's committed bytes: exactly `snapshot.archiveEnd` of them. */
  archive: Buffer;
}

export function packCold(snapshot: Snapshot, archive: Buffer): Promise<Buffer> {
  return pack(Buffer.concat([Buffer.from(JSON.stringify(snapshot) + '\n'), archive]));
}

/** A cold file's bytes, checked: not gzip, no snapshot, or an archive of another length is damage. */
export async function unpackCold(file: string, bytes: Buffer): Promise<ColdGame> {
  let text: Buffer;
  try {
    text = await unpack(bytes);
  } catch {
    throw new StoreCorruptError(file, 'the cold game is not a whole gzip file');
  }
  const end = text.indexOf(0x0a);
  if (end < 0) throw new StoreCorruptError(file, 'the cold game holds no snapshot line');
  const snapshot = parseSnapshot(file, text.subarray(0, end).toString('utf8'));
  const archive = text.subarray(end + 1);
  if (archive.length !== snapshot.archiveEnd) throw new StoreCorruptError(file, `the cold game holds ${archive.length} of its ${snapshot.archiveEnd} committed archive bytes`);
  return { snapshot, archive };
}
