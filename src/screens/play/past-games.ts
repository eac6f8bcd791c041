// Past games, from the lobby: every finished table of the board, the latest to end first, a page at
// a time (the lobby itself shows only the caller's few latest). Picking one offers to watch it again
// turn by turn (watch-game.ts), or to look back on how it ended as the lobby would open it.
import type { GameListing } from '../../service/listing.js';
import type { MenuDraft } from '../game/menu-model.js';
import { menuFromDraft } from '../game/prompt-menu.js';
import { HeldKeys } from '../game/held-keys.js';
import { clip } from '../game/wrap.js';
import { finishedChoice, lobbyAction } from './lobby-menu.js';
import { ask, menuRows, type PlaySession } from './play-session.js';
import { runTable } from './table.js';
import { watchGame } from './watch-game.js';

export const PAST_PAGE = 12;
const OLDER = 'older';
const NEWER = 'newer';
const BACK = 'back';

const WATCH = 'watch';
const ENDING = 'ending';
const PICKED_HELP = 'Watch the game told again from its first game turn, at your pace, a turn at a time; or see how it ended. Esc goes back to the past games.';

/** What a finished game picked from the list offers. */
export function pickedDraft(game: GameListing): MenuDraft {
  return {
    title: clip(game.title, 60),
    context: [`${finishedChoice(game).detail}, after ${game.turn === 1 ? 'one game turn' : `${game.turn} game turns`}.`],
    groups: [
      {
        heading: null,
        choices: [
          { optionId: WATCH, label: 'Watch it again', detail: 'turn by turn, at your pace', key: 'w' },
          { optionId: ENDING, label: 'How it ended', detail: 'the last page of the tale', key: 'e' },
          { optionId: BACK, label: 'Back to the past games', detail: '', key: 'x' },
        ],
      },
    ],
  };
}

/** A finished game picked (here or from the lobby's latest): watch it again, or see how it ended. */
export async function runPicked(session: PlaySession, game: GameListing): Promise<void> {
  const menu = menuFromDraft(pickedDraft(game), { id: 'past-game', kind: 'past', defaultId: WATCH, help: PICKED_HELP }, menuRows(session));
  const answer = await ask(session, menu, { escape: 'back' });
  if (answer.kind === 'command' || answer.optionId === BACK) return;
  if (answer.optionId === WATCH) await watchGame(session, game.id);
  else await runTable(session, game.id);
}

const PAST_HELP =
  'Every table of this board that has ended, the latest first. Pick one to watch it again or look back on how it ended; older and newer turn the page; Enter or Esc goes back to the lobby.';

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
      const game = games.find((listed) => listed.id === action.gameId);
      if (game) await runPicked(session, game);
    }
  }
}
