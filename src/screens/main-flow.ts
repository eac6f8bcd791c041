// What a caller sees first: the title screen, then the main menu until they quit, then goodbye. The
// main menu hands each screen behind it the caller's context (caller-context.ts); the screens are
// loaded when first chosen, and the game service when a screen first asks for it, so a call that only
// looks at the menu loads neither.
import type { ArkhamService } from '../service/service.js';
import type { Page } from '../service/presence-board.js';
import type { PresenceHub } from '../service/presence-hub.js';
import type { CallHistory } from '../service/accounts/profiles.js';
import type { Clock } from '../support/clock.js';
import { storeOutage, storeTrouble } from '../service/store-trouble.js';
import { silentLogger, type Logger } from '../support/logger.js';
import { toPlainText } from '../support/plain-text.js';
import { SessionEnded, type Terminal } from '../term/types.js';
import type { ArtLibrary } from './art/library.js';
import type { FieldValues } from './art/template.js';
import type { CallerContext, CallerScreen } from './caller-context.js';
import { KeyReader } from './key-reader.js';
import { boardNameValue } from './board-name.js';
import { CallerPresence, CallOver } from './caller-presence.js';
import { itemFieldValues, MAIN_MENU, type MainMenuTarget, type MenuViewer } from './menu.js';
import { MenuScreen } from './menu-screen.js';

export interface MainFlowContext {
  /** Shown on the title; the player's name too unless `playerName` says otherwise. */
  aliasName: string;
  /** The player's name in Arkham, known once the title is up (a door caller's alias may be held elsewhere). */
  playerName?: () => Promise<string>;
  /** Shown on the menu's status line when it first appears (e.g. that the account was locked). */
  notice?: string;
  /** Shown as "(sysop)" beside the name in the main menu; the sysop's desk is theirs alone. */
  sysop?: boolean;
  node: number;
  /** Where the caller is on who's online ("3 via BBS", "2 via telnet"); the node number alone without it. */
  line?: string;
  timeLeftSeconds: number;
  version: string;
  /** The board's name (config `bbsName`), on the title and the main menu. */
  bbsName?: string;
  art: ArtLibrary;
  clock: Clock;
  /** Called once the title has been sent: slower work can start without delaying it. */
  afterTitle?: () => void;
  /**
   * The process's online list, opened without the game service (a door lists its caller without
   * loading the engine); the game service's own when absent.
   */
  presence?: () => Promise<PresenceHub>;
  /** Opens the game service; called when a screen first needs it. Without it those screens are closed. */
  service?: () => Promise<ArkhamService>;
  logger?: Logger;
  /** Unread letters, for the menu's status line; it must not need the game service (see caller-flow.ts). */
  unreadMail?: (player: string) => Promise<number>;
  /**
   * Tell at the menu how many tables wait on the caller's move even before the game service has opened
   * (a `serve` process has it loaded for every caller); without it a door waits until Play opened it.
   */
  movesAtMenu?: boolean;
  /** Where the sysop's desk writes exported games (<home>/exports). */
  exportDir?: string;
  /** Show "Today in Arkham" before the first menu (unless the caller set it aside); off unless true. */
  todayAtLogOn?: boolean;
  /** The caller's calls before this one (noted as this one begins), so a first call and a later one read differently. */
  calls?: () => Promise<CallHistory>;
}

/** The title's prompt line, centred in its field; the login on our own lines puts its choices there instead. */
export const TITLE_PROMPT = '      press any key to enter Arkham';

/** How long the title stays up once sent, unless a key moves on sooner. */
export const TITLE_PAUSE_MS = 8000;

export const MESSAGES = {
  closed: 'That part of Arkham is closed tonight: no game service here.',
  failed: 'Something went amiss in the fog. You are back at the menu.',
  cannotSave: 'The archivist cannot write tonight: nothing saved is lost. Try again later.',
  damaged: 'A page of the archive is damaged; the sysop has been told.',
} as const;

export function unreadMessage(count: number): string {
  return count === 1 ? 'A letter waits for you, unread: press M.' : `${count} letters wait for you, unread: press M.`;
}

/** What waits for the caller, for the main menu's status line. */
export interface Awaiting {
  /** Tables waiting on the caller's move. */
  moves: number;
  /** Other tables of theirs where something happened since they last looked. */
  changed: number;
  unread: number;
}

const STATUS_WIDTH = 64;
const tables = (n: number): string => (n === 1 ? '1 table' : `${n} tables`);

