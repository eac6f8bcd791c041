import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { makeAnsFile, parseArtSource } from '../../../src/screens/art/compile.js';
import { loadArtLibrary } from '../../../src/screens/art/library.js';
import { artBody, readSauce } from '../../../src/screens/art/sauce.js';
import { placeVignette, placeVignetteName, plainVignettes, vignetteRoom, VIGNETTE_COLS, VIGNETTE_ROWS } from '../../../src/screens/game/place-vignette.js';
import type { NarrationBlock } from '../../../src/screens/game/narrate.js';
import { narrationLines, narrationRows } from '../../../src/screens/game/pacing.js';
import { PANEL_WIDTH, withNarration } from '../../../src/screens/play/table-view.js';
import { ScreenBuffer } from '../../../src/term/screen-buffer.js';
import { VirtualScreen } from '../../support/virtual-screen.js';
import { content, expectFits } from './support.js';

const ANSI_DIR = 'ansi/';
const art = loadArtLibrary(ANSI_DIR);

const encounter: NarrationBlock = {
  heading: 'Amos Wendell',
  lines: ['At the Police Station, a 3: the desk sergeant wants a word with you about the noise last night, and it takes all afternoon.', 'Amos Wendell loses his next turn.'],
  story: [0],
  place: 'police-station',
};

describe('location vignettes', () => {
  it('has one for every location of the board', () => {
    expect(content.board.locations.length).toBe(26);
    for (const place of content.board.locations) expect(art.has(placeVignetteName(place.id)), place.id).toBe(true);
  });

  for (const place of content.board.locations) {
    it(`${place.name}: built from its source, a SAUCE record, drawn only in its ${VIGNETTE_COLS}x${VIGNETTE_ROWS} corner`, () => {
      const name = placeVignetteName(place.id);
      const file = readFileSync(`${ANSI_DIR}${name}.ans`);
      expect(makeAnsFile(parseArtSource(readFileSync(`${ANSI_DIR}src/${name}.art`, 'utf8'))).equals(file)).toBe(true);
      expect(readSauce(file)?.author).toBe('arkham-door');
      const screen = new VirtualScreen();
      screen.feed(artBody(file));
      expectFits(screen);
      for (let row = 1; row <= 24; row += 1) {
        const text = screen.rowText(row);
        if (row > VIGNETTE_ROWS) expect(text, `row ${row}`).toBe('');
        else expect(text.slice(VIGNETTE_COLS).trim(), `row ${row}`).toBe('');
      }
      expect(screen.text().trim()).not.toBe('');
      const plain = plainVignettes(art).lines(place.id) ?? [];
      expect(plain.length).toBeGreaterThan(0);
      for (const line of plain) expect(line).toMatch(/^[\x20-\x7e]*$/);
    });
  }

  it('a location encounter wraps beside its picture and runs as tall as it', () => {
    const rows = narrationRows([encounter, { heading: null, lines: ['The Mythos Phase begins.'] }], PANEL_WIDTH, vignetteRoom(art));
    const pictured = rows.filter((row) => row.picture !== undefined);
    expect(pictured.map((row) => row.picture?.line)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const row of pictured) expect([...row.text].length).toBeLessThanOrEqual(PANEL_WIDTH - VIGNETTE_COLS - 1);
    expect(rows.at(-1)?.picture).toBeUndefined();
    // Every word is still told.
    const told = rows.map((row) => row.text.trim()).join(' ');
    for (const word of encounter.lines.join(' ').split(' ')) expect(told).toContain(word);
  });

  it('the picture starts at the encounter, after the walk there, and never straddles two pages', () => {
    const walk = 'Amos Wendell walks from the Train Station to the Police Station, 5 steps, through the fog and the rain of a long evening.';
    const block: NarrationBlock = { ...encounter, lines: [walk, ...encounter.lines], story: [1], placeLine: 1 };
    const rows = narrationRows([block], PANEL_WIDTH, vignetteRoom(art));
    const at = rows.findIndex((row) => row.picture?.line === 0);
    expect(rows[at]?.text.trim().startsWith('At the Police Station')).toBe(true);
    expect(rows.slice(0, at).some((row) => [...row.text].length > PANEL_WIDTH - VIGNETTE_COLS - 1)).toBe(true);
    const before = { heading: null, lines: Array.from({ length: 8 }, (_, k) => `Line ${k}.`) };
    const paged = narrationRows([before, block], PANEL_WIDTH, vignetteRoom(art, 12));
    const start = paged.findIndex((row) => row.picture?.line === 0);
    expect(start % 12).toBeLessThanOrEqual(12 - VIGNETTE_ROWS);
    // An encounter that opens its block takes its heading to the new page with it.
    const opening = narrationRows([before, encounter], PANEL_WIDTH, vignetteRoom(art, 12));
    const heading = opening.findIndex((row) => row.heading);
    expect(opening[heading]?.text).toBe('Amos Wendell');
    expect(heading % 12).toBe(0);
    expect(opening[heading + 1]?.picture?.line).toBe(0);
  });

  it('a place with no picture wraps to the whole panel', () => {
    const rows = narrationRows([{ ...encounter, place: 'nowhere' }], PANEL_WIDTH, vignetteRoom(art));
    expect(rows.some((row) => row.picture !== undefined)).toBe(false);
  });

  it('the panel shows the picture at its right, beside the words', () => {
    const rows = narrationRows([encounter], PANEL_WIDTH, vignetteRoom(art));
    const screen = withNarration(new ScreenBuffer(80, 24), rows, rows.length, { left: 'Turn 1', right: '' }, 'hint', art);
    const picture = placeVignette(art, 'police-station');
    if (!picture) throw new Error('no picture');
    const top = 24 - rows.length + rows.findIndex((row) => row.picture?.line === 0);
    const col = 2 + PANEL_WIDTH - VIGNETTE_COLS;
    for (let line = 1; line <= VIGNETTE_ROWS; line += 1)
      for (let k = 1; k <= VIGNETTE_COLS; k += 1) expect(screen.get(top + line - 1, col + k - 1)).toEqual(picture.get(line, k));
    expect(col + VIGNETTE_COLS - 1).toBeLessThan(80);
  });

  it('plain lines carry the ASCII picture beside the words, inside 79 columns', () => {
    const lines = narrationLines([encounter], false, plainVignettes(art));
    const plain = plainVignettes(art).lines('police-station') ?? [];
    expect(lines.length).toBeGreaterThanOrEqual(VIGNETTE_ROWS);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(79);
    expect(lines.some((line) => plain[1] !== undefined && line.endsWith(plain[1].trimEnd()))).toBe(true);
    // ANSI line mode keeps to the words alone.
    expect(narrationLines([encounter], true, plainVignettes(art)).join('\n')).not.toContain(plain[1] ?? '?');
  });
});

