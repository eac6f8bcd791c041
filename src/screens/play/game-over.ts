// The end of a game: saved or fallen (or put away unfinished), in our words, with the turns played,
// the Doom track, the gates and monsters the table dealt with, and the caller's own part in it.
import type { PlayerView } from '../../service/game-service.js';
import type { FieldValues } from '../art/template.js';
import { plural } from '../game/names.js';
import { wrapWords } from '../game/wrap.js';
import { showArtPage } from './art-page.js';
import { contentOf, type PlaySession } from './play-session.js';

const WIDTH = 66;

function ending(view: PlayerView): { head: string; why: string } {
  const { game } = view;
  if (game.abandoned) return { head: 'THE TABLE STANDS EMPTY', why: 'Nobody was left to play, and the game was put away unfinished.' };
  const outcome = game.outcome;
  if (outcome?.result === 'won') return { head: 'ARKHAM IS SAVED', why: 'Every gate is shut. The town sleeps on, and never learns how near it came to the edge.' };
  if (outcome?.reason === 'doom') return { head: 'ARKHAM HAS FALLEN', why: 'The Doom track filled. Something vast beneath the hills turned over in its sleep, and woke.' };
  if (outcome?.reason === 'too-many-gates') return { head: 'ARKHAM HAS FALLEN', why: 'Too many gates stood open at once, and the dark between the worlds poured through them.' };
  return { head: 'THE GAME IS OVER', why: 'The last page of this story has been written.' };
}

/** The caller's part: what their seat did, and the trophies their investigators end with. */
function yourPart(view: PlayerView): string {
  const seat = view.game.seats[view.seat];
  if (!seat) return 'You watched this one from the side.';
  const { gatesClosed, monstersSlain, investigatorsLost } = seat.stats;
  const invs = view.state?.invs.filter((inv) => inv.player === view.seat) ?? [];
  const trophies = invs.reduce((n, inv) => n + inv.trophies.length, 0);
  const gateTrophies = invs.reduce((n, inv) => n + inv.gateTrophies.length, 0);
  const lost = investigatorsLost > 0 ? `, and lost ${plural(investigatorsLost, 'investigator')}` : '';
  const kept = [
    ...(trophies > 0 ? [plural(trophies, 'monster trophy', 'monster trophies')] : []),
    ...(gateTrophies > 0 ? [plural(gateTrophies, 'gate trophy', 'gate trophies')] : []),
  ];
  const keep = kept.length === 0 ? 'They end the night with no trophies.' : `They keep ${kept.join(' and ')}.`;
  return `Your investigators closed ${plural(gatesClosed, 'gate')} and slew ${plural(monstersSlain, 'monster')}${lost}. ${keep}`;
}

/** The rules end the game when Doom passes its limit: "14 of 13" would read as a mistake. */
function doomWords(doom: number, limit: number): string {
  return doom > limit ? `past ${limit}` : `${doom} of ${limit}`;
}

export function gameOverValues(session: PlaySession, view: PlayerView): FieldValues {
  const { game } = view;
  const { head, why } = ending(view);
  const [why1 = '', why2 = ''] = wrapWords(why, WIDTH);
  const [you1 = '', you2 = ''] = wrapWords(yourPart(view), WIDTH);
  const total = (key: 'gatesClosed' | 'monstersSlain' | 'investigatorsLost'): number => game.seats.reduce((n, seat) => n + seat.stats[key], 0);
  return {
    HEAD: head,
    WHY1: why1,
    WHY2: why2,
    TITLE: game.title,
    TURNS: game.turn,
    DOOM: doomWords(game.doom, contentOf(session).rules.doomLimit),
    OPEN: game.gatesOnBoard,
    GATES: total('gatesClosed'),
    SLAIN: total('monstersSlain'),
    LOST: total('investigatorsLost'),
    YOU1: you1,
    YOU2: you2,
  };
}

export async function showGameOver(session: PlaySession, view: PlayerView): Promise<void> {
  await showArtPage(session, 'game-over', gameOverValues(session, view));
}
