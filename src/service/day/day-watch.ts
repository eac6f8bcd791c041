// A listener that is up when the board's day begins ends the day before then and there, so a board
// without a cron job still rolls over (claimDayEnd makes sure it happens once, whoever else tries).
import type { Clock, TimerHandle } from '../../support/clock.js';
import { nextDayStart, type DaySetting } from '../../support/board-day.js';
import type { Logger } from '../../support/logger.js';

/** Calls `onDayBegins` at each start of a board day until stopped; returns the way to stop. */
export function watchDayStarts(clock: Clock, setting: DaySetting, logger: Logger, onDayBegins: () => Promise<void>): () => void {
  let timer: TimerHandle | undefined;
  let stopped = false;
  const schedule = (): void => {
    if (stopped) return;
    const now = clock.now();
    timer = clock.setTimeout(() => {
      onDayBegins()
        .catch((error: unknown) => logger.error('the end of the board day failed', { error: error instanceof Error ? error.message : String(error) }))
        .finally(schedule);
    }, nextDayStart(now, setting) - now);
  };
  schedule();
  return () => {
    stopped = true;
    timer?.cancel();
  };
}
