// A prompt menu on the caller's screen: a page at a time (a page turn sends only what changed), a
// hotkey picks an option, Enter the default, `?` shows help on this decision. Keys that mean nothing
// here are ignored without a redraw.
import { asciiLines, diffScreens, renderScreen, type ScreenBuffer } from '../../term/screen-buffer.js';
import type { Key, Terminal } from '../../term/types.js';
import type { MenuEntry, MenuPage, PromptMenu } from './menu-model.js';
import { MENU_HELP } from './prompt-help.js';
import { drawMenuPage, menuCursor } from './prompt-page.js';
import { wrapWords } from './wrap.js';

export interface KeySource {
  next(): Promise<Key>;
}

export interface AskOptions {
  /** Where keys come from; the terminal itself unless the caller shares a KeyReader. */
  keys?: KeySource;
}

/** The entry a key picks on a page (hotkeys match without regard to case). */
function entryForKey(page: MenuPage, key: string): MenuEntry | undefined {
  const pressed = key.toLowerCase();
  for (const section of page.sections) for (const entry of section.entries) if (entry.key === pressed) return entry;
  return undefined;
}

type Action = { kind: 'pick'; optionId: string } | { kind: 'page'; step: number } | { kind: 'help' } | null;

function actionFor(menu: PromptMenu, page: number, key: Key): Action {
  switch (key.kind) {
    case 'enter':
      return menu.defaultId === '' ? null : { kind: 'pick', optionId: menu.defaultId };
    case 'page-down':
    case 'right':
    case 'down':
      return { kind: 'page', step: 1 };
    case 'page-up':
    case 'left':
    case 'up':
      return { kind: 'page', step: -1 };
    case 'char': {
      if (key.char === '?') return { kind: 'help' };
      if (key.char === '>' || key.char === ' ') return { kind: 'page', step: 1 };
      if (key.char === '<') return { kind: 'page', step: -1 };
      const entry = menu.pages[page] ? entryForKey(menu.pages[page], key.char) : undefined;
      return entry ? { kind: 'pick', optionId: entry.optionId } : null;
    }
    default:
      return null;
  }
}

/** Shows `menu` and resolves with the option id the caller picks. Rejects with SessionEnded when the session ends. */
export async function askPrompt(term: Terminal, menu: PromptMenu, options: AskOptions = {}): Promise<string> {
  const keys: KeySource = options.keys ?? { next: () => term.readKey() };
  const ansi = term.caps.ansi;
  let page = 0;
  let shown: ScreenBuffer | null = null;
  const draw = (): void => {
    const next = drawMenuPage(menu, page);
    if (!ansi) term.write('\r\n' + asciiLines(next).join('\r\n') + ' ');
    else {
      const cursorAt = menuCursor(menu, page);
      term.write(shown ? diffScreens(shown, next, { cursorAt }) : renderScreen(next, { cursorAt }));
    }
    shown = next;
    term.flush();
  };
  draw();
  for (;;) {
    const action = actionFor(menu, page, await keys.next());
    if (action === null) continue;
    if (action.kind === 'pick') return action.optionId;
    if (action.kind === 'page') {
      const to = Math.max(0, Math.min(menu.pages.length - 1, page + action.step));
      if (to === page) continue;
      page = to;
      draw();
      continue;
    }
    await showHelp(term, menu, keys);
    shown = null;
    draw();
  }
}

async function showHelp(term: Terminal, menu: PromptMenu, keys: KeySource): Promise<void> {
  const lines = [menu.title, '', ...wrapWords(menu.help, 76), '', ...wrapWords(MENU_HELP, 76)];
  const ansi = term.caps.ansi;
  // A fresh screen, and the pager in case the help outgrows a short one.
  if (ansi) term.write('\x1b[0m\x1b[H\x1b[2J');
  await term.showPaged(lines.join('\r\n'));
  term.write(ansi ? '\x1b[1mPress any key to go back to the choices.\x1b[0m' : 'Press any key to go back to the choices.');
  term.flush();
  await keys.next();
}
