// A prompt menu on the caller's screen: a page at a time (a page turn sends only what changed), a
// hotkey picks an option or opens a sub-menu (Esc, or `<` on its first page, goes back), Enter the
// default, `?` shows help on this decision. Keys that mean nothing here are ignored without a redraw.
// A screen around the menu may claim keys of its own (the map, the sheet, leaving) and may draw the
// menu over something (the map, a heading).
import type { Cell } from '../../term/cursor-moves.js';
import { asciiLines, type ScreenBuffer } from '../../term/screen-buffer.js';
import type { Key, Terminal } from '../../term/types.js';
import { LiveScreen } from './live-screen.js';
import type { MenuEntry, MenuPage, PromptMenu } from './menu-model.js';
import { MENU_HELP } from '../../rulesets/classic/screens/prompt-help.js';
import { drawMenuPage, menuCursor } from './prompt-page.js';
import { wrapWords } from './wrap.js';

export interface KeySource {
  next(): Promise<Key>;
}

export interface AskOptions {
  /** Where keys come from; the terminal itself unless the caller shares a KeyReader. */
  keys?: KeySource;
}

/** A page of the menu put on a whole screen, with where the cursor waits. */
export interface PlacedPage {
  screen: ScreenBuffer;
  cursorAt: Cell;
}

export interface AskMoreOptions extends AskOptions {
  /** Keys (one character, matched without regard to case) that end the question with a command instead. */
  commands?: Readonly<Record<string, string>>;
  /** The command Esc gives; Esc is ignored without one. */
  escape?: string;
  /** The screen as the caller sees it, so the menu goes out as a diff of it. */
  screen?: LiveScreen;
  /** Puts a drawn page on the whole screen (over the map, under a heading); the page alone by default. */
  place?: (page: ScreenBuffer, cursorAt: Cell) => PlacedPage;
  /** Extra help shown after the help on this decision (what the screen's own keys do). */
  moreHelp?: string;
}

export type AskResult = { kind: 'option'; optionId: string } | { kind: 'command'; command: string };

/**
 * The entry a key picks on `page` of `menu` (hotkeys match without regard to case): one of the
 * page's own, else a choice with a key of its own on any page ([Q]uick game on page 2 still answers).
 */
function entryForKey(menu: PromptMenu, page: number, key: string): MenuEntry | undefined {
  const pressed = key.toLowerCase();
  const onPage = (p: MenuPage | undefined): MenuEntry[] => p?.sections.flatMap((s) => s.entries) ?? [];
  return onPage(menu.pages[page]).find((e) => e.key === pressed) ?? menu.pages.flatMap(onPage).find((e) => e.ownKey === true && e.key === pressed);
}

type Action =
  | { kind: 'pick'; optionId: string }
  | { kind: 'open'; menu: PromptMenu }
  | { kind: 'back' }
  | { kind: 'command'; command: string }
  | { kind: 'page'; step: number }
  | { kind: 'help' }
  | null;

/** What `key` does on `page` of `menu`; `nested` when the menu is a sub-menu, which Esc leaves. */
function actionFor(menu: PromptMenu, page: number, key: Key, options: AskMoreOptions, nested: boolean): Action {
  const back = (): Action => (nested && page === 0 ? { kind: 'back' } : { kind: 'page', step: -1 });
  switch (key.kind) {
    case 'enter':
      return menu.defaultId === '' ? null : { kind: 'pick', optionId: menu.defaultId };
    case 'escape':
      if (nested) return { kind: 'back' };
      return options.escape === undefined ? null : { kind: 'command', command: options.escape };
    case 'page-down':
    case 'right':
    case 'down':
      return { kind: 'page', step: 1 };
    case 'page-up':
    case 'left':
    case 'up':
      return back();
    case 'char': {
      if (key.char === '?') return { kind: 'help' };
      if (key.char === '>' || key.char === ' ') return { kind: 'page', step: 1 };
      if (key.char === '<') return back();
      const entry = entryForKey(menu, page, key.char);
      if (entry?.submenu) return { kind: 'open', menu: entry.submenu };
      if (entry) return { kind: 'pick', optionId: entry.optionId };
      const command = options.commands?.[key.char.toLowerCase()];
      return command === undefined ? null : { kind: 'command', command };
    }
    default:
      return null;
  }
}

/** Shows `menu` and resolves with the option id the caller picks. Rejects with SessionEnded when the session ends. */
export async function askPrompt(term: Terminal, menu: PromptMenu, options: AskOptions = {}): Promise<string> {
  const result = await askMenu(term, menu, options);
  // Without commands or Esc nothing else can come back.
  return result.kind === 'option' ? result.optionId : menu.defaultId;
}

