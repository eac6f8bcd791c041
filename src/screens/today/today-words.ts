// "Today in Arkham" as lines of text for an 80x24 screen: the caller's tables first, then the board's
// best, who called today and the wall's newest lines, each part cut to fit so the whole never scrolls.
import type { TodayInArkham, TodayTable } from '../../service/day/today.js';
import { sameName } from '../../service/names.js';
import { toPlainText } from '../../support/plain-text.js';

export const WIDTH = 78;
const HEAD = '\x1b[0;1;33m';
const PART = '\x1b[0;1;36m';
const TEXT = '\x1b[0;37m';
const MOVE = '\x1b[0;1;32m';
const DONE = '\x1b[0m';

/** What the last line offers: the wall, the log-on setting, and where any other key goes. */
export function todayKeys(options: TodayOptions): string {
  const setting = options.skipping ? '[X] show this at log-on' : '[X] skip this at log-on';
  return `[R] the wall  [A] rankings  ${setting}  ${options.atLogOn ? 'a menu key: Your choice: ' : 'other keys: back'}`;
}

export interface TodayOptions {
  /** The caller set this screen aside at log-on. */
  skipping: boolean;
  /** Shown at log-on: any other key is the main menu's choice. */
  atLogOn: boolean;
}

/** Cuts to `width` code points, a '~' marking the cut (a CP437 and ASCII caller has no ellipsis). */
export function clip(text: string, width: number): string {
  const chars = [...text];
  return chars.length <= width ? text : `${chars.slice(0, width - 1).join('')}~`;
}

function dayWords(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return date.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}

function untilWords(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

function moveWords({ whoseMove, gathering }: TodayTable, player: string): string {
  if (gathering) return 'seats still open';
  if (whoseMove.length === 0) return 'the Mythos stirs';
  if (whoseMove.some((name) => sameName(name, player))) return whoseMove.length === 1 ? 'your move' : `your move, and ${whoseMove.length - 1} more`;
  return `${clip(toPlainText(whoseMove[0] ?? ''), 16)}'s move${whoseMove.length > 1 ? ` and ${whoseMove.length - 1} more` : ''}`;
}

/** As many of today's callers as fit in `width`, then how many more called. */
function calledWords(names: readonly string[], count: number, width: number): string {
  if (count === 0) return 'nobody yet';
  for (let shown = Math.min(names.length, 8); shown > 0; shown -= 1) {
    const others = count - shown;
    const text = `${names.slice(0, shown).join(', ')}${others > 0 ? ` and ${others} more` : ''}`;
    if ([...text].length <= width) return text;
  }
  return clip(`${count} caller${count === 1 ? '' : 's'}`, width);
}

/** The screen's lines (at most 22, none wider than 78 columns), with colour codes. */
export function todayLines(today: TodayInArkham, player: string, now: number, options: TodayOptions): string[] {
  const lines: string[] = [];
  lines.push(`${HEAD}${clip(`Today in Arkham: ${dayWords(today.day)}`, 50)}${TEXT}   the day turns in ${untilWords(today.nextDayAt - now)}${DONE}`, '');
  lines.push(`${PART}Your tables${DONE}`);
  if (today.tables.length === 0) lines.push(`${TEXT}  You sit at no table yet: P at the menu finds one.${DONE}`);
  for (const table of today.tables) {
    const move = moveWords(table, player);
    const story = clip(`${toPlainText(table.title)}: ${toPlainText(table.headline ?? 'no news yet')}`, WIDTH - 4 - [...move].length);
    lines.push(`${TEXT}  ${story}${' '.repeat(Math.max(1, WIDTH - 2 - [...story].length - [...move].length))}${MOVE}${move}${DONE}`);
  }
  lines.push('', `${PART}The board's best${DONE}`);
  if (today.top.length === 0) lines.push(`${TEXT}  No game has ended yet: the first to finish one heads the list.${DONE}`);
  today.top.forEach((one, at) => lines.push(`${TEXT}  ${at + 1}. ${clip(`${toPlainText(one.name)}, ${one.title} (won ${one.won} of ${one.played})`, WIDTH - 5)}${DONE}`));
  const called = calledWords(today.callers.map((name) => toPlainText(name)), today.callerCount, WIDTH - 14);
  lines.push('', `${PART}Called today: ${TEXT}${called}${DONE}`, '', `${PART}On the wall${DONE}`);
  if (today.wall.length === 0) lines.push(`${TEXT}  The wall is bare: R, then P, writes the first line.${DONE}`);
  for (const post of today.wall) lines.push(`${TEXT}  ${clip(`${toPlainText(post.author)}: ${post.text}`, WIDTH - 2)}${DONE}`);
  lines.push('', `${PART}${todayKeys(options)}${DONE}`);
  return lines;
}
