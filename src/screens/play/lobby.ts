// The lobby: the caller's tables and the open ones under the lobby's heading, and from there a quick
// game, a new game, joining a table, sitting down at one's own, resigning from one, or the past games. Back to the main
// menu on [X] or Esc.
import type { GameListing } from '../../service/listing.js';
import type { Cell } from '../../term/cursor-moves.js';
import type { ScreenBuffer } from '../../term/screen-buffer.js';
import { artScreen } from '../game/art-screen.js';
import type { PlacedPage } from '../game/ask-prompt.js';
import { HeldKeys } from '../game/held-keys.js';
import { menuFromDraft } from '../game/prompt-menu.js';
import { FINISHED_SHOWN, lobbyAction, lobbyDefault, LOBBY_HELP, lobbyDraft, lobbyLists, type LobbyLists } from './lobby-menu.js';
import { resignFromTable } from './lobby-resign.js';
import { tryService } from './lobby-service.js';
import { newGameWizard } from './new-game.js';
import { runPastGames, runPicked } from './past-games.js';
import { chooseInvestigators } from './pick-investigators.js';
import { ask, menuRows, type PlaySession } from './play-session.js';
import { startQuickGame } from './quick-game.js';
import { runTable } from './table.js';

const HEADING_ROWS = 4;

function countWords(lists: LobbyLists): string {
  const n = lists.mine.length;
  return n === 0 ? 'no tables yet' : `${n} table${n === 1 ? '' : 's'} of yours`;
}

/** The lobby's heading art with the menu page under it. */
function underHeading(session: PlaySession, lists: LobbyLists): (page: ScreenBuffer, cursorAt: Cell) => PlacedPage {
  const heading = artScreen(session.ctx.art.get('lobby').render({ NAME: session.ctx.player, COUNT: countWords(lists) }, { ansi: true }));
  return (page, cursorAt) => {
    const screen = heading.clone();
    for (let row = 1; row <= page.rows; row += 1) {
      for (let col = 1; col <= page.cols; col += 1) {
        const cell = page.get(row, col);
        screen.set(row + HEADING_ROWS, col, cell.ch, cell.attr);
      }
    }
    return { screen, cursorAt: { row: cursorAt.row + HEADING_ROWS, col: cursorAt.col } };
  };
}

export async function runLobby(session: PlaySession): Promise<void> {
  const { games } = session.service;
  const { ctx } = session;
  const keys = new HeldKeys();
  for (;;) {
    const { games: listed, damaged } = await games.lobby(ctx.player, FINISHED_SHOWN);
    const lists = lobbyLists(listed, ctx.player);
    const full = session.screen.fullScreen;
    const rows = full ? 24 - HEADING_ROWS : menuRows(session);
    const identity = { id: 'lobby', kind: 'lobby', defaultId: lobbyDefault(lists, ctx.player), help: LOBBY_HELP };
    const menu = menuFromDraft(keys.apply(lobbyDraft(lists, ctx.player, ctx.clock.now(), damaged.length)), identity, rows);
    const answer = await ask(session, menu, { escape: 'back', ...(full ? { place: underHeading(session, lists) } : {}) });
    const action = answer.kind === 'command' ? { kind: 'back' as const } : lobbyAction(answer.optionId);
    switch (action.kind) {
      case 'back':
        return;
      case 'refresh':
        break;
      case 'resign':
        await resignFromTable(session, lists);
        break;
      case 'past':
        await runPastGames(session);
        break;
      case 'play': {
        const finished = lists.finished.find((game) => game.id === action.gameId);
        if (finished) await runPicked(session, finished);
        else await runTable(session, action.gameId);
        break;
      }
      case 'join': {
        const listing = lists.open.find((game) => game.id === action.gameId);
        if (listing && (await joinTable(session, listing))) await runTable(session, listing.id);
        break;
      }
      case 'quick':
      case 'new': {
        const table = await tryService(session, () => (action.kind === 'quick' ? startQuickGame(session) : newGameWizard(session)));
        if (table) await runTable(session, table.gameId, { since: table.since });
        break;
      }
    }
  }
}

/** Chooses investigators, then takes the seat with them (a table this fills begins at once). */
async function joinTable(session: PlaySession, listing: GameListing): Promise<boolean> {
  const taken = listing.seats.flatMap((seat) => seat.investigators);
  const picks = await chooseInvestigators(session, { maxPlayers: listing.maxPlayers, options: listing.options, taken, ruleset: listing.ruleset });
  if (picks === null) return false;
  const joined = await tryService(session, () => session.service.games.join(listing.id, session.ctx.player, picks));
  return joined !== null;
}
