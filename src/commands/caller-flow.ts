// From a connected Channel to a finished call: decide the terminal's capabilities, find out who is
// calling, run the session policy around the screens, and log how it ended. Shared by every way a
// caller arrives.
import { join } from 'node:path';
import type { Clock } from '../support/clock.js';
import type { Channel } from '../transports/channel.js';
import { SessionEnded, type Charset, type Terminal } from '../term/types.js';
import { decideCaps } from '../term/caps.js';
import { loadArtLibrary, type ArtLibrary } from '../screens/art/library.js';
import { runMainFlow, type MainFlowContext } from '../screens/main-flow.js';
import { lockedNotice, loginOrSignUp } from '../screens/login.js';
import { boardNameValue } from '../screens/board-name.js';
import { noteCallOnBoardDay } from '../service/day/call-today.js';
import { claimName, doorNamespace, LISTENER_NAMESPACE, NameHeldElsewhere, noteCall, profileForDoorCaller, type CallHistory } from '../service/accounts/profiles.js';
import { isSysop, type SysopConfig } from '../service/accounts/sysop.js';
import { runSession, type SessionOutcome } from '../door/run-session.js';
import type { CallerServices } from './caller-services.js';
import type { HomeContext } from './context.js';

/** The process's services, opened on first use and closed once when the process is done. */
export interface ServicesOnDemand {
  get(): Promise<CallerServices>;
  /** Closes them if they were opened. */
  close(): Promise<void>;
}

export function servicesOnDemand(home: HomeContext, clock: Clock, packageRoot: string): ServicesOnDemand {
  let opening: Promise<CallerServices> | undefined;
  return {
    // Loaded on demand, so a door's cold start does not pay for the store and the content.
    get: () => (opening ??= import('./caller-services.js').then((m) => m.openCallerServices(home, clock, packageRoot))),
    close: async () => {
      await opening?.then(
        (services) => services.close(),
        () => undefined,
      );
    },
  };
}

export interface CallerFlowOptions {
  channel: Channel;
  home: HomeContext;
  packageRoot: string;
  clock: Clock;
  version: string;
  services: ServicesOnDemand;
  /** Known from a drop file (the BBS vouches for the alias); undefined on our own lines, where the caller logs in. */
  caller?: {
    alias: string;
    node: number;
    ansi: boolean;
    timeLeftSeconds: number;
    securityLevel?: number;
    /** Passed through by another BBS (RLogin): its tag is the caller's namespace, and it never makes a sysop of ours. */
    passedThroughBy?: string;
  };
  force?: { charset?: Charset; ascii?: boolean };
  node?: number;
  /**
   * Whether the terminal type (TTYPE, $TERM) may pick the charset. Not under a BBS: the BBS sets
   * TERM for its own reasons and converts CP437 for its UTF-8 callers, so a door writes CP437
   * unless told otherwise (FACTS-BBS §5).
   */
  trustTerminalType: boolean;
  /** Told when the caller on our own line has logged in (the login stage's time limit stops). */
  loggedIn?: () => void;
}

interface Screens {
  art: ArtLibrary;
  node: number;
  timeLeftSeconds: () => number;
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
  const art = loadArtLibrary(join(options.packageRoot, 'ansi'), { home: home.home, onProblem: (line) => home.logger.warn('the home art has a bad file', { problem: line }) });
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
      const screens: Screens = { art, node, timeLeftSeconds: () => policy.secondsLeft() ?? 0 };
      if (caller) await runDoorCaller(terminal, options, screens, caller);
      else await runAccountCaller(terminal, options, screens);
    },
  });
}

/** Our own lines: the caller logs in or signs up; their account name is their profile. */
async function runAccountCaller(terminal: Terminal, options: CallerFlowOptions, screens: Screens): Promise<void> {
  const { home, clock } = options;
  const services = await options.services.get();
  const titleArt = screens.art.get('title');
  const title = { art: titleArt, values: { VERSION: `v${options.version}`, BBS: boardNameValue(titleArt, home.config.bbsName) } };
  // A transport that logged the caller in already (SSH) skips the login screens.
  const known = options.channel.info.account;
  const { name, isNew, lockedAt } = known
    ? { ...known, isNew: false }
    : await loginOrSignUp(terminal, { accounts: services.accounts, clock, sysopNames: home.config.sysop.names, title });
  options.loggedIn?.();
  home.logger.info(isNew ? 'caller signed up' : 'caller logged in', { name });
  // Sign-up claimed the name; an account from before namespaces claims it at its first log-in.
  await claimName(services.store, name, clock, { namespace: LISTENER_NAMESPACE, legacyDoor: doorNamespace(home.config.door.tag) });
  const history = noteCall(services.store, name, clock).then(
    async (h) => {
      await noteCallOnBoardDay(services.store, name, home.config.day, clock.now());
      return h;
    },
  ).then(
    (h) => ({ ...h, first: h.first || isNew }),
    () => ({ first: isNew, lastCallAt: null }),
  );
  // A serve process keeps the game service for all its callers: the menu can say where a move waits.
  await runMainFlow(terminal, {
    ...mainFlowContext(options, screens, name, isSysop(name, undefined, sysopConfig(options))),
    movesAtMenu: true,
    calls: () => history,
    ...(lockedAt !== undefined ? { notice: lockedNotice(lockedAt) } : {}),
  });
}

