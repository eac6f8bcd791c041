// The Store contract in memory, for unit tests of the service layer. Documents are kept as JSON
// text, so every read is a fresh copy and nothing un-JSON-like survives. Transactions on one key
// run one at a time; optional seeded jitter shuffles the interleaving of everything else.
import { GameExistsError, GameNotFoundError, StoreClosedError } from './errors.js';
import { assertFilter, matchesFilter } from './equality-filter.js';
import { checkGameChange } from './game-change.js';
import { assertCollection, assertDocId, assertGameId, newDocId } from './ids.js';
import { deepFreeze } from '../support/deep-freeze.js';
import { assertCollectionDoc, assertGameDoc } from './json-doc.js';
import { KeyQueue } from './key-queue.js';
import { noJitter, seededJitter, type Jitter, type JitterOptions } from './seeded-jitter.js';
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

export interface MemoryStoreOptions {
  jitter?: JitterOptions;
}

interface StoredGame {
  doc: string;
  archive: string[];
}

export class MemoryStore implements Store {
  private readonly games = new Map<string, StoredGame>();
  private readonly docs = new Map<string, string>();
  private readonly queue = new KeyQueue();
  private readonly jitter: Jitter;
  private closed = false;

  constructor(options: MemoryStoreOptions = {}) {
    this.jitter = options.jitter ? seededJitter(options.jitter) : noJitter;
  }

  async createGame<G extends Versioned>(id: string, doc: G): Promise<void> {
    this.assertOpen();
    assertGameId(id);
    assertGameDoc(doc, 'doc');
    const text = JSON.stringify(doc);
    await this.queue.run(gameKey(id), async () => {
      await this.jitter();
      if (this.games.has(id)) throw new GameExistsError(id);
      this.games.set(id, { doc: text, archive: [] });
    });
  }

  async readGame<G extends Versioned>(id: string): Promise<G | undefined> {
    this.assertOpen();
    assertGameId(id);
    await this.jitter();
    const game = this.games.get(id);
    return game ? deepFreeze(parse<G>(game.doc)) : undefined;
  }

  async listGames(): Promise<string[]> {
    this.assertOpen();
    await this.jitter();
    return [...this.games.keys()].sort();
  }

  async transactGame<G extends Versioned>(id: string, fn: GameTransaction<G>): Promise<G> {
    this.assertOpen();
    assertGameId(id);
    return this.queue.run(gameKey(id), async () => {
      await this.jitter();
      const game = this.games.get(id);
      if (!game) throw new GameNotFoundError(id);
      const current = parse<G>(game.doc);
      const committed = { version: current.version };
      const change = await fn(current);
      await this.jitter();
      if (!change) return parse<G>(game.doc);
      checkGameChange(id, committed, change);
      const doc = JSON.stringify(change.next);
      const records = (change.archive ?? []).map((record) => JSON.stringify(record));
      this.games.set(id, { doc, archive: [...game.archive, ...records] });
      return parse<G>(doc);
    });
  }

  async readArchive<R = unknown>(id: string): Promise<R[]> {
    this.assertOpen();
    assertGameId(id);
    return this.queue.run(gameKey(id), async () => {
      await this.jitter();
      return (this.games.get(id)?.archive ?? []).map((line) => parse<R>(line));
    });
  }

  async deleteGame(id: string): Promise<boolean> {
    this.assertOpen();
    assertGameId(id);
    return this.queue.run(gameKey(id), async () => {
      await this.jitter();
      return this.games.delete(id);
    });
  }

  async exportGame<G extends Versioned>(id: string): Promise<GameExport<G> | undefined> {
    this.assertOpen();
    assertGameId(id);
    return this.queue.run(gameKey(id), async () => {
      await this.jitter();
      const game = this.games.get(id);
      if (!game) return undefined;
      return { doc: parse<G>(game.doc), archive: game.archive.map((line) => parse<unknown>(line)) };
    });
  }

  async transactDoc<T extends object>(collection: Collection, id: string, fn: DocTransaction<T>): Promise<T | undefined> {
    this.assertOpen();
    assertCollection(collection);
    assertDocId(id);
    const key = docKey(collection, id);
    return this.queue.run(key, async () => {
      await this.jitter();
      const stored = this.docs.get(key);
      const change = await fn(stored === undefined ? undefined : parse<T>(stored));
      await this.jitter();
      if (change === null) return stored === undefined ? undefined : parse<T>(stored);
      if ('delete' in change) {
        this.docs.delete(key);
        return undefined;
      }
      assertCollectionDoc(change.next, 'next');
      const text = JSON.stringify(change.next);
      this.docs.set(key, text);
      return parse<T>(text);
    });
  }

  async readDoc<T extends object>(collection: Collection, id: string): Promise<T | undefined> {
    this.assertOpen();
    assertCollection(collection);
    assertDocId(id);
    await this.jitter();
    const stored = this.docs.get(docKey(collection, id));
    return stored === undefined ? undefined : parse<T>(stored);
  }

  async findDocs<T extends object>(collection: Collection, filter: EqualityFilter): Promise<FoundDoc<T>[]> {
    this.assertOpen();
    assertCollection(collection);
    assertFilter(filter);
    await this.jitter();
    const prefix = docKey(collection, '');
    const found: FoundDoc<T>[] = [];
    for (const [key, text] of this.docs) {
      if (!key.startsWith(prefix)) continue;
      const doc = parse<T>(text);
      if (matchesFilter(doc, filter)) found.push({ id: key.slice(prefix.length), doc });
    }
    return found.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  async insertDoc<T extends object>(collection: Collection, doc: T): Promise<string> {
    this.assertOpen();
    assertCollection(collection);
    assertCollectionDoc(doc, 'doc');
    const text = JSON.stringify(doc);
    return this.queue.run(`insert:${collection}`, async () => {
      await this.jitter();
      let id = newDocId();
      while (this.docs.has(docKey(collection, id))) id = newDocId();
      this.docs.set(docKey(collection, id), text);
      return id;
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.queue.drain();
  }

  private assertOpen(): void {
    if (this.closed) throw new StoreClosedError();
  }
}

function gameKey(id: string): string {
  return `game:${id}`;
}

function docKey(collection: Collection, id: string): string {
  return `doc:${collection}:${id}`;
}

function parse<T>(text: string): T {
  return JSON.parse(text) as T;
}
