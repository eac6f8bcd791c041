// One caller on the online list from log-in to hang-up: connected as the title goes out (whatever
// screen the caller is at after, they are listed, can be paged, noticed and kicked), and taken off
// when the call ends. Pages go to the screen that listens for them, else to the main menu; the
// sysop's orders show wherever the caller is.
import type { Page } from '../service/presence-board.js';
import type { PresenceHub, PresenceSession, SysopMessage } from '../service/presence-hub.js';
import type { Logger } from '../support/logger.js';
import type { Terminal } from '../term/types.js';

/** Asked to list a caller whose call has already ended. */
export class CallOver extends Error {
  constructor() {
    super('the call has ended');
    this.name = 'CallOver';
  }
}

/** Where a page goes: `shownByScreen` when a screen the caller is in listens for pages itself. */
export type PageRelay = (page: Page, shownByScreen: boolean) => void;

export class CallerPresence {
  private session: Promise<PresenceSession> | undefined;
  /** Listeners the screens have for pages: while there are any, a page reaches the caller where they are. */
  private screenListeners = 0;
  private relay: PageRelay | undefined;
  private ended = false;
  /** Pages that came before the main menu was up (during the title), for the menu to tell. */
  private held: Page[] = [];

  constructor(
    private readonly term: Terminal,
    private readonly logger: Logger,
    private readonly hub: () => Promise<PresenceHub>,
    /** Where the caller is on who's online ("3 via BBS", "2 via telnet"). */
    private readonly line: string,
  ) {}

  /** Lists the caller as `name`; the same session after the first call. */
  connect(name: string): Promise<PresenceSession> {
    // A call that ended before its name was settled (a hang-up at the title) is never listed.
    if (this.ended && !this.session) return Promise.reject(new CallOver());
    this.session ??= this.hub().then(async (hub) => {
      const session = await hub.connect(name, this.line);
      session.onPage((page) => this.route(page, this.screenListeners > 0));
      session.onSysop((message) => this.sysopSays(message, name));
      return this.countingListeners(session);
    });
    return this.session;
  }

  /** Where pages go from now on; any that came before go there first, as missed. */
  relayTo(relay: PageRelay): void {
    this.relay = relay;
    for (const page of this.held.splice(0)) relay(page, false);
  }

  private route(page: Page, shownByScreen: boolean): void {
    if (this.relay) this.relay(page, shownByScreen);
    else this.held.push(page);
  }

  /** Takes the caller off the online list; after a hang-up too. */
  async close(): Promise<void> {
    this.ended = true;
    // A presence that never connected has nothing to close; whoever asked for it heard why.
    const session = await this.session?.catch(() => undefined);
    try {
      await session?.close();
    } catch (error) {
      this.logger.warn('could not leave the online list', { error: error instanceof Error ? error.message : String(error) });
    }
  }

  /** The presence as the screens get it: the same session, with their page listeners counted. */
  private countingListeners(session: PresenceSession): PresenceSession {
    return {
      name: session.name,
      session: session.session,
      setGame: (gameId) => session.setGame(gameId),
      takePages: () => session.takePages(),
      onPage: (listener) => {
        const stop = session.onPage(listener);
        this.screenListeners += 1;
        let stopped = false;
        return () => {
          if (stopped) return;
          stopped = true;
          this.screenListeners -= 1;
          stop();
        };
      },
      onSysop: (listener) => session.onSysop(listener),
      close: () => session.close(),
    };
  }

  /** The sysop's notice shows wherever the caller is (inside the frame, as a page does); a kick ends the call. */
  private sysopSays(message: SysopMessage, name: string): void {
    this.term.notice(message.order === 'kick' ? message.text : `Sysop: ${message.text}`);
    if (message.order === 'kick') {
      this.logger.info('call ended by the sysop', { player: name });
      this.term.end('ended by the sysop');
    }
  }
}