const NAME_HELD_TEXT = 'Your name and its tagged form belong to other callers in Arkham: ask your sysop. Farewell.';

/**
 * A door: the drop file's alias on this BBS is the player. Whether they are a sysop needs no store,
 * so the title goes out at once and the profile is found or made while it is on its way.
 */
async function runDoorCaller(terminal: Terminal, options: CallerFlowOptions, screens: Screens, caller: NonNullable<CallerFlowOptions['caller']>): Promise<void> {
  const { home, clock } = options;
  const foreign = caller.passedThroughBy;
  const door = { tag: foreign ?? home.config.door.tag, legacyDoor: doorNamespace(home.config.door.tag), sysopNames: home.config.sysop.names, foreign: foreign !== undefined };
  let profile: Promise<{ name: string; history: CallHistory }> = Promise.resolve({ name: caller.alias, history: { first: false, lastCallAt: null } });
  const openProfile = async (): Promise<{ name: string; history: CallHistory }> => {
    try {
      const store = (await options.services.get()).store;
      const name = (await profileForDoorCaller(store, caller.alias, clock, door)).doc.name;
      const history = await noteCall(store, name, clock);
      await noteCallOnBoardDay(store, name, home.config.day, clock.now());
      return { name, history };
    } catch (error) {
      if (error instanceof NameHeldElsewhere) {
        terminal.notice(NAME_HELD_TEXT);
        terminal.end('name held elsewhere');
        throw new SessionEnded('name held elsewhere');
      }
      // Never the bare alias: it may be another caller's name. The sysop reads why in the log.
      home.logger.error('could not open the profile', { alias: caller.alias, error: String(error) });
      terminal.notice(PROFILE_FAILED_TEXT);
      terminal.end('profile unavailable');
      throw new SessionEnded('profile unavailable');
    }
  };
  try {
    await runMainFlow(terminal, {
      ...mainFlowContext(options, screens, caller.alias, foreign === undefined && isSysop(caller.alias, caller.securityLevel, sysopConfig(options))),
      afterTitle: () => {
        profile = openProfile();
        // Awaited by the menu; a failure there ends the call, so it is never left unheard.
        profile.catch(() => undefined);
      },
      playerName: async () => (await profile).name,
      calls: async () => (await profile).history,
    });
  } finally {
    await profile.catch(() => undefined);
  }
}

const PROFILE_FAILED_TEXT = 'The register of names cannot be read just now. Please call again soon.';

function mainFlowContext(options: CallerFlowOptions, screens: Screens, aliasName: string, sysop: boolean): MainFlowContext {
  const { services, clock, home } = options;
  // Who's online says where each caller comes from, so a door caller and an account are told apart.
  const via = options.caller ? (options.caller.passedThroughBy ?? home.config.door.tag) : options.channel.kind;
  return {
    aliasName,
    sysop,
    node: screens.node,
    line: `${screens.node} via ${via}`,
    timeLeftSeconds: screens.timeLeftSeconds(),
    version: options.version,
    bbsName: home.config.bbsName,
    art: screens.art,
    clock,
    logger: home.logger,
    presence: async () => (await services.get()).presence,
    service: async () => (await services.get()).game(),
    // Straight from the store: counting letters for the menu must not load the content and the engine.
    unreadMail: async (player) => {
      const [{ store }, { MailService }] = await Promise.all([services.get(), import('../service/mail.js')]);
      return new MailService(store, clock).unread(player);
    },
    exportDir: join(home.home, 'exports'),
    todayAtLogOn: home.config.day.todayAtLogOn,
  };
}

function sysopConfig(options: CallerFlowOptions): SysopConfig {
  const { names, securityLevel } = options.home.config.sysop;
  return { sysopNames: names, sysopSecurityLevel: securityLevel };
}
