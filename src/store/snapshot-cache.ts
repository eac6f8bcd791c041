// The games this process read last, for readGame (which takes no lock): a read costs one stat while
// the game's snapshot is unchanged, instead of an open, a read, a close and a parse. The snapshot is
// parsed once and deeply frozen, and every reader gets that one object. A snapshot is only ever
// replaced whole, by rename, so a new one is a new inode; each cached snapshot is kept open, so its
// inode cannot be freed and handed to a later snapshot, and an equal stamp means the same file.
// docs/storage.md ("Reading a game").
import { open, type FileHandle } from 'node:fs/promises';
import { isNotFound } from './durable-file.js';
import { sameStamp, stampAt, stampOfHandle, type FileStamp } from './file-stamp.js';
import { parseSnapshot, type Snapshot } from './game-files.js';
import { deepFreeze } from '../support/deep-freeze.js';

type ParseSnapshot = (file: string, bytes: Buffer) => Snapshot | Promise<Snapshot>;

interface Entry {
  stamp: FileStamp;
  /** Frozen: shared by every reader. */
  snapshot: Snapshot;
  handle: FileHandle;
}

export class SnapshotCache {
  /** By file, least recently used first. */
  private readonly entries = new Map<string, Entry>();
  private closed = false;

  /**
   * `capacity`: how many snapshots (and open files) to keep at most; `parse`: a file's bytes as a
   * snapshot (a cold game's file is packed: cold-games.ts).
   */
  constructor(
    private readonly capacity: number,
    private readonly parse: ParseSnapshot = (file, bytes) => parseSnapshot(file, bytes.toString('utf8')),
  ) {}

  /** The snapshot now at `file` (frozen, shared), or undefined when there is none. */
  async read(file: string): Promise<Snapshot | undefined> {
    const stamp = await stampAt(file);
    const cached = this.entries.get(file);
    if (stamp && cached && sameStamp(stamp, cached.stamp)) {
      this.entries.delete(file);
      this.entries.set(file, cached);
      return cached.snapshot;
    }
    await this.forget(file);
    if (!stamp) return undefined;
    const entry = await readEntry(file, this.parse);
    if (!entry) return undefined;
    await this.remember(file, entry);
    return entry.snapshot;
  }

  async forget(file: string): Promise<void> {
    const entry = this.entries.get(file);
    this.entries.delete(file);
    await entry?.handle.close();
  }

  /** Forgets every snapshot but these (the others' games are gone, deleted by some process). */
  async keepOnly(files: ReadonlySet<string>): Promise<void> {
    for (const file of [...this.entries.keys()]) if (!files.has(file)) await this.forget(file);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const file of [...this.entries.keys()]) await this.forget(file);
  }

  private async remember(file: string, entry: Entry): Promise<void> {
    // A read of the same game may have finished meanwhile: the later one wins.
    await this.forget(file);
    if (this.closed) {
      await entry.handle.close();
      return;
    }
    this.entries.set(file, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      await this.forget(oldest);
    }
  }
}

async function readEntry(file: string, parse: ParseSnapshot): Promise<Entry | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
  try {
    // The stamp of the file we opened, whatever has been renamed over its name since.
    const stamp = await stampOfHandle(handle);
    const snapshot = deepFreeze(await parse(file, await handle.readFile()));
    return { stamp, snapshot, handle };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
