// `arkham-door play --home DIR --as NAME`: a headless client of the game service speaking JSON lines
// on stdin/stdout (docs/play-protocol.md), for bots, load tests and scripts. The caller is online
// (others can page them) for as long as the session runs.
import { profileForAlias } from '../service/accounts/profiles.js';
import { isServiceError } from '../service/errors.js';
import { storeTrouble } from '../service/store-trouble.js';
import { cleanName } from '../service/names.js';
import { openService } from '../service/open-service.js';
import { runPlaySession } from '../service/play-protocol/json-lines.js';
import { openHome, type CommandContext } from './context.js';
import { UsageError } from './errors.js';
import { parseFlags } from './flags.js';

export async function playCommand(argv: string[], context: CommandContext): Promise<number> {
  const values = parseFlags(argv, { home: { type: 'string' }, as: { type: 'string' }, node: { type: 'string' } });
  if (values.as === undefined) throw new UsageError('play needs --as NAME');
  const name = playerName(values.as);
  const home = await openHome(values.home, context);
  const { service, close } = await openService({ home: home.home, packageRoot: context.packageRoot, config: home.config, clock: context.clock, logger: home.logger });
  try {
    // A caller seen for the first time gets a profile, as at the door: mail can reach them from now on.
    // On a disk that takes no writes, the profile waits for a later session; this one goes on.
    await profileForAlias(service.games.store, name, context.clock).catch((error: unknown) => {
      if (storeTrouble(error)?.code !== 'store/unavailable') throw error;
    });
    const presence = await service.presence.connect(name, values.node ?? 'play');
    try {
      await runPlaySession({ service, name, presence, logger: home.logger }, process.stdin, context.stdout);
    } finally {
      await presence.close();
    }
  } finally {
    await close();
  }
  return 0;
}

function playerName(given: string): string {
  try {
    return cleanName(given);
  } catch (error) {
    if (isServiceError(error)) throw new UsageError(`--as: ${error.message}`);
    throw error;
  }
}
