// What a scripted caller does on one call, as a list of steps that grows with the screens: each step
// types what a caller would and checks that the screen it leads to arrives, or fails the call. A new
// screen of the main menu is a new step in MENU_VISITS; deeper play is more keys in playSomeMoves.
import { LOGIN_TEXT } from '../../src/screens/login.js';
import type { CallerLine } from './caller-line.js';
import { between, pause, type Chance } from './seeded.js';

export interface Caller {
  readonly name: string;
  readonly password: string;
  /** A sign-up reached the title: the account is committed. */
  signedUp: boolean;
  /** A later call logged in with it: the sign-up was kept. */
  loggedIn: boolean;
  /** A table was opened for this caller: a game in the store must seat them. */
  seated: boolean;
}

/** How fast a caller goes; every range is [min, max) in milliseconds. */
export interface Pace {
  /** Between keystrokes in a field. */
  keyGapMs: readonly [number, number];
  /** Before each step. */
  thinkMs: readonly [number, number];
  /** Offline between one call and the next. */
  betweenCallsMs: readonly [number, number];
  /** Menu items visited a call. */
  visits: readonly [number, number];
  /** Moves made at the table on a visit to Play. */
  moves: readonly [number, number];
  /** Longest wait for any screen: sign-ups and log-ins queue behind the password hash. */
  screenTimeoutMs: number;
}

export interface Call {
  readonly line: CallerLine;
  readonly caller: Caller;
  readonly pace: Pace;
  readonly chance: Chance;
  /** Keeps one keystroke-to-echo time. */
  echoed(ms: number): void;
}

export interface Step {
  readonly name: string;
  run(call: Call): Promise<void>;
}

/** What each screen shows, as the caller's terminal receives it (update these with the screens). */
export const SCREEN_TEXT = {
  loginChoice: 'Your choice',
  title: 'press any key',
  mainMenu: 'Evening falls on Arkham',
  instructions: 'How Arkham plays',
  firstHelpPage: 'THE GOAL',
  /** The Advertiser: the issues on the stand, or word that there are none yet. */
  news: /No news yet|Back to the main menu/,
  fame: 'the names Arkham remembers',
  who: 'Who walks Arkham tonight',
  mail: 'Your mail',
  firstVisit: 'your first night in the old town',
  lobby: 'The tables of Arkham',
  goodbye: 'Farewell',
} as const;

/** Keys as a telnet client sends them: Enter is CR LF (RFC 854). */
const ENTER = '\r\n';
const PASSWORD_MASK = '*';

/** Presses a key and waits for what it leads to. */
export async function press(call: Call, key: string, shows: string | RegExp, what: string): Promise<void> {
  call.line.mark();
  call.line.type(key);
  await call.line.expect(shows, what, call.pace.screenTimeoutMs);
}

/** Waits for a field's prompt, then types into it. */
export async function typeField(call: Call, prompt: string, text: string, masked = false): Promise<void> {
  await call.line.expect(prompt, `the prompt "${prompt.trim()}"`, call.pace.screenTimeoutMs);
  await typeIntoField(call, prompt, text, masked);
}

/** Types into the field the cursor is in, a key at a time (each timed to its echo), then Enter. */
export async function typeIntoField(call: Call, prompt: string, text: string, masked = false): Promise<void> {
  const { line, pace } = call;
  line.mark();
  for (const key of text) {
    await pause(between(call.chance, pace.keyGapMs));
    call.echoed(await line.keyToEcho(key, `the echo of a key typed at "${prompt.trim()}"`, pace.screenTimeoutMs));
  }
  const shown = masked ? PASSWORD_MASK.repeat([...text].length) : text;
  await line.expect(shown, `"${shown}" echoed in full`, pace.screenTimeoutMs);
  line.mark();
  line.type(ENTER);
}

/** From the login menu to a sign-up sent: "new investigator", the name, the password twice. */
export async function submitSignUp(call: Call): Promise<void> {
  await call.line.expect(SCREEN_TEXT.loginChoice, 'the login menu', call.pace.screenTimeoutMs);
  await press(call, 'n', LOGIN_TEXT.newName, 'the name field');
  await typeField(call, LOGIN_TEXT.newName, call.caller.name);
  await typeField(call, LOGIN_TEXT.newPassword, call.caller.password, true);
  await typeField(call, LOGIN_TEXT.again, call.caller.password, true);
}

export const signUp: Step = {
  name: 'sign up',
  async run(call) {
    await submitSignUp(call);
    await call.line.expect(SCREEN_TEXT.title, 'the title after signing up', call.pace.screenTimeoutMs);
    call.caller.signedUp = true;
  },
};

export const logIn: Step = {
  name: 'log in',
  async run(call) {
    await call.line.expect(SCREEN_TEXT.loginChoice, 'the login menu', call.pace.screenTimeoutMs);
    await press(call, 'l', LOGIN_TEXT.name, 'the name field');
    await typeField(call, LOGIN_TEXT.name, call.caller.name);
    await typeField(call, LOGIN_TEXT.password, call.caller.password, true);
    await call.line.expect(SCREEN_TEXT.title, 'the title after logging in', call.pace.screenTimeoutMs);
    call.caller.loggedIn = true;
  },
};

