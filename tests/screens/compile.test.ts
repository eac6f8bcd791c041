import { describe, it, expect } from 'vitest';
import { compileArt, makeAnsFile, parseArtSource } from '../../src/screens/art/compile.js';
import { readSauce } from '../../src/screens/art/sauce.js';
import { parseArt } from '../../src/screens/art/template.js';
import { VirtualScreen } from '../support/virtual-screen.js';

const source = (glyphs: string[], colours: string[] = [], extra = ''): string =>
  ['title: Test', 'group: tests', 'date: 20261129', extra, '--- glyphs', ...glyphs, '--- colours', ...colours].join('\n');

describe('art compiler', () => {
  it('draws the glyph layer in the colour layer (PC colour numbers)', () => {
    const { ansi } = compileArt(parseArtSource(source(['AB  C', '', '  █'], ['4E..1', '', '..2'])));
    const screen = new VirtualScreen();
    screen.feed(ansi, 'utf8');
    expect(screen.rowText(1)).toBe('AB  C');
    expect(screen.rowText(3)).toBe('  █');
    expect(screen.cell(1, 1)).toMatchObject({ fg: 31, bold: false }); // 4 = red
    expect(screen.cell(1, 2)).toMatchObject({ fg: 33, bold: true }); // E = yellow
    expect(screen.cell(1, 5)).toMatchObject({ fg: 34, bold: false }); // 1 = blue
    expect(screen.cell(3, 3)).toMatchObject({ fg: 32 });
  });

  it('skips blank runs with whichever is shorter, spaces or a cursor move', () => {
    const { ansi } = compileArt(parseArtSource(source(['a  b' + ' '.repeat(30) + 'c'])));
    expect(ansi).toBe('\x1b[0m\x1b[H\x1b[2Ja  b\x1b[30Cc');
  });

  it('keeps a placeholder in one piece and one colour', () => {
    const file = makeAnsFile(parseArtSource(source(['Hi @NAME____@!'], ['77FFF4444444F7'])));
    const template = parseArt('t', file);
    expect(template.field('NAME')).toMatchObject({ row: 1, col: 4, width: 10, sgr: { bold: true, fg: '37' } });
  });

  it('writes SAUCE with author arkham-door, width 80 and the height drawn', () => {
    const sauce = readSauce(makeAnsFile(parseArtSource(source(['x', '', 'y']))));
    expect(sauce).toMatchObject({ title: 'Test', author: 'arkham-door', group: 'tests', width: 80, height: 3 });
  });

  it('refuses art that would touch the bottom-right cell, scroll, or leave CP437', () => {
    const rows = (n: number): string[] => Array.from({ length: n }, () => 'x');
    expect(() => compileArt(parseArtSource(source([...rows(23), ' '.repeat(79) + 'x'])))).toThrow(/row 24, column 80/);
    expect(() => compileArt(parseArtSource(source(rows(25))))).toThrow(/at most 24/);
    expect(() => compileArt(parseArtSource(source(['x'.repeat(81)])))).toThrow(/at most 80/);
    expect(() => compileArt(parseArtSource(source(['€'])))).toThrow(/no CP437 byte/);
    expect(() => compileArt(parseArtSource(source(['x'], ['G'])))).toThrow(/colour "G"/);
  });

  it('never relies on the wrap after a full-width row', () => {
    const full = 'y'.repeat(80);
    const { ansi } = compileArt(parseArtSource(source([full, full, ' ' + 'z'.repeat(78)])));
    const screen = new VirtualScreen();
    screen.feed(ansi, 'utf8');
    expect(screen.ambiguousWraps).toBe(0);
    expect(screen.scrolled).toBe(false);
    expect(screen.rowText(2)).toBe(full);
  });
});

describe('virtual screen (the test oracle itself)', () => {
  it('notices the bottom-right cell, a scroll, and a wrap the art relied on', () => {
    const corner = new VirtualScreen();
    corner.feed('\x1b[24;80Hx');
    expect(corner.bottomRightWritten).toBe(true);
    const scroll = new VirtualScreen();
    scroll.feed('\r\n'.repeat(24));
    expect(scroll.scrolled).toBe(true);
    const wrap = new VirtualScreen();
    wrap.feed('x'.repeat(80) + '\r\nnext');
    expect(wrap.ambiguousWraps).toBe(1);
    const fine = new VirtualScreen();
    fine.feed('x'.repeat(80) + '\x1b[2;1Hnext');
    expect(fine.ambiguousWraps).toBe(0);
    expect(fine.rowText(2)).toBe('next');
  });
});
