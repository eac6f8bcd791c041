// The sysop's desk in words: the games as a menu, one game's state and what can be done to it, a
// maintenance report, a player reset, an export's file name. Pure.
import { rulesetOf } from '../../rulesets/registry.js';
import type { GameListing } from '../../service/listing.js';
import type { MaintenanceReport } from '../../service/maintenance.js';
import type { PlayerReset } from '../../service/sysop.js';
import { toPlainText } from '../../support/plain-text.js';
import type { MenuDraft } from '../game/menu-model.js';
import { dueWords, seatWords, stageWords } from './game-words.js';

export const BACK = 'back';
export const GAME = 'game:';
export const RESET = 'reset';
export const MAINT = 'maint';
export const PAUSE = 'pause';
export const RESUME = 'resume';
export const EXPORT = 'export';
export const DELETE = 'delete';
export const ACCOUNTS = 'accounts';
export const WALL = 'wall';
export const NOTICE = 'notice';
/** Game ids are short (service/new-game.ts): titles line up after them. */
const ID_COLUMN = 10;

const HEADING = '\x1b[0;1;33m';
const TEXT = '\x1b[0;37m';
const DONE = '\x1b[0m';

/** `damaged`: the ids of games left out because their files are damaged. */
export function deskDraft(games: readonly GameListing[], now: number, damaged: readonly string[] = []): MenuDraft {
  return {
    title: "The sysop's desk",
    context: [
      games.length === 0 ? 'No games on this board.' : `${games.length === 1 ? 'One game' : `${games.length} games`} on this board, newest first. Pick one to pause, export or delete it.`,
      ...(damaged.length === 0 ? [] : [`Damaged, left out: ${damaged.join(', ')}. Run arkham-door sysop check --repair.`]),
    ],
    groups: [
      ...(games.length > 0
        ? [
            {
              heading: 'Games',
              choices: games.map((game) => ({ optionId: `${GAME}${game.id}`, label: `${game.id.padEnd(ID_COLUMN)}"${toPlainText(game.title)}"`, detail: briefState(game, now) })),
            },
          ]
        : []),
      {
        heading: 'Tools',
        choices: [
          { optionId: RESET, label: 'Reset a player', detail: 'games, fame and mail' },
          { optionId: MAINT, label: 'Run maintenance now', detail: 'deadlines and news' },
          { optionId: ACCOUNTS, label: 'Callers and accounts', detail: 'lock, rename, delete, kick' },
          { optionId: NOTICE, label: 'Notice to everyone on', detail: 'one line, shown at once' },
          { optionId: WALL, label: 'The wall', detail: 'remove a line, bar a caller' },
          { optionId: BACK, label: 'Back to the main menu', detail: '' },
        ],
      },
    ],
  };
}

/** Where a game stands in a few words, for the list (the game's own screen says more). */
function briefState(game: GameListing, now: number): string {
  if (game.status === 'running') return [`turn ${game.turn}`, dueWords(game.deadline, now)].filter((part) => part !== '').join(', ');
  if (game.status === 'open') return `open, ${game.seats.length} of ${game.maxPlayers} seats taken`;
  return game.status;
}

export function gameDraft(game: GameListing, now: number): MenuDraft {
  const due = dueWords(game.deadline, now);
  const waiting = game.waitingOn.length > 0 ? `waiting on ${game.waitingOn.map((name) => toPlainText(name)).join(', ')}` : '';
  return {
    title: `Game ${game.id}: "${toPlainText(game.title)}"`,
    context: [
      `${rulesetStage(game)}; Doom track ${game.doom}, ${game.gatesOnBoard} gate${game.gatesOnBoard === 1 ? '' : 's'} open.`,
      `Seats: ${seatWords(game).map((seat) => toPlainText(seat)).join(', ')}.`,
      [due === '' ? 'No deadline running' : `Turn ${due}`, waiting].filter((part) => part !== '').join(', ') + '.',
    ],
    groups: [
      {
        heading: null,
        choices: [
          ...(game.status === 'running' ? [{ optionId: PAUSE, label: 'Pause the game', detail: 'its deadline stops until resumed' }] : []),
          ...(game.status === 'paused' ? [{ optionId: RESUME, label: 'Resume the game', detail: 'with the time it had left' }] : []),
          { optionId: EXPORT, label: 'Export it to a file', detail: 'the game and its archive, as JSON' },
          { optionId: DELETE, label: 'Delete it', detail: 'for good: asks for the id' },
          { optionId: BACK, label: 'Back to the list', detail: '' },
        ],
      },
    ],
  };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function reportText(report: MaintenanceReport): string {
  const list = (ids: readonly string[]): string => (ids.length === 0 ? 'none' : ids.join(', '));
  return [
    `${HEADING}Maintenance is done.${TEXT}`,
    '',
    `  Games looked at:    ${report.games}`,
    `  Deadlines passed:   ${report.deadlines}`,
    `  Games that ended:   ${list(report.ended)}`,
    `  Games that failed:  ${list(report.failed)}${report.failed.length > 0 ? ' (the log says why)' : ''}${DONE}`,
  ].join('\r\n');
}

export function resetWords(reset: PlayerReset): string {
  const games = reset.games.length === 0 ? 'sat at no game' : `left ${reset.games.length === 1 ? 'one game' : `${reset.games.length} games`} to a bot`;
  const fame = reset.hallOfFameRemoved ? 'their fame is struck off' : 'they had no fame to strike off';
  const mail = reset.mailRemoved === 1 ? 'one letter deleted' : `${reset.mailRemoved} letters deleted`;
  return `${toPlainText(reset.name)} ${games}; ${fame}; ${mail}.`;
}

/** `<id>-<YYYYMMDD-HHMMSS>.json`, in UTC: sorts by time, and never needs quoting in a shell. */
export function exportFileName(gameId: string, now: number): string {
  const stamp = new Date(now).toISOString().replace(/\.\d+Z$/, '').replace(/[-:]/g, '').replace('T', '-');
  return `${gameId}-${stamp}.json`;
}

/** "Revised rules, turn 3, ..." for a tagged ruleset's table; the default's stage alone. */
function rulesetStage(game: GameListing): string {
  const { tag, rules } = rulesetOf(game).words;
  return tag === '' ? capitalised(stageWords(game)) : `${capitalised(rules)}, ${stageWords(game)}`;
}
