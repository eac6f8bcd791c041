// What a process serving callers opens once: the store in --home, the accounts our own lines log in
// to (lock-out and reserved sysop names from the config), and who is online. The game service and its content
// are opened on first use: a call that only greets the caller and records their profile never pays
// for them, and every caller of one process then shares one service (one poller per watched game).
import { summarizeGame } from '../service/lobby-index.js';
import { homeTitles } from '../service/records/home-words.js';
import { Accounts } from '../service/accounts/accounts.js';
import { doorNamespace } from '../service/accounts/profiles.js';
import type { ArkhamService } from '../service/service.js';
import { StorePresenceBoard } from '../service/presence-board.js';
import { PresenceHub } from '../service/presence-hub.js';
import { openStore } from '../store/open-store.js';
import type { Store } from '../store/store.js';
import type { Clock } from '../support/clock.js';
import type { HomeContext } from './context.js';

export interface CallerServices {
  store: Store;
  accounts: Accounts;
  /** Who is online and their pages: the process's one hub, the game service's too, opened without it. */
  presence: PresenceHub;
  /** The games, mail, news and sysop tools; built on first call, the same object after. */
  game(): Promise<ArkhamService>;
  close(): Promise<void>;
}

export async function openCallerServices(home: HomeContext, clock: Clock, packageRoot: string): Promise<CallerServices> {
  const store = await openStore(home.home, home.config.store, { logger: home.logger, now: () => clock.now(), summarize: summarizeGame });
  const accounts = new Accounts({
    store,
    clock,
    policy: { lockoutFailures: home.config.lockout.failures, lockoutMinutes: home.config.lockout.minutes },
    reservedNames: home.config.sysop.names,
    legacyDoor: doorNamespace(home.config.door.tag),
    logger: home.logger,
  });
  const presence = new PresenceHub(new StorePresenceBoard(store, 'presence'), clock, home.logger);
  let service: Promise<ArkhamService> | undefined;
  // Imported here, not above: the content schema and the engine stay out of a door that never plays.
  const game = (): Promise<ArkhamService> =>
    (service ??= Promise.all([import('../rulesets/registry.js'), import('../service/mail.js'), import('../service/service.js')]).then(
      async ([{ loadBoardContent }, { profilesDirectory }, { ArkhamService }]) =>
        new ArkhamService({
          store,
          ...(await loadBoardContent(packageRoot)),
          clock,
          logger: home.logger,
          config: home.config,
          directory: profilesDirectory(store),
          titles: homeTitles(home.home, home.logger),
          presence,
        }),
    ));
  return { store, accounts, presence, game, close: () => store.close() };
}
