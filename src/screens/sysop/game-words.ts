// A game in a few words for the sysop: who sits at it, where it stands, when its deadline falls. The
// sysop menu and `arkham-door sysop list` say it the same way.
import type { GameListing } from '../../service/listing.js';

/** Each seat's player, marked when a bot plays it or the player left. */
export function seatWords(game: GameListing): string[] {
  return game.seats.map((seat) => `${seat.player}${seat.kind === 'bot' ? '(bot)' : seat.status === 'playing' ? '' : `(${seat.status})`}`);
}

/** "turn 3 investigator" while it runs; otherwise its status (open, paused, over). */
export function stageWords(game: GameListing): string {
  return game.status === 'running' ? `turn ${game.turn} ${game.phase ?? ''}`.trimEnd() : game.status;
}

/** "due in 2 h 5 min", "due in 40 min" or "overdue"; '' without a deadline. */
export function dueWords(deadline: number | null, now: number): string {
  if (deadline === null) return '';
  const minutes = Math.round((deadline - now) / 60_000);
  if (minutes <= 0) return 'overdue';
  const hours = Math.floor(minutes / 60);
  return hours === 0 ? `due in ${minutes} min` : `due in ${hours} h ${minutes % 60} min`;
}
