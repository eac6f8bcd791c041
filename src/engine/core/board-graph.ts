// The street map as numbered nodes: who is next to whom, how far apart, and where a handed monster
// walks on. Built once per board; every question afterwards is a table lookup. Pure: no I/O, no clock,
// no randomness.
import type { Board } from '../../content/board-schema.js';
import { checkBoard } from '../../content/check-board.js';

export type Hand = 'L' | 'R';

export interface BoardGraph {
  /** Nodes: street spaces first (in board order), then locations (in board order). */
  readonly size: number;
  readonly ids: readonly string[];
  /** Throws on an unknown id: asking for one is a programmer error. */
  indexOf(id: string): number;
  isLocation(node: number): boolean;
  isTaxi(node: number): boolean;
  /** Street-to-street links; empty for a location. */
  streetNeighbours(node: number): readonly number[];
  /** For a street, the locations whose entrance it is; for a location, its entrance streets. */
  doors(node: number): readonly number[];
  /** streetNeighbours followed by doors. */
  neighbours(node: number): readonly number[];
  /**
   * Fewest steps from a to b: 1 per street hop, 1 into and 1 out of a location, never passing through
   * a location (entering one ends a move). Infinity when b cannot be reached.
   */
  distance(a: number, b: number): number;
  /**
   * Where a handed monster that stepped from `from` into street `at` goes next: straight on where the
   * street has two neighbours; at an intersection the leftmost (L) or rightmost (R) branch other than
   * the way back, judged from the x/y geometry (y grows downward); back only at a dead end. `from` may
   * be a location whose door opens onto `at` (a monster leaving a gate). Throws when `at` is not a
   * street or `from` is not next to it.
   */
  nextStreet(from: number, at: number, hand: Hand): number;
}

/** Builds the graph; throws listing every problem checkBoard finds, since a broken board is a content bug. */
export function buildBoardGraph(board: Board): BoardGraph {
  const problems = checkBoard(board);
  if (problems.length > 0) throw new Error(`board.json is inconsistent: ${problems.join('; ')}`);

  const ids = [...board.streets.map((s) => s.id), ...board.locations.map((l) => l.id)];
  const size = ids.length;
  const streetCount = board.streets.length;
  const index = new Map(ids.map((id, i) => [id, i]));
  const indexOf = (id: string): number => {
    const i = index.get(id);
    if (i === undefined) throw new Error(`unknown board id: ${id}`);
    return i;
  };
  const xs = [...board.streets.map((s) => s.x), ...board.locations.map((l) => l.x)];
  const ys = [...board.streets.map((s) => s.y), ...board.locations.map((l) => l.y)];
  const taxi = ids.map((_, i) => board.streets[i]?.taxi === true);

  const streetAdj: number[][] = ids.map(() => []);
  const doorAdj: number[][] = ids.map(() => []);
  for (const [a, b] of board.links) {
    const i = indexOf(a);
    const j = indexOf(b);
    at(streetAdj, i).push(j);
    at(streetAdj, j).push(i);
  }
  for (const location of board.locations) {
    const l = indexOf(location.id);
    for (const entrance of location.entrances) {
      const s = indexOf(entrance);
      at(doorAdj, l).push(s);
      at(doorAdj, s).push(l);
    }
  }
  const allAdj = ids.map((_, i) => [...at(streetAdj, i), ...at(doorAdj, i)]);
  const isLocation = (node: number): boolean => node >= streetCount;

  const distances = allDistances(size, allAdj, isLocation);
  const turns = allTurns(size, streetCount, streetAdj, allAdj, xs, ys);

  const node = (n: number): number => {
    if (!Number.isInteger(n) || n < 0 || n >= size) throw new Error(`not a board node: ${n}`);
    return n;
  };

  return {
    size,
    ids,
    indexOf,
    isLocation: (n) => isLocation(node(n)),
    isTaxi: (n) => taxi[node(n)] === true,
    streetNeighbours: (n) => at(streetAdj, node(n)),
    doors: (n) => at(doorAdj, node(n)),
    neighbours: (n) => at(allAdj, node(n)),
    distance(a, b) {
      const d = distances[node(a) * size + node(b)] ?? -1;
      return d < 0 ? Number.POSITIVE_INFINITY : d;
    },
    nextStreet(from, to, hand) {
      const next = turns[(node(from) * size + node(to)) * 2 + (hand === 'R' ? 1 : 0)] ?? -1;
      if (next < 0) throw new Error(`no street walk from ${ids[from]} into ${ids[to]}`);
      return next;
    },
  };
}

