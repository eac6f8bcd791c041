// The Store every door process uses: files under <home>/db shared by all nodes. Each write is a
// transaction under a cross-process lock: lock, reload from disk, apply, check, persist, unlock.
// Games are a snapshot file each plus an append-only archive (game-files.ts). The small collections
// are NeDB datafiles kept loaded between operations and reloaded only when another process changed
// them (nedb-collection.ts); this process's queued operations on one collection share a hold of its
// lock (lock-batches.ts). docs/storage.md explains the choices and the figures.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import { packCold, unpackCold, type ColdGame } from './cold-games.js';
import { fsyncDir, isNotFound, writeFileAtomic } from './durable-file.js';
import { assertFilter, matchesFilter } from './equality-filter.js';
import { GameExistsError, GameNotFoundError, StoreClosedError, StoreCorruptError, StoreUnavailableError } from './errors.js';
import type { BadLine } from './collection-lines.js';
import { DEFAULT_LOCK_OPTIONS, withFileLock, type HeldLock, type LockOptions, type WithLock } from './file-lock.js';
import { checkGameChange } from './game-change.js';
import { appendArchive, parseArchive, readArchivePrefix, readCommittedBytes, readSnapshot, removeFile, writeSnapshot, type ArchiveRead, type Snapshot } from './game-files.js';
import { assertCollection, assertDocId, assertGameId, newDocId } from './ids.js';
import { assertCollectionDoc, assertGameDoc } from './json-doc.js';
import { KeyQueue } from './key-queue.js';
import { DEFAULT_BATCH_LIMITS, LockBatches, type BatchLimits } from './lock-batches.js';
import { NedbCollection, splitId, type CollectionRepair, type NedbDoc, type NedbSession } from './nedb-collection.js';
import { cachedGamesFor, openFileLimit } from './open-file-limit.js';
import { makePrivateDir, tightenTree } from '../support/private-files.js';
import { GameIndex, type IndexSummary, type Summarize } from './game-index.js';
import { indexDoubt, type SoundnessProbe } from './index-soundness.js';
import { numberedLines, Quarantine, quarantinedName } from './quarantine.js';
import { SnapshotCache } from './snapshot-cache.js';
import { WriteTrouble } from './write-trouble.js';
import { silentLogger, type Logger } from '../support/logger.js';
import { COLD_SUFFIX, storeLayout, type StoreLayout } from './store-layout.js';
import type {
  Collection,
  DocTransaction,
  EqualityFilter,
  FoundDoc,
  GameExport,
  GameTransaction,
  JsonValue,
  Store,
  Versioned,
} from './store.js';

export interface NedbStoreOptions {
  /** The door's --home; files go under <home>/db. */
  home: string;
  lock?: Partial<LockOptions>;
  /** How many of this process's queued operations on a collection may share one hold of its lock. */
  batch?: Partial<BatchLimits>;
  /** The cross-process lock (tests wrap withFileLock to count the holds). */
  withLock?: WithLock;
  /** Games whose snapshot readGame keeps, each with its file open; by default from the open-file limit. */
  cachedGames?: number;
  /** For the sysop: lines set aside from a damaged collection, a disk that will not take writes. */
  logger?: Logger;
  /** Names files moved into quarantine; Date.now by default. */
  now?: () => number;
  /**
   * What the game index keeps of a document (the service's summary). Without it this store keeps
   * no index, and removes one it finds when it writes a game, so that no index is left stale.
   */
  summarize?: Summarize;
  /**
   * Tests: called at each step of a move between hot and cold (`coolGames`, and a cold game's
   * first commit); a throw (or a kill) there stops the move at that point.
   */
  moveStep?: (step: MoveStep, id: string) => void | Promise<void>;
}

/** The points between the steps of a move to cold (`cold-*`) and back (`warm-*`). */
export type MoveStep = 'cold-written' | 'cold-hot-removed' | 'cold-archive-removed' | 'warm-marked' | 'warm-archive-written' | 'warm-snapshot-written';

/** Cold games whose snapshot readGame keeps (the past games screen pages through a few at a time). */
const COLD_CACHED = 64;

