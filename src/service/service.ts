// The whole service as the screens, the play command and the sysop tools see it: games (lobby and
// play), live watching, presence and pages, mail, the Advertiser, the hall of fame, sysop actions and
// maintenance. One per process; everything it needs is passed in.
import type { Bot } from '../bots/index.js';
import type { Config } from '../config/config.js';
import type { Content } from '../content/schema.js';
import type { RevisedContent } from '../content/revised-schema.js';
import type { Store } from '../store/store.js';
import { AccountAdmin } from './accounts/account-admin.js';
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/logger.js';
import { GameService } from './game-service.js';
import type { GameDoc } from './game-doc.js';
import type { HallOfFame } from './hall-of-fame.js';
import { MailService, type PlayerDirectory } from './mail.js';
import { runMaintenance, type MaintenanceReport } from './maintenance.js';
import type { Advertiser } from './news/advertiser.js';
import { StorePresenceBoard, type PresenceBoard } from './presence-board.js';
import { DEFAULT_PRESENCE_TIMING, PresenceHub, type PresenceTiming } from './presence-hub.js';
import { recordsSince } from './records-since.js';
import { SysopService } from './sysop.js';
import { DEFAULT_WATCH_POLL_MS, WatchHub, type Watch } from './watch-hub.js';

export interface ServiceDeps {
  store: Store;
  content: Content;
  /** The revised game's content: with it the board offers revised tables too. */
  revised?: RevisedContent;
  clock: Clock;
  logger: Logger;
  config: Config;
  /** Who may receive mail (the accounts, once wired in); every well-formed name by default. */
  directory?: PlayerDirectory;
  /** Where presence and pages live; by default the store's presence collection. */
  presenceBoard?: PresenceBoard;
  presenceTiming?: PresenceTiming;
  /** The process's hub, when it was opened before the service (callers are listed from log-in); its board and timing then. */
  presence?: PresenceHub;
  watchPollMs?: number;
  newGameId?: () => string;
  newSeed?: () => string;
  botNamed?: (name: string) => Bot | undefined;
  maxBotAnswers?: number;
}

export class ArkhamService {
  readonly games: GameService;
  readonly mail: MailService;
  readonly presence: PresenceHub;
  readonly sysop: SysopService;
  /** The sysop's hand on callers' accounts (list, lock, rename, delete). */
  readonly accounts: AccountAdmin;
  private readonly board: PresenceBoard;
  private readonly timing: PresenceTiming;
  private readonly watchHub: WatchHub;

  constructor(deps: ServiceDeps) {
    this.games = new GameService({
      store: deps.store,
      content: deps.content,
      ...(deps.revised ? { revised: deps.revised } : {}),
      clock: deps.clock,
      logger: deps.logger,
      config: deps.config,
      ...(deps.newGameId ? { newGameId: deps.newGameId } : {}),
      ...(deps.newSeed ? { newSeed: deps.newSeed } : {}),
      ...(deps.botNamed ? { botNamed: deps.botNamed } : {}),
      ...(deps.maxBotAnswers === undefined ? {} : { maxBotAnswers: deps.maxBotAnswers }),
    });
    this.mail = new MailService(deps.store, deps.clock, deps.directory);
    this.timing = deps.presence?.timing ?? deps.presenceTiming ?? DEFAULT_PRESENCE_TIMING;
    this.board = deps.presence?.board ?? deps.presenceBoard ?? new StorePresenceBoard(deps.store, 'presence');
    this.presence = deps.presence ?? new PresenceHub(this.board, deps.clock, deps.logger, this.timing);
    this.accounts = new AccountAdmin(deps.store, deps.clock, deps.config.sysop.names);
    this.sysop = new SysopService(this.games, this.games.hall, this.mail, () => this.maintenance());
    this.watchHub = new WatchHub(
      {
        read: (gameId) => deps.store.readGame<GameDoc>(gameId).catch(() => undefined),
        recordsSince: (doc, since) => recordsSince(deps.store, doc, since),
        catchUp: (gameId) => this.games.fresh(gameId),
        ...(deps.store.watchGame ? { changes: (gameId: string, onChange: () => void) => deps.store.watchGame?.(gameId, onChange) ?? (() => undefined) } : {}),
      },
      deps.clock,
      deps.logger,
      deps.watchPollMs ?? DEFAULT_WATCH_POLL_MS,
    );
  }

  get news(): Advertiser {
    return this.games.advertiser;
  }

  get hall(): HallOfFame {
    return this.games.hall;
  }

  /** The records of a game committed after `since`, live, until closed (one poller per game per process). */
  watch(gameId: string, since: number): Watch {
    return this.watchHub.watch(gameId, since);
  }

  /** Games with a live poller in this process. */
  watchedGames(): string[] {
    return this.watchHub.watchedGames();
  }

  maintenance(): Promise<MaintenanceReport> {
    return runMaintenance(this.games, this.board, this.timing);
  }
}
