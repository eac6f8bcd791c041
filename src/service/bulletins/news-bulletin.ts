// The Advertiser as a bulletin: the newest issue of each game, its biggest stories with their leads.
import type { Issue } from '../news/story.js';
import { wrapText } from '../wrap.js';
import { longDate } from './dates.js';
import { centred, COLOUR, rule, span, spread, WIDTH, type Line } from './layout.js';

const STORIES_PER_GAME = 4;
export const GAMES_SHOWN = 8;
const LEAD_INDENT = '   ';

export function newsBulletin(issues: readonly Issue[], bbsName: string): Line[] {
  const newest = newestPerGame(issues).slice(0, GAMES_SHOWN);
  const lines: Line[] = [
    rule('═'),
    centred('THE ARKHAM ADVERTISER', COLOUR.title),
    centred(`Circulated on ${bbsName}${newest[0] ? `  -  ${longDate(newest[0].day)}` : ''}`, COLOUR.dim),
    rule('═'),
  ];
  if (newest.length === 0) {
    lines.push([], centred('No news yet: no game has finished a turn.', COLOUR.plain), []);
    return lines;
  }
  for (const issue of newest) {
    lines.push(
      [],
      spread(span(`"${issue.gameTitle}" (game ${issue.gameId})`, COLOUR.heading), span(`Doom ${issue.doom}  Gates ${issue.gatesOnBoard}  ${issue.day}`, COLOUR.number)),
      rule('─'),
    );
    const stories = [...issue.stories].sort((a, b) => b.turn - a.turn || b.weight - a.weight).slice(0, STORIES_PER_GAME);
    for (const story of stories) {
      lines.push([span(story.headline.toUpperCase(), story.weight >= 50 ? COLOUR.accent : COLOUR.title)]);
      for (const text of wrapText(story.lead, WIDTH - LEAD_INDENT.length)) lines.push([span(LEAD_INDENT + text)]);
    }
  }
  lines.push([], rule('═'));
  return lines;
}

function newestPerGame(issues: readonly Issue[]): Issue[] {
  const newest = new Map<string, Issue>();
  for (const issue of issues) {
    const known = newest.get(issue.gameId);
    if (!known || issue.day > known.day) newest.set(issue.gameId, issue);
  }
  return [...newest.values()].sort((a, b) => (a.day === b.day ? a.gameId.localeCompare(b.gameId) : a.day < b.day ? 1 : -1));
}
