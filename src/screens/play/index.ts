// "Play Arkham", from the main menu: the first visit's welcome, the lobby, new and quick games, and
// the table. Pages from other callers show up as notices wherever the caller is in here. A failure
// (no game service on this line, a store that will not answer) goes back to the main menu, which
// tells the caller and logs it.
import type { CallerContext, CallerScreen } from '../caller-context.js';
import { LiveScreen } from '../game/live-screen.js';
import { showFirstVisit } from './first-visit.js';
import { runLobby } from './lobby.js';
import type { PlaySession } from './play-session.js';
import { playerName } from './record-blocks.js';

export const runPlay: CallerScreen = async (ctx) => {
  try {
    await play(ctx);
  } finally {
    // Default colours and a clean screen for whatever comes next.
    if (ctx.term.caps.ansi) ctx.term.write('\x1b[0m\x1b[H\x1b[2J');
    ctx.term.flush();
  }
};

async function play(ctx: CallerContext): Promise<void> {
  const service = await ctx.service();
  const presence = await ctx.presence().catch((error: unknown) => {
    // Playing needs no presence: without it the caller is only missing pages and the online list.
    ctx.logger.warn('no presence for this caller', { error: error instanceof Error ? error.message : String(error) });
    return null;
  });
  const session: PlaySession = { ctx, service, screen: new LiveScreen(ctx.term), presence };
  const stopPages = presence?.onPage((page) => session.screen.notice(`${playerName(page.from)} pages you: ${page.text}`));
  try {
    if ((await service.games.gamesOf(ctx.player)).length === 0) await showFirstVisit(session);
    await runLobby(session);
  } finally {
    stopPages?.();
  }
}
