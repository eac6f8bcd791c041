// The rule every adapter applies before committing a game: the next document is plain JSON, its
// version is exactly one above the current one, and archived records are plain JSON too.
import { VersionConflictError } from './errors.js';
import { assertGameDoc, assertJson } from './json-doc.js';
import type { GameChange, Versioned } from './store.js';

export function checkGameChange<G extends Versioned>(gameId: string, current: Versioned, change: GameChange<G>): void {
  const expected = current.version + 1;
  const got: unknown = (change.next as { version?: unknown } | null | undefined)?.version;
  if (got !== expected) throw new VersionConflictError(gameId, expected, got);
  assertGameDoc(change.next, 'next');
  change.archive?.forEach((record, index) => assertJson(record, `archive[${index}]`, 'any'));
}
