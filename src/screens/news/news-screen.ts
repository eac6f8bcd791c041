// The Arkham Advertiser from the main menu: the issues on the stand, a front page with the day's
// banner story, and the whole issue through the pager. The stand is read a page at a time, newest first.
import type { Issue } from '../../service/news/story.js';
import type { CallerContext, CallerScreen } from '../caller-context.js';
import { askPrompt, menuFromDraft } from '../game/prompt-menu.js';
import { HeldKeys } from '../game/held-keys.js';
import { showText, tell } from '../menu-screen.js';
import { BACK, frontPageValues, issueKey, issuesDraft, issueText, NEWER, OLDER, STAND_PAGE } from './issue-words.js';

const LIST_HELP =
  'Each line is one day of one game, under its biggest headline. Press the key beside a headline to read that issue, or the one for older or newer issues to turn the page; Enter goes back to the main menu.';

export const runNews: CallerScreen = async (ctx) => {
  const service = await ctx.service();
  const mine = new Set((await service.games.gamesOf(ctx.player)).map((game) => game.id));
  let offset = 0;
  // An issue keeps its key while newer ones come in above it or old ones leave the stand.
  const held = new HeldKeys();
  for (;;) {
    const { heads, total } = await service.news.page(offset, STAND_PAGE);
    if (total === 0) {
      await tell(ctx, 'No news yet: no game in Arkham has finished a turn.');
      return;
    }
    if (heads.length === 0 && offset > 0) {
      offset = 0;
      continue;
    }
    const menu = menuFromDraft(held.apply(issuesDraft(heads, { offset, total }, mine)), { id: 'news', kind: 'news', defaultId: BACK, help: LIST_HELP }, Math.min(24, ctx.term.caps.rows));
    const picked = await askPrompt(ctx.term, menu, { keys: ctx.keys });
    if (picked === OLDER) offset += STAND_PAGE;
    else if (picked === NEWER) offset = Math.max(0, offset - STAND_PAGE);
    else {
      const head = heads.find((candidate) => issueKey(candidate) === picked);
      if (!head) return;
      const issue = await service.news.issue(head.gameId, head.day);
      if (!issue) await tell(ctx, 'That issue is no longer on the stand.');
      else if (await frontPage(ctx, issue)) await showText(ctx, issueText(issue), 'Press any key to go back to the list.');
    }
  }
};

/** The front page; true when the caller asks for the whole issue. */
async function frontPage(ctx: CallerContext, issue: Issue): Promise<boolean> {
  const ansi = ctx.term.caps.ansi;
  ctx.term.write(ctx.art.get('advertiser').render(frontPageValues(issue), { ansi, cursorField: 'K' }));
  ctx.term.flush();
  for (;;) {
    const key = await ctx.keys.next();
    if (key.kind === 'enter' || (key.kind === 'char' && key.char === ' ')) return true;
    if (key.kind === 'escape') return false;
    if (key.kind === 'char' && key.char.toLowerCase() === 'q') return false;
  }
}
