// What every command gets from the command line's top level: where things are, and the clock.
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { Clock } from '../support/clock.js';
import { jsonLineLogger, type Logger } from '../support/logger.js';
import { loadConfig, type Config } from '../config/config.js';
import { makePrivateDir, tightenTree } from '../support/private-files.js';
import { homeAccessProblem } from './home-access.js';
import { placeHome } from './home-place.js';

export interface CommandContext {
  /** The installed package: ansi/ and data/ live here. */
  packageRoot: string;
  clock: Clock;
  stdout: Writable;
  stderr: Writable;
}

export interface HomeContext {
  home: string;
  config: Config;
  logger: Logger;
}

/**
 * Opens --home (default: `var` beside the package, see home-place.ts): creates it (0700: it holds
 * account data, docs/storage.md), tightens one an older version left open to other users, reads its
 * config, and logs to home/logs/.
 */
export async function openHome(homeFlag: string | undefined, context: Pick<CommandContext, 'clock' | 'packageRoot'>): Promise<HomeContext> {
  const clock = context.clock;
  const home = placeHome(homeFlag, context.packageRoot);
  const config = await loadConfig(home);
  const logs = join(home, 'logs');
  let tightened: string[];
  try {
    await makePrivateDir(logs);
    tightened = await tightenTree(home);
  } catch (error) {
    throw homeAccessProblem(home, error) ?? error;
  }
  const logger = jsonLineLogger({ file: join(logs, 'arkham-door.log'), level: config.logLevel, now: () => clock.now(), rotation: config.log });
  if (tightened.length > 0) logger.warn('home was readable by other users; made it private', { home, paths: tightened.length });
  return { home, config, logger };
}