export const enterMenu: Step = {
  name: 'title to main menu',
  async run(call) {
    await press(call, ' ', SCREEN_TEXT.mainMenu, 'the main menu');
    await call.line.expect(call.caller.name, 'the greeting by name', call.pace.screenTimeoutMs);
  },
};

const backToMenu = (call: Call, key: string): Promise<void> => press(call, key, SCREEN_TEXT.mainMenu, 'the main menu again');

/** Presses a key and waits for any answer (a page turn sends only the cells that change). */
async function turn(call: Call, key: string, what: string): Promise<void> {
  await pause(between(call.chance, call.pace.thinkMs));
  call.line.mark();
  await call.line.keyToEcho(key, what, call.pace.screenTimeoutMs);
}

export const readInstructions: Step = {
  name: 'instructions',
  async run(call) {
    await press(call, 'i', SCREEN_TEXT.instructions, "the instructions' contents");
    await press(call, ENTER, SCREEN_TEXT.firstHelpPage, 'the first page of the instructions');
    for (let pages = Math.floor(call.chance() * 4); pages > 0; pages -= 1) await turn(call, ' ', 'the next page of the instructions');
    await backToMenu(call, 'q');
  },
};

/** A visit to one screen of the main menu: its key, the text it shows, and the key that leaves it. */
function screenVisit(name: string, key: string, shows: string | RegExp, what: string, leaveKey: string): Step {
  return {
    name,
    async run(call) {
      await press(call, key, shows, what);
      await backToMenu(call, leaveKey);
    },
  };
}

// Enter goes back from the Advertiser's list of issues, and is "any key" after "no news yet".
export const readNews = screenVisit('the Advertiser', 'n', SCREEN_TEXT.news, 'the Advertiser', ENTER);
export const lookAtFame = screenVisit('hall of fame', 'f', SCREEN_TEXT.fame, 'the hall of fame', 'q');
export const lookWhoIsOnline = screenVisit("who's online", 'w', SCREEN_TEXT.who, "who's online", ENTER);
export const openMailbox = screenVisit('mailbox', 'm', SCREEN_TEXT.mail, 'the mailbox', ENTER);

/** Silence this long means the table is waiting for a key, not telling the tale. */
const TABLE_QUIET_MS = 1_500;
/** Q leaves a table from a prompt; while the tale is told it only hurries it along. */
const MAX_LEAVE_TRIES = 10;

/**
 * Play: the lobby (after the first visit's welcome), Enter for the marked table (a quick game the
 * first time, the caller's own table after), a few moves with Enter (each the marked answer, or a
 * hurry of the tale), back to the lobby and the main menu.
 */
export const playSomeMoves: Step = {
  name: 'play',
  async run(call) {
    const { line, pace } = call;
    await press(call, 'p', new RegExp(`${SCREEN_TEXT.firstVisit}|${SCREEN_TEXT.lobby}`), 'the lobby or the first visit');
    if (!line.screen.includes(SCREEN_TEXT.lobby)) await press(call, ' ', SCREEN_TEXT.lobby, 'the lobby');
    await line.quiet(TABLE_QUIET_MS);
    await turn(call, ENTER, 'the table');
    for (let moves = Math.floor(between(call.chance, pace.moves)); moves > 0; moves -= 1) await turn(call, ENTER, 'a move at the table');
    // The table has answered moves, so its game is in the store.
    call.caller.seated = true;
    // Q only once the table has gone quiet, so a late lobby never takes it for "quick game".
    for (let tries = 0; !line.screen.includes(SCREEN_TEXT.lobby); tries += 1) {
      if (tries === MAX_LEAVE_TRIES) throw new Error(`still at the table after ${MAX_LEAVE_TRIES} presses of Q`);
      await line.quiet(TABLE_QUIET_MS);
      if (line.screen.includes(SCREEN_TEXT.lobby)) break;
      line.mark();
      line.type('q');
      await line.expect(SCREEN_TEXT.lobby, 'the lobby', TABLE_QUIET_MS * 2).catch(() => undefined);
    }
    await line.quiet(TABLE_QUIET_MS);
    await backToMenu(call, 'x');
  },
};

export const quit: Step = {
  name: 'quit',
  async run(call) {
    await press(call, 'q', SCREEN_TEXT.goodbye, 'the goodbye screen');
    await call.line.waitClosed(call.pace.screenTimeoutMs);
  },
};

/** The main menu's items a caller may visit, each ending back at the main menu. */
export const MENU_VISITS: readonly Step[] = [readInstructions, readNews, lookAtFame, lookWhoIsOnline, openMailbox, playSomeMoves];

/**
 * One call: in (a sign-up the first time), a few menu visits picked by chance, and out. `browse`
 * false makes it a quick call in and out (a caller past the run's end proving its sign-up).
 */
export function callScript(caller: Caller, pace: Pace, chance: Chance, browse = true): Step[] {
  const visits = browse ? Math.floor(between(chance, [pace.visits[0], pace.visits[1] + 1])) : 0;
  const picked = Array.from({ length: visits }, () => MENU_VISITS[Math.floor(chance() * MENU_VISITS.length)]).filter(
    (step): step is Step => step !== undefined,
  );
  return [caller.signedUp ? logIn : signUp, enterMenu, ...picked, quit];
}