/** The status line for what waits: moves first, then news from the tables, then letters; null when nothing. */
export function waitingMessage({ moves, changed, unread }: Awaiting): string | null {
  if (moves === 0 && changed === 0) return unread > 0 ? unreadMessage(unread) : null;
  const parts = [
    moves > 0 ? `Your move at ${tables(moves)}` : `News from ${tables(changed)} of yours since your last look`,
    ...(moves > 0 && changed > 0 ? [`news from ${tables(changed)} more`] : []),
  ];
  const mail = unread === 0 ? [] : [`${unread === 1 ? 'a letter' : `${unread} letters`} unread (M)`];
  const withMail = `${[...parts, ...mail].join('; ')}: press P.`;
  if (withMail.length <= STATUS_WIDTH) return withMail;
  const plain = `${parts.join('; ')}: press P.`;
  return plain.length <= STATUS_WIDTH ? plain : `${parts[0] ?? ''}: press P.`;
}

const HOUR_MS = 3_600_000;

/** How long ago `then` was, in a caller's words: "an hour ago", "3 days ago", "earlier today". */
export function agoWords(then: number, now: number): string {
  const hours = (now - then) / HOUR_MS;
  if (hours < 1) return 'less than an hour ago';
  if (hours < 2) return 'an hour ago';
  if (hours < 24) return `${Math.floor(hours)} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

export const FIRST_CALL = 'Your first night in Arkham: P to play, I for how the game goes.';

/**
 * The status line of the call's first menu: a first call is told where to begin; a later one when
 * the caller was last here and what waits since (or that all is quiet).
 */
export function callMessage(calls: CallHistory, waiting: string | null, now: number): string | null {
  if (calls.first) return waiting ?? FIRST_CALL;
  if (calls.lastCallAt === null) return waiting;
  const ago = agoWords(calls.lastCallAt, now);
  if (waiting === null) return `Last here ${ago}; nothing new at your tables since.`;
  const what = `${waiting.charAt(0).toLowerCase()}${waiting.slice(1)}`;
  return [`Since your call ${ago}: ${what}`, `Since your last call: ${what}`].find((line) => line.length <= STATUS_WIDTH) ?? waiting;
}

export function pageMessage(page: Pick<Page, 'from' | 'text'>): string {
  return toPlainText(`Page from ${page.from}: ${page.text}`);
}

/** A page too long for the status line says where to read it whole: the who screen shows pages in full. */
export const PAGE_MORE = '(W reads it all)';

const SYSOP_TAG = ' (sysop)';

/** The name with the sysop tag, cut so the tag still fits in a field `width` cells wide. */
export function withSysopTag(name: string, width: number): string {
  const room = Math.max(0, width - SYSOP_TAG.length);
  return [...name].slice(0, room).join('').trimEnd() + SYSOP_TAG;
}

/** Milliseconds the caller's line needs for `bytes` at `baud` (10 bits a byte with start and stop bits). */
function lineTimeMs(bytes: number, baud: number | undefined): number {
  return baud && baud > 0 ? Math.ceil((bytes * 10 * 1000) / baud) : 0;
}

type ScreenTarget = Exclude<MainMenuTarget, 'quit'> | 'today-at-log-on';

/** Each screen's module, imported the first time a caller picks it. */
const SCREENS: Record<ScreenTarget, (flow: MainFlowContext) => Promise<CallerScreen>> = {
  play: async () => (await import('./play/index.js')).runPlay,
  instructions: async () => (await import('./help/help-screen.js')).runHelp,
  news: async () => (await import('./news/news-screen.js')).runNews,
  mail: async () => (await import('./mail/mail-screen.js')).runMail,
  fame: async () => (await import('./fame/fame-screen.js')).runFame,
  who: async () => (await import('./who/who-screen.js')).runWho,
  today: async () => (await import('./today/today-screen.js')).runToday,
  'today-at-log-on': async () => (await import('./today/today-screen.js')).todayAtLogOn,
  sysop: async (flow) => (await import('./sysop/sysop-screen.js')).sysopDesk(flow.exportDir),
};

/** The process's online list: its own opener, else the game service's; neither, and the caller is listed nowhere. */
function presenceHub(ctx: MainFlowContext): () => Promise<PresenceHub> {
  const { presence, service } = ctx;
  if (presence) return presence;
  return service ? async () => (await service()).presence : () => Promise.reject(new ServiceUnavailable());
}

/** A screen asked for the game service on a line that has none. */
class ServiceUnavailable extends Error {
  constructor() {
    super('no game service on this line');
    this.name = 'ServiceUnavailable';
  }
}

export async function runMainFlow(term: Terminal, ctx: MainFlowContext): Promise<void> {
  const keys = new KeyReader(term, ctx.clock);
  const ansi = term.caps.ansi;
  const values: FieldValues = {
    ALIAS: ctx.aliasName,
    N: ctx.node,
    // Zero or less means the call has no limit (our own listener); a limit that ran out ends the session.
    TIME: ctx.timeLeftSeconds > 0 ? `${Math.floor(ctx.timeLeftSeconds / 60)} min` : 'no limit',
    VERSION: `v${ctx.version}`,
  };

  const logger = ctx.logger ?? silentLogger;
  const presence = new CallerPresence(term, logger, presenceHub(ctx), ctx.line ?? String(ctx.node));
  try {
    const before = term.bytesWritten;
    const title = ctx.art.get('title');
    term.write(title.render({ ...values, PROMPT: TITLE_PROMPT, BBS: boardNameValue(title, ctx.bbsName) }, { ansi }));
    term.flush();
    ctx.afterTitle?.();
    // Listed from the title on, whatever screen the caller is at after; the title does not wait for it.
    const named = ctx.playerName ? ctx.playerName() : Promise.resolve(ctx.aliasName);
    named.then(
      (name) =>
        presence.connect(name).catch((error: unknown) => {
          if (!(error instanceof ServiceUnavailable || error instanceof CallOver)) logger.warn('no presence for this caller', { error: error instanceof Error ? error.message : String(error) });
        }),
      () => undefined,
    );
    // On a slow line the title is still arriving when we finish sending it: the pause starts after.
    await keys.nextWithin(TITLE_PAUSE_MS + lineTimeMs(term.bytesWritten - before, term.caps.baud));

    const player = await named;
    const menu = new MainMenu(term, keys, { ...ctx, aliasName: player }, { ...values, ALIAS: player }, presence);
    await menu.run();
  } finally {
    await presence.close();
  }
  term.write(ctx.art.get('goodbye').render(values, { ansi }));
  term.flush();
}

/** The main menu's loop, and what it shows on its status line between screens. */
class MainMenu {
  readonly session: CallerSession;
  private readonly screen: MenuScreen<MainMenuTarget>;
  private readonly values: FieldValues;
  private readonly logger: Logger;
  private atMenu = false;
  /** Counts status messages, so a slow unread-mail count does not overwrite a newer message. */
  private shown = 0;
  private missedPage: Page | undefined;
  /** The call's first menu has had its greeting: later menus tell only what waits. */
  private greeted = false;

  constructor(
    private readonly term: Terminal,
    keys: KeyReader,
    private readonly flow: MainFlowContext,
    values: FieldValues,
    presence: CallerPresence,
  ) {
    const viewer: MenuViewer = { sysop: flow.sysop ?? false };
    const art = flow.art.get(MAIN_MENU.art);
    this.logger = flow.logger ?? silentLogger;
    this.values = {
      ...values,
      BBS: boardNameValue(art, flow.bbsName),
      ...itemFieldValues(MAIN_MENU, viewer),
      ...(viewer.sysop ? { ALIAS: withSysopTag(flow.aliasName, art.field('ALIAS')?.width ?? 0) } : {}),
    };
    this.screen = new MenuScreen(term, MAIN_MENU, art, keys, viewer);
    this.session = new CallerSession(term, keys, flow, this.logger, presence);
    presence.relayTo((page, shownByScreen) => this.pageArrived(page, shownByScreen));
  }

  async run(): Promise<void> {
    // A trouble here is said on the menu's status line, as any screen's is.
    const trouble = this.flow.service && this.flow.todayAtLogOn === true ? await this.runScreen('today-at-log-on') : undefined;
    await this.show(trouble ?? this.flow.notice);
    for (;;) {
      const item = await this.screen.choose();
      this.atMenu = false;
      if (item.target === 'quit') return;
      await this.show(await this.runScreen(item.target));
    }
  }

  private async runScreen(target: ScreenTarget): Promise<string | undefined> {
    try {
      const screen = await SCREENS[target](this.flow);
      await screen(this.session.context);
      return undefined;
    } catch (error) {
      if (error instanceof SessionEnded) throw error;
      if (error instanceof ServiceUnavailable) return MESSAGES.closed;
      const trouble = storeTrouble(error);
      if (trouble?.code === 'store/unavailable') return storeOutage(error) ? trouble.message : MESSAGES.cannotSave;
      if (trouble) {
        this.logger.error('a screen met damage', { screen: target, error: trouble.message });
        return MESSAGES.damaged;
      }
      this.logger.error('a screen failed', { screen: target, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      return MESSAGES.failed;
    }
  }

  /**
   * Draws the menu with one message on its status line: `message`, else a page missed, else what
   * waits (moves, news, mail). With ANSI the menu comes at once and the status line follows when the
   * counts are in; a plain terminal cannot go back up, so there the counts come first and the line
   * is drawn in its place above the prompt.
   */
  private async show(message: string | undefined): Promise<void> {
    const missed = this.missedPage;
    this.missedPage = undefined;
    const given = message ?? (missed ? pageMessage(missed) : undefined);
    if (!this.ansi) {
      const line = given ?? (await this.waitingLine());
      const fits = line !== null && [...line].length <= this.statusWidth();
      this.draw(fits ? { STATUS: line } : {});
      if (line !== null && !fits) this.status(line, missed && message === undefined ? PAGE_MORE : '');
      return;
    }
    this.draw({});
    if (given !== undefined) this.status(given, missed && message === undefined ? PAGE_MORE : '');
    else void this.showWaiting();
  }

  private get ansi(): boolean {
    return this.term.caps.ansi;
  }

  private statusWidth(): number {
    return this.flow.art.get(MAIN_MENU.art).field(MAIN_MENU.statusField)?.width ?? STATUS_WIDTH;
  }

  private draw(status: FieldValues): void {
    this.screen.draw({ ...this.values, ...status });
    this.atMenu = true;
    this.shown += 1;
  }

  private status(message: string, more = ''): void {
    this.shown += 1;
    this.screen.status(message, more);
  }

  /** A page shown by the screen the caller is in (the table shows them as notices) is not missed. */
  private pageArrived(page: Page, shownByScreen: boolean): void {
    if (this.atMenu) this.status(pageMessage(page), PAGE_MORE);
    else if (!shownByScreen) this.missedPage = page;
  }

  private async showWaiting(): Promise<void> {
    const asked = this.shown;
    const message = await this.waitingLine();
    if (message !== null && this.atMenu && this.shown === asked) this.status(message);
  }

  /** What waits for the caller (and, at the call's first menu, when they were last here); null when nothing. */
  private async waitingLine(): Promise<string | null> {
    const count = this.flow.unreadMail ?? (this.session.serviceOpened ? async (player: string) => (await this.session.context.service()).mail.unread(player) : undefined);
    const tablesOf = this.flow.movesAtMenu || this.session.serviceOpened ? async () => (await this.session.context.service()).games.tablesAwaiting(this.flow.aliasName) : undefined;
    const calls = this.greeted ? undefined : this.flow.calls;
    this.greeted = true;
    if (!count && !tablesOf && !calls) return null;
    try {
      const [unread, awaiting, history] = await Promise.all([
        count ? count(this.flow.aliasName) : 0,
        tablesOf ? tablesOf() : { moves: 0, changed: 0 },
        calls ? calls().catch(() => undefined) : undefined,
      ]);
      const waiting = waitingMessage({ ...awaiting, unread });
      return history ? callMessage(history, waiting, this.flow.clock.now()) : waiting;
    } catch (error) {
      this.logger.warn('could not count unread mail or waiting moves', { error: error instanceof Error ? error.message : String(error) });
      return null;
    }
  }
}

/** The caller's context for every screen: the service opens on first use; the presence is the call's own. */
class CallerSession {
  readonly context: CallerContext;
  private service: Promise<ArkhamService> | undefined;
  private opened = false;

  constructor(
    term: Terminal,
    keys: KeyReader,
    private readonly flow: MainFlowContext,
    logger: Logger,
    presence: CallerPresence,
  ) {
    this.context = {
      term,
      keys,
      art: flow.art,
      clock: flow.clock,
      logger,
      player: flow.aliasName,
      sysop: flow.sysop ?? false,
      node: flow.node,
      service: () => this.openService(),
      presence: () => presence.connect(flow.aliasName),
    };
  }

  /** True once the service has opened (not merely been asked for). */
  get serviceOpened(): boolean {
    return this.opened;
  }

  private openService(): Promise<ArkhamService> {
    this.service ??= (this.flow.service ? this.flow.service() : Promise.reject(new ServiceUnavailable())).then((service) => {
      this.opened = true;
      return service;
    });
    return this.service;
  }
}
