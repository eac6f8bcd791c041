// The board graph on a tiny hand-made map whose every answer can be worked out on paper, then a few
// properties over the real map.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Board } from '../../src/rulesets/classic/content/schema.js';
import type { Location, StreetSpace } from '../../src/rulesets/classic/content/schema.js';
import { buildBoardGraph } from '../../src/engine/core/board-graph.js';
import { checkBoard } from '../../src/content/check-board.js';
import type { BoardGraph } from '../../src/engine/core/board-graph.js';

/*
 * The tiny map (x to the right, y downward); y and z are a separate stub with a dead end.
 *
 *        l3          l4
 *   a-----b-----c         y---z
 *   |     |     |
 *   d-----e-----f
 *         |     |
 *         g--m--h
 *
 * e is a 4-way crossing, b and f are T-junctions, m a straight plain space, a/c/d/g/h corners.
 * l1 opens onto a, l2 onto a and h (two doors), l3 onto b, l4 onto c.
 */
const street = (id: string, x: number, y: number, taxi = false): StreetSpace => ({ id, street: 'Test Street', x, y, ...(taxi ? { taxi } : {}) });
const place = (id: string, entrances: string[], x: number, y: number): Location => ({ id, name: id, building: true, entrances, x, y, services: [] });

const tiny: Board = {
  streets: [
    street('a', 0, 1),
    street('b', 6, 1),
    street('c', 12, 1, true),
    street('d', 0, 3),
    street('e', 6, 3),
    street('f', 12, 3),
    street('g', 6, 5),
    street('m', 9, 5),
    street('h', 12, 5),
    street('y', 20, 1),
    street('z', 24, 1),
  ],
  links: [
    ['a', 'b'], ['b', 'c'], ['a', 'd'], ['b', 'e'], ['c', 'f'], ['d', 'e'], ['e', 'f'], ['e', 'g'], ['f', 'h'],
    ['g', 'm'], ['m', 'h'], ['y', 'z'],
  ],
  locations: [place('l1', ['a'], 1, 0), place('l2', ['a', 'h'], 14, 6), place('l3', ['b'], 6, 0), place('l4', ['c'], 13, 0)],
};

function tinyGraph(): { g: BoardGraph; n: (id: string) => number } {
  const g = buildBoardGraph(tiny);
  return { g, n: (id) => g.indexOf(id) };
}

describe('buildBoardGraph: nodes', () => {
  it('numbers the street spaces first, then the locations', () => {
    const { g, n } = tinyGraph();
    expect(g.size).toBe(15);
    expect(g.ids).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'm', 'h', 'y', 'z', 'l1', 'l2', 'l3', 'l4']);
    expect(n('a')).toBe(0);
    expect(n('l1')).toBe(11);
    expect(g.isLocation(n('h'))).toBe(false);
    expect(g.isLocation(n('l2'))).toBe(true);
    expect(g.isTaxi(n('c'))).toBe(true);
    expect(g.isTaxi(n('b'))).toBe(false);
    expect(g.isTaxi(n('l4'))).toBe(false);
  });

  it('throws on an unknown id or a node number off the board', () => {
    const { g } = tinyGraph();
    expect(() => g.indexOf('nowhere')).toThrow(/unknown board id: nowhere/);
    expect(() => g.neighbours(15)).toThrow(/not a board node/);
    expect(() => g.distance(-1, 0)).toThrow(/not a board node/);
  });

  it('lists street links, doors both ways, and both together as neighbours', () => {
    const { g, n } = tinyGraph();
    const names = (nodes: readonly number[]): string[] => nodes.map((i) => g.ids[i] ?? '?').sort();
    expect(names(g.streetNeighbours(n('e')))).toEqual(['b', 'd', 'f', 'g']);
    expect(names(g.streetNeighbours(n('l2')))).toEqual([]);
    expect(names(g.doors(n('a')))).toEqual(['l1', 'l2']);
    expect(names(g.doors(n('l2')))).toEqual(['a', 'h']);
    expect(names(g.doors(n('m')))).toEqual([]);
    expect(names(g.neighbours(n('a')))).toEqual(['b', 'd', 'l1', 'l2']);
    expect(names(g.neighbours(n('l3')))).toEqual(['b']);
  });

  it('refuses an inconsistent board, listing the problems', () => {
    const broken: Board = { ...tiny, links: [...tiny.links, ['a', 'nowhere']] };
    expect(() => buildBoardGraph(broken)).toThrow(/unknown street space nowhere/);
  });
});

