import { describe, it, expect } from 'vitest';
import { crowdedState } from '../../../src/screens/game/map-bytes.js';
import { mapLayout } from '../../../src/screens/game/map-layout.js';
import { DISTRICTS, labelInk, sceneryOf } from '../../../src/screens/game/map-scenery.js';
import { drawMap } from '../../../src/screens/game/map.js';
import { asciiLines } from '../../../src/term/screen-buffer.js';
import { content, freshState } from './support.js';

const layout = mapLayout(content.board);

describe('the map as a town', () => {
  it('draws the Miskatonic from the western edge to the eastern, the streets crossing it as bridges', () => {
    const lines = asciiLines(drawMap({ content, state: freshState(), viewer: 0 }, 'ascii'));
    for (const y of [11, 12]) {
      const line = lines[y] ?? '';
      expect(line.startsWith('~'), line).toBe(true);
      expect(line.trimEnd().endsWith('~'), line).toBe(true);
      expect(line).toMatch(/~ ?[|o] ?~/);
    }
    expect(lines.join('\n')).toContain('Miskatonic River');
  });

  it('names every district, and gives every location of a district its colour', () => {
    const screen = drawMap({ content, state: freshState(), viewer: 0 });
    const text = Array.from({ length: 22 }, (_, k) => screen.rowText(k + 1)).join('\n');
    for (const district of DISTRICTS) {
      expect(text, district.name).toContain(district.name);
      for (const place of district.places) expect(content.board.locations.some((l) => l.id === place), place).toBe(true);
    }
    const placed = DISTRICTS.flatMap((d) => d.places);
    expect(new Set(placed).size).toBe(placed.length);
    const train = content.board.locations.find((l) => l.id === 'train-station');
    if (!train) throw new Error('no Train Station');
    expect(screen.get(train.y + 1, train.x + 1).attr).toBe(labelInk('train-station'));
  });

  it('puts scenery only where nothing else ever goes: on the most crowded board every piece is still whole', () => {
    for (const glyphs of ['cp437', 'ascii'] as const) {
      const cells = sceneryOf(layout, glyphs);
      expect(cells.length).toBeGreaterThan(150);
      const screen = drawMap({ content, state: crowdedState(content), viewer: 0 }, glyphs);
      for (const cell of cells) {
        expect(layout.open[cell.y]?.[cell.x], `${cell.x},${cell.y}`).toBe(true);
        expect(screen.get(cell.y + 1, cell.x + 1).ch, `${cell.x},${cell.y}`).toBe(cell.ch);
      }
      if (glyphs === 'ascii') for (const cell of cells) expect(cell.ch).toMatch(/^[\x20-\x7e]$/);
    }
  });
});
