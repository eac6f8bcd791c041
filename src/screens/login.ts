// Who is calling, on our own listener and serial lines: log in, or sign up as a new investigator.
// Passwords are read masked and handed straight to the accounts: never echoed, never logged. The
// delays after a wrong password are the accounts' (waited here on the injected clock).
import type { Clock } from '../support/clock.js';
import type { Accounts, LoginFailure, SignUpResult } from '../service/accounts/accounts.js';
import { lockedWords } from '../service/accounts/login-policy.js';
import { checkName, nameKey, NAME_MAX_LENGTH, type NameProblem } from '../service/accounts/names.js';
import { storeOutage, storeTrouble } from '../service/store-trouble.js';
import { SessionEnded, type Terminal } from '../term/types.js';
import type { ArtTemplate, FieldValues } from './art/template.js';
import { clearScreen } from './menu-screen.js';

export interface LoginDeps {
  accounts: Pick<Accounts, 'signUp' | 'login'>;
  clock: Clock;
  /** Kept for the sysop: they are never signed up here (see `arkham-door sysop` and the local console). */
  sysopNames: readonly string[];
  /** The title art: the first screen, with the login choices on its prompt line (else a one-line banner). */
  title?: { art: ArtTemplate; values: FieldValues };
}

export interface LoginOutcome {
  name: string;
  isNew: boolean;
  /** Wrong passwords locked the account at this time since the owner last logged in. */
  lockedAt?: number;
}

/** Wrong passwords in one call before it ends. */
export const WRONG_TRIES = 3;
export const MIN_PASSWORD_LENGTH = 6;
const MAX_PASSWORD_LENGTH = 64;
const MASK = '*';

const KEY = (key: string): string => `\x1b[0;1;30m[\x1b[1;33m${key}\x1b[1;30m]\x1b[0;36m`;
const PROMPT = '\x1b[0;36m';
const ANSWER = '\x1b[1;37m';
const WARN = '\x1b[0;1;33m';
const DONE = '\x1b[0m';

export const LOGIN_TEXT = {
  banner: `\r\n\x1b[0;1;36mA R K H A M\x1b[0;36m  -  who goes there through the fog?${DONE}\r\n`,
  menu: `\r\n ${KEY('L')}og in   ${KEY('N')}ew investigator   ${KEY('Q')}uit\r\n${PROMPT} Your choice: ${ANSWER}`,
  /** The same choices on one line, on the title's prompt line. */
  titleMenu: `${KEY('L')}og in  ${KEY('N')}ew investigator  ${KEY('Q')}uit   ${PROMPT}Your choice: ${ANSWER}`,
  name: 'Your name (Esc goes back): ',
  newName: `Choose a name (2-${NAME_MAX_LENGTH} characters; Esc goes back): `,
  password: 'Password (Esc goes back): ',
  newPassword: `Choose a password (at least ${MIN_PASSWORD_LENGTH}; Esc goes back): `,
  again: 'Once more, to be sure (Esc goes back): ',
  wrong: 'That name and password do not match.',
  tooShort: `A password needs at least ${MIN_PASSWORD_LENGTH} characters.`,
  differ: 'The two passwords differ. Let us try again.',
  reserved: 'That name is kept for the sysop. Please choose another.',
  taken: 'Someone in Arkham already goes by that name.',
  marked: 'A name may not hold "@": it marks a caller from another board.',
  /** Shown while the password is hashed: on a busy night that can take seconds. */
  registering: 'Writing your name in the register...',
  cannotWrite: 'The register cannot be written tonight (the sysop knows). Nothing is lost; call again later.',
  damaged: 'A page of the register is damaged (the sysop has been told). Call again later.',
  archivesClosed: 'The archives are closed for a moment: your name was not written in the register. Call again in a little while.',
  archivesClosedUnsure: 'The archives are closed for a moment: your name is in the register once or not at all. Call again in a little while and log in, or sign up if it is not there.',
  tooManyTries: 'Three wrong passwords: the library doors close for now. Call again soon.',
  closed: 'The sysop has closed this account. Leave the sysop a note on the board if you think it a mistake.',
  farewell: 'Safe travels through the fog. Call again soon.',
} as const;