/** One collection in this process: its loaded datafile and the operations waiting for its lock. */
interface CollectionLane {
  file: NedbCollection;
  batches: LockBatches;
}

export class NedbStore implements Store {
  private readonly queue = new KeyQueue();
  private readonly lanes = new Map<Collection, CollectionLane>();
  private readonly snapshots: SnapshotCache;
  private readonly coldSnapshots = new SnapshotCache(COLD_CACHED, async (file, bytes) => (await unpackCold(file, bytes)).snapshot);
  private readonly trouble: WriteTrouble;
  readonly quarantine: Quarantine;
  private readonly index: GameIndex;
  private closed = false;

  private constructor(
    readonly layout: StoreLayout,
    private readonly lockOptions: LockOptions,
    private readonly batchLimits: BatchLimits,
    private readonly withLock: WithLock,
    cachedGames: number,
    private readonly logger: Logger,
    now: () => number,
    private readonly summarize: Summarize | undefined,
    private readonly moveStep: NedbStoreOptions['moveStep'],
  ) {
    this.index = new GameIndex(layout.indexFile);
    this.snapshots = new SnapshotCache(cachedGames);
    this.trouble = new WriteTrouble(logger);
    this.quarantine = new Quarantine(layout.quarantineDir, now);
  }

  /**
   * Creates the folders if needed (0700, docs/storage.md "Who may read the files") and tightens a
   * tree left open by an older version; opening reads no data file.
   */
  static async open(options: NedbStoreOptions): Promise<NedbStore> {
    const layout = storeLayout(options.home);
    await makePrivateDir(options.home);
    await tightenTree(options.home);
    for (const dir of [layout.gamesDir, layout.archiveDir, layout.coldDir, layout.locksDir]) await makePrivateDir(dir);
    const lock = { ...DEFAULT_LOCK_OPTIONS, ...options.lock };
    const cachedGames = options.cachedGames ?? cachedGamesFor(await openFileLimit());
    const batch = { ...DEFAULT_BATCH_LIMITS, ...options.batch };
    return new NedbStore(layout, lock, batch, options.withLock ?? withFileLock, cachedGames, options.logger ?? silentLogger, options.now ?? Date.now, options.summarize, options.moveStep);
  }

  async createGame<G extends Versioned>(id: string, doc: G): Promise<void> {
    this.assertOpen();
    assertGameId(id);
    assertGameDoc(doc, 'doc');
    await this.writing(id, async () => {
      // A damaged snapshot still holds the id: the sysop's repair decides what becomes of it.
      const taken = await this.readStoredSnapshot(id).catch((error: unknown) => {
        if (error instanceof StoreCorruptError) return true;
        throw error;
      });
      if (taken) throw new GameExistsError(id);
      await this.indexBeforeCommit(id, undefined, doc);
      // An archive left by a game deleted half-way belongs to nobody: archiveEnd 0 disowns it,
      // and the first append truncates it.
      await writeSnapshot(this.layout.gameFile(id), { archiveEnd: 0, doc });
      await this.indexAfterCommit(id, undefined, doc);
    });
  }

  /** No lock: the snapshot is only ever replaced whole, by rename. */
  async readGame<G extends Versioned>(id: string): Promise<G | undefined> {
    this.assertOpen();
    assertGameId(id);
    const hot = () => this.trouble.reading(() => this.snapshots.read(this.layout.gameFile(id)));
    // Hot first: while a hot snapshot exists it is the game (a cold copy beside it is a leftover).
    // A cold game read just as its first commit warmed it is hot by the time its cold file is gone.
    const snapshot = (await hot()) ?? (await this.trouble.reading(() => this.coldSnapshots.read(this.layout.coldFile(id)))) ?? (await hot());
    return snapshot?.doc as G | undefined;
  }

  async listGames(): Promise<string[]> {
    this.assertOpen();
    const { hot, cold } = await this.trouble.reading(() => this.gamesByPlace());
    await this.snapshots.keepOnly(new Set([...hot].map((id) => this.layout.gameFile(id))));
    await this.coldSnapshots.keepOnly(new Set([...cold].map((id) => this.layout.coldFile(id))));
    return [...new Set([...hot, ...cold])].sort();
  }

