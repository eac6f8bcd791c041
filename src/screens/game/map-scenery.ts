// What makes the map read as a town and not a circuit board: the Miskatonic drawn across it, the
// districts named in dim letters, a few landmarks (the trees of the Woods, the water of the lake, the
// stones of the Graveyard). All of it goes only where the layout leaves a cell open for good (no
// street, no label, no marker ever), so it never hides a thing; a piece that does not fit is left out.
// Board cells, 0-based, as in map-layout.ts.
import { attr, type Attr } from '../../term/screen-buffer.js';
import type { MapLayout } from './map-layout.js';
import { INK, PC } from './palette.js';
import type { MapGlyphs } from './map.js';

export interface SceneryCell {
  x: number;
  y: number;
  ch: string;
  attr: Attr;
}

export interface Piece {
  x: number;
  y: number;
  /** CP437 glyphs, and the same in plain ASCII. */
  cp437: string;
  ascii: string;
  attr: Attr;
}

/** The river's rows, from the western edge to the eastern: the streets that cross it are its bridges. */
const RIVER_ROWS: ReadonlyArray<RiverRow> = [
  { y: 11, attr: INK.river },
  { y: 12, attr: INK.riverDeep },
];
const RIVER_NAME: Piece = { x: 41, y: 12, cp437: ' Miskatonic River ', ascii: ' Miskatonic River ', attr: INK.riverName };

export interface RiverRow {
  y: number;
  attr: Attr;
}

/** A board's scenery: the rows its river takes (the streets that cross it its bridges), the river's name, the districts, the landmarks. */
export interface ScenePlan {
  riverRows: readonly RiverRow[];
  riverName: Piece | null;
  districts: readonly District[];
  landmarks: readonly Piece[];
}

export interface District {
  name: string;
  /** Where its name goes (board cells). */
  x: number;
  y: number;
  /** Its locations: their labels take the district's colour, its name a darker one. */
  places: readonly string[];
  label: Attr;
  ink: Attr;
}

/** The districts of our Arkham, each a colour of its own: a caller tells the parts of town at a glance. */
export const DISTRICTS: readonly District[] = [
  { name: 'NORTHSIDE', x: 7, y: 3, places: ['train-station', 'curiositie-shoppe', 'city-hall', 'newspaper', 'shunned-house'], label: attr(PC.lightCyan), ink: attr(PC.cyan) },
  { name: 'MERCHANT DISTRICT', x: 26, y: 2, places: ['velmas-diner', 'police-station'], label: attr(PC.yellow), ink: attr(PC.brown) },
  { name: 'FRENCH HILL', x: 55, y: 2, places: ['silver-twilight-lodge', 'north-church', 'historical-society', 'harney-jones-shack'], label: attr(PC.lightMagenta), ink: attr(PC.magenta) },
  { name: 'UNIVERSITY', x: 16, y: 14, places: ['library', 'miskatonic-university', 'hospital'], label: attr(PC.lightGreen), ink: attr(PC.green) },
  { name: 'RIVERTOWN', x: 35, y: 14, places: ['dagon-mission', 'sanitarium', 'hibs-roadhouse', 'founders-rock', 'lighthouse'], label: attr(PC.lightBlue), ink: attr(PC.lightBlue) },
  { name: 'SOUTHSIDE', x: 45, y: 18, places: ['graveyard', 'boarding-house', 'darks-carnival', 'devils-beach', 'lake-miskatonic'], label: attr(PC.white), ink: attr(PC.grey) },
];

/** Each location's district, by its id. */
export function districtsByPlace(districts: readonly District[]): ReadonlyMap<string, District> {
  return new Map(districts.flatMap((d) => d.places.map((place) => [place, d] as const)));
}

const districtOf = districtsByPlace(DISTRICTS);

/** The colour of a location's label on the map: its district's, or the plain label colour outside them (the Woods, the Black Cave). */
export function labelInk(place: string): Attr {
  return districtOf.get(place)?.label ?? INK.label;
}

/** The district a location is in, by name; null outside them. */
export function districtName(place: string): string | null {
  const name = districtOf.get(place)?.name;
  return name === undefined ? null : name.charAt(0) + name.slice(1).toLowerCase().replace(/ (\w)/g, (_, c: string) => ` ${c.toUpperCase()}`);
}

const LANDMARKS: ReadonlyArray<Piece> = [
  // The trees of the Woods and by the Black Cave.
  { x: 0, y: 7, cp437: '▲▲', ascii: '^^', attr: INK.trees },
  { x: 0, y: 8, cp437: '▲▲▲', ascii: '^^^', attr: INK.trees },
  // Lake Miskatonic.
  { x: 0, y: 18, cp437: '≈≈≈', ascii: '~~~', attr: INK.river },
  { x: 0, y: 19, cp437: '≈≈≈', ascii: '~~~', attr: INK.riverDeep },
  // The stones of the Graveyard.
  { x: 25, y: 19, cp437: '┼ ∩ ┼', ascii: '+ n +', attr: INK.dim },
  // The sands of Devil's Beach, the sea beyond.
  { x: 75, y: 18, cp437: '≈≈≈≈', ascii: '~~~~', attr: INK.river },
  { x: 75, y: 19, cp437: '░░░░', ascii: '....', attr: INK.sand },
];

/** Classic Arkham's scenery. */
export const CLASSIC_SCENE: ScenePlan = { riverRows: RIVER_ROWS, riverName: RIVER_NAME, districts: DISTRICTS, landmarks: LANDMARKS };

const built = new WeakMap<MapLayout, Record<MapGlyphs, SceneryCell[]>>();

/** The scenery cells of a layout's map, each on a cell the layout keeps open (a layout has one plan: the first asked with). */
export function sceneryOf(layout: MapLayout, glyphs: MapGlyphs, plan: ScenePlan = CLASSIC_SCENE): readonly SceneryCell[] {
  let both = built.get(layout);
  if (!both) {
    both = { cp437: build(layout, 'cp437', plan), ascii: build(layout, 'ascii', plan) };
    built.set(layout, both);
  }
  return both[glyphs];
}

function build(layout: MapLayout, glyphs: MapGlyphs, plan: ScenePlan): SceneryCell[] {
  const cells = new Map<string, SceneryCell>();
  const open = (x: number, y: number): boolean => layout.open[y]?.[x] === true;
  for (const { y, attr } of plan.riverRows) {
    const row = layout.open[y] ?? [];
    row.forEach((free, x) => {
      if (free) cells.set(`${x},${y}`, { x, y, ch: glyphs === 'cp437' ? '≈' : '~', attr });
    });
  }
  const names = plan.districts.map((d): Piece => ({ x: d.x, y: d.y, cp437: d.name, ascii: d.name, attr: d.ink }));
  for (const piece of [...(plan.riverName ? [plan.riverName] : []), ...names, ...plan.landmarks]) {
    const text = [...(glyphs === 'cp437' ? piece.cp437 : piece.ascii)];
    // A piece goes whole or not at all; a blank in it still needs its cell open (a word's gap), and
    // clears the river under it.
    if (!text.every((_, k) => open(piece.x + k, piece.y))) continue;
    text.forEach((ch, k) => {
      const key = `${piece.x + k},${piece.y}`;
      if (ch === ' ') cells.delete(key);
      else cells.set(key, { x: piece.x + k, y: piece.y, ch, attr: piece.attr });
    });
  }
  return [...cells.values()];
}
