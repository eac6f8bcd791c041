// From a connected Channel to a finished call: decide the terminal's capabilities, run the session
// policy around the screens, and log how it ended. Shared by every way a caller arrives.
import { join } from 'node:path';
import type { Clock } from '../support/clock.js';
import type { Channel } from '../transports/channel.js';
import type { Charset } from '../term/types.js';
import { decideCaps } from '../term/caps.js';
import { loadArtLibrary } from '../screens/art/library.js';
import { runMainFlow } from '../screens/main-flow.js';
import { askCallerName } from '../screens/ask-name.js';
import { runSession, type SessionOutcome } from '../door/run-session.js';
import type { HomeContext } from './context.js';

export interface CallerFlowOptions {
  channel: Channel;
  home: HomeContext;
  packageRoot: string;
  clock: Clock;
  version: string;
  /** Known from a drop file; undefined on our own listener, where the caller is asked. */
  caller?: { alias: string; node: number; ansi: boolean; timeLeftSeconds: number };
  force?: { charset?: Charset; ascii?: boolean };
  node?: number;
  /**
   * Whether the terminal type (TTYPE, $TERM) may pick the charset. Not under a BBS: the BBS sets
   * TERM for its own reasons and converts CP437 for its UTF-8 callers, so a door writes CP437
   * unless told otherwise (FACTS-BBS §5).
   */
  trustTerminalType: boolean;
}

export async function runCallerFlow(options: CallerFlowOptions): Promise<SessionOutcome> {
  const { channel, home, clock, caller } = options;
  await channel.ready();
  const { terminalType, ...sizeInfo } = channel.info;
  const caps = decideCaps({
    info: options.trustTerminalType && terminalType !== undefined ? { ...sizeInfo, terminalType } : sizeInfo,
    ...(caller ? { ansi: caller.ansi } : {}),
    ...(options.force ? { force: options.force } : {}),
    defaults: { charset: home.config.defaultCharset },
  });
  const art = loadArtLibrary(join(options.packageRoot, 'ansi'));
  const node = caller?.node ?? options.node ?? 0;
  home.logger.info('caller connected', { kind: channel.kind, node, charset: caps.charset, ansi: caps.ansi, remote: channel.info.remote });
  return runSession({
    channel,
    caps,
    clock,
    logger: home.logger,
    ...(caller ? { timeLeftSeconds: caller.timeLeftSeconds } : {}),
    idleSeconds: home.config.idleMinutes * 60,
    run: async (terminal, policy) => {
      const aliasName = caller?.alias ?? (await askCallerName(terminal));
      await runMainFlow(terminal, {
        aliasName,
        node,
        timeLeftSeconds: policy.secondsLeft() ?? 0,
        version: options.version,
        art,
        clock,
      });
    },
  });
}