  /** The ids of the hot snapshots and of the cold files (an interrupted move has a game in both). */
  async gamesByPlace(): Promise<{ hot: Set<string>; cold: Set<string> }> {
    const named = async (dir: string, suffix: string): Promise<Set<string>> => {
      const names = await readdir(dir).catch((error: unknown) => {
        if (isNotFound(error)) return [];
        throw error;
      });
      return new Set(names.filter((name) => name.endsWith(suffix)).map((name) => name.slice(0, -suffix.length)));
    };
    return { hot: await named(this.layout.gamesDir, '.db'), cold: await named(this.layout.coldDir, COLD_SUFFIX) };
  }

  async transactGame<G extends Versioned>(id: string, fn: GameTransaction<G>): Promise<G> {
    this.assertOpen();
    assertGameId(id);
    return this.writing(id, async (held) => {
      const hot = await readSnapshot(this.layout.gameFile(id));
      const cold = hot ? undefined : await this.readCold(id);
      const snapshot = hot ?? cold?.snapshot;
      if (!snapshot) throw new GameNotFoundError(id);
      const current = snapshot.doc as G;
      const committed = { version: current.version };
      const change = await fn(current);
      if (!change) return ((await readSnapshot(this.layout.gameFile(id))) ?? (await this.requireCold(id)).snapshot).doc as G;
      checkGameChange(id, committed, change);
      if (cold) await this.warm(id, cold);
      const next: Snapshot = { ...snapshot, doc: change.next };
      if (change.archive && change.archive.length > 0) {
        const appended = await appendArchive(this.layout.archiveFile(id), snapshot.archiveEnd, change.archive);
        next.archiveEnd = appended.end;
        if (appended.lost) {
          next.archiveLost = [...(snapshot.archiveLost ?? []), appended.lost];
          this.logger.error('archive damaged: records lost, game plays on', { file: this.layout.archiveFile(id), at: appended.lost.at, bytes: appended.lost.bytes });
        }
      }
      held.assertHeld();
      await this.indexBeforeCommit(id, current, change.next);
      await writeSnapshot(this.layout.gameFile(id), next);
      await this.indexAfterCommit(id, current, change.next);
      return change.next;
    });
  }

  async readArchive<R = unknown>(id: string): Promise<R[]> {
    const read = await this.readWholeGame(id);
    return (read?.archive.records ?? []) as R[];
  }

  async deleteGame(id: string): Promise<boolean> {
    this.assertOpen();
    assertGameId(id);
    return this.writing(id, async () => {
      // Snapshot first: once it is gone the game is gone, whatever happens to the rest.
      const existed = await removeFile(this.layout.gameFile(id));
      await this.snapshots.forget(this.layout.gameFile(id));
      await fsyncDir(this.layout.gamesDir);
      const wasCold = await removeFile(this.layout.coldFile(id));
      await this.coldSnapshots.forget(this.layout.coldFile(id));
      if (wasCold) await fsyncDir(this.layout.coldDir);
      await removeFile(this.layout.archiveFile(id));
      if (this.summarize) await this.appendToIndex(id, undefined).catch((error: unknown) => this.indexTrouble(id, error));
      else await this.dropIndex();
      return existed || wasCold;
    });
  }

  async exportGame<G extends Versioned>(id: string): Promise<GameExport<G> | undefined> {
    const read = await this.readWholeGame(id);
    if (!read) return undefined;
    const missing = [...read.archive.lost, ...read.archive.missing];
    return { doc: read.snapshot.doc as G, archive: read.archive.records, ...(missing.length > 0 ? { missing } : {}) };
  }

  /** The snapshot and what can be read of its archive, under the game's lock; undefined for no game. */
  async readWholeGame(id: string): Promise<{ snapshot: Snapshot; archive: ArchiveRead } | undefined> {
    this.assertOpen();
    assertGameId(id);
    return this.trouble.reading(() =>
      this.underGameLock(id, async () => {
        const snapshot = await readSnapshot(this.layout.gameFile(id));
        if (!snapshot) {
          const cold = await this.readCold(id);
          return cold && { snapshot: cold.snapshot, archive: parseArchive(cold.archive, cold.snapshot, this.layout.shown(this.layout.coldFile(id))) };
        }
        const file = this.layout.archiveFile(id);
        return { snapshot, archive: await readArchivePrefix(file, snapshot, this.layout.shown(file)) };
      }),
    );
  }

