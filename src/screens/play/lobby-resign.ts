// Resigning from one of the caller's tables, from the lobby: which table, then "are you sure?" (No is
// what Enter and Esc give), then the service's games.resign. At a running table an automaton takes the
// seat and plays on; at a table still gathering players the seat is simply freed.
import type { GameListing } from '../../service/listing.js';
import type { MenuDraft } from '../game/menu-model.js';
import { menuFromDraft } from '../game/prompt-menu.js';
import { clip } from '../game/wrap.js';
import type { LobbyLists } from './lobby-menu.js';
import { tryService } from './lobby-service.js';
import { ask, menuRows, showWords, type PlaySession } from './play-session.js';

const BACK = 'back';
const GAME = 'game:';
const YES = 'yes';
const NO = 'no';
const TITLE_WIDTH = 40;

const LIST_HELP =
  'Pick the table you mean to leave for good; you are asked once more before anything is done. At a game under way an automaton takes your seat and plays on; at a table still gathering players your seat is freed. X or Esc goes back to the lobby.';
const CONFIRM_HELP = 'Y resigns from the table; N, Enter or Esc keeps your seat.';

function gathering(game: GameListing): boolean {
  return game.status === 'open';
}

function standing(game: GameListing): string {
  if (gathering(game)) return 'gathering players';
  if (game.status === 'paused') return 'paused by the sysop';
  return `turn ${game.turn}, Doom ${game.doom}`;
}

/** The caller's tables to resign from, and the way back. */
export function resignListDraft(lists: LobbyLists): MenuDraft {
  return {
    title: 'Resign from which table?',
    context: ['You leave the table for good: an automaton plays on in your place.'],
    groups: [
      { heading: 'Your tables', choices: lists.mine.map((game) => ({ optionId: `${GAME}${game.id}`, label: clip(game.title, TITLE_WIDTH), detail: standing(game) })) },
      { heading: null, choices: [{ optionId: BACK, label: 'Back to the lobby', detail: '', key: 'x' }] },
    ],
  };
}

/** The last word before resigning from `game`. */
export function confirmResignDraft(game: GameListing): MenuDraft {
  const title = clip(game.title, TITLE_WIDTH);
  return {
    title: `Resign from "${title}"?`,
    context: [
      gathering(game)
        ? 'The game has not begun: your seat is freed for someone else.'
        : 'An automaton takes your seat and plays on; you cannot come back to this table.',
    ],
    groups: [
      {
        heading: null,
        choices: [
          { optionId: YES, label: 'Yes, resign', detail: '', key: 'y' },
          { optionId: NO, label: 'No, keep my seat', detail: '', key: 'n' },
        ],
      },
    ],
  };
}

/** The table picked from the list, or null to go back. */
export function resignTarget(lists: LobbyLists, optionId: string): GameListing | null {
  if (!optionId.startsWith(GAME)) return null;
  const id = optionId.slice(GAME.length);
  return lists.mine.find((game) => game.id === id) ?? null;
}

export async function resignFromTable(session: PlaySession, lists: LobbyLists): Promise<void> {
  const rows = menuRows(session);
  const list = menuFromDraft(resignListDraft(lists), { id: 'resign', kind: 'resign', defaultId: BACK, help: LIST_HELP }, rows);
  const picked = await ask(session, list, { escape: BACK });
  const game = picked.kind === 'option' ? resignTarget(lists, picked.optionId) : null;
  if (game === null) return;
  const confirm = menuFromDraft(confirmResignDraft(game), { id: 'resign-confirm', kind: 'resign-confirm', defaultId: NO, help: CONFIRM_HELP }, rows);
  const sure = await ask(session, confirm, { escape: NO });
  if (sure.kind !== 'option' || sure.optionId !== YES) return;
  const done = await tryService(session, () => session.service.games.resign(game.id, session.ctx.player));
  if (done === null) return;
  const words = gathering(game) ? 'Your seat there is free for someone else.' : 'An automaton plays on in your place.';
  await showWords(session, `You have left "${clip(game.title, TITLE_WIDTH)}"`, [words]);
}
