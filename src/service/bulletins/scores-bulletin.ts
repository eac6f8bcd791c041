// The hall of fame as a bulletin: players ranked by games won, then gates closed, then trophies.
import type { FameEntry } from '../hall-of-fame.js';
import { centred, COLOUR, rule, span, type Line } from './layout.js';

const SHOWN = 20;

export function scoresBulletin(standings: readonly FameEntry[], bbsName: string): Line[] {
  const lines: Line[] = [
    rule('═'),
    centred('THE ARKHAM ADVERTISER  -  ROLL OF HONOUR', COLOUR.title),
    centred(`The town's defenders on ${bbsName}`, COLOUR.dim),
    rule('═'),
    [span(`  ${'#'.padStart(3)}  ${'Player'.padEnd(24)} ${'Won'.padStart(5)} ${'Lost'.padStart(5)} ${'Gates'.padStart(6)} ${'Trophies'.padStart(9)} ${'Lost inv.'.padStart(10)}`, COLOUR.heading)],
    rule('─'),
  ];
  if (standings.length === 0) lines.push([], centred('No game has ended yet.', COLOUR.plain));
  standings.slice(0, SHOWN).forEach((entry, index) => {
    lines.push([
      span(`  ${String(index + 1).padStart(3)}  `, COLOUR.dim),
      span(entry.name.padEnd(24).slice(0, 24), index === 0 ? COLOUR.title : COLOUR.plain),
      span(` ${String(entry.won).padStart(5)} ${String(entry.lost).padStart(5)} ${String(entry.gatesClosed).padStart(6)} ${String(entry.monstersSlain).padStart(9)} ${String(entry.investigatorsLost).padStart(10)}`, COLOUR.number),
    ]);
  });
  lines.push([], rule('═'));
  return lines;
}
