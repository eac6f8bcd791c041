// `sysop check` on a board whose store is a database (PostgreSQL): no file there can be torn, but a
// game's document can still be no game (written by hand, or by a bug), and the game index can
// disagree with the games. Each is named; nothing here repairs a database row.
import type { Damage } from './check-store.js';
import type { Summarize } from './game-index.js';
import type { Store } from './store.js';

export interface RowCheck {
  damage: Damage[];
  /** How many games were read. */
  games: number;
}

export async function checkRows(store: Store, options: { gameProblem?: (doc: unknown) => string | undefined; summarize?: Summarize }): Promise<RowCheck> {
  const damage: Damage[] = [];
  const ids = await store.listGames();
  const expected = new Map<string, string>();
  for (const id of ids) {
    let problem: string | undefined;
    try {
      const doc = await store.readGame(id);
      if (doc === undefined) continue;
      problem = options.gameProblem?.(doc);
      if (options.summarize) expected.set(id, JSON.stringify(options.summarize(doc).summary));
    } catch (error) {
      problem = `cannot be read: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (problem !== undefined) damage.push({ file: `games row ${id}`, holds: `game ${id}: its committed state`, problem, repair: undefined });
  }
  const index = options.summarize ? await store.readGameIndex?.() : undefined;
  if (index) {
    const off = [...expected].filter(([id, summary]) => JSON.stringify(index.get(id) ?? null) !== summary).length;
    if (off > 0) {
      damage.push({ file: 'game_index table', holds: 'the game index (which games the lobby reads)', problem: `${off} ${off === 1 ? 'game is' : 'games are'} missing from it or out of date`, repair: undefined });
    }
  }
  return { damage, games: ids.length };
}
