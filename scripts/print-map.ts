// Prints data/board.json as plain ASCII from its coordinates, to eyeball the street map:
//   npx tsx scripts/print-map.ts
// Street spaces are `o` (`T` for a taxi stand), links `-` and `|`, locations a letter listed below the map.
import { readFileSync } from 'node:fs';
import { Board } from '../src/rulesets/classic/content/schema.js';
import { checkBoard } from '../src/content/check-board.js';

const WIDTH = 80;
const HEIGHT = 22;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function renderMap(board: Board): string[] {
  const grid = Array.from({ length: HEIGHT }, () => Array.from({ length: WIDTH }, () => ' '));
  const put = (x: number, y: number, ch: string): void => {
    const row = grid[y];
    if (row !== undefined && x >= 0 && x < WIDTH) row[x] = ch;
  };
  const spaces = new Map(board.streets.map((s) => [s.id, s]));
  for (const [a, b] of board.links) {
    const p = spaces.get(a);
    const q = spaces.get(b);
    if (p === undefined || q === undefined) continue;
    for (let x = Math.min(p.x, q.x) + 1; x < Math.max(p.x, q.x); x += 1) put(x, p.y, '-');
    for (let y = Math.min(p.y, q.y) + 1; y < Math.max(p.y, q.y); y += 1) put(p.x, y, '|');
  }
  for (const s of board.streets) put(s.x, s.y, s.taxi === true ? 'T' : 'o');
  board.locations.forEach((l, i) => put(l.x, l.y, LETTERS[i] ?? '?'));
  const legend = board.locations.map((l, i) => `${LETTERS[i] ?? '?'} ${l.name} (${l.entrances.join(', ')})`);
  const streets = [...new Set(board.streets.map((s) => s.street))];
  return [...grid.map((row) => row.join('').trimEnd()), '', ...legend, '', `streets: ${streets.join(', ')}`];
}

const board = Board.parse(JSON.parse(readFileSync(new URL('../data/board.json', import.meta.url), 'utf8')));
const problems = checkBoard(board);
process.stdout.write(`${renderMap(board).join('\n')}\n`);
if (problems.length > 0) {
  process.stdout.write(`\nproblems:\n${problems.join('\n')}\n`);
  process.exitCode = 1;
}
