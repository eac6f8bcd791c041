// The service over the configured store (NeDB in --home by default), with the shipped content:
// what the play, maint, bulletins and sysop commands (and the door) start from.
import type { Config } from '../config/config.js';
import { loadBoardContent } from '../rulesets/registry.js';
import { openStore } from '../store/open-store.js';
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/logger.js';
import { homeTitles } from './records/home-words.js';
import { summarizeGame } from './lobby-index.js';
import { profilesDirectory } from './mail.js';
import { ArkhamService } from './service.js';

export interface OpenedService {
  service: ArkhamService;
  close(): Promise<void>;
}

export interface OpenServiceOptions {
  home: string;
  /** The installed package; its data/ holds the content. */
  packageRoot: string;
  config: Config;
  clock: Clock;
  logger: Logger;
}

export async function openService(options: OpenServiceOptions): Promise<OpenedService> {
  const store = await openStore(options.home, options.config.store, { logger: options.logger, now: () => options.clock.now(), summarize: summarizeGame });
  const { content, revised } = await loadBoardContent(options.packageRoot);
  const directory = profilesDirectory(store);
  const service = new ArkhamService({ store, content, revised, clock: options.clock, logger: options.logger, config: options.config, directory, titles: homeTitles(options.home, options.logger) });
  return { service, close: () => store.close() };
}
