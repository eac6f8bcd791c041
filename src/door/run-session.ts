// One caller's session, whatever carried them: turns the Channel into a Terminal, applies the
// session policy (time left, idle limit, hang-up) and runs the screens until the caller leaves.
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/logger.js';
import type { Channel, CloseReason } from '../transports/channel.js';
import type { Terminal, TerminalCaps } from '../term/types.js';
import { SessionEnded } from '../term/types.js';
import { createTerminal } from '../term/terminal.js';
import { SessionPolicy, type PolicyNotice } from './session-policy.js';

export type SessionOutcome = 'quit' | 'hangup' | 'time-up' | 'idle';

export interface SessionDeps {
  channel: Channel;
  caps: TerminalCaps;
  clock: Clock;
  logger: Logger;
  /** Seconds the call may last (door mode), undefined for no limit. */
  timeLeftSeconds?: number;
  idleSeconds: number;
  /** What the caller does once connected: the screens. Resolves when the caller quits. */
  run(terminal: Terminal, policy: SessionPolicy): Promise<void>;
}

const IDLE_WARNING_SECONDS = 60;

export async function runSession(deps: SessionDeps): Promise<SessionOutcome> {
  const { channel, clock, logger } = deps;
  let outcome: SessionOutcome = 'quit';
  const terminal = createTerminal(channel, deps.caps, { clock });
  const policy = new SessionPolicy({
    clock,
    ...(deps.timeLeftSeconds !== undefined ? { timeLeftSeconds: deps.timeLeftSeconds } : {}),
    idleSeconds: deps.idleSeconds,
    idleWarningSeconds: IDLE_WARNING_SECONDS,
    onNotice: (notice) => {
      terminal.notice(noticeText(notice));
      terminal.flush();
    },
    onEnd: (reason) => {
      outcome = reason;
      terminal.notice(reason === 'time-up' ? TIME_UP_TEXT : IDLE_TEXT);
      terminal.flush();
      terminal.end(reason);
    },
  });
  const stopActivity = channel.onData(() => policy.activity());
  const stopClose = channel.onClose((reason: CloseReason) => {
    if (reason !== 'local') outcome = 'hangup';
    terminal.end(`channel closed: ${reason}`);
  });
  try {
    policy.start();
    await deps.run(terminal, policy);
  } catch (error) {
    if (!(error instanceof SessionEnded)) throw error;
  } finally {
    policy.stop();
    stopActivity();
    stopClose();
    if (!channel.closed) {
      // Ending the terminal sends the reset to default colours (a colour change alone is held back
      // by the writer until text follows, so writing ESC[0m here would never go out).
      terminal.end('session over');
      await channel.close();
    }
    logger.info('session ended', { outcome, bytesOut: terminal.bytesWritten });
  }
  return outcome;
}

const TIME_UP_TEXT = 'Your time for this call is up. The fog rolls in over Arkham... farewell until next time.';
const IDLE_TEXT = 'No keys for too long: the lamps gutter out. Call again soon.';

function noticeText(notice: PolicyNotice): string {
  if (notice.kind === 'time-warning') {
    return notice.minutesLeft === 1
      ? 'Only one minute left in this call!'
      : `${notice.minutesLeft} minutes left in this call.`;
  }
  return `Are you still there? The call ends in ${notice.secondsLeft} seconds unless you press a key.`;
}
