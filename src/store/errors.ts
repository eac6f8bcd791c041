// What the store throws. Each error names the game or collection so a log line says where.

export class StoreError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class GameNotFoundError extends StoreError {
  constructor(readonly gameId: string) {
    super(`no game "${gameId}"`);
  }
}

export class GameExistsError extends StoreError {
  constructor(readonly gameId: string) {
    super(`game "${gameId}" already exists`);
  }
}

/** A transaction returned a document whose version is not the current version plus one. */
export class VersionConflictError extends StoreError {
  constructor(
    readonly gameId: string,
    readonly expected: number,
    readonly got: unknown,
  ) {
    super(`game "${gameId}": next version must be ${expected}, got ${String(got)}`);
  }
}

/** A value that would not survive JSON.stringify/JSON.parse unchanged (or breaks the key rules). */
export class NotJsonError extends StoreError {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

export class InvalidIdError extends StoreError {
  constructor(
    readonly id: unknown,
    readonly reason: string,
  ) {
    super(`bad id ${JSON.stringify(id) ?? String(id)}: ${reason}`);
  }
}

export class LockTimeoutError extends StoreError {
  constructor(
    readonly lockName: string,
    readonly waitedMs: number,
  ) {
    super(`lock "${lockName}" still held by another process after ${waitedMs} ms`);
  }
}

/** The lock went stale under us (another process took it over), so nothing was committed. */
export class LockLostError extends StoreError {
  constructor(
    readonly lockName: string,
    cause?: unknown,
  ) {
    super(`lost lock "${lockName}" before committing`, { cause });
  }
}

/** A file on disk is damaged: not what the store wrote (a snapshot that is not JSON, a bad line). */
export class StoreCorruptError extends StoreError {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
  }

  /** The file under the home (`db/games/g1.db`), for people who do not need the whole path. */
  get shownFile(): string {
    return underHome(this.file);
  }
}

/** Why a write can fail without anything being wrong with the store: the disk or the home. */
const UNAVAILABLE: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the home is on a read-only file system',
  EACCES: 'the home is not writable',
  EPERM: 'the home is not writable',
  EIO: 'the disk reports an input/output error',
};

/** The store could not write (a full disk, a read-only home); nothing was committed. */
export class StoreUnavailableError extends StoreError {
  /** In words: "the disk is full". */
  readonly reason: string;

  constructor(
    readonly code: string,
    readonly file: string | undefined,
    cause: unknown,
  ) {
    const reason = UNAVAILABLE[code] ?? code;
    super(`cannot write${file === undefined ? '' : ` ${underHome(file)}`}: ${reason} (${code})`, { cause });
    this.reason = reason;
  }

  /** The error as a StoreUnavailableError when it is one of the write failures above. */
  static from(error: unknown): StoreUnavailableError | undefined {
    if (error instanceof StoreUnavailableError) return error;
    if (!(error instanceof Error)) return undefined;
    const { code, path } = error as NodeJS.ErrnoException;
    if (code === undefined || UNAVAILABLE[code] === undefined) return undefined;
    return new StoreUnavailableError(code, path, error);
  }
}

/** `<home>/db/games/g1.db` as `db/games/g1.db`: what the home's sysop knows the file by. */
function underHome(file: string): string {
  const at = file.lastIndexOf('/db/');
  return at < 0 ? file : file.slice(at + 1);
}

/**
 * The database stayed out of reach past the store's wait (an outage, a restart that takes long).
 * `written` says what became of the change the call was making: 'no' (nothing was written: give
 * it again later), 'unknown' (lost on its way to the server's COMMIT: it is there once or not at
 * all, as the game shows once the server is back), or 'nothing' (the call only read).
 */
export class StoreOutageError extends StoreError {
  constructor(
    readonly written: 'no' | 'unknown' | 'nothing',
    cause: unknown,
  ) {
    super(`the database cannot be reached (${cause instanceof Error ? cause.message : String(cause)})`, { cause });
  }
}

export class StoreClosedError extends StoreError {
  constructor() {
    super('store is closed');
  }
}
