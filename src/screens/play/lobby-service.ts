// A lobby request the service may refuse (a full table, too many games, a game that ended meanwhile):
// the refusal is told in a line and the lobby goes on; anything else is a failure and is thrown.
import { isServiceError } from '../../service/errors.js';
import { showWords, type PlaySession } from './play-session.js';

export async function tryService<T>(session: PlaySession, call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (!isServiceError(error)) throw error;
    await showWords(session, 'That could not be done', [error.message]);
    return null;
  }
}
