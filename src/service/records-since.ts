// The log records after a given game version: from the game document, and from the archive when the
// reader fell behind a finished game turn.
import type { Store } from '../store/store.js';
import type { GameDoc, LogRecord } from './game-doc.js';

export async function recordsSince(store: Store, doc: GameDoc, since: number): Promise<LogRecord[]> {
  const fresh = doc.log.filter((record) => record.v > since);
  if (since >= doc.archivedVersion) return fresh;
  const archived = (await store.readArchive<LogRecord>(doc.id)).filter((record) => record.v > since && record.v <= doc.version);
  // A record archived after `doc` was read is also in doc.log: keep one copy of each.
  const seen = new Set(archived.map(recordKey));
  return [...archived, ...fresh.filter((record) => !seen.has(recordKey(record)))];
}

function recordKey(record: LogRecord): string {
  return JSON.stringify([record.v, record.turn, record.cause, record.by, record.events.length]);
}
