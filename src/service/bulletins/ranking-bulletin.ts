// The rankings as bulletins a BBS shows at its own log-on: this month's and all time, each as .ans
// (CP437 with colour and a SAUCE record, so an art viewer knows its size and whose it is) and .txt.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSauce } from '../../screens/art/sauce.js';
import { toPlainText } from '../../support/plain-text.js';
import type { ArkhamService } from '../service.js';
import { periodWords, ranking, thisMonth, type RankingPeriod, type RankRow } from '../records/rankings.js';
import { centred, COLOUR, renderAnsi, renderText, rule, span, WIDTH, type Line } from './layout.js';

const SHOWN = 15;
export const RANKING_BULLETINS = ['rank-month', 'rank-all'] as const;

export function rankingBulletin(rows: readonly RankRow[], period: RankingPeriod, bbsName: string): Line[] {
  const lines: Line[] = [
    rule('═'),
    centred(`ARKHAM'S INVESTIGATORS  -  ${periodWords(period).toUpperCase()}`, COLOUR.title),
    centred(`The standing of the town's defenders on ${bbsName}`, COLOUR.dim),
    rule('═'),
    [span(`  ${'#'.padStart(3)}  ${'Investigator, and title'.padEnd(44)} ${'Won'.padStart(4)} ${'Lost'.padStart(4)} ${'Gates'.padStart(5)} ${'Slain'.padStart(5)}`, COLOUR.heading)],
    rule('─'),
  ];
  if (rows.length === 0) lines.push([], centred(period.kind === 'month' ? 'No game has ended this month yet.' : 'No game has ended yet.', COLOUR.plain));
  rows.slice(0, SHOWN).forEach((row, index) => {
    const name = [...`${toPlainText(row.name)}, ${row.title}`].slice(0, 44).join('');
    lines.push([
      span(`  ${String(index + 1).padStart(3)}  `, COLOUR.dim),
      span(name.padEnd(44), index === 0 ? COLOUR.title : COLOUR.plain),
      span(` ${String(row.won).padStart(4)} ${String(row.lost).padStart(4)} ${String(row.gatesClosed).padStart(5)} ${String(row.monstersTaken).padStart(5)}`, COLOUR.number),
    ]);
  });
  lines.push([], rule('═'));
  return lines;
}

function withSauce(body: Buffer, title: string, lines: number, now: number): Buffer {
  const date = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  return Buffer.concat([body, buildSauce({ title, author: 'arkham-door', group: 'arkham-door', date, fileSize: body.length, width: WIDTH + 1, height: lines })]);
}

export async function writeRankingBulletins(service: ArkhamService, outDir: string, bbsName: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const board = toPlainText(bbsName, 40).trim() || 'this board';
  const now = service.games.clock.now();
  const entries = await service.hall.standings();
  const periods: Record<(typeof RANKING_BULLETINS)[number], RankingPeriod> = { 'rank-month': thisMonth(now), 'rank-all': { kind: 'all-time' } };
  const written: string[] = [];
  for (const name of RANKING_BULLETINS) {
    const period = periods[name];
    const lines = rankingBulletin(ranking(entries, period, service.titles), period, board);
    const title = `Arkham rankings, ${periodWords(period)}`;
    for (const [ext, bytes] of [['ans', withSauce(renderAnsi(lines), title, lines.length, now)], ['txt', renderText(lines)]] as const) {
      const file = join(outDir, `${name}.${ext}`);
      await writeFile(`${file}.tmp`, bytes);
      await rename(`${file}.tmp`, file);
      written.push(file);
    }
  }
  return written;
}
