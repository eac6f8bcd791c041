// A quick game: two seats, the caller and one heuristic automaton, the rules as printed, begun at
// once. The newcomer's way in: from the lobby, Enter, and the first decision is on the screen.
import type { NewTable } from './new-game.js';
import type { PlaySession } from './play-session.js';

export const QUICK_TITLE = 'A quick night in Arkham';

export async function startQuickGame(session: PlaySession): Promise<NewTable> {
  const { games } = session.service;
  const player = session.ctx.player;
  const created = await games.create(player, { title: QUICK_TITLE, maxPlayers: 2, bot: 'heuristic' });
  await games.start(created.id, player, { fillWithBots: true });
  return { gameId: created.id, since: created.version };
}
