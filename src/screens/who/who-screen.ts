// Who's online from the main menu: pages that came for the caller first, then everyone online (name,
// node, game, since); picking someone sends them a page.
import { MAX_PAGE_LENGTH, type OnlinePlayer, type PresenceHub } from '../../service/presence-hub.js';
import type { ArkhamService } from '../../service/service.js';
import { wrapText } from '../../service/wrap.js';
import { toPlainText } from '../../support/plain-text.js';
import type { CallerContext, CallerScreen } from '../caller-context.js';
import { askPrompt, menuFromDraft } from '../game/prompt-menu.js';
import { clearScreen, refusalWords, showText, tell } from '../menu-screen.js';
import { BACK, pagesText, REFRESH, whoDraft, whoOptionId } from './who-words.js';
import { HeldKeys } from '../game/held-keys.js';

const WHO_HELP =
  'Everyone on the board right now, on this node or another, with the game they have open. Press the key beside a name to page them; Enter goes back to the main menu.';
const TITLE = '\x1b[0;1;33m';
const TEXT = '\x1b[0;36m';
const ANSWER = '\x1b[0;1;37m';
const DONE = '\x1b[0m';

export const runWho: CallerScreen = async (ctx) => {
  const service = await ctx.service();
  const me = await ctx.presence();
  const held = new HeldKeys();
  for (;;) {
    const received = me.takePages();
    if (received.length > 0) await showText(ctx, pagesText(received), 'Press any key for the list.');
    const online = await service.presence.online();
    const draft = whoDraft(online, me.name, ctx.clock.now(), await gameTitles(service, online));
    const menu = menuFromDraft(held.apply(draft), { id: 'who', kind: 'who', defaultId: BACK, help: WHO_HELP }, Math.min(24, ctx.term.caps.rows));
    const picked = await askPrompt(ctx.term, menu, { keys: ctx.keys });
    if (picked === BACK) return;
    if (picked === REFRESH) continue;
    const target = online.find((player) => whoOptionId(player) === picked);
    if (target) await pageSomeone(ctx, service.presence, target.name);
  }
};

/**
 * The titles of the games people have open; a game that cannot be read keeps its id. Read all at
 * once: one after another, 300 callers at tables made the list take seconds.
 */
async function gameTitles(service: ArkhamService, online: readonly OnlinePlayer[]): Promise<Map<string, string>> {
  const ids = [...new Set(online.flatMap((player) => (player.game === null ? [] : [player.game])))];
  const games = await Promise.all(ids.map((id) => service.games.game(id).catch(() => undefined)));
  return new Map(games.flatMap((game) => (game ? [[game.id, game.title] as const] : [])));
}

async function pageSomeone(ctx: CallerContext, presence: Pick<PresenceHub, 'page'>, to: string): Promise<void> {
  clearScreen(ctx.term);
  ctx.term.write(`${TITLE}A page to ${toPlainText(to)}${DONE}\r\n\r\n`);
  const help = `Up to ${MAX_PAGE_LENGTH} characters; when a line fills, the words go on below. Enter sends it; Enter on an empty line, or Esc, sends nothing and goes back.`;
  ctx.term.write(`${TEXT}${wrapText(help, Math.min(78, ctx.term.caps.cols - 2)).join('\r\n')}${DONE}\r\n\r\n`);
  const text = await readPageText(ctx);
  if (text === '') return;
  try {
    await presence.page(ctx.player, to, text);
    await tell(ctx, `Your page is on its way to ${toPlainText(to)}.`);
  } catch (error) {
    const refusal = refusalWords(error);
    if (refusal === undefined) throw error;
    await tell(ctx, refusal);
  }
}

/** A page typed on one line, or two when the first fills the screen's width (its last word wraps on). */
async function readPageText(ctx: CallerContext): Promise<string> {
  const width = Math.min(MAX_PAGE_LENGTH, ctx.term.caps.cols - 1);
  ctx.term.write(ANSWER);
  const first = await ctx.term.readWrappedLine({ maxLength: width });
  if (first === null) return done(ctx, '');
  const length = [...first.line].length;
  if ((first.carry === '' && length < width) || width >= MAX_PAGE_LENGTH) return done(ctx, first.line);
  const second = await ctx.term.readLine({ maxLength: MAX_PAGE_LENGTH - length - first.joiner.length, initial: first.carry });
  return done(ctx, second === null ? '' : `${first.line}${first.joiner}${second}`);
}

function done(ctx: CallerContext, text: string): string {
  ctx.term.write(DONE);
  return text.trim();
}