  async readGameIndex(): Promise<ReadonlyMap<string, JsonValue> | undefined> {
    this.assertOpen();
    if (!this.summarize) return undefined;
    const found = await this.trouble.reading(() => this.index.read());
    const doubt = found && (await this.trouble.reading(() => indexDoubt(this.index, found, this.indexProbe)));
    if (found && doubt === undefined) return found;
    if (doubt !== undefined) this.logger.warn('game index short or damaged: rebuilt from the games', { file: this.layout.shown(this.layout.indexFile), problem: doubt });
    // A disk that takes no writes cannot take a rebuilt index either: the caller reads every game.
    return this.rebuildGameIndex({ ifMissing: doubt === undefined }).catch((error: unknown) => {
      if (error instanceof StoreUnavailableError) return undefined;
      throw error;
    });
  }

  /** The index as it is on disk, neither checked nor rebuilt: for `sysop check`, which says what it finds. */
  async readGameIndexAsItIs(): Promise<{ entries: ReadonlyMap<string, JsonValue>; cold: ReadonlySet<string>; doubt: string | undefined } | undefined> {
    this.assertOpen();
    const entries = await this.index.read();
    if (!entries) return undefined;
    const doubt = await indexDoubt(this.index, entries, this.indexProbe);
    return { entries, cold: this.index.cold, doubt };
  }

  private readonly indexProbe: SoundnessProbe = {
    gamesOnDisk: async () => {
      const { hot, cold } = await this.gamesByPlace();
      return new Set([...hot, ...cold]);
    },
    whileNoneAppends: (read) => this.withLock(this.layout.indexLock, this.lockOptions, read),
  };

  /**
   * Writes the index afresh from every snapshot (a damaged one is listed as live: the lobby reads it
   * and marks it). `ifMissing`: unless another process rebuilt it while this one waited for the lock.
   */
  async rebuildGameIndex(options: { ifMissing?: boolean } = {}): Promise<ReadonlyMap<string, JsonValue> | undefined> {
    const summarize = this.summarize;
    if (!summarize) return undefined;
    return this.trouble.writing(() =>
      this.withLock(this.layout.indexLock, this.lockOptions, async () => {
        if (options.ifMissing) {
          const rebuilt = await this.index.read();
          if (rebuilt) return rebuilt;
        }
        const summaries = async (): Promise<Map<string, JsonValue>> => {
          const entries = new Map<string, JsonValue>();
          for (const id of await this.listGames()) {
            const snapshot = await this.readStoredSnapshot(id).catch(() => undefined);
            entries.set(id, snapshot ? summarize(snapshot.doc).summary : null);
          }
          return entries;
        };
        const { hot, cold } = await this.gamesByPlace();
        const written = await summaries();
        await this.index.rewrite(written, new Set([...cold].filter((id) => !hot.has(id))));
        // A commit that landed while the file was missing appended nowhere: read the games again
        // now that it is there (later commits append to it themselves).
        const now = await summaries();
        for (const [id, summary] of now) {
          if (!written.has(id) || JSON.stringify(written.get(id)) !== JSON.stringify(summary)) await this.index.append(id, summary);
        }
        for (const id of written.keys()) if (!now.has(id)) await this.index.append(id, undefined);
        return (await this.index.read()) ?? written;
      }),
    );
  }

  gameLocation(id: string): string {
    const hot = this.layout.gameFile(id);
    const cold = this.layout.coldFile(id);
    return this.layout.shown(!existsSync(hot) && existsSync(cold) ? cold : hot);
  }

  /** The game's committed snapshot, hot or cold (no cache: for the sysop's checks and rebuilds). */
  async readStoredSnapshot(id: string): Promise<Snapshot | undefined> {
    return (await readSnapshot(this.layout.gameFile(id))) ?? (await this.readCold(id))?.snapshot;
  }