/** Where the caller is: the menu shown (the first, or a sub-menu it opened) and its page. */
interface Place {
  menu: PromptMenu;
  page: number;
}

/** Shows `menu`; resolves with the option picked, or with the command of one of the screen's own keys. */
export async function askMenu(term: Terminal, menu: PromptMenu, options: AskMoreOptions = {}): Promise<AskResult> {
  const keys: KeySource = options.keys ?? { next: () => term.readKey() };
  const screen = options.screen ?? new LiveScreen(term);
  const place = options.place ?? ((page: ScreenBuffer, cursorAt: Cell): PlacedPage => ({ screen: page, cursorAt }));
  // The menus opened so far, the one shown last; going back shows the one before at the page it was left on.
  const first: Place = { menu, page: 0 };
  const trail: Place[] = [first];
  let at = first;
  // Where the cursor waits on the page shown: a question before a hopeless roll is asked on that row.
  let lastCursor: Cell | null = null;
  const draw = (): void => {
    const drawn = drawMenuPage(at.menu, at.page);
    if (!term.caps.ansi) {
      term.write('\r\n' + withoutBlankRuns(asciiLines(drawn)).join('\r\n') + ' ');
      term.flush();
      return;
    }
    const placed = place(drawn, menuCursor(at.menu, at.page));
    lastCursor = placed.cursorAt;
    screen.show(placed.screen, placed.cursorAt);
  };
  draw();
  for (;;) {
    const action = actionFor(at.menu, at.page, await keys.next(), options, trail.length > 1);
    if (action === null) continue;
    if (action.kind === 'pick') {
      const question = entryById(at.menu, action.optionId)?.confirm;
      if (question === undefined || (await confirmed(term, keys, question, lastCursor))) return { kind: 'option', optionId: action.optionId };
      screen.forget();
      draw();
      continue;
    }
    if (action.kind === 'command') return { kind: 'command', command: action.command };
    if (action.kind === 'open' || action.kind === 'back') {
      if (action.kind === 'open') trail.push({ menu: action.menu, page: 0 });
      else trail.pop();
      at = trail[trail.length - 1] ?? first;
      draw();
      continue;
    }
    if (action.kind === 'page') {
      const to = Math.max(0, Math.min(at.menu.pages.length - 1, at.page + action.step));
      if (to === at.page) continue;
      at.page = to;
      draw();
      continue;
    }
    await showHelp(term, at.menu, keys, options.moreHelp);
    screen.forget();
    draw();
  }
}

/** The entry of `menu` that answers with `optionId`, on any page. */
function entryById(menu: PromptMenu, optionId: string): MenuEntry | undefined {
  return menu.pages.flatMap((p) => p.sections.flatMap((s) => s.entries)).find((e) => e.submenu === undefined && e.optionId === optionId);
}

/** Asks `question` on the cursor's row (plain mode: a line of its own); Y says yes, any other key no. */
async function confirmed(term: Terminal, keys: KeySource, question: string, at: Cell | null): Promise<boolean> {
  if (term.caps.ansi && at !== null) term.write(`\x1b[${at.row};1H\x1b[K\x1b[1;37m${question}\x1b[0m `);
  else term.write(`\r\n${question} `);
  term.flush();
  const key = await keys.next();
  const yes = key.kind === 'char' && key.char.toLowerCase() === 'y';
  if (!term.caps.ansi) {
    term.write(yes ? 'Y\r\n' : 'N\r\n');
    term.flush();
  }
  return yes;
}

/** Plain lines keep one blank line where the page had several (between the options and the footer). */
function withoutBlankRuns(lines: readonly string[]): string[] {
  return lines.filter((line, k) => line !== '' || lines[k - 1] !== '');
}

async function showHelp(term: Terminal, menu: PromptMenu, keys: KeySource, moreHelp: string | undefined): Promise<void> {
  const more = moreHelp === undefined ? [] : ['', ...wrapWords(moreHelp, 76)];
  const cards = menu.helpLines.length === 0 ? [] : ['', ...menu.helpLines];
  const lines = [menu.title, '', ...wrapWords(menu.help, 76), ...cards, '', ...wrapWords(MENU_HELP, 76), ...more];
  const ansi = term.caps.ansi;
  // A fresh screen, and the pager in case the help outgrows a short one.
  if (ansi) term.write('\x1b[0m\x1b[H\x1b[2J');
  await term.showPaged(lines.join('\r\n'));
  term.write(ansi ? '\x1b[1;37mPress any key to go back to the choices.\x1b[0m' : 'Press any key to go back to the choices.');
  term.flush();
  await keys.next();
}
