// The Instructions of the main menu: a table of contents, and the help pages read one screen at a
// time. A page turn sends only the cells that change.
import { asciiLines, diffScreens, renderScreen, type ScreenBuffer } from '../../term/screen-buffer.js';
import type { Key, Terminal } from '../../term/types.js';
import type { CallerContext, CallerScreen } from '../caller-context.js';
import { menuFromDraft } from '../game/prompt-menu.js';
import { askMenu, type KeySource } from '../game/ask-prompt.js';
import { HELP_KEYS, helpScreens } from './help-layout.js';
import { HELP_PAGES, type HelpPage } from './help-pages.js';

const BACK = 'back';
const PAGE = 'page:';
/** The way back keeps one key, as on a page (Q); Esc and X go back too. */
const BACK_KEY = 'q';
const BACK_COMMANDS: Readonly<Record<string, string>> = { x: BACK };
/** Never a page's key: X goes back, and C means "contents" on a page, so not a page here. */
const KEPT_KEYS = 'cx';

const CONTENTS_HELP =
  'These pages tell how the game is played, one screen each. Press the key beside a page to read it; Enter reads on from where you stopped. Inside a page, Enter turns to the next one. Q, X or Esc goes back to the main menu.';

type Step = 'next' | 'previous' | 'contents' | 'menu';

function stepFor(key: Key): Step | undefined {
  switch (key.kind) {
    case 'enter':
    case 'down':
    case 'right':
    case 'page-down':
      return 'next';
    case 'up':
    case 'left':
    case 'page-up':
      return 'previous';
    case 'escape':
      return 'contents';
    case 'char': {
      const ch = key.char.toLowerCase();
      if (ch === ' ' || ch === '>' || ch === 'n') return 'next';
      if (ch === '<' || ch === 'p') return 'previous';
      if (ch === 'c') return 'contents';
      if (ch === 'q') return 'menu';
      return undefined;
    }
    default:
      return undefined;
  }
}

export const runHelp: CallerScreen = async (ctx) => {
  const rows = Math.min(24, ctx.term.caps.rows);
  let next = 0;
  for (;;) {
    const answer = await askMenu(ctx.term, contents(next, rows), { keys: ctx.keys, commands: BACK_COMMANDS, escape: BACK });
    if (answer.kind === 'command' || !answer.optionId.startsWith(PAGE)) return;
    const read = await readFrom(ctx, Number(answer.optionId.slice(PAGE.length)), rows);
    if (read.step === 'menu') return;
    next = read.lastPage + 1;
  }
};

function contents(next: number, rows: number) {
  const defaultId = next < HELP_PAGES.length ? `${PAGE}${next}` : BACK;
  return menuFromDraft(
    {
      title: 'How Arkham plays',
      context: ['The rules of the game and the keys of this door, a screen at a time.'],
      groups: [
        { heading: 'Pages', choices: HELP_PAGES.map((page, i) => ({ optionId: `${PAGE}${i}`, label: page.title, detail: page.summary })) },
        { heading: null, choices: [{ optionId: BACK, label: 'Back to the main menu', detail: '', key: BACK_KEY }] },
      ],
    },
    { id: 'help-contents', kind: 'help-contents', defaultId, help: CONTENTS_HELP },
    rows,
    { reservedKeys: KEPT_KEYS },
  );
}

interface Shown {
  page: number;
  screen: ScreenBuffer;
}

/** Every screen of every page in order, so reading flows from one page into the next. */
function allScreens(pages: readonly HelpPage[], rows: number): Shown[] {
  return pages.flatMap((page, i) => helpScreens(page, i + 1, pages.length, rows).map((screen) => ({ page: i, screen })));
}

/** Reads from the first screen of page `first` until the caller leaves; says how and on which page. */
async function readFrom(ctx: CallerContext, first: number, rows: number): Promise<{ step: 'contents' | 'menu'; lastPage: number }> {
  const screens = allScreens(HELP_PAGES, rows);
  let at = Math.max(0, screens.findIndex((shown) => shown.page === first));
  let before: ScreenBuffer | null = null;
  for (;;) {
    const shown = screens[at];
    if (!shown) return { step: 'contents', lastPage: HELP_PAGES.length - 1 };
    draw(ctx.term, before, shown.screen);
    before = shown.screen;
    const step = await nextStep(ctx.keys);
    if (step === 'contents' || step === 'menu') return { step, lastPage: shown.page };
    if (step === 'previous') at = Math.max(0, at - 1);
    else at += 1;
  }
}

async function nextStep(keys: KeySource): Promise<Step> {
  for (;;) {
    const step = stepFor(await keys.next());
    if (step) return step;
  }
}

function draw(term: Terminal, before: ScreenBuffer | null, screen: ScreenBuffer): void {
  if (!term.caps.ansi) {
    term.write('\r\n' + asciiLines(screen).join('\r\n') + ' ');
  } else {
    const cursorAt = { row: screen.rows, col: 3 + HELP_KEYS.length + 1 };
    term.write(before ? diffScreens(before, screen, { cursorAt }) : renderScreen(screen, { cursorAt }));
  }
  term.flush();
}
