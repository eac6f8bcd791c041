// data/board.json: our own street map of Arkham, held to the statistics of the printed 1987 board
// (FACTS-1987 §6) so that trips take as many turns as they did on the table.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Board } from '../../src/rulesets/classic/content/schema.js';
import { buildBoardGraph } from '../../src/engine/core/board-graph.js';
import { checkBoard } from '../../src/content/check-board.js';

const raw: unknown = JSON.parse(readFileSync(new URL('../../data/board.json', import.meta.url), 'utf8'));
const board = Board.parse(raw);
const graph = buildBoardGraph(board);
const streetNodes = board.streets.map((s) => graph.indexOf(s.id));

const LOCATIONS = [
  'black-cave', 'boarding-house', 'city-hall', 'historical-society', 'library', 'north-church', 'velmas-diner',
  'curiositie-shoppe', 'hibs-roadhouse', 'dagon-mission', 'darks-carnival', 'devils-beach', 'founders-rock',
  'graveyard', 'harney-jones-shack', 'hospital', 'sanitarium', 'lake-miskatonic', 'lighthouse',
  'miskatonic-university', 'newspaper', 'police-station', 'shunned-house', 'silver-twilight-lodge', 'train-station',
  'woods',
];
const NON_BUILDINGS = ['black-cave', 'devils-beach', 'founders-rock', 'graveyard', 'lake-miskatonic', 'woods'];
const TWO_DOORS = ['boarding-house', 'dagon-mission', 'miskatonic-university'];
const GATE_LOCATIONS = [
  'shunned-house', 'darks-carnival', 'lighthouse', 'devils-beach', 'graveyard', 'founders-rock',
  'silver-twilight-lodge', 'woods', 'lake-miskatonic', 'harney-jones-shack', 'black-cave',
];
const SERVICES: Record<string, string[]> = {
  'curiositie-shoppe': ['shop'],
  'hibs-roadhouse': ['shop'],
  'dagon-mission': ['charity'],
  hospital: ['hospital'],
  sanitarium: ['sanitarium'],
  'police-station': ['jail'],
  newspaper: ['retainer', 'story'],
  'miskatonic-university': ['monograph', 'retainer'],
  'black-cave': ['hire-ally'],
  'shunned-house': ['hire-ally'],
  'train-station': ['start'],
};

const location = (id: string) => {
  const found = board.locations.find((l) => l.id === id);
  if (found === undefined) throw new Error(`no location ${id}`);
  return found;
};
const between = (a: string, b: string): number => graph.distance(graph.indexOf(a), graph.indexOf(b));

describe('data/board.json: shape', () => {
  it('passes the schema and the consistency check', () => {
    expect(Board.safeParse(raw).success).toBe(true);
    expect(checkBoard(board)).toEqual([]);
  });

  it('has the 68 street spaces st-01..st-68, each on a named street', () => {
    const ids = board.streets.map((s) => s.id);
    expect(ids).toEqual(Array.from({ length: 68 }, (_, i) => `st-${String(i + 1).padStart(2, '0')}`));
    for (const s of board.streets) expect(s.street).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)* (Street|Avenue|Road)$/);
    const names = new Set(board.streets.map((s) => s.street));
    expect(names.size).toBeGreaterThanOrEqual(12);
    expect(names.size).toBeLessThanOrEqual(16);
  });

  it('reuses a street name along one street: its spaces join up through their own links and crossings', () => {
    const crossings = streetNodes.filter((n) => graph.streetNeighbours(n).length >= 3);
    for (const name of new Set(board.streets.map((s) => s.street))) {
      const own = new Set(board.streets.filter((s) => s.street === name).map((s) => graph.indexOf(s.id)));
      const walkable = new Set([...own, ...crossings]);
      const [first] = own;
      if (first === undefined) continue;
      const reached = new Set([first]);
      const queue = [first];
      for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
        for (const m of graph.streetNeighbours(n)) {
          if (reached.has(m) || !walkable.has(m)) continue;
          reached.add(m);
          queue.push(m);
        }
      }
      expect([...own].filter((n) => !reached.has(n)), name).toEqual([]);
    }
  });

  it('has 3 taxi stands: one west, one east, one south', () => {
    const taxis = board.streets.filter((s) => s.taxi === true);
    expect(taxis).toHaveLength(3);
    expect(taxis.filter((s) => s.x < 20)).toHaveLength(1);
    expect(taxis.filter((s) => s.x > 60)).toHaveLength(1);
    expect(taxis.filter((s) => s.y > 15 && s.x >= 20 && s.x <= 60)).toHaveLength(1);
    expect(streetNodes.filter((n) => graph.isTaxi(n))).toHaveLength(3);
  });

  it('draws every link in one row or one column, on distinct cells spaced apart, inside the 80x22 map', () => {
    const cells = new Set(board.streets.map((s) => `${s.x},${s.y}`));
    expect(cells.size).toBe(68);
    for (const s of board.streets) {
      expect(s.x).toBeLessThan(80);
      expect(s.y).toBeLessThan(22);
    }
    const at = new Map(board.streets.map((s) => [s.id, s]));
    for (const [a, b] of board.links) {
      const p = at.get(a);
      const q = at.get(b);
      expect(p !== undefined && q !== undefined && (p.x === q.x || p.y === q.y), `${a}-${b}`).toBe(true);
    }
  });
});