const NAME_PROBLEMS: Record<NameProblem, string> = {
  'too-short': 'A name needs at least 2 characters.',
  'too-long': `A name may have at most ${NAME_MAX_LENGTH} characters.`,
  unprintable: 'A name may hold letters, digits, punctuation and single spaces only.',
};

/** Asks until the caller is known. Ends the call (SessionEnded) on Q or after too many wrong passwords. */
export async function loginOrSignUp(terminal: Terminal, deps: LoginDeps): Promise<LoginOutcome> {
  const screen = new LoginScreen(terminal, deps);
  let menu: string = LOGIN_TEXT.menu;
  if (deps.title && terminal.caps.ansi) {
    const { art, values } = deps.title;
    terminal.write(art.render({ ...values, PROMPT: '' }, { ansi: true }) + art.cursorTo('PROMPT'));
    menu = LOGIN_TEXT.titleMenu;
  } else {
    terminal.write(deps.title ? deps.title.art.render({ ...deps.title.values, PROMPT: '' }, { ansi: false }) : LOGIN_TEXT.banner);
  }
  for (;;) {
    const choice = await screen.choose(menu);
    // Picked on the title: the rest of the login starts on a clean screen, so nothing scrolls the art.
    if (menu === LOGIN_TEXT.titleMenu) clearScreen(terminal);
    menu = LOGIN_TEXT.menu;
    const outcome = choice === 'L' ? await screen.logIn() : choice === 'N' ? await screen.signUp() : screen.leave(LOGIN_TEXT.farewell, 'quit at login');
    if (outcome) return outcome;
  }
}

class LoginScreen {
  private wrongTries = 0;
  private readonly reserved: Set<string>;

  constructor(
    private readonly term: Terminal,
    private readonly deps: LoginDeps,
  ) {
    this.reserved = new Set(deps.sysopNames.map(nameKey));
  }

  async choose(menu: string): Promise<'L' | 'N' | 'Q'> {
    this.term.write(menu);
    this.term.flush();
    for (;;) {
      const key = await this.term.readKey();
      if (key.kind !== 'char') continue;
      const pressed = key.char.toUpperCase();
      if (pressed === 'L' || pressed === 'N' || pressed === 'Q') {
        this.term.write(`${pressed}${DONE}\r\n`);
        return pressed;
      }
    }
  }

  async logIn(): Promise<LoginOutcome | undefined> {
    const name = await this.ask(LOGIN_TEXT.name, NAME_MAX_LENGTH);
    if (name === null || name.trim() === '') return undefined;
    const password = await this.ask(LOGIN_TEXT.password, MAX_PASSWORD_LENGTH, MASK);
    if (password === null) return undefined;
    const result = await this.registerCall(() => this.deps.accounts.login(name, password));
    if (!result) return undefined;
    if (result.ok) return { name: result.name, isNew: false, ...(result.lockedAt !== undefined ? { lockedAt: result.lockedAt } : {}) };
    await this.refused(result);
    return undefined;
  }

  async signUp(): Promise<LoginOutcome | undefined> {
    const typed = await this.ask(LOGIN_TEXT.newName, NAME_MAX_LENGTH);
    if (typed === null) return undefined;
    const checked = checkName(typed);
    if (!checked.ok) return this.say(NAME_PROBLEMS[checked.problem]);
    if (this.reserved.has(nameKey(checked.name))) return this.say(LOGIN_TEXT.reserved);
    const password = await this.ask(LOGIN_TEXT.newPassword, MAX_PASSWORD_LENGTH, MASK);
    if (password === null) return undefined;
    if ([...password].length < MIN_PASSWORD_LENGTH) return this.say(LOGIN_TEXT.tooShort);
    const again = await this.ask(LOGIN_TEXT.again, MAX_PASSWORD_LENGTH, MASK);
    if (again === null) return undefined;
    if (again !== password) return this.say(LOGIN_TEXT.differ);
    this.say(LOGIN_TEXT.registering);
    const result = await this.registerCall(() => this.deps.accounts.signUp(checked.name, password));
    if (!result) return undefined;
    if (result.ok) return { name: result.name, isNew: true };
    return this.say(signUpProblem(result.problem));
  }