function at<T>(table: readonly T[], i: number): T {
  const value = table[i];
  if (value === undefined) throw new Error(`index out of range: ${i}`);
  return value;
}

/** Breadth-first search from every node; a location other than the start is a dead end of the search. */
function allDistances(size: number, adj: readonly (readonly number[])[], isLocation: (n: number) => boolean): Int16Array {
  const dist = new Int16Array(size * size).fill(-1);
  const queue = new Int32Array(size);
  for (let source = 0; source < size; source += 1) {
    const row = source * size;
    dist[row + source] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = source;
    while (head < tail) {
      const u = queue[head++] ?? 0;
      if (u !== source && isLocation(u)) continue;
      const du = dist[row + u] ?? 0;
      for (const v of at(adj, u)) {
        if ((dist[row + v] ?? 0) >= 0) continue;
        dist[row + v] = du + 1;
        queue[tail++] = v;
      }
    }
  }
  return dist;
}

/**
 * For every street `at` and every node `from` next to it, the branch a left- and a right-handed monster
 * takes, stored at ((from * size + at) * 2 + hand). Unused pairs hold -1.
 */
function allTurns(
  size: number,
  streetCount: number,
  streetAdj: readonly (readonly number[])[],
  allAdj: readonly (readonly number[])[],
  xs: readonly number[],
  ys: readonly number[],
): Int16Array {
  const turns = new Int16Array(size * size * 2).fill(-1);
  for (let here = 0; here < streetCount; here += 1) {
    for (const from of at(allAdj, here)) {
      const [left, right] = branches(from, here, at(streetAdj, here), xs, ys);
      turns[(from * size + here) * 2] = left;
      turns[(from * size + here) * 2 + 1] = right;
    }
  }
  return turns;
}

/** The leftmost and rightmost ways on from `here` for a walker arriving from `from`. */
function branches(
  from: number,
  here: number,
  streets: readonly number[],
  xs: readonly number[],
  ys: readonly number[],
): [number, number] {
  const ways = streets.filter((s) => s !== from);
  // A dead end: the only way is back (or nowhere, for a street with no links at all).
  if (ways.length === 0) return [streets[0] ?? here, streets[0] ?? here];
  if (ways.length === 1) return [ways[0] ?? here, ways[0] ?? here];
  const hx = at(xs, here) - at(xs, from);
  const hy = at(ys, here) - at(ys, from);
  const turns = ways.map((s) => ({ s, turn: turnAngle(hx, hy, at(xs, s) - at(xs, here), at(ys, s) - at(ys, here)) }));
  const onward = turns.filter((t) => t.turn !== null).sort((p, q) => (p.turn ?? 0) - (q.turn ?? 0) || p.s - q.s);
  const backward = turns.filter((t) => t.turn === null);
  const leftmost = onward[0] ?? backward[0];
  const rightmost = onward[onward.length - 1] ?? backward[0];
  return [leftmost?.s ?? here, rightmost?.s ?? here];
}

/**
 * Signed turn from heading h onto branch v: negative is a left turn, 0 straight on, positive a right
 * turn (screen coordinates: y grows downward, so the usual sign of the cross product flips). A branch
 * pointing straight back, possible only when leaving a location, is null: the last resort either way.
 */
function turnAngle(hx: number, hy: number, vx: number, vy: number): number | null {
  const cross = hx * vy - hy * vx;
  const dot = hx * vx + hy * vy;
  if (cross === 0 && dot < 0) return null;
  return Math.atan2(cross, dot);
}