describe('data/board.json: street network', () => {
  it('has 78 links, 50 plain spaces, 16 T-junctions and 2 crossings, and no dead end', () => {
    expect(board.links).toHaveLength(78);
    const degrees = new Map<number, number>();
    for (const n of streetNodes) {
      const d = graph.streetNeighbours(n).length;
      degrees.set(d, (degrees.get(d) ?? 0) + 1);
    }
    expect(Object.fromEntries(degrees)).toEqual({ 2: 50, 3: 16, 4: 2 });
    expect(streetNodes.filter((n) => graph.streetNeighbours(n).length >= 3)).toHaveLength(18);
  });

  it('is one connected network with 11 independent loops', () => {
    const start = streetNodes[0] ?? 0;
    const reached = new Set([start]);
    const queue = [start];
    for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
      for (const m of graph.streetNeighbours(n)) {
        if (!reached.has(m)) {
          reached.add(m);
          queue.push(m);
        }
      }
    }
    expect(reached.size).toBe(68);
    expect(board.links.length - board.streets.length + 1).toBe(11);
  });
});

describe('data/board.json: locations', () => {
  it('has the 26 locations with 29 entrances, two for the three two-door locations', () => {
    expect(board.locations.map((l) => l.id).sort()).toEqual([...LOCATIONS].sort());
    expect(board.locations.reduce((sum, l) => sum + l.entrances.length, 0)).toBe(29);
    expect(board.locations.filter((l) => l.entrances.length === 2).map((l) => l.id).sort()).toEqual(TWO_DOORS);
  });

  it('marks exactly the six places the rules name as not buildings', () => {
    expect(board.locations.filter((l) => !l.building).map((l) => l.id).sort()).toEqual(NON_BUILDINGS);
  });

  it('offers each service where the rules put it, and nowhere else', () => {
    for (const l of board.locations) expect([...l.services].sort(), l.id).toEqual(SERVICES[l.id] ?? []);
  });

  it('puts each label near its entrances, off the streets and off the links', () => {
    const at = new Map(board.streets.map((s) => [s.id, s]));
    const linkCells = new Set<string>();
    for (const [a, b] of board.links) {
      const p = at.get(a);
      const q = at.get(b);
      if (p === undefined || q === undefined) continue;
      for (let x = Math.min(p.x, q.x); x <= Math.max(p.x, q.x); x += 1) {
        for (let y = Math.min(p.y, q.y); y <= Math.max(p.y, q.y); y += 1) linkCells.add(`${x},${y}`);
      }
    }
    for (const l of board.locations) {
      expect(linkCells.has(`${l.x},${l.y}`), l.id).toBe(false);
      for (const e of l.entrances) {
        const s = at.get(e);
        expect(s !== undefined && Math.abs(s.x - l.x) <= 4 && Math.abs(s.y - l.y) <= 2, `${l.id} at ${e}`).toBe(true);
      }
    }
  });
});

describe('data/board.json: distances (1 step into and 1 out of a location)', () => {
  it('takes the Train Station about 6 to 18 steps to the gate-table locations, Devil\'s Beach the farthest', () => {
    const trips = GATE_LOCATIONS.map((id) => ({ id, steps: between('train-station', id) }));
    const steps = trips.map((t) => t.steps);
    expect(Math.min(...steps)).toBeGreaterThanOrEqual(5);
    expect(Math.min(...steps)).toBeLessThanOrEqual(7);
    expect(between('train-station', 'devils-beach')).toBeGreaterThanOrEqual(16);
    expect(between('train-station', 'devils-beach')).toBeLessThanOrEqual(20);
    for (const t of trips.filter((t) => t.id !== 'devils-beach')) {
      expect(t.steps, t.id).toBeLessThan(between('train-station', 'devils-beach'));
    }
  });

  it('keeps locations about 9.3 steps apart on average and at most about 21', () => {
    const steps: number[] = [];
    LOCATIONS.forEach((a, i) => {
      for (const b of LOCATIONS.slice(i + 1)) steps.push(between(a, b));
    });
    const mean = steps.reduce((sum, d) => sum + d, 0) / steps.length;
    expect(mean).toBeGreaterThanOrEqual(8.5);
    expect(mean).toBeLessThanOrEqual(10.5);
    expect(Math.max(...steps)).toBeGreaterThanOrEqual(18);
    expect(Math.max(...steps)).toBeLessThanOrEqual(23);
  });

  it('never lets a two-door location serve as a shortcut', () => {
    for (const id of TWO_DOORS) {
      const [a, b] = location(id).entrances;
      if (a === undefined || b === undefined) throw new Error(`${id} has one door`);
      expect(between(a, b), id).toBeGreaterThan(2);
      expect(between(id, a) + between(id, b)).toBe(2);
    }
  });
});
