// What a caller is told when the store, not the request, is the trouble: a damaged file (named, so
// the sysop can find it; `arkham-door sysop check` repairs it), a disk that takes no writes (an
// apology: nothing saved is lost), a database out of reach (the archives are closed for a moment,
// and what became of the caller's move), a lock another process holds too long. Never `internal`.
import { LockTimeoutError, StoreCorruptError, StoreOutageError, StoreUnavailableError } from '../store/errors.js';
import { ServiceError, type ServiceErrorCode } from './errors.js';

const TROUBLE_CODES: ReadonlySet<ServiceErrorCode> = new Set(['game/damaged', 'store/damaged', 'store/unavailable', 'store/busy']);

export const UNAVAILABLE_APOLOGY = 'Sorry: the board cannot save anything just now';

/** What every caller is told of a store outage, on every screen and in the play protocol. */
export const ARCHIVES_CLOSED = 'The archives are closed for a moment';

const OUTAGE_WORDS: Readonly<Record<StoreOutageError['written'], string>> = {
  no: `${ARCHIVES_CLOSED}; your move is safe: it was not written, so give it again in a little while.`,
  unknown: `${ARCHIVES_CLOSED}; your move is safe: it is written once or not at all, and the game shows which when they open.`,
  nothing: `${ARCHIVES_CLOSED}; nothing is lost. Try again in a little while.`,
};

/** The store outage behind `error` (itself, or what a ServiceError was made from), if that is what it is. */
export function storeOutage(error: unknown): StoreOutageError | undefined {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth += 1) {
    if (at instanceof StoreOutageError) return at;
  }
  return undefined;
}

/** The caller's error for a store failure, or undefined when `error` is no store trouble. */
export function storeTrouble(error: unknown, gameId?: string): ServiceError | undefined {
  if (error instanceof ServiceError) return TROUBLE_CODES.has(error.code) ? error : undefined;
  if (error instanceof StoreOutageError) return new ServiceError('store/unavailable', OUTAGE_WORDS[error.written], { cause: error });
  if (error instanceof StoreUnavailableError) {
    return new ServiceError('store/unavailable', `${UNAVAILABLE_APOLOGY} (${error.reason}). Nothing already saved is lost; please try again later.`);
  }
  if (error instanceof StoreCorruptError) {
    const what = `${error.shownFile}: ${error.reason}`;
    return gameId === undefined
      ? new ServiceError('store/damaged', `a file of the board is damaged (${what}); the sysop can repair it with arkham-door sysop check`)
      : damagedGame(gameId, what);
  }
  if (error instanceof LockTimeoutError) return new ServiceError('store/busy', 'the board is busy with another caller; try again in a moment');
  return undefined;
}

export function damagedGame(gameId: string, what: string): ServiceError {
  return new ServiceError('game/damaged', `game ${gameId} is damaged (${what}); the sysop can repair it with arkham-door sysop check`);
}
