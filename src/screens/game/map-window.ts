// The rows of the map a decision's menu leaves in sight. A menu covers the lower part of the screen,
// so the map slides up until the rows left show the investigator deciding, and as many as they can of
// the places the menu offers and the gates nearest them; a place or gate still out of sight gets an
// arrow on the edge row, in its own column, pointing the way to it.
import type { Content } from '../../rulesets/classic/content/schema.js';
import { graphOf } from '../../rulesets/classic/bots/board.js';
import type { Prompt } from '../../engine/index.js';
import { ScreenBuffer } from '../../term/screen-buffer.js';
import { field } from '../../rulesets/classic/screens/describe-option.js';
import { MAP_HEIGHT, mapLayout, type MapBoard } from './map-layout.js';
import { INK } from './palette.js';
import type { TableState } from '../../rulesets/classic/screens/table-state.js';

/** Where something shows on the map: its column, and the board rows its marks may take (a plate's two rows). */
export interface MapPoint {
  x: number;
  y: number;
  /** The lower row when the marks may sit on either of two rows; `y` when one row. */
  yEnd: number;
}

export interface MapFocus {
  /** The investigator deciding: always in sight. */
  investigator: MapPoint | null;
  /** The places the menu offers. */
  places: MapPoint[];
  /** The gates nearest the investigator, nearest first. */
  gates: MapPoint[];
}

/** Gates the window tries to keep in sight. */
const NEAREST_GATES = 2;
/** How far from its column an arrow may sit, to find a cell clear of words. */
export const ARROW_REACH = 8;
/** Places out of sight get arrows only when there are this few of them. */
const MAX_PLACE_ARROWS = 4;
/** Option fields that name a board place the option leads to or acts on. */
const PLACE_FIELDS = ['to', 'node', 'location'] as const;

/** Where board id `id` is drawn on any board's map (board cells, 0-based), or null for an id off it. */
export function pointOn(board: MapBoard, id: string): MapPoint | null {
  const plate = mapLayout(board).plates.get(id);
  if (plate) {
    const rows = [plate.main.y, ...(plate.spare ? [plate.spare.y] : [])];
    return { x: plate.main.x, y: Math.min(...rows), yEnd: Math.max(...rows) };
  }
  const street = board.streets.find((s) => s.id === id);
  return street ? { x: street.x, y: street.y, yEnd: street.y } : null;
}

/** Where board id `id` is drawn on classic's map, or null for an id off the board. */
export function boardPoint(content: Content, id: string): MapPoint | null {
  return pointOn(content.board, id);
}

function nodePoint(content: Content, n: number): MapPoint | null {
  const id = graphOf(content).ids[n];
  return id === undefined ? null : boardPoint(content, id);
}

/** What the map should show for `prompt`: its investigator (if in Arkham), the places offered, the nearest gates. */
export function mapFocus(content: Content, state: TableState, prompt: Pick<Prompt, 'slot' | 'options'>): MapFocus {
  const inv = state.invs.find((i) => i.slot === prompt.slot);
  const inArkham = inv !== undefined && inv.status === 'active' && inv.world === null && inv.at >= 0;
  const investigator = inArkham ? nodePoint(content, inv.at) : null;
  const places: MapPoint[] = [];
  for (const option of prompt.options) {
    for (const name of PLACE_FIELDS) {
      const value = field(option, name);
      const point = typeof value === 'string' ? boardPoint(content, value) : null;
      if (point) places.push(point);
    }
  }
  const graph = graphOf(content);
  const from = inArkham ? inv.at : -1;
  const gates = state.gates
    .map((gate) => ({ point: nodePoint(content, gate.n), steps: from < 0 ? 0 : graph.distance(from, gate.n) }))
    .filter((g): g is { point: MapPoint; steps: number } => g.point !== null)
    .sort((a, b) => a.steps - b.steps)
    .slice(0, NEAREST_GATES)
    .map((g) => g.point);
  return { investigator, places, gates };
}

/**
 * The first board row to show in `visible` rows: the investigator's row always, then as many of the
 * gates' and the places' rows as fit; the map's own top row when that does as well as any.
 */
export function windowTop(focus: MapFocus, visible: number): number {
  const last = Math.max(0, MAP_HEIGHT - visible);
  const seen = (top: number, p: MapPoint): boolean => p.y >= top && p.yEnd < top + visible;
  let best = 0;
  let bestScore = -Infinity;
  for (let top = 0; top <= last; top += 1) {
    const inv = focus.investigator;
    const score =
      (inv === null || seen(top, inv) ? 1000 : 0) +
      focus.gates.filter((p) => seen(top, p)).length * 3 +
      focus.places.filter((p) => seen(top, p)).length * 2;
    if (score > bestScore) {
      best = top;
      bestScore = score;
    }
  }
  return best;
}

/**
 * `map` (a whole map screen) slid up so its board rows from `top` fill screen rows 1 to `visible`,
 * with an arrow on the first or last of them toward each place or gate that is out of sight.
 */
export function windowedMap(map: ScreenBuffer, focus: MapFocus, visible: number): ScreenBuffer {
  const top = windowTop(focus, visible);
  const screen = new ScreenBuffer(map.cols, map.rows);
  for (let row = 1; row <= map.rows; row += 1) {
    const from = row <= visible ? row + top : row;
    for (let col = 1; col <= map.cols; col += 1) {
      const cell = map.get(from, col);
      screen.set(row, col, cell.ch, cell.attr);
    }
  }
  if (visible < 1) return screen;
  const hidden = (points: MapPoint[]): MapPoint[] => points.filter((p) => p.yEnd < top || p.y >= top + visible);
  const places = hidden(focus.places);
  // A walk that reaches half the town needs no arrows: the menu names the places.
  for (const point of [...hidden(focus.gates), ...(places.length <= MAX_PLACE_ARROWS ? places : [])]) {
    if (point.yEnd < top) pointer(screen, 1, point.x + 1, '▲');
    else pointer(screen, visible, point.x + 1, '▼');
  }
  return screen;
}

const CLEAR_CELLS = new Set([' ', '─', '│', '≈', '░']);

/** An arrow on `row` at `col`, or the nearest blank or street-line cell beside it that touches no word; none if there is no such cell. */
function pointer(screen: ScreenBuffer, row: number, col: number, arrow: string): void {
  const wordy = (c: number): boolean => /[\p{L}\p{N}'.]/u.test(screen.get(row, c).ch);
  for (const dx of Array.from({ length: 2 * ARROW_REACH + 1 }, (_, k) => (k % 2 === 0 ? k / 2 : -(k + 1) / 2))) {
    const c = col + dx;
    if (c < 1 || c >= screen.cols) continue;
    const { ch, attr } = screen.get(row, c);
    // An arrow drawn already (a tree of the Woods is the same glyph, in green).
    if (ch === arrow && attr === INK.title) return;
    // A blank, a stretch of street line or of the river will do; a space of the street, a mark or a letter will not.
    if (CLEAR_CELLS.has(ch) && !wordy(c) && !wordy(c - 1) && !wordy(c + 1)) {
      screen.set(row, c, arrow, INK.title);
      return;
    }
  }
}
