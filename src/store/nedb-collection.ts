// One NeDB datafile, kept loaded in this process between operations. NeDB holds the whole file in
// memory and never looks at it again, so before each operation (under the collection's lock) we
// stat the file and compare it with the stamp recorded after our own last load or commit. Only when
// they differ is the file read again: when it is the same file grown (another process appended),
// only the lines appended since are read and applied; when it was compacted, removed or cut, or
// this is the first use, it is loaded afresh. Otherwise a read costs one stat. docs/storage.md
// ("The cache").
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
import { splitCollectionLines, type BadLine } from './collection-lines.js';
import { readTextIfExists, truncateTornTail, writeFileAtomic } from './durable-file.js';
import { StoreCorruptError } from './errors.js';
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
  /**
   * What the file would measure compacted: its size after a compaction, or after a load that did
   * not rewrite it, the bytes of its live documents.
   */
  compactedSize: bigint;
}

/** Compact once the file is this many times its compacted size... */
const GROWTH_FACTOR = 2n;
/** ...and at least this much bigger, so that a small file is not rewritten every few writes. */
const MIN_GROWTH_BYTES = 256n * 1024n;

/** What to do with lines NeDB would refuse the whole file for: keep them somewhere, say so, say where. */
export type SetAsideLines = (file: string, bad: readonly BadLine[]) => Promise<string>;

/** What a repair did to the file. */
export interface CollectionRepair {
  tornBytes: number;
  /** Where the unreadable lines went, when there were any. */
  setAsideTo?: string;
}

export class NedbCollection {
  private loaded: Loaded | undefined;
  /** The file has been checked since this hold of the lock began: nobody else can change it now. */
  private checkedInThisHold = false;
  constructor(
    readonly file: string,
    private readonly setAside: SetAsideLines,
  ) {}

  /** Call under the file's lock. */
  async session(): Promise<NedbSession> {
    const cached = this.loaded;
    const now = cached && !this.checkedInThisHold ? await stampAt(this.file) : undefined;
    const current = cached && (this.checkedInThisHold || sameStamp(now, cached.stamp) || (await this.catchUp(cached, now)));
    const loaded = current ? cached : await this.reload();
    this.checkedInThisHold = true;
    return { datastore: loaded.datastore, write: (change) => this.write(loaded, change) };
  }

  /**
   * Call under the file's lock. Sets aside every line NeDB cannot use, including the ones its load
   * would drop without a word (JSON that is no document), then loads the file afresh.
   */
  async repair(): Promise<CollectionRepair> {
    await this.close();
    const tornBytes = await truncateTornTail(this.file);
    const setAsideTo = await this.setAsideBadLines();
    await this.session();
    return setAsideTo === undefined ? { tornBytes } : { tornBytes, setAsideTo };
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
    await this.reload(true).catch(() => undefined);
  }

  /** Forgets the loaded file and closes it; the next session loads it again. */
  async close(): Promise<void> {
    const loaded = this.loaded;
    this.loaded = undefined;
    await loaded?.handle.close();
  }

  /**
   * When the file is the one we hold, grown by whole lines, applies those lines to the loaded
   * datastore and says so; false means load afresh (nothing applied). Another process's appends are
   * whole fsynced lines written under the lock we hold now, so the tail is exactly what it did.
   */
  private async catchUp(loaded: Loaded, now: FileStamp | undefined): Promise<boolean> {
    if (!now || now.dev !== loaded.stamp.dev || now.ino !== loaded.stamp.ino || now.size <= loaded.stamp.size) return false;
    const raw = rawDatastore(loaded.datastore);
    if (!raw) return false;
    const length = Number(now.size - loaded.stamp.size);
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await loaded.handle.read(buffer, 0, length, Number(loaded.stamp.size));
    const text = buffer.subarray(0, bytesRead).toString('utf8');
    // A torn last line (a writer died mid-append) or an index note: the full load deals with it.
    if (bytesRead !== length || !text.endsWith('\n')) return false;
    const docs = tailDocs(text);
    if (!docs) return false;
    try {
      for (const doc of docs) {
        const known = raw.indexes._id.getMatching(doc._id)[0];
        if (doc['$$deleted'] === true) {
          if (known) raw._removeFromIndexes(known);
        } else if (known) raw._updateIndexes(known, doc);
        else raw._addToIndexes(doc);
      }
    } catch {
      // Half applied: memory is no longer the file's, so forget it and load afresh.
      await this.close();
      return false;
    }
    loaded.stamp = now;
    return true;
  }

