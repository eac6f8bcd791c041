// A call to the game world that keeps the caller waiting (the database restarting, a busy lock)
// says so: past a moment, a notice tells the caller it is coming, and the call goes on as before.
import type { Clock } from '../../support/clock.js';

export const ONE_MOMENT_AFTER_MS = 1_500;
export const ONE_MOMENT_TEXT = 'One moment: the game records are slow to answer...';

export async function withOneMoment<R>(clock: Clock, notice: (text: string) => void, call: () => Promise<R>): Promise<R> {
  const timer = clock.setTimeout(() => notice(ONE_MOMENT_TEXT), ONE_MOMENT_AFTER_MS);
  try {
    return await call();
  } finally {
    timer.cancel();
  }
}
