// Past games, from the lobby: every finished table of the board, the latest to end first, a page at
// a time (the lobby itself shows only the caller's few latest). Picking one opens it as the lobby
// would, to look back on how it ended.
import type { GameListing } from '../../service/listing.js';
import type { MenuDraft } from '../game/menu-model.js';
import { menuFromDraft } from '../game/prompt-menu.js';
import { HeldKeys } from '../game/held-keys.js';
import { finishedChoice, lobbyAction } from './lobby-menu.js';
import { ask, menuRows, type PlaySession } from './play-session.js';
import { runTable } from './table.js';

export const PAST_PAGE = 12;
const OLDER = 'older';
const NEWER = 'newer';
const BACK = 'back';

const PAST_HELP =
  'Every table of this board that has ended, the latest first. Pick one to look back on it; older and newer turn the page; Enter or Esc goes back to the lobby.';

export function pastDraft(games: readonly GameListing[], offset: number, total: number): MenuDraft {
  const paging = [
    ...(offset + games.length < total ? [{ optionId: OLDER, label: 'Older games', detail: '', key: 'o' }] : []),
    ...(offset > 0 ? [{ optionId: NEWER, label: 'Newer games', detail: '', key: 'w' }] : []),
  ];
  const shown = total > games.length ? ` (${offset + 1} to ${offset + games.length} here)` : '';
  const context = total === 0 ? ['No table has ended yet.'] : [`${total === 1 ? 'One table has' : `${total} tables have`} ended${shown}, the latest first.`];
  return {
    title: 'Past games',
    context,
    groups: [
      ...(games.length > 0 ? [{ heading: 'Ended', choices: games.map(finishedChoice) }] : []),
      { heading: null, choices: [...paging, { optionId: BACK, label: 'Back to the lobby', detail: '', key: 'x' }] },
    ],
  };
}

export async function runPastGames(session: PlaySession): Promise<void> {
  let offset = 0;
  // A game keeps its key while newer games come in above it or older ones go.
  const held = new HeldKeys();
  for (;;) {
    const { games, total } = await session.service.games.pastGames(offset, PAST_PAGE);
    if (games.length === 0 && offset > 0) {
      offset = Math.max(0, offset - PAST_PAGE);
      continue;
    }
    const menu = menuFromDraft(held.apply(pastDraft(games, offset, total)), { id: 'past', kind: 'past', defaultId: BACK, help: PAST_HELP }, menuRows(session));
    const answer = await ask(session, menu, { escape: 'back' });
    if (answer.kind === 'command') return;
    if (answer.optionId === OLDER) offset += PAST_PAGE;
    else if (answer.optionId === NEWER) offset = Math.max(0, offset - PAST_PAGE);
    else {
      const action = lobbyAction(answer.optionId);
      if (action.kind !== 'play') return;
      await runTable(session, action.gameId);
    }
  }
}
