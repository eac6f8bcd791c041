// Where everything goes on the map screen, worked out once per board from its coordinates: the street
// lines, the street spaces and the cells beside each space that its markers may use, and for each
// location a "plate" (the cells of its label and markers) that stays clear of streets and of the other
// plates. Board cells are 0-based (x 0-79, y 0-21); the map puts board row y on screen row y + 1.
// Any board with coordinates will do: classic's carries its own, the revised board's come from a
// layout of the screens' (revised-map-board.ts).

/** What the map needs of a board: street spaces and locations in their cells, and the street links. */
export interface MapBoard {
  readonly streets: ReadonlyArray<{ readonly id: string; readonly street: string; readonly x: number; readonly y: number; readonly taxi?: boolean | undefined }>;
  /** Street-to-street links: a straight line, or (when the two are in no row or column) down or up from the first and across to the second. */
  readonly links: ReadonlyArray<readonly [string, string]>;
  /** `room`: the plate grows no wider than this (a label on the river leaves the water around it). */
  readonly locations: ReadonlyArray<{ readonly id: string; readonly x: number; readonly y: number; readonly room?: number | undefined }>;
}

export const MAP_WIDTH = 80;
/**
 * Labels and marks stay out of the last column: a plain-ASCII line that fills all 80 columns wraps on
 * some terminals before its line break arrives, and the map would come out double-spaced.
 */
const TEXT_WIDTH = MAP_WIDTH - 1;
export const MAP_HEIGHT = 22;

/** A drawn cell of the bare map: a street line, a bend of one (by the two ways it joins), a street space, or a taxi stand. */
export type BaseCell = 'h' | 'v' | 'space' | 'taxi' | 'up-right' | 'up-left' | 'down-right' | 'down-left';

export interface MapSpot {
  id: string;
  street: string;
  x: number;
  y: number;
  taxi: boolean;
  /** The cells at x - 1 and x + 1 may carry this space's markers when it has several. */
  left: boolean;
  right: boolean;
}

export interface PlateRow {
  x: number;
  y: number;
  width: number;
}

export interface Plate {
  id: string;
  /** The label's row, starting at (or next to) the location's own cell. */
  main: PlateRow;
  /** A row just below or above, for markers when the main row is narrow. */
  spare: PlateRow | null;
}

export interface MapLayout {
  /** base[y][x]: what the bare map shows there, or null for a blank cell. */
  base: (BaseCell | null)[][];
  spots: ReadonlyMap<string, MapSpot>;
  plates: ReadonlyMap<string, Plate>;
  /** open[y][x]: nothing is ever drawn there (no street, label or marker), so scenery may be. */
  open: boolean[][];
}

/** Plates narrower than this reach to the left as well. */
const COMFORTABLE_WIDTH = 8;
/** Plates narrower than this take a spare row for their markers, MIN_SPARE to MAX_SPARE cells wide. */
const SPARE_BELOW = 10;
const MIN_SPARE = 3;
const MAX_SPARE = 12;

const layouts = new WeakMap<MapBoard, MapLayout>();

export function mapLayout(board: MapBoard): MapLayout {
  const cached = layouts.get(board);
  if (cached) return cached;
  const layout = buildLayout(board);
  layouts.set(board, layout);
  return layout;
}

type Use = 'street' | 'reserved' | 'anchor' | 'plate';

