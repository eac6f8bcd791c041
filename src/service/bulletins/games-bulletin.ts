// The games in progress as a bulletin: who sits where, the turn, and who the table is waiting on (a
// revised table says so).
import { rulesetOf } from '../../rulesets/registry.js';
import type { GameListing } from '../listing.js';
import { centred, COLOUR, rule, span, spread, type Line } from './layout.js';

const SHOWN = 15;

export function gamesBulletin(games: readonly GameListing[], bbsName: string, now: number): Line[] {
  const lines: Line[] = [rule('═'), centred('TABLES OF ARKHAM', COLOUR.title), centred(`Games on ${bbsName}`, COLOUR.dim), rule('═')];
  const active = games.filter((game) => game.status !== 'over').slice(0, SHOWN);
  if (active.length === 0) lines.push([], centred('No game is open. Start one from the door!', COLOUR.plain));
  for (const game of active) {
    const stage = game.status === 'open' ? `open, ${game.seats.length}/${game.maxPlayers} seated` : game.status === 'paused' ? 'paused' : `turn ${game.turn}, ${game.phase ?? ''}`;
    const { tag } = rulesetOf(game).words;
    const state = tag === '' ? stage : `${tag}, ${stage}`;
    lines.push([], spread(span(`"${game.title}" (game ${game.id})`, COLOUR.heading), span(state, COLOUR.number)));
    lines.push([span('   Players: ', COLOUR.dim), span(game.seats.map((seat) => seat.player).join(', '))]);
    if (game.waitingOn.length > 0) {
      const left = game.deadline === null ? '' : ` (${hoursLeft(game.deadline - now)} left)`;
      lines.push([span('   Waiting on: ', COLOUR.dim), span(game.waitingOn.join(', '), COLOUR.accent), span(left, COLOUR.dim)]);
    }
  }
  lines.push([], rule('═'));
  return lines;
}

function hoursLeft(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  return minutes < 120 ? `${minutes} min` : `${Math.round(minutes / 60)} h`;
}
