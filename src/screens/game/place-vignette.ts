// The small picture of each location of Arkham (ansi/place-<id>.ans, drawn in its top-left corner),
// shown beside the narration of an encounter there: as cells to lay over a panel, or as plain rows.
import type { ArtLibrary } from '../art/library.js';
import type { ScreenBuffer } from '../../term/screen-buffer.js';
import { toAscii } from '../../term/ascii.js';
import { artScreen } from './art-screen.js';
import type { PictureRoom, PlainPictures } from './pacing.js';

export const VIGNETTE_COLS = 18;
export const VIGNETTE_ROWS = 6;
const CLEAR = '\x1b[0m\x1b[H\x1b[2J';
const ASCII_CLEAR = toAscii(CLEAR);

export function placeVignetteName(place: string): string {
  return `place-${place}`;
}

const drawn = new WeakMap<ArtLibrary, Map<string, ScreenBuffer | null>>();

/** The picture of `place` as a screen whose top-left VIGNETTE_COLS x VIGNETTE_ROWS cells hold it; null when it has none. */
export function placeVignette(art: ArtLibrary, place: string): ScreenBuffer | null {
  let known = drawn.get(art);
  if (!known) {
    known = new Map();
    drawn.set(art, known);
  }
  const cached = known.get(place);
  if (cached !== undefined) return cached;
  const name = placeVignetteName(place);
  const screen = art.has(name) ? artScreen(art.get(name).render({}, { ansi: true })) : null;
  known.set(place, screen);
  return screen;
}

/** Room for the pictures beside the narration panel, whose pages are `pageRows` high. */
export function vignetteRoom(art: ArtLibrary, pageRows?: number): PictureRoom {
  return { cols: VIGNETTE_COLS, rows: VIGNETTE_ROWS, has: (place) => art.has(placeVignetteName(place)), ...(pageRows === undefined ? {} : { pageRows }) };
}

/** The pictures as plain ASCII rows, for callers without a full screen. */
export function plainVignettes(art: ArtLibrary): PlainPictures {
  return {
    ...vignetteRoom(art),
    lines: (place) => {
      const name = placeVignetteName(place);
      if (!art.has(name)) return null;
      const text = art.get(name).render({}, { ansi: false });
      const body = text.startsWith(ASCII_CLEAR) ? text.slice(ASCII_CLEAR.length) : text;
      return body
        .split('\r\n')
        .slice(0, VIGNETTE_ROWS)
        .map((row) => row.slice(0, VIGNETTE_COLS));
    },
  };
}

/** A window of the map: its first board row on screen row 1, `visible` rows of it in sight. */
export interface MapWindow {
  top: number;
  visible: number;
}

/** Spots on the map that must stay in sight (board cells; each may run some cells to its right). */
export interface KeptSpot {
  x: number;
  y: number;
  yEnd: number;
}

/** How far right of its cell a kept spot's label and marks may run. */
const SPOT_REACH = 22;

/**
 * The vignette of `place` laid over the lowest map rows in sight, at the right or else the left, with
 * a blank column either side; never over a spot that must stay in sight. The screen as it was when
 * there is no picture, too few rows, or no side free.
 */
export function vignetteOverMap(screen: ScreenBuffer, art: ArtLibrary, place: string, window: MapWindow, kept: readonly KeptSpot[]): ScreenBuffer {
  const picture = placeVignette(art, place);
  if (!picture || window.visible < VIGNETTE_ROWS) return screen;
  const lastRow = window.visible;
  const firstRow = lastRow - VIGNETTE_ROWS + 1;
  // Board rows under the picture, and the columns it clears (1-based, its blank border included).
  const rows = { from: firstRow + window.top - 1, to: lastRow + window.top - 1 };
  const clear = (left: number): boolean =>
    kept.every((spot) => spot.yEnd < rows.from || spot.y > rows.to || spot.x + 1 + SPOT_REACH < left - 1 || spot.x + 1 > left + VIGNETTE_COLS);
  const right = screen.cols - 1 - VIGNETTE_COLS;
  const left = [right, 3].find(clear);
  if (left === undefined) return screen;
  const out = screen.clone();
  for (let row = firstRow; row <= lastRow; row += 1) {
    out.fill(row, left - 1, VIGNETTE_COLS + 2);
    for (let col = 1; col <= VIGNETTE_COLS; col += 1) {
      const cell = picture.get(row - firstRow + 1, col);
      out.set(row, left + col - 1, cell.ch, cell.attr);
    }
  }
  return out;
}
