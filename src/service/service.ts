// The whole service as the screens, the play command and the sysop tools see it: games (lobby and
// play), live watching, presence and pages, mail, the Advertiser, the hall of fame, sysop actions and
// maintenance. One per process; everything it needs is passed in.
import type { Bot } from '../rulesets/classic/bots/index.js';
import type { Config } from '../config/config.js';
import type { Content } from '../rulesets/classic/content/schema.js';
import type { RevisedContent } from '../rulesets/revised/content/schema.js';
import type { Store } from '../store/store.js';
import { AccountAdmin } from './accounts/account-admin.js';
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/logger.js';
import { GameService } from './game-service.js';
import type { GameDoc } from './game-doc.js';
import type { HallOfFame } from './hall-of-fame.js';
import { MailService, type PlayerDirectory } from './mail.js';
import type { EndWhich } from './day/day-rollover.js';
import { noteCallToday, todayInArkham, type TodayInArkham, type TodaySources } from './day/today.js';
import { runMaintenance, type MaintenanceReport } from './maintenance.js';
import type { Advertiser } from './news/advertiser.js';
import { StorePresenceBoard, type PresenceBoard } from './presence-board.js';
import { DEFAULT_PRESENCE_TIMING, PresenceHub, type PresenceTiming } from './presence-hub.js';
import { recordsSince } from './records-since.js';
import { SysopService } from './sysop.js';
import { Wall } from './wall/wall.js';
import { SHIPPED_TITLES, type TitleWords } from './records/titles.js';
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
  /** The board's own titles (records/home-words.ts); the shipped ones without. */
  titles?: TitleWords;
}

export class ArkhamService {
  readonly games: GameService;
  readonly mail: MailService;
  readonly presence: PresenceHub;
  readonly sysop: SysopService;
  /** The sysop's hand on callers' accounts (list, lock, rename, delete). */
  readonly accounts: AccountAdmin;
  /** The board's wall of one-line posts. */
  readonly wall: Wall;
  /** The words of the titles a record earns. */
  readonly titles: TitleWords;
  private readonly board: PresenceBoard;
  private readonly timing: PresenceTiming;
  private readonly watchHub: WatchHub;
  private readonly config: Config;

  constructor(deps: ServiceDeps) {
    this.config = deps.config;
    this.titles = deps.titles ?? SHIPPED_TITLES;
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
    this.wall = new Wall(deps.store, deps.clock, { day: deps.config.day, ...deps.config.wall });
    this.games.advertiser.onHappening = (key, text) => this.wall.postHappening(key, text);
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

  /** "Today in Arkham" for the player (day.ts). */
  today(player: string): Promise<TodayInArkham> {
    return todayInArkham(this.todaySources(), player);
  }

  /** Notes the player's call on today's board day (once a day). */
  noteCallToday(player: string): Promise<void> {
    return noteCallToday(this.todaySources(), player);
  }

  private todaySources(): TodaySources {
    return { store: this.games.store, games: this.games, hall: this.games.hall, wall: this.wall, day: this.config.day, now: this.games.clock.now(), titles: this.titles };
  }

  /** The records of a game committed after `since`, live, until closed (one poller per game per process). */
  watch(gameId: string, since: number): Watch {
    return this.watchHub.watch(gameId, since);
  }

  /** Games with a live poller in this process. */
  watchedGames(): string[] {
    return this.watchHub.watchedGames();
  }

  /** The nightly work; `endDay: 'now'` ends the board's day at once (a second time the same day does nothing). */
  maintenance(endDay?: EndWhich): Promise<MaintenanceReport> {
    return runMaintenance(this.games, this.board, this.timing, { day: this.config.day, wall: this.wall, ...(endDay ? { endDay } : {}) });
  }
}
