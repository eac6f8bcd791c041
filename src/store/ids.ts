// Ids the store accepts and makes. Game ids become file names, so they are kept to a safe alphabet.
import { randomBytes } from 'node:crypto';
import { InvalidIdError } from './errors.js';
import { COLLECTIONS, type Collection } from './store.js';

const GAME_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const MAX_DOC_ID_LENGTH = 200;

export function assertGameId(id: unknown): asserts id is string {
  if (typeof id !== 'string' || !GAME_ID.test(id)) {
    throw new InvalidIdError(id, 'a game id is 1-64 letters, digits, "_" or "-", starting with a letter or digit');
  }
}

export function assertDocId(id: unknown): asserts id is string {
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_DOC_ID_LENGTH) {
    throw new InvalidIdError(id, `a document id is a string of 1-${MAX_DOC_ID_LENGTH} characters`);
  }
}

export function assertCollection(name: unknown): asserts name is Collection {
  if (!COLLECTIONS.some((known) => known === name)) {
    throw new InvalidIdError(name, `not a collection (${COLLECTIONS.join(', ')})`);
  }
}

/** 16 hex digits from the system's random source: unique enough for mail and news items. */
export function newDocId(): string {
  return randomBytes(8).toString('hex');
}
