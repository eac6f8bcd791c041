// The Store every door process uses: files under <home>/db shared by all nodes. Each write is a
// transaction under a cross-process lock: lock, reload from disk, apply, check, persist, unlock.
// Games are a snapshot file each plus an append-only archive (game-files.ts); the small collections
// are NeDB datafiles (nedb-collection.ts). docs/storage.md explains the choices and the figures.
import { mkdir, readdir } from 'node:fs/promises';
import { fsyncDir } from './durable-file.js';
import { assertFilter, matchesFilter } from './equality-filter.js';
import { GameExistsError, GameNotFoundError, StoreClosedError } from './errors.js';
import { DEFAULT_LOCK_OPTIONS, withFileLock, type HeldLock, type LockOptions } from './file-lock.js';
import { checkGameChange } from './game-change.js';
import { appendArchive, readArchivePrefix, readSnapshot, removeFile, writeSnapshot, type Snapshot } from './game-files.js';
import { assertCollection, assertDocId, assertGameId, newDocId } from './ids.js';
import { assertCollectionDoc, assertGameDoc } from './json-doc.js';
import { KeyQueue } from './key-queue.js';
import { splitId, withNedbFile, type NedbDoc, type NedbSession } from './nedb-collection.js';
import { storeLayout, type StoreLayout } from './store-layout.js';
import type {
  Collection,
  DocTransaction,
  EqualityFilter,
  FoundDoc,
  GameExport,
  GameTransaction,
  Store,
  Versioned,
} from './store.js';

export interface NedbStoreOptions {
  /** The door's --home; files go under <home>/db. */
  home: string;
  lock?: Partial<LockOptions>;
}

export class NedbStore implements Store {
  private readonly queue = new KeyQueue();
  private closed = false;

  private constructor(
    readonly layout: StoreLayout,
    private readonly lockOptions: LockOptions,
  ) {}

  /** Creates the folders if needed; opening touches no data file. */
  static async open(options: NedbStoreOptions): Promise<NedbStore> {
    const layout = storeLayout(options.home);
    for (const dir of [layout.gamesDir, layout.archiveDir, layout.locksDir]) await mkdir(dir, { recursive: true });
    return new NedbStore(layout, { ...DEFAULT_LOCK_OPTIONS, ...options.lock });
  }

  async createGame<G extends Versioned>(id: string, doc: G): Promise<void> {
    this.assertOpen();
    assertGameId(id);
    assertGameDoc(doc, 'doc');
    await this.underGameLock(id, async () => {
      if (await readSnapshot(this.layout.gameFile(id))) throw new GameExistsError(id);
      // An archive left by a game deleted half-way belongs to nobody: archiveEnd 0 disowns it,
      // and the first append truncates it.
      await writeSnapshot(this.layout.gameFile(id), { archiveEnd: 0, doc });
    });
  }

  /** No lock: the snapshot is only ever replaced whole, by rename. */
  async readGame<G extends Versioned>(id: string): Promise<G | undefined> {
    this.assertOpen();
    assertGameId(id);
    const snapshot = await readSnapshot(this.layout.gameFile(id));
    return snapshot?.doc as G | undefined;
  }

  async listGames(): Promise<string[]> {
    this.assertOpen();
    const names = await readdir(this.layout.gamesDir);
    return names
      .filter((name) => name.endsWith('.db'))
      .map((name) => name.slice(0, -'.db'.length))
      .sort();
  }

  async transactGame<G extends Versioned>(id: string, fn: GameTransaction<G>): Promise<G> {
    this.assertOpen();
    assertGameId(id);
    return this.underGameLock(id, async (held) => {
      const snapshot = await this.requireSnapshot(id);
      const current = snapshot.doc as G;
      const committed = { version: current.version };
      const change = await fn(current);
      if (!change) return (await this.requireSnapshot(id)).doc as G;
      checkGameChange(id, committed, change);
      let archiveEnd = snapshot.archiveEnd;
      if (change.archive && change.archive.length > 0) {
        archiveEnd = await appendArchive(this.layout.archiveFile(id), archiveEnd, change.archive);
      }
      held.assertHeld();
      await writeSnapshot(this.layout.gameFile(id), { archiveEnd, doc: change.next });
      return change.next;
    });
  }

  async readArchive<R = unknown>(id: string): Promise<R[]> {
    const exported = await this.exportGame(id);
    return (exported?.archive ?? []) as R[];
  }

