// An answer the service refused. Most often the table simply moved on before it arrived (another
// node took the decision, a deadline passed): the caller is asked again from a fresh look, with no
// fuss. The end of the game explains itself on the next look; anything else is told in a line.
import { isServiceError, type ServiceError } from '../../service/errors.js';
import { showWords, type PlaySession } from './play-session.js';

/** Refusals that mean "the table moved on before your answer arrived". */
const STALE = new Set(['answer/stale', 'rule/stale_version', 'rule/stale_prompt', 'rule/illegal_option', 'answer/not_yours']);
/** Refusals the next look at the table explains by itself (it shows the end of the game). */
const OVER = new Set(['game/over', 'rule/game_over']);

export function isStaleAnswer(error: ServiceError): boolean {
  return STALE.has(error.code);
}

function refusalWords(error: ServiceError): string {
  switch (error.code) {
    case 'game/paused':
      return 'The sysop has paused this game. It waits, with the time the turn had left, until it is let run on.';
    case 'seat/not_seated':
      return 'You no longer play at this table.';
    default:
      return error.message;
  }
}

/** Logs a stale answer, tells any other refusal; rethrows what is not the service's refusal. */
export async function tellRefusal(session: PlaySession, gameId: string, error: unknown): Promise<void> {
  if (!isServiceError(error)) throw error;
  const { ctx } = session;
  if (isStaleAnswer(error)) ctx.logger.info('stale answer asked again', { game: gameId, player: ctx.player, code: error.code });
  else if (!OVER.has(error.code)) await showWords(session, 'The table did not take that', [refusalWords(error)]);
}