describe('buildBoardGraph: distance', () => {
  it('counts one step per street hop', () => {
    const { g, n } = tinyGraph();
    expect(g.distance(n('a'), n('a'))).toBe(0);
    expect(g.distance(n('a'), n('b'))).toBe(1);
    expect(g.distance(n('a'), n('e'))).toBe(2);
    expect(g.distance(n('a'), n('m'))).toBe(4);
    expect(g.distance(n('d'), n('h'))).toBe(3);
  });

  it('counts one step into and one out of a location', () => {
    const { g, n } = tinyGraph();
    expect(g.distance(n('a'), n('l1'))).toBe(1);
    expect(g.distance(n('l1'), n('a'))).toBe(1);
    expect(g.distance(n('l1'), n('l4'))).toBe(4);
    expect(g.distance(n('l3'), n('l4'))).toBe(3);
    expect(g.distance(n('l1'), n('l2'))).toBe(2);
    expect(g.distance(n('l2'), n('l2'))).toBe(0);
  });

  it('takes the nearer door of a two-door location', () => {
    const { g, n } = tinyGraph();
    expect(g.distance(n('l2'), n('h'))).toBe(1);
    expect(g.distance(n('l2'), n('m'))).toBe(2);
    expect(g.distance(n('l2'), n('b'))).toBe(2);
  });

  it('never passes through a location: its two doors are no shortcut', () => {
    const { g, n } = tinyGraph();
    // Through l2 the trip a -> h would take 2 steps; along the streets it takes 4.
    expect(g.distance(n('a'), n('h'))).toBe(4);
    expect(g.distance(n('h'), n('l1'))).toBe(5);
    expect(g.distance(n('l1'), n('m'))).toBe(5);
  });

  it('is symmetric and says Infinity for what cannot be reached', () => {
    const { g, n } = tinyGraph();
    for (let a = 0; a < g.size; a += 1) {
      for (let b = 0; b < g.size; b += 1) expect(g.distance(a, b)).toBe(g.distance(b, a));
    }
    expect(g.distance(n('a'), n('z'))).toBe(Number.POSITIVE_INFINITY);
    expect(g.distance(n('l3'), n('y'))).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('buildBoardGraph: nextStreet', () => {
  const { g, n } = tinyGraph();
  const walk = (from: string, at: string): [string, string] => [
    g.ids[g.nextStreet(n(from), n(at), 'L')] ?? '?',
    g.ids[g.nextStreet(n(from), n(at), 'R')] ?? '?',
  ];

  it('turns left and right at a 4-way crossing from each arm', () => {
    expect(walk('d', 'e')).toEqual(['b', 'g']); // heading east: north is left
    expect(walk('f', 'e')).toEqual(['g', 'b']); // heading west: south is left
    expect(walk('b', 'e')).toEqual(['f', 'd']); // heading south: east is left
    expect(walk('g', 'e')).toEqual(['d', 'f']); // heading north: west is left
  });

  it('at a T-junction goes straight on when that is the leftmost or rightmost way', () => {
    // b: the bar runs west-east (a-c), the stem goes south to e.
    expect(walk('a', 'b')).toEqual(['c', 'e']);
    expect(walk('c', 'b')).toEqual(['e', 'a']);
    expect(walk('e', 'b')).toEqual(['a', 'c']);
    // f: the bar runs north-south (c-h), the stem goes west to e.
    expect(walk('c', 'f')).toEqual(['h', 'e']);
    expect(walk('h', 'f')).toEqual(['e', 'c']);
    expect(walk('e', 'f')).toEqual(['c', 'h']);
  });

  it('follows a plain street straight on and round its corners, whatever the hand', () => {
    expect(walk('g', 'm')).toEqual(['h', 'h']);
    expect(walk('h', 'm')).toEqual(['g', 'g']);
    expect(walk('b', 'a')).toEqual(['d', 'd']);
    expect(walk('d', 'a')).toEqual(['b', 'b']);
    expect(walk('m', 'h')).toEqual(['f', 'f']);
  });

  it('turns back only at a dead end', () => {
    expect(walk('y', 'z')).toEqual(['y', 'y']);
  });

  it('leaves a location by its door, turning by hand from the direction of the door', () => {
    // l3 sits just above b, so a monster leaving it heads south: east is its left.
    expect(walk('l3', 'b')).toEqual(['c', 'a']);
  });

  it('throws for a step that is not a step along the board', () => {
    expect(() => g.nextStreet(n('a'), n('h'), 'L')).toThrow(/no street walk/);
    expect(() => g.nextStreet(n('a'), n('l1'), 'R')).toThrow(/no street walk/);
  });
});

describe('checkBoard', () => {
  const problemsOf = (change: (b: Board) => Board): string[] => checkBoard(change(structuredClone(tiny)));

  it('finds nothing wrong with a sound board', () => {
    expect(checkBoard(tiny)).toEqual([]);
  });

  it('reports ids used twice and links or doors to unknown spaces', () => {
    expect(problemsOf((b) => ({ ...b, locations: [...b.locations, place('a', ['b'], 30, 5)] }))).toContain('id a is used twice');
    expect(problemsOf((b) => ({ ...b, links: [...b.links, ['a', 'q']] }))).toContain('link a-q names an unknown street space q');
    expect(problemsOf((b) => ({ ...b, locations: [place('l9', ['q'], 30, 5)] }))).toContain('location l9 opens onto an unknown street space q');
    expect(problemsOf((b) => ({ ...b, locations: [place('l9', ['a', 'a'], 30, 5)] }))).toContain('location l9 lists an entrance twice');
  });

  it('reports self links and links listed twice', () => {
    expect(problemsOf((b) => ({ ...b, links: [...b.links, ['a', 'a']] }))).toContain('link a-a joins a space to itself');
    expect(problemsOf((b) => ({ ...b, links: [...b.links, ['b', 'a']] }))).toContain('link b-a is listed twice');
  });

  it('reports shared cells, crowded spaces and labels on a street', () => {
    expect(problemsOf((b) => ({ ...b, streets: [...b.streets, street('q', 24, 1)] }))).toContain('q and z share the cell 24,1');
    expect(problemsOf((b) => ({ ...b, streets: [...b.streets, street('q', 26, 2)] }))).toContain(
      'z and q are closer than 3 columns or 2 rows',
    );
    expect(problemsOf((b) => ({ ...b, locations: [place('l9', ['a'], 6, 3)] }))).toContain('location l9 sits on the street cell of e');
    expect(problemsOf((b) => ({ ...b, locations: [...b.locations, place('l9', ['a'], 1, 0)] }))).toContain(
      'locations l9 and l1 share the cell 1,0',
    );
  });

  it('reports links that are not straight, pass over a space or cross another link', () => {
    expect(problemsOf((b) => ({ ...b, links: [...b.links, ['a', 'e']] }))).toContain('link a-e is neither in one row nor in one column');
    expect(problemsOf((b) => ({ ...b, links: [...b.links, ['a', 'c']] }))).toContain('link a-c passes over b');
    const crossed = problemsOf((b) => ({
      ...b,
      streets: [...b.streets, street('p', 3, 0), street('q', 3, 4)],
      links: [...b.links, ['p', 'q']],
    }));
    expect(crossed).toContain('link a-b crosses link p-q');
    expect(crossed).toContain('link d-e crosses link p-q');
  });
});

describe('buildBoardGraph on data/board.json', () => {
  const board = Board.parse(JSON.parse(readFileSync(new URL('../../data/board.json', import.meta.url), 'utf8')));
  const real = buildBoardGraph(board);
  const streets = board.streets.map((s) => real.indexOf(s.id));
  const steps = streets.flatMap((at) => real.neighbours(at).map((from) => ({ from, at })));

  it('walks a handed monster only onto a street next to it, never back unless cornered', () => {
    fc.assert(
      fc.property(fc.constantFrom(...steps), fc.constantFrom<'L' | 'R'>('L', 'R'), ({ from, at }, hand) => {
        const next = real.nextStreet(from, at, hand);
        expect(real.streetNeighbours(at)).toContain(next);
        expect(next).not.toBe(from);
      }),
    );
  });

  it('sends L and R different ways at every intersection, and the same way along a plain street', () => {
    for (const { from, at } of steps) {
      const left = real.nextStreet(from, at, 'L');
      const right = real.nextStreet(from, at, 'R');
      const ways = real.streetNeighbours(at).filter((s) => s !== from).length;
      if (ways >= 2) expect(left).not.toBe(right);
      else expect(left).toBe(right);
    }
  });

  it('measures distances that obey the triangle inequality along the streets', () => {
    fc.assert(
      fc.property(fc.constantFrom(...streets), fc.constantFrom(...streets), fc.constantFrom(...streets), (a, b, c) => {
        expect(real.distance(a, c)).toBeLessThanOrEqual(real.distance(a, b) + real.distance(b, c));
      }),
    );
  });
});
