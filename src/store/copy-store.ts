// Copies a whole board from one store to another (NeDB files to PostgreSQL, or back) and then
// checks the copy: the same games at the same versions with the same archives, and the same
// documents under the same ids in every collection. The target must be empty.
import { isDeepStrictEqual } from 'node:util';
import { COLLECTIONS, type Collection, type Store, type Versioned } from './store.js';

export interface CopyReport {
  games: number;
  docs: Record<Collection, number>;
}

export class CopyRefusedError extends Error {
  override readonly name = 'CopyRefusedError';
}

export async function copyStore(from: Store, to: Store): Promise<CopyReport> {
  await assertEmpty(to);
  const ids = await from.listGames();
  for (const id of ids) {
    const exported = await from.exportGame<Versioned>(id);
    if (!exported) continue;
    const { doc, archive } = exported;
    if (archive.length === 0 || doc.version === 0) {
      await to.createGame(id, doc);
      continue;
    }
    // The Store has no way to write an archive but a commit: create the game one version short,
    // then commit the real document with the whole archive.
    await to.createGame(id, { ...doc, version: doc.version - 1 });
    await to.transactGame<Versioned>(id, () => ({ next: doc, archive }));
  }
  const docs = {} as Record<Collection, number>;
  for (const collection of COLLECTIONS) {
    const found = await from.findDocs<object>(collection, {});
    for (const { id, doc } of found) await to.transactDoc(collection, id, () => ({ next: doc }));
    docs[collection] = found.length;
  }
  await verifyCopy(from, to);
  return { games: ids.length, docs };
}

/** Throws CopyRefusedError naming the first difference between the two stores. */
export async function verifyCopy(from: Store, to: Store): Promise<void> {
  const [sourceIds, targetIds] = [await from.listGames(), await to.listGames()];
  if (!isDeepStrictEqual(sourceIds, targetIds)) throw new CopyRefusedError('the copy does not hold the same games');
  for (const id of sourceIds) {
    if (!isDeepStrictEqual(await from.exportGame(id), await to.exportGame(id))) throw new CopyRefusedError(`game ${id} differs in the copy`);
  }
  for (const collection of COLLECTIONS) {
    if (!isDeepStrictEqual(await from.findDocs(collection, {}), await to.findDocs(collection, {}))) {
      throw new CopyRefusedError(`the ${collection} differ in the copy`);
    }
  }
}

async function assertEmpty(store: Store): Promise<void> {
  if ((await store.listGames()).length > 0) throw new CopyRefusedError('the target already has games: copy into an empty store');
  for (const collection of COLLECTIONS) {
    if ((await store.findDocs(collection, {})).length > 0) throw new CopyRefusedError(`the target already has ${collection}: copy into an empty store`);
  }
}
