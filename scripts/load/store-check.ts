// After a run, what the store must hold: it opens and every file loads whole; every caller who saw a
// sign-up acknowledged has an account and a profile; every caller who sat down at a table has a seat
// in some game. Anything else is a lost action.
import type { GameDoc } from '../../src/service/game-doc.js';
import { nameKey } from '../../src/service/accounts/names.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import type { Store } from '../../src/store/store.js';

export interface StoreExpectations {
  /** Names whose sign-up the caller saw acknowledged. */
  accounts: readonly string[];
  /** Names that sat down at a table. */
  seated: readonly string[];
}

/** What is missing or unreadable; empty when the store holds everything. `where`: a NeDB home, or how to open another store. */
export async function storeProblems(where: string | (() => Promise<Store>), expected: StoreExpectations): Promise<string[]> {
  const problems: string[] = [];
  const store = typeof where === 'string' ? await NedbStore.open({ home: where }) : await where();
  try {
    const accounts = new Set((await store.findDocs<{ name: string }>('accounts', {})).map(({ id }) => id));
    const profiles = new Set((await store.findDocs<{ name: string }>('profiles', {})).map(({ id }) => id));
    for (const name of expected.accounts) {
      if (!accounts.has(nameKey(name))) problems.push(`no account for ${name}`);
      if (!profiles.has(nameKey(name))) problems.push(`no profile for ${name}`);
    }
    const seated = new Set<string>();
    for (const id of await store.listGames()) {
      const game = await store.readGame<GameDoc>(id).catch((error: unknown) => problems.push(`game ${id} does not load: ${String(error)}`));
      if (typeof game === 'object') for (const seat of game.seats) seated.add(nameKey(seat.player));
    }
    for (const name of expected.seated) if (!seated.has(nameKey(name))) problems.push(`${name} sat down at a table but has no seat`);
  } finally {
    await store.close();
  }
  return problems;
}
