import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { Prompt } from '../../../src/engine/index.js';
import { loadArtLibrary } from '../../../src/screens/art/library.js';
import { placeVignette, VIGNETTE_COLS, VIGNETTE_ROWS } from '../../../src/screens/game/place-vignette.js';
import { seatLetter } from '../../../src/screens/game/names.js';
import { mapRowsAbove, placeOverScene } from '../../../src/screens/play/table-view.js';
import { ScreenBuffer } from '../../../src/term/screen-buffer.js';
import { content, freshState, node } from '../game/support.js';

const art = loadArtLibrary(fileURLToPath(new URL('../../../ansi/', import.meta.url)));
const banner = { left: 'Turn 1 Day', right: 'Amos Wendell' };

function choiceAt(place: string): Prompt {
  return { id: 'p1', investigator: 'x', slot: 0, kind: 'choice', options: [{ id: 'yes' }, { id: 'no' }], default: 'no', context: { table: 'location', id: place } };
}

/** The left column where the picture of `place` shows on rows `from`..`to`, or null. */
function pictureColumn(screen: ScreenBuffer, place: string, from: number): number | null {
  const picture = placeVignette(art, place);
  if (!picture) throw new Error(`no picture of ${place}`);
  for (const left of [80 - 1 - VIGNETTE_COLS, 3]) {
    let same = true;
    for (let r = 1; r <= VIGNETTE_ROWS && same; r += 1)
      for (let c = 1; c <= VIGNETTE_COLS && same; c += 1) same = screen.get(from + r - 1, left + c - 1).ch === picture.get(r, c).ch;
    if (same) return left;
  }
  return null;
}

describe("an encounter's choice over the map", () => {
  const page = new ScreenBuffer(80, 8);
  const visible = mapRowsAbove(page.rows);

  it('shows the location’s vignette above the menu, away from the investigator who stands there', () => {
    for (const [place, side] of [['newspaper', 80 - 1 - VIGNETTE_COLS], ['founders-rock', 3]] as const) {
      const state = freshState();
      for (const inv of state.invs) inv.at = node(place);
      const placed = placeOverScene({ content, state, art, slot: 0 }, choiceAt(place), banner)(page, { row: 1, col: 1 });
      expect(pictureColumn(placed.screen, place, visible - VIGNETTE_ROWS + 1), place).toBe(side);
      const rows = Array.from({ length: visible }, (_, k) => placed.screen.rowText(k + 1)).join('\n');
      expect(rows, place).toContain(seatLetter(0));
    }
  });

  it('leaves other decisions, and an Other World choice, without a picture', () => {
    const state = freshState();
    for (const inv of state.invs) inv.at = node('newspaper');
    const world = { ...choiceAt('newspaper'), context: { table: 'world', id: 'abyss' } } as Prompt;
    for (const prompt of [world, { ...choiceAt('newspaper'), kind: 'heal' } as Prompt]) {
      const placed = placeOverScene({ content, state, art, slot: 0 }, prompt, banner)(page, { row: 1, col: 1 });
      expect(pictureColumn(placed.screen, 'newspaper', visible - VIGNETTE_ROWS + 1)).toBeNull();
    }
  });
});