  /** Says goodbye and ends the call. */
  leave(message: string, reason: string): never {
    this.term.write(`\r\n${WARN}${message}${DONE}\r\n`);
    this.term.flush();
    this.term.end(reason);
    throw new SessionEnded(reason);
  }

  private async refused(failure: LoginFailure): Promise<void> {
    if (failure.problem === 'closed') this.leave(LOGIN_TEXT.closed, 'account closed by the sysop');
    if (failure.problem === 'locked') this.leave(lockedWords(failure.waitMs), 'account locked');
    if (failure.problem === 'bad-credentials') {
      this.wrongTries += 1;
      if (this.wrongTries >= WRONG_TRIES) this.leave(LOGIN_TEXT.tooManyTries, 'too many wrong passwords');
      this.say(LOGIN_TEXT.wrong);
    }
    const seconds = Math.ceil(failure.waitMs / 1000);
    this.say(`Please wait ${seconds} second${seconds === 1 ? '' : 's'} before trying again...`);
    await waitOn(this.deps.clock, failure.waitMs);
  }

  /** The caller's answer, or null when Esc takes them back to the choice of log in, sign up or quit. */
  private async ask(prompt: string, maxLength: number, mask?: string): Promise<string | null> {
    this.term.write(`${PROMPT} ${prompt}${ANSWER}`);
    this.term.flush();
    const answer = await this.term.readLine(mask === undefined ? { maxLength } : { maxLength, mask });
    this.term.write(`${DONE}\r\n`);
    return answer;
  }

  /** A call on the accounts; a disk that takes no writes or a damaged file sends the caller back to the menu. */
  private async registerCall<R>(call: () => Promise<R>): Promise<R | undefined> {
    try {
      return await call();
    } catch (error) {
      const trouble = storeTrouble(error);
      if (!trouble) throw error;
      if (trouble.code !== 'store/unavailable') return this.say(LOGIN_TEXT.damaged);
      const outage = storeOutage(error);
      return this.say(outage === undefined ? LOGIN_TEXT.cannotWrite : outage.written === 'unknown' ? LOGIN_TEXT.archivesClosedUnsure : LOGIN_TEXT.archivesClosed);
    }
  }

  private say(message: string): undefined {
    this.term.write(`${WARN} ${message}${DONE}\r\n`);
    this.term.flush();
    return undefined;
  }
}

function signUpProblem(problem: Exclude<SignUpResult, { ok: true }>['problem']): string {
  switch (problem) {
    case 'name-taken':
      return LOGIN_TEXT.taken;
    case 'name-reserved':
      return LOGIN_TEXT.reserved;
    case 'name-marked':
      return LOGIN_TEXT.marked;
    case 'name-too-short':
      return NAME_PROBLEMS['too-short'];
    case 'name-too-long':
      return NAME_PROBLEMS['too-long'];
    case 'name-unprintable':
      return NAME_PROBLEMS.unprintable;
    case 'password-too-short':
      return LOGIN_TEXT.tooShort;
    case 'password-too-long':
      return `A password may have at most ${MAX_PASSWORD_LENGTH} characters.`;
    case 'password-unprintable':
      return 'A password may hold printable characters only.';
  }
}

/** Told at the first log-in after a lock-out, so the owner knows someone tried their name. */
export function lockedNotice(lockedAt: number): string {
  const at = new Date(lockedAt).toISOString().replace('T', ' ').slice(0, 16);
  return `Too many wrong passwords locked your name at ${at} UTC. If that was not you, tell the sysop.`;
}

function waitOn(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => clock.setTimeout(resolve, ms));
}
