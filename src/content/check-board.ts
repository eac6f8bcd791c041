// The street map's consistency: ids, cells, links drawn as straight lines, entrances. Used by the
// content loader and by the board graph, which refuses a board with problems.
import type { Board } from './board-schema.js';

/** Every consistency problem of a board, as readable sentences; an empty list means the board is sound. */
export function checkBoard(board: Board): string[] {
  const problems: string[] = [];
  const streets = new Map(board.streets.map((s) => [s.id, s]));
  const seen = new Set<string>();
  for (const id of [...board.streets.map((s) => s.id), ...board.locations.map((l) => l.id)]) {
    if (seen.has(id)) problems.push(`id ${id} is used twice`);
    seen.add(id);
  }
  problems.push(...checkCells(board), ...checkLinks(board, streets), ...checkLocations(board, streets));
  return problems;
}

type Cell = { readonly x: number; readonly y: number };
const cellKey = (c: Cell): string => `${c.x},${c.y}`;

function checkCells(board: Board): string[] {
  const problems: string[] = [];
  const streetAt = new Map<string, string>();
  for (const s of board.streets) {
    const other = streetAt.get(cellKey(s));
    if (other !== undefined) problems.push(`${s.id} and ${other} share the cell ${cellKey(s)}`);
    streetAt.set(cellKey(s), s.id);
  }
  // The map draws a space as a small box and a link as a line between boxes: closer spaces would touch.
  board.streets.forEach((a, i) => {
    for (const b of board.streets.slice(i + 1)) {
      const apart = Math.abs(a.x - b.x) >= 3 || Math.abs(a.y - b.y) >= 2;
      if (!apart && cellKey(a) !== cellKey(b)) problems.push(`${a.id} and ${b.id} are closer than 3 columns or 2 rows`);
    }
  });
  const labelAt = new Map<string, string>();
  for (const l of board.locations) {
    const street = streetAt.get(cellKey(l));
    if (street !== undefined) problems.push(`location ${l.id} sits on the street cell of ${street}`);
    const other = labelAt.get(cellKey(l));
    if (other !== undefined) problems.push(`locations ${l.id} and ${other} share the cell ${cellKey(l)}`);
    labelAt.set(cellKey(l), l.id);
  }
  return problems;
}

type Segment = { readonly name: string; readonly a: Cell; readonly b: Cell };

function checkLinks(board: Board, streets: ReadonlyMap<string, Cell>): string[] {
  const problems: string[] = [];
  const linked = new Set<string>();
  const segments: Segment[] = [];
  for (const [a, b] of board.links) {
    const name = `link ${a}-${b}`;
    const pa = streets.get(a);
    const pb = streets.get(b);
    if (pa === undefined) problems.push(`${name} names an unknown street space ${a}`);
    if (pb === undefined) problems.push(`${name} names an unknown street space ${b}`);
    if (a === b) problems.push(`${name} joins a space to itself`);
    const key = a < b ? `${a} ${b}` : `${b} ${a}`;
    if (linked.has(key)) problems.push(`${name} is listed twice`);
    linked.add(key);
    if (pa === undefined || pb === undefined || a === b) continue;
    if (pa.x !== pb.x && pa.y !== pb.y) problems.push(`${name} is neither in one row nor in one column`);
    else segments.push({ name, a: pa, b: pb });
  }
  for (const seg of segments) {
    for (const s of board.streets) {
      if (strictlyInside(s, seg)) problems.push(`${seg.name} passes over ${s.id}`);
    }
  }
  segments.forEach((p, i) => {
    for (const q of segments.slice(i + 1)) {
      if (cross(p, q)) problems.push(`${p.name} crosses ${q.name}`);
    }
  });
  return problems;
}

/** True when c lies on the segment but is neither of its ends. */
function strictlyInside(c: Cell, seg: Segment): boolean {
  if ((c.x === seg.a.x && c.y === seg.a.y) || (c.x === seg.b.x && c.y === seg.b.y)) return false;
  const within = (v: number, p: number, q: number): boolean => v >= Math.min(p, q) && v <= Math.max(p, q);
  return within(c.x, seg.a.x, seg.b.x) && within(c.y, seg.a.y, seg.b.y);
}

/** A horizontal and a vertical segment that meet away from both of their ends would draw as a false crossing. */
function cross(p: Segment, q: Segment): boolean {
  const horizontal = (s: Segment): boolean => s.a.y === s.b.y;
  if (horizontal(p) === horizontal(q)) return false;
  const [h, v] = horizontal(p) ? [p, q] : [q, p];
  const x = v.a.x;
  const y = h.a.y;
  const inside = (t: number, e1: number, e2: number): boolean => t > Math.min(e1, e2) && t < Math.max(e1, e2);
  return inside(x, h.a.x, h.b.x) && inside(y, v.a.y, v.b.y);
}

function checkLocations(board: Board, streets: ReadonlyMap<string, Cell>): string[] {
  const problems: string[] = [];
  for (const l of board.locations) {
    if (new Set(l.entrances).size !== l.entrances.length) problems.push(`location ${l.id} lists an entrance twice`);
    for (const e of l.entrances) {
      if (!streets.has(e)) problems.push(`location ${l.id} opens onto an unknown street space ${e}`);
    }
  }
  return problems;
}