  /** The games the index says are cold (after a read of it). */
  async coldInIndex(): Promise<ReadonlySet<string>> {
    await this.readGameIndex();
    return this.index.cold;
  }

  /**
   * Moves finished games out of the hot set: each game's snapshot and committed archive are packed
   * into `db/cold/<id>.jsonl.gz`, and the hot files removed (docs/storage.md, "Cold games"). The
   * caller (maint) picks the games; games the index already says are cold are skipped without a
   * look, and a game not final, gone, or with damage for `sysop check` stays where it is. Returns
   * how many moved, at most `limit`, in the order of `ids`.
   */
  async coolGames(ids: readonly string[], limit = Infinity): Promise<number> {
    this.assertOpen();
    ids.forEach(assertGameId);
    const cold = await this.coldInIndex();
    let moved = 0;
    for (const id of ids) {
      if (moved >= limit) break;
      if (!cold.has(id) && (await this.coolGame(id))) moved += 1;
    }
    return moved;
  }

  /**
   * One game to cold. The steps, each safe to stop after: write the packed copy (temp, fsync,
   * rename, fsync the folder); remove the hot snapshot (the move's commit point: from now on the
   * cold file is the game); remove the hot archive; note the move in the index. Until the hot
   * snapshot is gone readers take it, so a move cut short anywhere loses nothing, and the next
   * `coolGames` (the index does not say cold yet) does it again from the start or finishes it.
   */
  private async coolGame(id: string): Promise<boolean> {
    return this.writing(id, async (held) => {
      const hotFile = this.layout.gameFile(id);
      const archiveFile = this.layout.archiveFile(id);
      // A damaged snapshot is sysop check's to deal with: it stays where it is.
      const snapshot = await readSnapshot(hotFile).catch((error: unknown) => {
        if (error instanceof StoreCorruptError) return 'damaged' as const;
        throw error;
      });
      if (snapshot === 'damaged') return false;
      if (!snapshot) {
        // Cold already, or a move cut short after its commit point: finish it (counted only when
        // it left a hot archive behind).
        if (!existsSync(this.layout.coldFile(id))) return false;
        const stray = await removeFile(archiveFile);
        await this.markPlace(id, true);
        return stray;
      }
      if (this.summarize && !this.summarize(snapshot.doc).final) return false;
      const archive = snapshot.archiveEnd === 0 ? Buffer.alloc(0) : await readCommittedBytes(archiveFile, snapshot.archiveEnd);
      if (!archive || archive.length !== snapshot.archiveEnd) return false;
      if (parseArchive(archive, snapshot, this.layout.shown(archiveFile)).missing.length > 0) return false;
      await writeFileAtomic(this.layout.coldFile(id), await packCold(snapshot, archive));
      await this.moveStep?.('cold-written', id);
      held.assertHeld();
      await removeFile(hotFile);
      await this.snapshots.forget(hotFile);
      await fsyncDir(this.layout.gamesDir);
      await this.moveStep?.('cold-hot-removed', id);
      await removeFile(archiveFile);
      await this.moveStep?.('cold-archive-removed', id);
      await this.markPlace(id, true);
      return true;
    });
  }

  /**
   * A cold game's first commit brings it back to the hot set first (call under the game's lock):
   * the index says hot (a game wrongly listed hot is only looked at again by coolGames; one wrongly
   * listed cold would never be), then the archive and the snapshot are written, the snapshot last
   * (from then on the hot copy is the game), and the cold file removed.
   */
  private async warm(id: string, cold: ColdGame): Promise<void> {
    await this.markPlace(id, false);
    await this.moveStep?.('warm-marked', id);
    await writeFileAtomic(this.layout.archiveFile(id), cold.archive);
    await this.moveStep?.('warm-archive-written', id);
    await writeSnapshot(this.layout.gameFile(id), cold.snapshot);
    await this.moveStep?.('warm-snapshot-written', id);
    await removeFile(this.layout.coldFile(id));
    await this.coldSnapshots.forget(this.layout.coldFile(id));
    await fsyncDir(this.layout.coldDir);
  }