  /**
   * Loads the file afresh. NeDB's own load always rewrites (compacts) the file, a new inode, and
   * every other process must then load it whole in turn: were each of those loads to rewrite it
   * again, two processes would take turns loading for ever, and every door process starting would
   * rewrite every collection it uses. So only a compaction (`compact`) rewrites; a load leaves the
   * file as it is, and notes its live bytes, so that `compactIfGrown` at the end of the hold
   * rewrites a file that is mostly dead lines (docs/storage.md, "A load that does not rewrite").
   */
  private async reload(compact = false): Promise<Loaded> {
    await this.close();
    await truncateTornTail(this.file);
    const rewrite = compact;
    let datastore: Datastore<{ _id: string }>;
    try {
      datastore = await this.load(rewrite);
    } catch (error) {
      if (!isCorruptionAlert(error)) throw namingTheFile(this.file, error);
      // Only here, after NeDB refused, is the file read line by line: a good load costs nothing more.
      await this.setAsideBadLines();
      datastore = await this.load(rewrite).catch((again: unknown) => {
        throw namingTheFile(this.file, again);
      });
    }
    const handle = await open(this.file, 'r+');
    try {
      const stamp = await stampOfHandle(handle);
      this.loaded = { datastore, handle, stamp, compactedSize: rewrite ? stamp.size : liveBytes(datastore, stamp.size) };
      return this.loaded;
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  private async load(rewrite: boolean): Promise<Datastore<{ _id: string }>> {
    // `modes` reaches @seald-io/nedb, which nedb-promises' types do not list.
    const options = { filename: this.file, corruptAlertThreshold: 0, modes: { fileMode: PRIVATE_FILE_MODE, dirMode: PRIVATE_DIR_MODE } };
    const datastore = Datastore.create(options);
    const persistence = rewrite ? undefined : rawDatastore(datastore)?.persistence;
    if (!persistence) {
      await datastore.load();
      return datastore;
    }
    // The load's last step writes the loaded documents out anew; leave the file as it is instead.
    const persist = persistence.persistCachedDatabaseAsync;
    persistence.persistCachedDatabaseAsync = async () => undefined;
    try {
      await datastore.load();
    } finally {
      persistence.persistCachedDatabaseAsync = persist;
    }
    return datastore;
  }

  /** Moves the lines NeDB cannot read out of the file (into quarantine, through `setAside`). */
  private async setAsideBadLines(): Promise<string | undefined> {
    const text = await readTextIfExists(this.file);
    if (text === undefined) return undefined;
    const { good, bad } = splitCollectionLines(text);
    if (bad.length === 0) return undefined;
    const aside = await this.setAside(this.file, bad);
    await writeFileAtomic(this.file, good);
    return aside;
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

/**
 * The bytes the loaded documents take as lines: what a compaction would leave. Unknown (NeDB's
 * datastore not as expected) counts as the whole file, so nothing is rewritten on a guess.
 */
function liveBytes(datastore: Datastore<{ _id: string }>, fileSize: bigint): bigint {
  const raw = rawDatastore(datastore);
  if (!raw) return fileSize;
  let bytes = 0;
  for (const doc of raw.getAllData()) bytes += Buffer.byteLength(JSON.stringify(doc)) + 1;
  return BigInt(bytes);
}

/** The parts of NeDB's own datastore (under nedb-promises' wrapper) that applying a tail needs. */
interface RawDatastore {
  getAllData(): NedbDoc[];
  indexes: { _id: { getMatching(id: string): NedbDoc[] } };
  persistence: { persistCachedDatabaseAsync(): Promise<void> };
  _addToIndexes(doc: NedbDoc): void;
  _removeFromIndexes(doc: NedbDoc): void;
  _updateIndexes(oldDoc: NedbDoc, newDoc: NedbDoc): void;
}

function rawDatastore(datastore: Datastore<{ _id: string }>): RawDatastore | undefined {
  const original: unknown = (datastore as unknown as { __original?: unknown }).__original;
  if (typeof original !== 'object' || original === null) return undefined;
  const candidate = original as Partial<Record<keyof RawDatastore, unknown>>;
  const indexes = candidate.indexes as { _id?: { getMatching?: unknown } } | undefined;
  const persistence = candidate.persistence as { persistCachedDatabaseAsync?: unknown } | undefined;
  const usable =
    typeof candidate.getAllData === 'function' &&
    typeof indexes?._id?.getMatching === 'function' &&
    typeof persistence?.persistCachedDatabaseAsync === 'function' &&
    typeof candidate._addToIndexes === 'function' &&
    typeof candidate._removeFromIndexes === 'function' &&
    typeof candidate._updateIndexes === 'function';
  return usable ? (original as RawDatastore) : undefined;
}

/**
 * The documents of appended lines, in order, or undefined when a line is anything else (an index
 * note, or no document). Our documents are plain JSON (the store refuses anything else), so
 * JSON.parse reads them as NeDB's own deserializer would.
 */
function tailDocs(text: string): NedbDoc[] | undefined {
  const docs: NedbDoc[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      return undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const doc = parsed as Record<string, unknown>;
    if (typeof doc['_id'] !== 'string') return undefined;
    docs.push(doc as NedbDoc);
  }
  return docs;
}

/** A system error names its file already; NeDB's own errors do not. */
function namingTheFile(file: string, error: unknown): unknown {
  if (error instanceof Error && (error as NodeJS.ErrnoException).code !== undefined) return error;
  return new StoreCorruptError(file, `NeDB will not load it: ${error instanceof Error ? error.message : String(error)}`);
}

/** NeDB's "N% of the data file is corrupt" refusal. */
function isCorruptionAlert(error: unknown): boolean {
  return error instanceof Error && typeof (error as { corruptionRate?: unknown }).corruptionRate === 'number';
}

/** Splits NeDB's `_id` from the stored fields. */
export function splitId<T extends object>(stored: NedbDoc): { id: string; doc: T } {
  const { _id, ...rest } = stored;
  return { id: _id, doc: rest as unknown as T };
}
