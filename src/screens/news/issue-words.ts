// An issue of the Arkham Advertiser in the words the news screens show: the list of issues, the front
// page's fields, and the whole issue as text for the pager. Pure.
import type { FieldValues } from '../art/template.js';
import type { MenuDraft } from '../game/menu-model.js';
import { wrapWords } from '../game/wrap.js';
import { longDate } from '../../service/bulletins/dates.js';
import { bannerOf, type Issue, type IssueHead } from '../../service/news/story.js';
import { toPlainText } from '../../support/plain-text.js';

export const BACK = 'back';
export const OLDER = 'older';
export const NEWER = 'newer';
/** Issues on one page of the stand: the newest first, older ones a key away. */
export const STAND_PAGE = 15;
const LEAD_ROWS = 6;
const LEAD_WIDTH = 72;
const BANNER = '\x1b[0;1;33m';
const HEADLINE = '\x1b[0;1;37m';
const BODY = '\x1b[0;37m';
const RULE = '\x1b[0;33m';
const DONE = '\x1b[0m';

export function issueKey(issue: Pick<Issue, 'gameId' | 'day'>): string {
  return `${issue.gameId}:${issue.day}`;
}

/** "29 Nov" from "2026-11-29". */
function shortDay(day: string): string {
  const parts = longDate(day).split(' ');
  return parts.length >= 3 ? `${parts[1] ?? ''} ${(parts[2] ?? '').slice(0, 3)}` : day;
}

/** Where a page of the stand lies among all the issues. */
export interface StandPlace {
  offset: number;
  total: number;
}

/** One page of the stand as a menu: the caller's own tables first, then the rest of Arkham; newest first within each. */
export function issuesDraft(heads: readonly IssueHead[], place: StandPlace, myGames: ReadonlySet<string>): MenuDraft {
  const choice = (head: IssueHead) => ({
    optionId: issueKey(head),
    label: toPlainText(head.headline || 'A quiet day').toUpperCase(),
    detail: `${shortDay(head.day)}  ${toPlainText(head.gameTitle)}`,
  });
  const mine = heads.filter((head) => myGames.has(head.gameId));
  const others = heads.filter((head) => !myGames.has(head.gameId));
  const paging = [
    ...(place.offset + heads.length < place.total ? [{ optionId: OLDER, label: 'Older issues', detail: '' }] : []),
    ...(place.offset > 0 ? [{ optionId: NEWER, label: 'Newer issues', detail: '' }] : []),
  ];
  const groups = [
    ...(mine.length > 0 ? [{ heading: 'From your tables', choices: mine.map(choice) }] : []),
    ...(others.length > 0 ? [{ heading: mine.length > 0 ? 'From the rest of Arkham' : 'From all over Arkham', choices: others.map(choice) }] : []),
    { heading: null, choices: [...paging, { optionId: BACK, label: 'Back to the main menu', detail: '' }] },
  ];
  const count = place.total === 1 ? 'One issue' : `${place.total} issues`;
  const shown = place.total > heads.length ? ` (${place.offset + 1} to ${place.offset + heads.length} here)` : '';
  return { title: 'The Arkham Advertiser', context: [`${count} on the stand${shown}, newest first. Pick a headline to read that day's paper.`], groups };
}

/** The front page's fields: the edition, the game, the banner story, and the gauges. */
export function frontPageValues(issue: Issue): FieldValues {
  const banner = bannerOf(issue);
  const lead = wrapWords(toPlainText(banner?.lead ?? 'Nothing stirred in the night that this paper could print.'), LEAD_WIDTH).slice(0, LEAD_ROWS);
  const more = issue.stories.length - (banner ? 1 : 0);
  const values: Record<string, string | number> = {
    EDITION: longDate(issue.day),
    GAME: `"${toPlainText(issue.gameTitle)}"`.padStart(43),
    HEADLINE: toPlainText(banner?.headline ?? 'A Quiet Day in Arkham').toUpperCase(),
    MORE: more > 0 ? `Also in this issue: ${more === 1 ? 'one more story' : `${more} more stories`}.` : 'That is all the news today.',
    DOOM: issue.doom,
    GATES: issue.gatesOnBoard,
    TURNS: turnsWords(issue.turns),
  };
  lead.forEach((line, i) => (values[`LEAD${i + 1}`] = line));
  return values;
}

function turnsWords(turns: readonly number[]): string {
  if (turns.length === 0) return '';
  const first = Math.min(...turns);
  const last = Math.max(...turns);
  return first === last ? `${first}` : `${first} to ${last}`;
}

/** The whole issue for the pager: the latest turn's stories first, each headline over its lead. */
export function issueText(issue: Issue): string {
  const lines = [
    `${BANNER}THE ARKHAM ADVERTISER${BODY}  ${longDate(issue.day)}`,
    `${BODY}"${toPlainText(issue.gameTitle)}"   Doom track ${issue.doom}   Gates open ${issue.gatesOnBoard}`,
    `${RULE}${'─'.repeat(76)}`,
  ];
  const stories = [...issue.stories].sort((a, b) => b.turn - a.turn || b.weight - a.weight);
  if (stories.length === 0) lines.push('', `${BODY}Nothing stirred in the night that this paper could print.`);
  let turn: number | undefined;
  for (const story of stories) {
    if (story.turn !== turn) {
      turn = story.turn;
      lines.push('', `${RULE}~ Game turn ${turn} ~`);
    }
    lines.push('', `${HEADLINE}${toPlainText(story.headline).toUpperCase()}`);
    for (const line of wrapWords(toPlainText(story.lead), 74)) lines.push(`${BODY}  ${line}`);
  }
  lines.push('', `${RULE}${'─'.repeat(76)}${DONE}`);
  return lines.join('\r\n');
}
