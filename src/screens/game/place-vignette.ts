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
