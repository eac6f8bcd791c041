// A caller's first visit to the tables: one screen with the goal, how a turn goes, and that the game
// waits for them between calls (ansi/first-visit.ans); a key goes on to the lobby.
import { showArtPage } from './art-page.js';
import type { PlaySession } from './play-session.js';

export function showFirstVisit(session: PlaySession): Promise<void> {
  return showArtPage(session, 'first-visit', {});
}
