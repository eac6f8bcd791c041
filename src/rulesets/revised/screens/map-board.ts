// Where the revised board's areas sit on the 80x22 map (the content gives only who neighbours whom):
// three columns of districts, each street area a space with its locations beside it and its name above,
// the river across the middle with Reed Island in it, and the lower left kept clear for the board's
// gauges (revised-map.ts draws them there). Board cells 0-based, as in map-layout.ts.
import type { RevisedContent } from '../content/schema.js';
import { attr } from '../../../term/screen-buffer.js';
import type { MapBoard } from '../../../screens/game/map-layout.js';
import type { District, ScenePlan } from '../../../screens/game/map-scenery.js';
import { INK, PC } from '../../../screens/game/palette.js';
import { toPlainText } from '../../../support/plain-text.js';

interface Spot {
  x: number;
  y: number;
  room?: number;
}

/** Each area's cell: a street area's space, a location's label. */
export const REVISED_SPOTS: Readonly<Record<string, Spot>> = {
  northside: { x: 1, y: 2 },
  downtown: { x: 27, y: 2 },
  easttown: { x: 53, y: 2 },
  'merchant-district': { x: 27, y: 7 },
  rivertown: { x: 53, y: 7 },
  'miskatonic-u': { x: 27, y: 14 },
  'french-hill': { x: 53, y: 14 },
  uptown: { x: 27, y: 19 },
  southside: { x: 53, y: 19 },
  'rail-yard': { x: 3, y: 1 },
  'gazette-office': { x: 3, y: 3 },
  'arkham-asylum': { x: 29, y: 1 },
  'first-bank': { x: 29, y: 3 },
  'town-square': { x: 29, y: 4 },
  'police-station': { x: 55, y: 1 },
  roadhouse: { x: 55, y: 3 },
  'curio-shop': { x: 29, y: 6 },
  'river-docks': { x: 29, y: 8 },
  'reed-island': { x: 29, y: 10, room: 14 },
  'general-store': { x: 55, y: 6 },
  'hollow-cave': { x: 55, y: 8 },
  graveyard: { x: 55, y: 9 },
  'science-hall': { x: 29, y: 13 },
  'admin-hall': { x: 29, y: 15 },
  library: { x: 29, y: 16 },
  'witch-house': { x: 55, y: 13 },
  'lantern-lodge': { x: 55, y: 15 },
  'st-marys-hospital': { x: 29, y: 18 },
  'pine-woods': { x: 29, y: 20 },
  'boarding-house': { x: 55, y: 18 },
  chapel: { x: 55, y: 20 },
  'historical-society': { x: 55, y: 21 },
};

/** The gauges' corner, clear of every street and label: columns 1 to 24 of board rows 8-9 and 12-21. */
export const GAUGE_ROWS: readonly number[] = [8, 9, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21];
export const GAUGE_X = 1;
export const GAUGE_WIDTH = 24;

interface DistrictInk {
  street: string;
  label: number;
  ink: number;
}

/** Each street area's colours: its locations' labels in the first, its name (above its space, in capitals) in the second. */
const DISTRICT_INKS: readonly DistrictInk[] = [
  { street: 'northside', label: PC.lightCyan, ink: PC.cyan },
  { street: 'downtown', label: PC.yellow, ink: PC.brown },
  { street: 'easttown', label: PC.lightRed, ink: PC.red },
  { street: 'merchant-district', label: PC.white, ink: PC.grey },
  { street: 'rivertown', label: PC.lightBlue, ink: PC.lightBlue },
  { street: 'miskatonic-u', label: PC.lightGreen, ink: PC.green },
  { street: 'french-hill', label: PC.lightMagenta, ink: PC.magenta },
  { street: 'uptown', label: PC.lightCyan, ink: PC.cyan },
  { street: 'southside', label: PC.yellow, ink: PC.brown },
];

export interface RevisedMapBoard {
  board: MapBoard;
  scene: ScenePlan;
}

const built = new WeakMap<RevisedContent, RevisedMapBoard>();

/** The board with its cells and its scenery; an area with no cell of its own is left off (a test keeps every one placed). */
export function revisedMapBoard(content: RevisedContent): RevisedMapBoard {
  const cached = built.get(content);
  if (cached) return cached;
  const areas = Object.values(content.board);
  const streets = areas.flatMap((a) => {
    const at = REVISED_SPOTS[a.id];
    return a.kind === 'street' && at ? [{ id: a.id, street: a.name, x: at.x, y: at.y }] : [];
  });
  const links: Array<readonly [string, string]> = [];
  for (const p of streets) {
    for (const id of content.board[p.id]?.neighbours ?? []) {
      const q = streets.find((s) => s.id === id);
      // Each link once; one that bends (Northside to Merchant Row) runs down from the upper end, then across.
      if (q && (p.y < q.y || (p.y === q.y && p.x < q.x))) links.push([p.id, q.id]);
    }
  }
  const locations = areas.flatMap((a) => {
    const at = REVISED_SPOTS[a.id];
    return a.kind === 'location' && at ? [{ id: a.id, x: at.x, y: at.y, room: at.room }] : [];
  });
  const districts: District[] = DISTRICT_INKS.flatMap((d) => {
    const street = content.board[d.street];
    const at = REVISED_SPOTS[d.street];
    if (!street || !at) return [];
    const places = areas.filter((a) => a.street === d.street).map((a) => a.id);
    return [{ name: toPlainText(street.name, 20).toUpperCase(), x: at.x + 2, y: at.y - 2, places, label: attr(d.label), ink: attr(d.ink) }];
  });
  const scene: ScenePlan = {
    riverRows: [
      { y: 10, attr: INK.river },
      { y: 11, attr: INK.riverDeep },
    ],
    riverName: { x: 4, y: 11, cp437: ' Miskatonic River ', ascii: ' Miskatonic River ', attr: INK.riverName },
    districts,
    landmarks: [],
  };
  const result = { board: { streets, links, locations }, scene };
  built.set(content, result);
  return result;
}
