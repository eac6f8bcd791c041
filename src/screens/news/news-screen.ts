// The Arkham Advertiser from the main menu: the issues on the stand, a front page with the day's
// banner story, and the whole issue through the pager.
import type { Issue } from '../../service/news/story.js';
import type { CallerContext, CallerScreen } from '../caller-context.js';
import { askPrompt, menuFromDraft } from '../game/prompt-menu.js';
import { showText, tell } from '../menu-screen.js';
import { BACK, frontPageValues, issueKey, issuesDraft, issueText } from './issue-words.js';

const LIST_HELP =
  'Each line is one day of one game, under its biggest headline. Press the key beside a headline to read that issue; Enter goes back to the main menu.';

export const runNews: CallerScreen = async (ctx) => {
  const service = await ctx.service();
  const [issues, mine] = await Promise.all([service.news.issues(), service.games.gamesOf(ctx.player)]);
  if (issues.length === 0) {
    await tell(ctx, 'No news yet: no game in Arkham has finished a turn.');
    return;
  }
  const menu = menuFromDraft(
    issuesDraft(issues, new Set(mine.map((game) => game.id))),
    { id: 'news', kind: 'news', defaultId: BACK, help: LIST_HELP },
    Math.min(24, ctx.term.caps.rows),
  );
  for (;;) {
    const picked = await askPrompt(ctx.term, menu, { keys: ctx.keys });
    const issue = issues.find((candidate) => issueKey(candidate) === picked);
    if (!issue) return;
    if (await frontPage(ctx, issue)) await showText(ctx, issueText(issue), 'Press any key to go back to the list.');
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
