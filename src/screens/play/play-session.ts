// What every play screen works with: the caller, the game service, the shared game content, and the
// caller's screen as it stands (so each screen goes out as a diff of the last). Also the two small
// screens everything uses: a few lines with "press any key", and a prompt menu of any list of choices.
import type { Content } from '../../rulesets/classic/content/schema.js';
import type { PresenceSession } from '../../service/presence-hub.js';
import type { ArkhamService } from '../../service/service.js';
import { ScreenBuffer } from '../../term/screen-buffer.js';
import type { Cell } from '../../term/cursor-moves.js';
import type { Key } from '../../term/types.js';
import type { CallerContext } from '../caller-context.js';
import { askMenu, type AskMoreOptions, type AskResult } from '../game/ask-prompt.js';
import type { LiveScreen } from '../game/live-screen.js';
import type { PromptMenu } from '../game/menu-model.js';
import { INK } from '../game/palette.js';
import { clip, wrapWords } from '../game/wrap.js';

export interface PlaySession {
  readonly ctx: CallerContext;
  readonly service: ArkhamService;
  readonly screen: LiveScreen;
  /** The caller's presence (the game they sit at, pages); null when it could not be had. */
  readonly presence: PresenceSession | null;
}

export const ANY_KEY = 'Press any key to go on.';

export function contentOf(session: PlaySession): Content {
  return session.service.games.engine.content;
}

/** Menus fill the screen, but never more than 24 rows (the screens are drawn for 80x24). */
export function menuRows(session: PlaySession): number {
  return Math.min(24, session.ctx.term.caps.rows);
}

/** Asks a menu on the session's screen and keys. */
export function ask(session: PlaySession, menu: PromptMenu, options: AskMoreOptions = {}): Promise<AskResult> {
  return askMenu(session.ctx.term, menu, { keys: session.ctx.keys, screen: session.screen, ...options });
}

/** A screen of words: a title, paragraphs wrapped to the width, and `prompt` on the last row. */
export function drawWords(title: string, paragraphs: readonly string[], prompt = ANY_KEY): { screen: ScreenBuffer; cursorAt: Cell } {
  const screen = new ScreenBuffer(80, 24);
  screen.text(2, 3, clip(title, 76), INK.title);
  let row = 4;
  for (const paragraph of paragraphs) {
    for (const line of wrapWords(paragraph, 74)) if (row <= 22) screen.text(row++, 3, line, INK.text);
    row += 1;
  }
  screen.text(24, 2, clip(prompt, 77), INK.prompt);
  return { screen, cursorAt: { row: 24, col: Math.min(79, [...prompt].length + 2) } };
}

/** Puts a few paragraphs on the screen (plain terminals: as lines). */
export function putWords(session: PlaySession, title: string, paragraphs: readonly string[], prompt = ANY_KEY): void {
  if (session.screen.fullScreen) {
    const drawn = drawWords(title, paragraphs, prompt);
    session.screen.show(drawn.screen, drawn.cursorAt);
    return;
  }
  const lines = [title, ...paragraphs.flatMap((p) => wrapWords(p, 76)), prompt];
  session.screen.print(`\r\n${lines.join('\r\n')} `);
}

/** Shows a few paragraphs and waits for a key. */
export async function showWords(session: PlaySession, title: string, paragraphs: readonly string[], prompt = ANY_KEY): Promise<Key> {
  putWords(session, title, paragraphs, prompt);
  return session.ctx.keys.next();
}