  /**
   * Sysop check: finishes what an interrupted move left, and says what it did. A game both hot and
   * cold is the hot one (the cold copy is removed, and the next maint moves it again); a hot archive
   * beside a cold game (no hot snapshot) is removed; a half-written cold temp file is removed.
   */
  async finishMoves(): Promise<string[]> {
    this.assertOpen();
    const done: string[] = [];
    const { cold } = await this.gamesByPlace();
    for (const id of cold) {
      await this.writing(id, async () => {
        if (existsSync(this.layout.gameFile(id))) {
          await removeFile(this.layout.coldFile(id));
          await this.coldSnapshots.forget(this.layout.coldFile(id));
          await this.markPlace(id, false);
          done.push(`game ${id}: removed the cold copy ${this.layout.shown(this.layout.coldFile(id))} left beside its hot snapshot by an interrupted move`);
        } else if (await removeFile(this.layout.archiveFile(id))) {
          await this.markPlace(id, true);
          done.push(`game ${id}: removed the hot archive ${this.layout.shown(this.layout.archiveFile(id))} left beside its cold file by an interrupted move`);
        }
      });
    }
    for (const name of await readdir(this.layout.coldDir).catch(() => [])) {
      const temp = join(this.layout.coldDir, name);
      if (name.endsWith('.tmp') && (await removeFile(temp))) done.push(`removed ${this.layout.shown(temp)}, a cold copy half-written when a move was interrupted`);
    }
    return done;
  }

  private async requireCold(id: string): Promise<ColdGame> {
    const cold = await this.readCold(id);
    if (!cold) throw new GameNotFoundError(id);
    return cold;
  }

  /** The cold file unpacked and checked, or undefined when the game has none. */
  private async readCold(id: string): Promise<ColdGame | undefined> {
    const file = this.layout.coldFile(id);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
    return unpackCold(file, bytes);
  }

  /** Sysop repair: moves a game's snapshot and archive into quarantine/; returns where they went. */
  async quarantineGame(id: string): Promise<string[]> {
    this.assertOpen();
    assertGameId(id);
    return this.writing(id, async () => {
      const moved: string[] = [];
      for (const file of [this.layout.gameFile(id), this.layout.archiveFile(id), this.layout.coldFile(id)]) {
        try {
          moved.push(await this.quarantine.moveIn(file, this.layout.shown(file)));
        } catch (error) {
          if (!isNotFound(error)) throw error;
        }
      }
      await this.snapshots.forget(this.layout.gameFile(id));
      await this.coldSnapshots.forget(this.layout.coldFile(id));
      // The game is gone from the board: the index says so too.
      if (this.summarize && moved.length > 0) await this.appendToIndex(id, undefined);
      return moved;
    });
  }

  async quarantinedFiles(gameId: string): Promise<string[]> {
    this.assertOpen();
    assertGameId(gameId);
    const prefixes = [this.layout.gameFile(gameId), this.layout.archiveFile(gameId), this.layout.coldFile(gameId)].map((file) => `${quarantinedName(this.layout.shown(file))}.`);
    const names = await readdir(this.layout.quarantineDir).catch((error: unknown) => {
      if (isNotFound(error)) return [];
      throw error;
    });
    return names.filter((name) => prefixes.some((prefix) => name.startsWith(prefix))).sort().map((name) => this.layout.shown(join(this.layout.quarantineDir, name)));
  }

  /**
   * Sysop repair of an archive that lost bytes or holds lines that are not JSON: the readable records
   * are written back (the bad lines go into quarantine/), and the snapshot notes what was lost, so
   * the damage is no longer reported but `sysop export` still says what is missing.
   */
  async repairArchive(id: string): Promise<string | undefined> {
    this.assertOpen();
    assertGameId(id);
    return this.writing(id, async () => {
      const snapshot = await readSnapshot(this.layout.gameFile(id));
      if (!snapshot) return undefined;
      const file = this.layout.archiveFile(id);
      const read = await readArchivePrefix(file, snapshot, this.layout.shown(file));
      if (read.missing.length === 0) return undefined;
      const aside = read.badLines.length === 0 ? undefined : await this.quarantine.writeIn(this.layout.shown(file), numberedLines(read.badLines));
      const kept = read.records.map((record) => JSON.stringify(record) + '\n').join('');
      await writeFileAtomic(file, kept);
      const end = Buffer.byteLength(kept);
      const loss = { at: end, bytes: snapshot.archiveEnd - end };
      await writeSnapshot(this.layout.gameFile(id), { ...snapshot, archiveEnd: end, archiveLost: [...(snapshot.archiveLost ?? []), loss] });
      return `kept ${read.records.length} readable records and noted ${loss.bytes} lost bytes in the snapshot${aside === undefined ? '' : `; the unreadable lines are in ${this.layout.shown(aside)}`}`;
    });
  }