function buildLayout(board: MapBoard): MapLayout {
  const base: (BaseCell | null)[][] = Array.from({ length: MAP_HEIGHT }, () => new Array<BaseCell | null>(MAP_WIDTH).fill(null));
  const use: (Use | null)[][] = Array.from({ length: MAP_HEIGHT }, () => new Array<Use | null>(MAP_WIDTH).fill(null));
  const owner: (string | null)[][] = Array.from({ length: MAP_HEIGHT }, () => new Array<string | null>(MAP_WIDTH).fill(null));
  const inside = (x: number, y: number): boolean => x >= 0 && x < MAP_WIDTH && y >= 0 && y < MAP_HEIGHT;
  const useAt = (x: number, y: number): Use | null | undefined => (inside(x, y) && x < TEXT_WIDTH ? (use[y]?.[x] ?? null) : undefined);
  const mark = (x: number, y: number, u: Use, who: string | null = null): void => {
    const row = use[y];
    const owners = owner[y];
    if (row && owners && inside(x, y)) {
      row[x] = u;
      owners[x] = who;
    }
  };
  const draw = (x: number, y: number, cell: BaseCell): void => {
    const row = base[y];
    if (row && inside(x, y)) row[x] = cell;
    mark(x, y, 'street');
  };

  const streets = new Map(board.streets.map((s) => [s.id, s]));
  for (const [a, b] of board.links) {
    const p = streets.get(a);
    const q = streets.get(b);
    if (!p || !q) continue;
    if (p.y === q.y) for (let x = Math.min(p.x, q.x) + 1; x < Math.max(p.x, q.x); x += 1) draw(x, p.y, 'h');
    else if (p.x === q.x) for (let y = Math.min(p.y, q.y) + 1; y < Math.max(p.y, q.y); y += 1) draw(p.x, y, 'v');
    else {
      for (let y = Math.min(p.y, q.y) + 1; y < Math.max(p.y, q.y); y += 1) draw(p.x, y, 'v');
      draw(p.x, q.y, `${q.y > p.y ? 'up' : 'down'}-${q.x > p.x ? 'right' : 'left'}`);
      for (let x = Math.min(p.x, q.x) + 1; x < Math.max(p.x, q.x); x += 1) draw(x, q.y, 'h');
    }
  }
  for (const s of board.streets) draw(s.x, s.y, s.taxi === true ? 'taxi' : 'space');
  for (const l of board.locations) mark(l.x, l.y, 'anchor', l.id);

  // The cells beside a space carry its markers when it has several, unless a location sits there or
  // just beyond (its label needs the blank cell between).
  const spots = new Map<string, MapSpot>();
  for (const s of board.streets) {
    const side = (x: number, beyond: number): boolean => {
      const u = useAt(x, s.y);
      if (u === undefined || u === 'anchor' || useAt(beyond, s.y) === 'anchor') return false;
      if (u === null) mark(x, s.y, 'reserved');
      return base[s.y]?.[x] !== 'space' && base[s.y]?.[x] !== 'taxi';
    };
    spots.set(s.id, { id: s.id, street: s.street, x: s.x, y: s.y, taxi: s.taxi === true, left: side(s.x - 1, s.x - 2), right: side(s.x + 1, s.x + 2) });
  }

  const claimable = (x: number, y: number, who: string): boolean => {
    const u = useAt(x, y);
    if (u === undefined) return false;
    if (u === 'anchor') return owner[y]?.[x] === who;
    return u === null;
  };
  /** Text may end next to the map's edge, a blank cell or an upright street line, but touch nothing else. */
  const mayBorder = (x: number, y: number): boolean => {
    const u = useAt(x, y);
    return u === undefined || u === null || (u === 'street' && base[y]?.[x] === 'v');
  };
  const growInto = (x: number, y: number, step: number, who: string): boolean => claimable(x, y, who) && mayBorder(x + step, y);
  const claim = (row: PlateRow, who: string): void => {
    for (let x = row.x; x < row.x + row.width; x += 1) mark(x, row.y, 'plate', who);
  };

  // Every plate first grows to the right of its location; then the narrow ones reach left into what
  // is still free, and the narrowest take a spare row above or below.
  const rows = new Map<string, PlateRow>();
  for (const l of board.locations) {
    const row: PlateRow = { x: l.x, y: l.y, width: 1 };
    while (row.width < (l.room ?? MAP_WIDTH) && growInto(row.x + row.width, l.y, 1, l.id)) row.width += 1;
    claim(row, l.id);
    rows.set(l.id, row);
  }
  for (const [id, row] of rows) {
    while (row.width < COMFORTABLE_WIDTH && growInto(row.x - 1, row.y, -1, id)) {
      row.x -= 1;
      row.width += 1;
    }
    claim(row, id);
  }
  const plates = new Map<string, Plate>();
  for (const [id, main] of rows) plates.set(id, { id, main, spare: main.width < SPARE_BELOW ? claimSpare(main, id) : null });
  const open = use.map((row, y) => row.map((u, x) => u === null && x < TEXT_WIDTH && base[y]?.[x] === null));
  return { base, spots, plates, open };

  function claimSpare(main: PlateRow, who: string): PlateRow | null {
    for (const y of [main.y + 1, main.y - 1]) {
      if (!claimable(main.x, y, who)) continue;
      const row: PlateRow = { x: main.x, y, width: 0 };
      while (row.width < MAX_SPARE && growInto(row.x + row.width, y, 1, who)) row.width += 1;
      while (row.width > 0 && row.width < COMFORTABLE_WIDTH && growInto(row.x - 1, y, -1, who)) {
        row.x -= 1;
        row.width += 1;
      }
      if (row.width < MIN_SPARE || !mayBorder(row.x - 1, y)) continue;
      claim(row, who);
      return row;
    }
    return null;
  }
}
