// What a caller sees first: the title screen, then the main menu until they quit, then goodbye.
import type { Clock } from '../support/clock.js';
import type { Terminal } from '../term/types.js';
import type { ArtLibrary } from './art/library.js';
import type { FieldValues } from './art/template.js';
import { INSTRUCTIONS } from './instructions.js';
import { KeyReader } from './key-reader.js';
import { MAIN_MENU } from './menu.js';
import { MenuScreen } from './menu-screen.js';

export interface MainFlowContext {
  aliasName: string;
  /** Shown as "(sysop)" beside the name in the main menu. */
  sysop?: boolean;
  node: number;
  timeLeftSeconds: number;
  version: string;
  art: ArtLibrary;
  clock: Clock;
  /** Called once the title has been sent: slower work can start without delaying it. */
  afterTitle?: () => void;
}

/** How long the title stays up once sent, unless a key moves on sooner. */
export const TITLE_PAUSE_MS = 8000;
const CLEAR = '\x1b[0m\x1b[H\x1b[2J';

export const MESSAGES = {
  play: 'The games are not open yet in this version. Soon, the gates will be.',
  news: 'The Arkham Advertiser is not on the stands yet in this version.',
  fame: 'The Hall of Fame is not open yet in this version.',
  back: 'Press any key to return to the menu.',
} as const;

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

  const before = term.bytesWritten;
  term.write(ctx.art.get('title').render(values, { ansi }));
  term.flush();
  ctx.afterTitle?.();
  // On a slow line the title is still arriving when we finish sending it: the pause starts after.
  await keys.nextWithin(TITLE_PAUSE_MS + lineTimeMs(term.bytesWritten - before, term.caps.baud));

  const menuArt = ctx.art.get(MAIN_MENU.art);
  const menuValues: FieldValues = ctx.sysop ? { ...values, ALIAS: withSysopTag(ctx.aliasName, menuArt.field('ALIAS')?.width ?? 0) } : values;
  const menu = new MenuScreen(term, MAIN_MENU, menuArt, keys);
  menu.draw(menuValues);
  for (;;) {
    const item = await menu.choose();
    switch (item.target) {
      case 'play':
      case 'news':
      case 'fame':
        menu.status(MESSAGES[item.target]);
        break;
      case 'instructions':
        term.write(CLEAR);
        await term.showPaged(INSTRUCTIONS);
        term.write(`\r\n\x1b[0;1;33m${MESSAGES.back}\x1b[0m`);
        await keys.next();
        menu.draw(menuValues);
        break;
      case 'quit':
        term.write(ctx.art.get('goodbye').render(values, { ansi }));
        term.flush();
        return;
    }
  }
}
