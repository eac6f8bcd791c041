// The rankings from "Today in Arkham": this month's first, all time's on M; any other key goes back.
// The same rows as the rank-month and rank-all bulletins.
import { periodWords, ranking, thisMonth, type RankingPeriod, type RankRow } from '../../service/records/rankings.js';
import { toPlainText } from '../../support/plain-text.js';
import type { CallerContext } from '../caller-context.js';
import { clearScreen } from '../menu-screen.js';
import { clip } from './today-words.js';

const TITLE = '\x1b[0;1;33m';
const HEAD = '\x1b[0;1;36m';
const TEXT = '\x1b[0;37m';
const DONE = '\x1b[0m';
const SHOWN = 15;
const NAME_WIDTH = 50;

export function rankingLines(rows: readonly RankRow[], period: RankingPeriod): string[] {
  const other = period.kind === 'month' ? '[M] all time' : '[M] this month';
  const lines = [`${TITLE}Arkham's investigators: ${periodWords(period)}${DONE}`, '', `${HEAD}  #  ${'Investigator, and title'.padEnd(NAME_WIDTH)}  Won Lost Gates${DONE}`];
  if (rows.length === 0) lines.push(`${TEXT}  ${period.kind === 'month' ? 'No game has ended this month yet.' : 'No game has ended yet.'}${DONE}`);
  rows.slice(0, SHOWN).forEach((row, at) => {
    const name = clip(`${toPlainText(row.name)}, ${row.title}`, NAME_WIDTH).padEnd(NAME_WIDTH);
    lines.push(`${TEXT}${String(at + 1).padStart(3)}  ${name} ${String(row.won).padStart(4)} ${String(row.lost).padStart(4)} ${String(row.gatesClosed).padStart(5)}${DONE}`);
  });
  lines.push('', `${HEAD}${other}   any other key goes back${DONE}`);
  return lines;
}

export async function runRankings(ctx: CallerContext): Promise<void> {
  const service = await ctx.service();
  const entries = await service.hall.standings();
  let period: RankingPeriod = thisMonth(ctx.clock.now());
  for (;;) {
    clearScreen(ctx.term);
    ctx.term.write(rankingLines(ranking(entries, period, service.titles), period).join('\r\n'));
    ctx.term.flush();
    const key = await ctx.keys.next();
    if (key.kind !== 'char' || key.char.toUpperCase() !== 'M') return;
    period = period.kind === 'month' ? { kind: 'all-time' } : thisMonth(ctx.clock.now());
  }
}
