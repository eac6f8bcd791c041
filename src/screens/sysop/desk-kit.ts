// What every page of the sysop's desk shares: a menu from a draft, a heading, and a refusal of the
// service shown as one line instead of ending the desk.
import type { CallerContext } from '../caller-context.js';
import type { MenuDraft } from '../game/menu-model.js';
import { askPrompt, menuFromDraft } from '../game/prompt-menu.js';
import { clearScreen, refusalWords, tell } from '../menu-screen.js';
import { BACK } from './sysop-words.js';

const HEADING = '\x1b[0;1;33m';
const DONE = '\x1b[0m';

export function choose(ctx: CallerContext, draft: MenuDraft, id: string, help: string): Promise<string> {
  return askPrompt(ctx.term, menuFromDraft(draft, { id, kind: id, defaultId: BACK, help }, Math.min(24, ctx.term.caps.rows)), { keys: ctx.keys });
}

/** Runs a sysop action; a refusal of the service (the game went meanwhile, say) is one line. */
export async function attempt(ctx: CallerContext, action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch (error) {
    const refusal = refusalWords(error);
    if (refusal === undefined) throw error;
    await tell(ctx, refusal);
  }
}

export function heading(ctx: CallerContext, text: string): void {
  clearScreen(ctx.term);
  ctx.term.write(`${HEADING}${text}${DONE}\r\n\r\n`);
}
