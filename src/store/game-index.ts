// `db/index.jsonl`: every game's summary (status, seats: whatever the service's summarize says), so
// that the lobby, `mine` and `create` read one small file instead of every snapshot. A JSON line per
// change of a summary, appended under the game's lock in the commit that changed it: before the
// snapshot's rename (except a *final* summary, a finished game) and again after it. So a crash can
// leave an entry ahead of its snapshot (a reader finds the game as it really is) or a finished game
// still listed as live (a reader reads it and sees it over), never a live game hidden. The last
// line of a game wins; `{"id","gone":true}` is a deleted game, `{"id","cold":true}` (or false) says
// where a game is kept (cold-games.ts) without changing its summary. Each process reads only the bytes
// appended since it last looked (docs/storage.md, "The game index"). Appends and the compaction
// (a rewrite once dead lines outnumber the live ones) run under the index's lock, which NedbStore
// takes: an append cannot land in a file that a compaction is about to replace.
import { constants } from 'node:fs';
import { open, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import { fsyncDir, isNotFound } from './durable-file.js';
import { PRIVATE_FILE_MODE } from '../support/private-files.js';
import { dirname } from 'node:path';
import type { JsonValue } from './store.js';

export interface IndexSummary {
  summary: JsonValue;
  /** Never changes again (a finished game): written only once the commit has landed. */
  final: boolean;
}

export type Summarize = (doc: unknown) => IndexSummary;

interface Cached {
  /** Kept open, so that its inode is not freed and handed to a rewritten index (storage.md, "The cache"). */
  handle: FileHandle;
  ino: number;
  /** Bytes read so far: the end of the last whole line. */
  offset: number;
  entries: Map<string, JsonValue>;
  /** Lines read so far, live or dead: a game's every change of summary is one. */
  lines: number;
  /** The games kept cold (packed), by the index's word: a new set whenever it changes. */
  cold: Set<string>;
  /** Line numbers (from 1) of the lines that did not parse: a torn append, or garbage. */
  badLines: number[];
  /** Bytes after the last whole line as last read: an append under way, or one a crash cut short. */
  tailBytes: number;
  /** Whether this file was found to name every game there is (checkedWhole()); asked once per file. */
  checkedWhole: boolean;
}

/** Compact once dead lines outnumber the live ones by at least this many (a small index is left be). */
export const INDEX_MIN_DEAD_LINES = 100;

export class GameIndex {
  private cached: Cached | undefined;

  constructor(readonly file: string) {}

  /**
   * One entry's line, appended to an existing index (an index that is missing is rebuilt, not
   * started here). `durable`: fsynced before this returns, for a line that must reach the disk
   * before the commit it announces (a power cut can otherwise keep the commit and lose the line).
   */
  async append(id: string, summary: JsonValue | undefined, durable = false): Promise<void> {
    await this.appendLine(summary === undefined ? { id, gone: true } : { id, s: summary }, durable);
  }

  /** Notes that the game is now kept cold (or hot again); its summary stays as it is. */
  async markCold(id: string, cold: boolean): Promise<void> {
    await this.appendLine({ id, cold });
  }

  private async appendLine(record: JsonValue, durable = false): Promise<void> {
    const line = `${JSON.stringify(record)}\n`;
    let handle;
    try {
      handle = await open(this.file, constants.O_WRONLY | constants.O_APPEND);
    } catch (error) {
      if (isNotFound(error)) return;
      throw error;
    }
    try {
      // One write of one short line: appends of several processes do not interleave.
      await handle.write(line);
      if (durable) await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** The summaries by game id, or undefined when there is no index yet. */
  async read(): Promise<Map<string, JsonValue> | undefined> {
    let info;
    try {
      info = await stat(this.file);
    } catch (error) {
      if (isNotFound(error)) {
        await this.forget();
        return undefined;
      }
      throw error;
    }
    let cached = this.cached;
    if (!cached || cached.ino !== info.ino || info.size < cached.offset) {
      await this.forget();
      const handle = await open(this.file, 'r');
      cached = { handle, ino: (await handle.stat()).ino, offset: 0, entries: new Map(), lines: 0, cold: new Set(), badLines: [], tailBytes: 0, checkedWhole: false };
      this.cached = cached;
    }
    const { size } = await cached.handle.stat();
    if (size > cached.offset) await readTail(cached, size);
    cached.tailBytes = size - cached.offset;
    return cached.entries;
  }

  /**
   * What is doubtful about the index as last read: lines that did not parse, and a last line
   * without its end. Either means an append was cut short (a crash, a power cut) or the file was
   * damaged, and the lines around it cannot be trusted to be all there.
   */
  get damage(): { badLines: readonly number[]; tailBytes: number } {
    return { badLines: this.cached?.badLines ?? [], tailBytes: this.cached?.tailBytes ?? 0 };
  }

  /** Whether the file read now has already been checked for every game (see NedbStore's soundIndex). */
  get checkedWhole(): boolean {
    return this.cached?.checkedWhole ?? false;
  }

  /** Notes that the file read now names every game there is. */
  markCheckedWhole(): void {
    if (this.cached) this.cached.checkedWhole = true;
  }

  async close(): Promise<void> {
    await this.forget();
  }

  /**
   * Call under the index's lock: rewrites the index with its live entries when dead lines (older
   * summaries, deleted games) outnumber them, so the file stays in proportion to the games there
   * are. Says whether it did.
   */
  async compactIfMostlyDead(): Promise<boolean> {
    const entries = await this.read();
    const cached = this.cached;
    if (!entries || !cached) return false;
    const dead = cached.lines - entries.size;
    if (dead <= entries.size || dead < INDEX_MIN_DEAD_LINES) return false;
    await this.rewrite(entries, cached.cold);
    await this.read();
    return true;
  }

  /** The games the index, as last read, says are cold. */
  get cold(): ReadonlySet<string> {
    return this.cached?.cold ?? new Set();
  }

  /** Lines in the index as this process last read it (for tests and the bench). */
  get linesRead(): number {
    return this.cached?.lines ?? 0;
  }

  private async forget(): Promise<void> {
    const cached = this.cached;
    this.cached = undefined;
    await cached?.handle.close();
  }

  /** Writes the index afresh from `entries` (temp file, fsync, rename): the rebuild of a missing or doubtful index. */
  async rewrite(entries: ReadonlyMap<string, JsonValue>, cold: ReadonlySet<string>): Promise<void> {
    const temp = `${this.file}.${process.pid}.tmp`;
    const handle = await open(temp, 'w', PRIVATE_FILE_MODE);
    try {
      await handle.writeFile([...entries].map(([id, summary]) => `${JSON.stringify(cold.has(id) ? { id, s: summary, cold: true } : { id, s: summary })}\n`).join(''));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, this.file);
    await fsyncDir(dirname(this.file));
  }

  async exists(): Promise<boolean> {
    try {
      await stat(this.file);
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** Removes the index: a store that cannot keep it up to date hands the next one a rebuild. */
  async drop(): Promise<void> {
    try {
      await unlink(this.file);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
}

/**
 * Applies the lines appended since the last read to a new map (and a new cold set), each made only
 * when a line changes it: a reader may keep what it made of one map (by identity) for as long as
 * the index hands that map out, i.e. until a summary changes.
 */
async function readTail(cached: Cached, size: number): Promise<void> {
  const buffer = Buffer.alloc(size - cached.offset);
  const { bytesRead } = await cached.handle.read(buffer, 0, buffer.length, cached.offset);
  const end = buffer.subarray(0, bytesRead).lastIndexOf(0x0a);
  if (end < 0) return;
  const lines = buffer.subarray(0, end).toString('utf8').split('\n');
  let entries: Map<string, JsonValue> | undefined;
  let cold: Set<string> | undefined;
  for (const [at, line] of lines.entries()) {
    const record = parseLine(line);
    if (!record) {
      cached.badLines.push(cached.lines + at + 1);
      continue;
    }
    if (record.gone || record.summary !== undefined) {
      entries ??= new Map(cached.entries);
      if (record.gone) entries.delete(record.id);
      else if (record.summary !== undefined) entries.set(record.id, record.summary);
    }
    const place = record.gone ? false : record.cold;
    if (place !== undefined && place !== (cold ?? cached.cold).has(record.id)) {
      cold ??= new Set(cached.cold);
      if (place) cold.add(record.id);
      else cold.delete(record.id);
    }
  }
  if (entries) cached.entries = entries;
  if (cold) cached.cold = cold;
  cached.lines += lines.length;
  cached.offset += end + 1;
}

interface IndexLine {
  id: string;
  summary?: JsonValue;
  gone: boolean;
  cold?: boolean;
}

function parseLine(line: string): IndexLine | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return undefined; // a damaged line: the store rebuilds the index (NedbStore's soundIndex)
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { id, s, gone, cold } = parsed as { id?: unknown; s?: JsonValue; gone?: unknown; cold?: unknown };
  if (typeof id !== 'string') return undefined;
  return { id, gone: gone === true, ...(s === undefined ? {} : { summary: s }), ...(typeof cold === 'boolean' ? { cold } : {}) };
}