  /** Sysop repair of a collection file: drops a torn tail, sets unreadable lines aside, loads it. */
  async repairCollection(collection: Collection): Promise<CollectionRepair> {
    this.assertOpen();
    assertCollection(collection);
    const { file, batches } = this.lane(collection);
    return this.trouble.writing(() => batches.run(() => file.repair()));
  }

  async transactDoc<T extends object>(collection: Collection, id: string, fn: DocTransaction<T>): Promise<T | undefined> {
    this.assertOpen();
    assertCollection(collection);
    assertDocId(id);
    return this.trouble.writing(() => this.underCollectionLock(collection, async ({ datastore, write }, held) => {
      const current = await findDoc<T>(datastore, id);
      const change = await fn(current);
      // A fresh copy for "no change": fn may have scribbled on the one it was given.
      if (change === null) return current && (await findDoc<T>(datastore, id));
      held.assertHeld();
      if ('delete' in change) {
        if (current) await write(() => datastore.remove({ _id: id }, { multi: false }));
        return undefined;
      }
      assertCollectionDoc(change.next, 'next');
      const record = { ...change.next, _id: id };
      await write(async () => {
        if (current) await datastore.update({ _id: id }, record, {});
        else await datastore.insert(record);
      });
      return change.next;
    }));
  }

  async readDoc<T extends object>(collection: Collection, id: string): Promise<T | undefined> {
    this.assertOpen();
    assertCollection(collection);
    assertDocId(id);
    return this.trouble.reading(() => this.underCollectionLock(collection, ({ datastore }) => findDoc<T>(datastore, id)));
  }

  async findDocs<T extends object>(collection: Collection, filter: EqualityFilter): Promise<FoundDoc<T>[]> {
    this.assertOpen();
    assertCollection(collection);
    assertFilter(filter);
    return this.trouble.reading(() =>
      this.underCollectionLock(collection, async ({ datastore }) => {
        // NeDB narrows the search; the shared rule has the last word (NeDB lets 3 match [1, 3]).
        const stored = await datastore.find<NedbDoc>({ ...filter }).sort({ _id: 1 });
        return stored.map((doc) => splitId<T>(doc)).filter(({ doc }) => matchesFilter(doc, filter));
      }),
    );
  }

