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

/** A file on disk contradicts what was committed (e.g. an archive shorter than its snapshot says). */
export class StoreCorruptError extends StoreError {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
  }
}

export class StoreClosedError extends StoreError {
  constructor() {
    super('store is closed');
  }
}