  async deleteGame(id: string): Promise<boolean> {
    this.assertOpen();
    assertGameId(id);
    return this.underGameLock(id, async () => {
      // Snapshot first: once it is gone the game is gone, whatever happens to the rest.
      const existed = await removeFile(this.layout.gameFile(id));
      await fsyncDir(this.layout.gamesDir);
      await removeFile(this.layout.archiveFile(id));
      return existed;
    });
  }

  async exportGame<G extends Versioned>(id: string): Promise<GameExport<G> | undefined> {
    this.assertOpen();
    assertGameId(id);
    return this.underGameLock(id, async () => {
      const snapshot = await readSnapshot(this.layout.gameFile(id));
      if (!snapshot) return undefined;
      const archive = await readArchivePrefix(this.layout.archiveFile(id), snapshot.archiveEnd);
      return { doc: snapshot.doc as G, archive };
    });
  }

  async transactDoc<T extends object>(collection: Collection, id: string, fn: DocTransaction<T>): Promise<T | undefined> {
    this.assertOpen();
    assertCollection(collection);
    assertDocId(id);
    return this.underCollectionLock(collection, async ({ datastore, commit }, held) => {
      const current = await findDoc<T>(datastore, id);
      const change = await fn(current);
      // A fresh copy for "no change": fn may have scribbled on the one it was given.
      if (change === null) return current && (await findDoc<T>(datastore, id));
      held.assertHeld();
      if ('delete' in change) {
        if (current) {
          await datastore.remove({ _id: id }, { multi: false });
          await commit();
        }
        return undefined;
      }
      assertCollectionDoc(change.next, 'next');
      const record = { ...change.next, _id: id };
      if (current) await datastore.update({ _id: id }, record, {});
      else await datastore.insert(record);
      await commit();
      return change.next;
    });
  }

  async readDoc<T extends object>(collection: Collection, id: string): Promise<T | undefined> {
    this.assertOpen();
    assertCollection(collection);
    assertDocId(id);
    return this.underCollectionLock(collection, ({ datastore }) => findDoc<T>(datastore, id));
  }

  async findDocs<T extends object>(collection: Collection, filter: EqualityFilter): Promise<FoundDoc<T>[]> {
    this.assertOpen();
    assertCollection(collection);
    assertFilter(filter);
    return this.underCollectionLock(collection, async ({ datastore }) => {
      // NeDB narrows the search; the shared rule has the last word (NeDB lets 3 match [1, 3]).
      const stored = await datastore.find<NedbDoc>({ ...filter }).sort({ _id: 1 });
      return stored.map((doc) => splitId<T>(doc)).filter(({ doc }) => matchesFilter(doc, filter));
    });
  }

  async insertDoc<T extends object>(collection: Collection, doc: T): Promise<string> {
    this.assertOpen();
    assertCollection(collection);
    assertCollectionDoc(doc, 'doc');
    return this.underCollectionLock(collection, async ({ datastore, commit }) => {
      let id = newDocId();
      while (await datastore.findOne({ _id: id })) id = newDocId();
      await datastore.insert({ ...doc, _id: id });
      await commit();
      return id;
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.queue.drain();
  }

  private underGameLock<R>(id: string, fn: (held: HeldLock) => Promise<R>): Promise<R> {
    return this.queue.run(`game:${id}`, () => withFileLock(this.layout.gameLock(id), this.lockOptions, fn));
  }

  private underCollectionLock<R>(collection: Collection, fn: (session: NedbSession, held: HeldLock) => Promise<R>): Promise<R> {
    return this.queue.run(`collection:${collection}`, () =>
      withFileLock(this.layout.collectionLock(collection), this.lockOptions, (held) =>
        withNedbFile(this.layout.collectionFile(collection), (session) => fn(session, held)),
      ),
    );
  }

  private async requireSnapshot(id: string): Promise<Snapshot> {
    const snapshot = await readSnapshot(this.layout.gameFile(id));
    if (!snapshot) throw new GameNotFoundError(id);
    return snapshot;
  }

  private assertOpen(): void {
    if (this.closed) throw new StoreClosedError();
  }
}

async function findDoc<T extends object>(datastore: NedbSession['datastore'], id: string): Promise<T | undefined> {
  const stored = await datastore.findOne<NedbDoc>({ _id: id });
  return stored ? splitId<T>(stored).doc : undefined;
}
