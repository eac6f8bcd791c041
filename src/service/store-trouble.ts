// What a caller is told when the store, not the request, is the trouble: a damaged file (named, so
// the sysop can find it; `arkham-door sysop check` repairs it), a disk that takes no writes (an
// apology: nothing saved is lost), a lock another process holds too long. Never `internal`.
import { LockTimeoutError, StoreCorruptError, StoreUnavailableError } from '../store/errors.js';
import { ServiceError, type ServiceErrorCode } from './errors.js';

const TROUBLE_CODES: ReadonlySet<ServiceErrorCode> = new Set(['game/damaged', 'store/damaged', 'store/unavailable', 'store/busy']);

export const UNAVAILABLE_APOLOGY = 'Sorry: the board cannot save anything just now';

/** The caller's error for a store failure, or undefined when `error` is no store trouble. */
export function storeTrouble(error: unknown, gameId?: string): ServiceError | undefined {
  if (error instanceof ServiceError) return TROUBLE_CODES.has(error.code) ? error : undefined;
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
