import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { asciiLines, attr, diffScreens, renderScreen, ScreenBuffer } from '../../../src/term/screen-buffer.js';
import { VirtualScreen } from '../../support/virtual-screen.js';
import { expectFits, expectShows, through } from './support.js';

const GLYPHS = [' ', 'a', 'Z', '─', '│', '█', 'Ω', '■', '*', '7'];

const cellArb = fc.record({
  row: fc.integer({ min: 1, max: 24 }),
  col: fc.integer({ min: 1, max: 80 }),
  ch: fc.constantFrom(...GLYPHS),
  fg: fc.integer({ min: 0, max: 15 }),
  bg: fc.constantFrom(0, 0, 0, 1, 4, 6),
});

type CellChange = { row: number; col: number; ch: string; fg: number; bg: number };

function paint(screen: ScreenBuffer, changes: CellChange[]): ScreenBuffer {
  const next = screen.clone();
  for (const c of changes) next.set(c.row, c.col, c.ch, attr(c.fg, c.bg));
  return next;
}

describe('screen buffer', () => {
  it('keeps a character and a colour per cell, and never holds the bottom-right cell', () => {
    const screen = new ScreenBuffer(80, 24);
    screen.text(1, 1, 'Arkham', attr(14, 1));
    screen.set(24, 80, 'X', attr(15));
    screen.set(0, 5, 'X');
    screen.set(3, 81, 'X');
    expect(screen.get(1, 1)).toEqual({ ch: 'A', attr: attr(14, 1) });
    expect(screen.rowText(1)).toBe('Arkham');
    expect(screen.get(24, 80).ch).toBe(' ');
    expect(screen.text(2, 78, 'abcdef')).toBe(81);
    expect(screen.rowText(2)).toBe(' '.repeat(77) + 'abc');
  });

  it('turns controls and wide characters into ?, and a blank keeps only its background', () => {
    const screen = new ScreenBuffer(80, 24);
    screen.set(1, 1, '\x1b');
    screen.set(1, 2, '漢');
    screen.set(1, 3, ' ', attr(12, 4));
    expect(screen.rowText(1)).toBe('??');
    expect(screen.get(1, 3)).toEqual({ ch: ' ', attr: attr(7, 4) });
  });

  it('draws a whole screen that a terminal shows exactly, without scrolling or the bottom-right cell', () => {
    const screen = new ScreenBuffer(80, 24);
    for (let row = 1; row <= 24; row += 1) screen.text(row, 1, `${row}`.padEnd(80, row % 2 === 0 ? '─' : '█'), attr(row % 16, row % 8));
    const { screen: shown } = through([renderScreen(screen)]);
    expectFits(shown);
    expectShows(shown, screen);
    expect(shown.cell(24, 80).ch).toBe(' ');
  });

  it('sends nothing when nothing changed, and only the changed cells otherwise', () => {
    const a = new ScreenBuffer(80, 24);
    a.text(5, 10, 'The Woods', attr(3));
    expect(diffScreens(a, a.clone())).toBe('');
    const b = a.clone();
    b.set(5, 14, 'X', attr(12));
    const diff = diffScreens(a, b);
    expect(diff).toContain('X');
    expect(diff).not.toContain('Woods');
    expect(diff.length).toBeLessThan(20);
  });

  it('rewrites a short run of unchanged cells when that is cheaper than moving over it', () => {
    const a = new ScreenBuffer(80, 24);
    a.text(3, 1, 'abcdef');
    const b = a.clone();
    b.set(3, 2, 'B');
    b.set(3, 4, 'D');
    expect(diffScreens(a, b)).toBe('\x1b[3;2H\x1b[0mBcD');
  });

  it('erases the end of a row when everything from there on goes blank', () => {
    const a = new ScreenBuffer(80, 24);
    a.text(23, 1, 'Turn 3 Mythos  Doom 5/13  Gates 4 and a great deal more to say here');
    const b = new ScreenBuffer(80, 24);
    b.text(23, 1, 'Turn 4');
    const diff = diffScreens(a, b);
    expect(diff).toContain('\x1b[K');
    const { screen } = through([renderScreen(a), diff]);
    expectShows(screen, b);
  });

  it('leaves the cursor where asked', () => {
    const screen = new ScreenBuffer(80, 24);
    screen.text(24, 1, 'Your choice: ');
    const { screen: shown } = through([renderScreen(screen, { cursorAt: { row: 24, col: 14 } })]);
    expect(shown.cursor).toEqual({ row: 24, col: 14 });
  });

  it('reproduces the target screen exactly: render A, then diff A to B, shows what rendering B shows', () => {
    fc.assert(
      fc.property(fc.array(cellArb, { maxLength: 120 }), fc.array(cellArb, { maxLength: 60 }), (start, changes) => {
        const a = paint(new ScreenBuffer(80, 24), start);
        const b = paint(a, changes);
        const update = diffScreens(a, b, { cursorAt: { row: 24, col: 1 } });
        const { screen: updated } = through([renderScreen(a), update]);
        const { screen: fresh } = through([renderScreen(b)]);
        expectFits(updated);
        expectShows(updated, b);
        expectShows(fresh, b);
        expect(updated.text()).toBe(fresh.text());
        // And as written, before the terminal writer trims anything.
        const raw = new VirtualScreen(80, 24);
        raw.feed(renderScreen(a) + update);
        expectFits(raw);
        expectShows(raw, b);
      }),
      { numRuns: 150 },
    );
  });

  it('sends the update alone as a screen a fresh terminal need not know the cursor of', () => {
    fc.assert(
      fc.property(fc.array(cellArb, { minLength: 1, maxLength: 40 }), (changes) => {
        const a = new ScreenBuffer(80, 24);
        const b = paint(a, changes);
        // A terminal whose cursor and colours are anywhere: the update must still land right.
        const { screen } = through(['\x1b[0m\x1b[2J\x1b[7;33H\x1b[1;35;44m', diffScreens(a, b)]);
        expectShows(screen, b);
      }),
      { numRuns: 60 },
    );
  });

  it('gives plain ASCII lines, box drawing as + - |', () => {
    const screen = new ScreenBuffer(80, 24);
    screen.text(1, 1, '■──┼──■', attr(7));
    screen.text(2, 1, 'Ω', attr(14));
    expect(asciiLines(screen)).toEqual(['#--+--#', 'O']);
  });
});
