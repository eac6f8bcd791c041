// The storage contract the service layer sees. Two adapters implement it: NedbStore (files under
// <home>/db, shared by every node's door process) and MemoryStore (unit tests). The store knows
// nothing of the rules: a game is a plain-JSON document with a `version` number.

export type JsonPrimitive = null | boolean | number | string;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };

/** What every game document carries: the number each accepted change increments by exactly one. */
export interface Versioned {
  version: number;
}

/**
 * A transaction's decision about a game: the next document (its version exactly one above the
 * current one) and, optionally, finished-turn records moved out of the document into the game's
 * append-only archive.
 */
export interface GameChange<G extends Versioned> {
  next: G;
  archive?: readonly unknown[];
}

/**
 * Called once, under the game's lock, with the freshest committed document; `null` means "no change".
 * It must not keep or mutate `current` after returning.
 */
export type GameTransaction<G extends Versioned> = (current: G) => GameChange<G> | null | Promise<GameChange<G> | null>;

export interface GameExport<G extends Versioned> {
  doc: G;
  archive: unknown[];
  /** When part of the archive is damaged or gone: one sentence for each thing missing from `archive`. */
  missing?: string[];
}

/** The small collections that live beside the games, one file (and one lock) each (`logins`: failed logins of names without an account). */
export const COLLECTIONS = ['accounts', 'profiles', 'mail', 'news', 'halloffame', 'presence', 'logins'] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** A transaction's decision about a collection document: write `next`, delete it, or leave it (`null`). */
export type DocChange<T extends object> = { next: T } | { delete: true } | null;

export type DocTransaction<T extends object> = (current: T | undefined) => DocChange<T> | Promise<DocChange<T>>;

/** Top-level fields that must equal these values exactly (an array field never equals a scalar). */
export type EqualityFilter = Readonly<Record<string, JsonPrimitive>>;

export interface FoundDoc<T extends object> {
  id: string;
  doc: T;
}

/**
 * Every method validates its input: ids (game ids become file names: letters, digits, `_` and `-`)
 * and documents (plain JSON only; NotJsonError otherwise). Documents handed out are copies, but for readGame's.
 * The store does not check a document's shape beyond that: the type parameters are the caller's word.
 */
export interface Store {
  /** Throws GameExistsError when the id is taken. */
  createGame<G extends Versioned>(id: string, doc: G): Promise<void>;
  /**
   * The last committed document, or undefined when there is no such game. Unlike every other
   * document the store hands out, it is not a copy of its own: it is deeply frozen and may be the
   * very object other readers in this process got, so that polling a game that has not changed
   * costs no parse (docs/storage.md, "Reading a game"). Copy it before changing anything.
   */
  readGame<G extends Versioned>(id: string): Promise<G | undefined>;
  /** Game ids, sorted. */
  listGames(): Promise<string[]>;
  /**
   * Lock the game (across processes), reload it, call `fn`, check the version, persist durably,
   * unlock. Returns the committed document afterwards (the new one, or the current one when `fn`
   * returned null). Throws GameNotFoundError, VersionConflictError, NotJsonError, LockTimeoutError,
   * or whatever `fn` throws; on any throw nothing was committed.
   */
  transactGame<G extends Versioned>(id: string, fn: GameTransaction<G>): Promise<G>;
  /**
   * Every record archived by committed transactions, oldest first ([] for an unknown game). Records
   * a damaged archive lost are left out (exportGame says which).
   */
  readArchive<R = unknown>(id: string): Promise<R[]>;
  /** Sysop: removes the game and its archive. False when there was no such game. */
  deleteGame(id: string): Promise<boolean>;
  /**
   * The document and its whole archive, read under the lock; undefined for an unknown game. A damaged
   * archive gives what is there, and `missing` says what is not.
   */
  exportGame<G extends Versioned>(id: string): Promise<GameExport<G> | undefined>;

  /** Lock-reload-apply-persist on one document of a collection; returns the document afterwards. */
  transactDoc<T extends object>(collection: Collection, id: string, fn: DocTransaction<T>): Promise<T | undefined>;
  readDoc<T extends object>(collection: Collection, id: string): Promise<T | undefined>;
  /** Documents whose top-level fields equal the filter's values, sorted by id. */
  findDocs<T extends object>(collection: Collection, filter: EqualityFilter): Promise<FoundDoc<T>[]>;
  /** Stores a new document under a generated id and returns the id. */
  insertDoc<T extends object>(collection: Collection, doc: T): Promise<string>;

  /**
   * Optional: calls `onCommit` soon after any process on any host commits to (or creates or deletes)
   * `gameId`; returns the way to stop. PgStore has it (LISTEN/NOTIFY); readers of the others poll.
   * A hint only: a notice may be late or lost (a dropped connection), so pollers keep polling.
   */
  watchGame?(gameId: string, onCommit: () => void): () => void;

  /**
   * Optional, like watchGame: calls `onChange(id)` soon after any process writes, inserts or deletes
   * a document of the collection; `id` is '' when the store cannot say which (notices were missed).
   */
  watchCollection?(collection: Collection, onChange: (id: string) => void): () => void;

  /**
   * Optional: whether a transaction (of any process) holds the game at this moment, asked without
   * waiting for it. PgStore has it (FOR UPDATE SKIP LOCKED). `maint` leaves such a game to its
   * holder, whose own transaction passes the deadlines that are due.
   */
  gameInUse?(gameId: string): Promise<boolean>;

  /**
   * Where the game's committed document is kept, for messages about it (a file under the home, a
   * table). Optional: a caller falls back to naming the game.
   */
  gameLocation?(id: string): string;

  /**
   * Every game's summary (what the service's summarize made of it at its last change of summary),
   * from an index kept with each commit; undefined when this store keeps none (docs/storage.md,
   * "The game index"). A summary may be ahead of its game, or a finished game's summary missing
   * after a crash: read a game before trusting that it is there or what it holds. The same map
   * comes back until the index changes, so a caller may keep what it made of it.
   */
  readGameIndex?(): Promise<ReadonlyMap<string, JsonValue> | undefined>;

  /**
   * Optional: moves these finished games out of the hot set into a cold archive that every read
   * (readGame, readArchive, exportGame, listGames) still finds; returns how many moved, at most
   * `limit` (the first of `ids` first). NedbStore has it (docs/storage.md, "Cold games"); a store
   * without it keeps every game where it is.
   */
  coolGames?(ids: readonly string[], limit?: number): Promise<number>;

  /**
   * Optional: the files of a game no longer on the board that a repair set aside (quarantine/),
   * shown relative to the home, for a message that says where the game went. NedbStore has it.
   */
  quarantinedFiles?(gameId: string): Promise<string[]>;

  /** Waits for transactions in flight; afterwards every call throws StoreClosedError. */
  close(): Promise<void>;
}