  async insertDoc<T extends object>(collection: Collection, doc: T): Promise<string> {
    this.assertOpen();
    assertCollection(collection);
    assertCollectionDoc(doc, 'doc');
    return this.trouble.writing(() =>
      this.underCollectionLock(collection, async ({ datastore, write }, held) => {
        let id = newDocId();
        while (await datastore.findOne({ _id: id })) id = newDocId();
        held.assertHeld();
        await write(() => datastore.insert({ ...doc, _id: id }));
        return id;
      }),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.queue.drain();
    for (const lane of this.lanes.values()) await lane.batches.idle();
    for (const lane of this.lanes.values()) await lane.file.close();
    await this.snapshots.close();
    await this.coldSnapshots.close();
    await this.index.close();
  }

  private underGameLock<R>(id: string, fn: (held: HeldLock) => Promise<R>): Promise<R> {
    return this.queue.run(`game:${id}`, () => this.withLock(this.layout.gameLock(id), this.lockOptions, fn));
  }

  /** A game operation that may write: a full disk or a read-only home is told to the sysop once. */
  private writing<R>(id: string, fn: (held: HeldLock) => Promise<R>): Promise<R> {
    return this.trouble.writing(() => this.underGameLock(id, fn));
  }

  /** A new summary that is not final goes in before the commit lands (see game-index.ts). */
  private async indexBeforeCommit(id: string, current: unknown, next: unknown): Promise<void> {
    const change = this.summaryChange(current, next);
    if (change === 'no index') await this.dropIndex();
    else if (change && !change.final) await this.appendToIndex(id, change.summary, true);
  }

  /**
   * Every new summary goes in (again) once the commit has landed: a final one only now, and any
   * other one in case a rebuild replaced the file between the two appends. Failing now costs a
   * stale entry, not the commit.
   */
  private async indexAfterCommit(id: string, current: unknown, next: unknown): Promise<void> {
    const change = this.summaryChange(current, next);
    if (change && change !== 'no index') await this.appendToIndex(id, change.summary).catch((error: unknown) => this.indexTrouble(id, error));
  }

  /**
   * One line onto the index, under its lock (a compaction replaces the file under the same lock, so
   * no line lands in a file about to be replaced); then the compaction, when dead lines outnumber
   * the live ones.
   */
  private appendToIndex(id: string, summary: JsonValue | undefined, durable = false): Promise<void> {
    return this.indexLine(() => this.index.append(id, summary, durable));
  }

  private indexLine(write: () => Promise<void>): Promise<void> {
    return this.withLock(this.layout.indexLock, this.lockOptions, async () => {
      await write();
      await this.index.compactIfMostlyDead();
    });
  }

  /** Notes in the index where a game is kept (nothing without an index). */
  private async markPlace(id: string, cold: boolean): Promise<void> {
    if (this.summarize) await this.indexLine(() => this.index.markCold(id, cold));
  }

  /** A store that cannot keep the index removes it (under its lock, so no compaction puts it back). */
  private async dropIndex(): Promise<void> {
    if (await this.index.exists()) await this.withLock(this.layout.indexLock, this.lockOptions, () => this.index.drop());
  }

  private summaryChange(current: unknown, next: unknown): IndexSummary | 'no index' | undefined {
    if (!this.summarize) return 'no index';
    const after = this.summarize(next);
    if (current !== undefined && JSON.stringify(this.summarize(current).summary) === JSON.stringify(after.summary)) return undefined;
    return after;
  }

  private indexTrouble(id: string, error: unknown): void {
    this.logger.warn('game index not updated after a commit; the game is read instead', { game: id, error: error instanceof Error ? error.message : String(error) });
  }

  private underCollectionLock<R>(collection: Collection, fn: (session: NedbSession, held: HeldLock) => Promise<R>): Promise<R> {
    const { file, batches } = this.lane(collection);
    return batches.run(async (held) => fn(await file.session(), held));
  }

  /** Keeps lines NeDB cannot read in quarantine/ before the store loads the rest, and says so. */
  private readonly setAside = async (file: string, bad: readonly BadLine[]): Promise<string> => {
    const shown = this.layout.shown(file);
    const aside = await this.quarantine.writeIn(shown, numberedLines(bad));
    this.logger.error('collection damaged: unreadable lines set aside, the rest loads', { file, lines: bad.map((line) => line.line).join(','), quarantine: aside });
    return aside;
  };

  private lane(collection: Collection): CollectionLane {
    const existing = this.lanes.get(collection);
    if (existing) return existing;
    const file = new NedbCollection(this.layout.collectionFile(collection), this.setAside);
    const hold = (body: (held: HeldLock) => Promise<void>): Promise<void> =>
      this.withLock(this.layout.collectionLock(collection), this.lockOptions, async (held) => {
        try {
          await body(held);
          if (held.isHeld()) await file.compactIfGrown();
        } finally {
          file.endHold();
        }
      });
    // A waiting process tries again at least every maxBackoffMs; a pause a little longer lets it in.
    const lane = { file, batches: new LockBatches(hold, this.batchLimits, this.lockOptions.maxBackoffMs + 1) };
    this.lanes.set(collection, lane);
    return lane;
  }

  private assertOpen(): void {
    if (this.closed) throw new StoreClosedError();
  }
}

async function findDoc<T extends object>(datastore: NedbSession['datastore'], id: string): Promise<T | undefined> {
  const stored = await datastore.findOne<NedbDoc>({ _id: id });
  return stored ? splitId<T>(stored).doc : undefined;
}
