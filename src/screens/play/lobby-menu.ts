// The lobby as a menu: the caller's own tables first (their move marked, the deadline in words), then
// open tables they may join, a few finished ones, then what else there is to do. Pure: listings in,
// a menu draft out.
import { rulesetOf } from '../../rulesets/registry.js';
import type { GameListing } from '../../service/listing.js';
import { sameName } from '../../service/names.js';
import type { MenuChoice, MenuDraft, MenuGroup } from '../game/menu-model.js';
import { clip } from '../game/wrap.js';
import { deadlineWords, durationWords } from './deadline-words.js';
import { playerName } from './record-blocks.js';

export interface LobbyLists {
  /** Tables the caller plays at that are not over, newest first. */
  mine: GameListing[];
  /** Open tables with a free seat the caller could take. */
  open: GameListing[];
  /** The caller's most recent finished tables. */
  finished: GameListing[];
}

export type LobbyAction =
  | { kind: 'play'; gameId: string }
  | { kind: 'join'; gameId: string }
  | { kind: 'quick' }
  | { kind: 'new' }
  | { kind: 'refresh' }
  | { kind: 'resign' }
  | { kind: 'past' }
  | { kind: 'back' };

export const FINISHED_SHOWN = 3;

export const LOBBY_HELP =
  'Your own tables come first: pick one to sit down at it. "YOUR MOVE" marks a table waiting on you, with the time left before the turn goes on without you. Open tables have empty seats: pick one to join it. A quick game seats you with one automaton and starts at once; a new game lets you choose the seats, the pace and the rules. To leave one of your tables for good, resign from it: an automaton plays on in your place. Past games lists every table that has ended.';

function seatedAt(game: GameListing, player: string): boolean {
  return game.seats.some((seat) => seat.kind === 'human' && seat.status === 'playing' && sameName(seat.player, player));
}

export function lobbyLists(games: readonly GameListing[], player: string): LobbyLists {
  const seated = games.filter((game) => seatedAt(game, player));
  return {
    mine: seated.filter((game) => game.status !== 'over'),
    open: games.filter((game) => game.status === 'open' && game.seats.length < game.maxPlayers && !game.seats.some((seat) => sameName(seat.player, player))),
    finished: seated.filter((game) => game.status === 'over').slice(0, FINISHED_SHOWN),
  };
}

export function isYourMove(game: GameListing, player: string): boolean {
  return game.status === 'running' && game.waitingOn.some((name) => sameName(name, player));
}

function mineChoice(game: GameListing, player: string, now: number): MenuChoice {
  const optionId = `play:${game.id}`;
  // The longest label, "<24-cell title>: turn 12, Doom 10", fits the menu's 44-cell label column.
  const title = clip(game.title, 24);
  const { tag } = rulesetOf(game).words;
  if (game.status === 'open') return { optionId, label: `${title}, ${tag !== '' ? `${tag}, gathering` : 'gathering players'}`, detail: `${game.seats.length} of ${game.maxPlayers} seated` };
  // A table of a tagged ruleset says so where the default's says its Doom Factor (the label column has no room for both).
  const label = tag !== '' ? `${title}: ${tag}, turn ${game.turn}` : `${title}: turn ${game.turn}, Doom ${game.doom}`;
  if (game.status === 'paused') return { optionId, label, detail: 'paused by the sysop' };
  const when = deadlineWords(game.deadline, now) ?? '';
  if (isYourMove(game, player)) return { optionId, label, detail: `YOUR MOVE ${when}`.trim() };
  const others = game.waitingOn.map(playerName);
  const who = others.length === 1 ? clip(others[0] ?? '', 10) : `${others.length}`;
  return { optionId, label, detail: others.length === 0 ? 'the night runs on' : `waits on ${who}, ${when}` };
}

function openChoice(game: GameListing): MenuChoice {
  return {
    optionId: `join:${game.id}`,
    label: `${clip(game.title, 26)}, set up by ${clip(playerName(game.createdBy), 12)}`,
    detail: `${tagged(game)}${game.seats.length}/${game.maxPlayers} seated, ${durationWords(game.deadlineMinutes)}`,
  };
}

export function finishedChoice(game: GameListing): MenuChoice {
  const end = game.abandoned ? 'put away' : game.outcome?.result === 'won' ? 'Arkham saved' : 'Arkham fell';
  return { optionId: `play:${game.id}`, label: clip(game.title, 40), detail: `${tagged(game)}over: ${end}` };
}

/** "revised, " before a tagged ruleset's table detail; nothing before the default's. */
function tagged(game: GameListing): string {
  const { tag } = rulesetOf(game).words;
  return tag === '' ? '' : `${tag}, `;
}

/** `damaged`: how many games are left out because their files are damaged. */
export function lobbyDraft(lists: LobbyLists, player: string, now: number, damaged = 0): MenuDraft {
  const groups: MenuGroup[] = [];
  if (lists.mine.length > 0) groups.push({ heading: 'Your tables', choices: lists.mine.map((game) => mineChoice(game, player, now)) });
  if (lists.open.length > 0) groups.push({ heading: 'Tables with an empty seat', choices: lists.open.map(openChoice) });
  if (lists.finished.length > 0) groups.push({ heading: 'Finished lately', choices: lists.finished.map(finishedChoice) });
  groups.push({
    heading: 'Or else',
    choices: [
      { optionId: 'quick', label: 'Quick game', detail: 'you and an automaton, at once', key: 'q' },
      { optionId: 'new', label: 'New game', detail: 'seats, pace and rules yours', key: 'n' },
      { optionId: 'refresh', label: 'Refresh', detail: 'look at the tables again', key: 'r' },
      { optionId: 'past', label: 'Past games', detail: 'every table that has ended', key: 'p' },
      ...(lists.mine.length > 0 ? [{ optionId: 'resign', label: 'Resign from a table...', detail: 'an automaton plays on for you', key: 'g' }] : []),
      { optionId: 'back', label: 'Back to the main menu', detail: '', key: 'x' },
    ],
  });
  const waiting = lists.mine.filter((game) => isYourMove(game, player)).length;
  const context =
    lists.mine.length === 0
      ? ['You have no table yet. A quick game seats you beside one automaton and begins at once.']
      : [waiting === 0 ? 'None of your tables needs you just now.' : `${waiting === 1 ? 'One of your tables waits' : `${waiting} of your tables wait`} for your move.`];
  if (damaged > 0) context.push(`${damaged === 1 ? 'One table is' : `${damaged} tables are`} closed for repair; the sysop has been told.`);
  return { title: 'The tables of Arkham', context, groups };
}

/** Enter's choice: a table waiting on the caller, else their newest table, else a quick game. */
export function lobbyDefault(lists: LobbyLists, player: string): string {
  const waiting = lists.mine.find((game) => isYourMove(game, player));
  const first = waiting ?? lists.mine[0];
  return first ? `play:${first.id}` : 'quick';
}

export function lobbyAction(optionId: string): LobbyAction {
  const [kind, gameId = ''] = optionId.split(/:(.*)/s);
  if (kind === 'play' || kind === 'join') return { kind, gameId };
  if (kind === 'quick' || kind === 'new' || kind === 'refresh' || kind === 'resign' || kind === 'past') return { kind };
  return { kind: 'back' };
}
