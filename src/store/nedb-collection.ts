// One NeDB datafile, opened fresh for each locked operation. NeDB keeps the whole file in memory
// and never looks at it again, so a long-lived datastore would miss other processes' writes. A new
// datastore per operation reloads it through nedb-promises' public load(); reusing one and calling
// the wrapped datastore's loadDatabaseAsync() measured only ~5% faster (docs/storage.md), not worth
// reaching past the wrapper's memoised load().
//
// Crash rules: NeDB's load rewrites the whole file through a temp file, fsync and rename (safe); its
// writes append a line without fsync, and a SIGKILL can tear that line. So before loading we cut a
// torn last line off (the operation that wrote it never returned), load with zero tolerance for
// corrupt lines (anything else torn is real damage, not a crash), and fsync after every write.
import Datastore from 'nedb-promises';
import { fsyncFile, truncateTornTail } from './durable-file.js';

export type NedbDoc = Record<string, unknown> & { _id: string };

export interface NedbSession {
  datastore: Datastore<{ _id: string }>;
  /** Call after a write: the operation counts as committed once the append is on disk. */
  commit(): Promise<void>;
}

/** Opens `file` (the caller holds its lock), runs `fn`, and leaves the file loadable. */
export async function withNedbFile<R>(file: string, fn: (session: NedbSession) => Promise<R>): Promise<R> {
  await truncateTornTail(file);
  const datastore = Datastore.create({ filename: file, corruptAlertThreshold: 0 });
  await datastore.load();
  return fn({ datastore, commit: () => fsyncFile(file) });
}

/** Splits NeDB's `_id` from the stored fields. */
export function splitId<T extends object>(stored: NedbDoc): { id: string; doc: T } {
  const { _id, ...rest } = stored;
  return { id: _id, doc: rest as unknown as T };
}
