// One NeDB datafile, kept loaded in this process between operations. NeDB holds the whole file in
// memory and never looks at it again, so before each operation (under the collection's lock) we
// stat the file and compare it with the stamp recorded after our own last load or commit. Only when
// they differ (another process wrote, compacted or removed the file, or this is the first use) is
// the file loaded afresh; otherwise a read costs one stat. docs/storage.md ("The cache").
//
// Crash rules: NeDB's load rewrites the whole file through a temp file, fsync and rename (safe); its
// writes append a line without fsync, and a SIGKILL can tear that line. So before loading we cut a
// torn last line off (the operation that wrote it never returned), load with zero tolerance for
// corrupt lines (anything else torn is real damage, not a crash), and fsync after every write.
//
// The loaded file stays open: while we hold it open, its inode cannot be freed and given to a new
// file, so a stamp with the same inode really is the same file, which only ever grows at its end.
import { open, type FileHandle } from 'node:fs/promises';
import Datastore from 'nedb-promises';
import { truncateTornTail } from './durable-file.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../support/private-files.js';
import { sameStamp, stampAt, stampOfHandle, type FileStamp } from './file-stamp.js';

export type NedbDoc = Record<string, unknown> & { _id: string };

export interface NedbSession {
  datastore: Datastore<{ _id: string }>;
  /** Runs a change (NeDB appends a line), then fsyncs: the change is committed once this resolves. */
  write<R>(change: () => Promise<R>): Promise<R>;
}

interface Loaded {
  datastore: Datastore<{ _id: string }>;
  /** The loaded file, kept open so that its inode stays ours (see above). */
  handle: FileHandle;
  /** The file as this process last left it. */
  stamp: FileStamp;
  /** Its size right after the last compaction (every load compacts). */
  compactedSize: bigint;
}

/** Compact once the file is this many times its compacted size... */
const GROWTH_FACTOR = 2n;
/** ...and at least this much bigger, so that a small file is not rewritten every few writes. */
const MIN_GROWTH_BYTES = 256n * 1024n;

export class NedbCollection {
  private loaded: Loaded | undefined;
  /** The file has been checked since this hold of the lock began: nobody else can change it now. */
  private checkedInThisHold = false;

  constructor(readonly file: string) {}

  /** Call under the file's lock. */
  async session(): Promise<NedbSession> {
    const cached = this.loaded;
    const current = cached && (this.checkedInThisHold || sameStamp(await stampAt(this.file), cached.stamp));
    const loaded = current ? cached : await this.reload();
    this.checkedInThisHold = true;
    return { datastore: loaded.datastore, write: (change) => this.write(loaded, change) };
  }

  /** Call before the lock is released: under the next hold, the file must be checked again. */
  endHold(): void {
    this.checkedInThisHold = false;
  }

  /**
   * Call under the file's lock. Loads rarely happen now, so the file would otherwise keep every
   * version of every document NeDB ever appended.
   */
  async compactIfGrown(): Promise<void> {
    const loaded = this.loaded;
    if (!loaded) return;
    const { size } = loaded.stamp;
    if (size < GROWTH_FACTOR * loaded.compactedSize || size - loaded.compactedSize < MIN_GROWTH_BYTES) return;
    // A reload compacts. Should it fail, NeDB's temp-and-rename has left the committed file as it
    // was and we have forgotten it, so the next operation loads it again and reports the trouble.
    await this.reload().catch(() => undefined);
  }

  /** Forgets the loaded file and closes it; the next session loads it again. */
  async close(): Promise<void> {
    const loaded = this.loaded;
    this.loaded = undefined;
    await loaded?.handle.close();
  }

  private async reload(): Promise<Loaded> {
    await this.close();
    await truncateTornTail(this.file);
    // `modes` reaches @seald-io/nedb, which nedb-promises' types do not list.
    const options = { filename: this.file, corruptAlertThreshold: 0, modes: { fileMode: PRIVATE_FILE_MODE, dirMode: PRIVATE_DIR_MODE } };
    const datastore = Datastore.create(options);
    await datastore.load();
    const handle = await open(this.file, 'r+');
    try {
      const stamp = await stampOfHandle(handle);
      this.loaded = { datastore, handle, stamp, compactedSize: stamp.size };
      return this.loaded;
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  private async write<R>(loaded: Loaded, change: () => Promise<R>): Promise<R> {
    try {
      const result = await change();
      await loaded.handle.sync();
      loaded.stamp = await stampOfHandle(loaded.handle);
      return result;
    } catch (error) {
      // NeDB changes its memory before it appends, so memory and file may disagree: load afresh.
      if (this.loaded === loaded) await this.close();
      throw error;
    }
  }
}

/** Splits NeDB's `_id` from the stored fields. */
export function splitId<T extends object>(stored: NedbDoc): { id: string; doc: T } {
  const { _id, ...rest } = stored;
  return { id: _id, doc: rest as unknown as T };
}
