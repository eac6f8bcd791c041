import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { makeAnsFile, parseArtSource } from '../../../src/screens/art/compile.js';
import { loadArtLibrary } from '../../../src/screens/art/library.js';
import { artBody, readSauce } from '../../../src/screens/art/sauce.js';
import { renderOtherWorld, vignetteName } from '../../../src/screens/game/other-world.js';
import { worldColour } from '../../../src/screens/game/palette.js';
import { VirtualScreen } from '../../support/virtual-screen.js';
import { ASCII, content, expectFits, expectPlainAscii, freshState, node, through } from './support.js';

const ANSI_DIR = 'ansi/';
const art = loadArtLibrary(ANSI_DIR);

function inWorld(world: string, box: number) {
  const state = freshState();
  const inv = state.invs[0];
  if (!inv) throw new Error('no investigator');
  Object.assign(inv, { at: -1, world, box, owMonsters: [18] });
  state.gates = [{ n: node('woods'), world, up: true }];
  return state;
}

describe('Other World screen', () => {
  it('has a vignette for every Other World of the content', () => {
    expect(content.otherWorlds.length).toBe(8);
    for (const world of content.otherWorlds) expect(art.has(vignetteName(world.id)), world.id).toBe(true);
  });

  for (const world of content.otherWorlds) {
    describe(world.name, () => {
      const file = readFileSync(`${ANSI_DIR}${vignetteName(world.id)}.ans`);

      it('is built from its source by scripts/make-art.ts, with a SAUCE record', () => {
        const source = readFileSync(`${ANSI_DIR}src/${vignetteName(world.id)}.art`, 'utf8');
        expect(makeAnsFile(parseArtSource(source)).equals(file)).toBe(true);
        const sauce = readSauce(file);
        expect(sauce?.author).toBe('arkham-door');
        expect(sauce?.title).toContain(world.name.replace(/^The /, '').slice(0, 10));
        expect(sauce?.width).toBe(80);
        expect(sauce?.fileSize).toBe(artBody(file).length);
        expect(file.includes(0xff)).toBe(false);
      });

      it('keeps to the right of column 47 and above row 15, so the words have the left side', () => {
        const screen = new VirtualScreen();
        screen.feed(artBody(file));
        expectFits(screen);
        for (let row = 1; row <= 24; row += 1) {
          const text = screen.rowText(row);
          expect(text.slice(0, 47).trim(), `row ${row}`).toBe('');
          if (row > 14) expect(text, `row ${row}`).toBe('');
        }
      });

      it('shows the world, the box and the way home, in the world’s colour, inside 80x24', () => {
        for (const box of [2, 1]) {
          const state = inWorld(world.id, box);
          const { screen } = through([renderOtherWorld({ content, state, slot: 0, art }, true)]);
          expectFits(screen);
          const text = screen.text();
          expect(text).toContain(world.name);
          expect(text).toContain(`Box ${box}:`);
          expect(text).toContain('Ways home: Woods.');
          expect(text).toContain('Facing a Ghoul.');
          const colour = worldColour(world.colour);
          const nameCell = screen.cell(2, 3);
          expect(nameCell.bold).toBe(colour >= 8);
        }
      });

      it('has a plain ASCII version', () => {
        const state = inWorld(world.id, 2);
        const { bytes } = through([renderOtherWorld({ content, state, slot: 0, art }, false)], ASCII);
        expectPlainAscii(bytes);
        expect(bytes.toString('latin1')).toContain(world.name.replace(/'/g, "'"));
      });
    });
  }

  it('says what comes next: a visit, staying put, box 1, home', () => {
    const state = inWorld('abyss', 1);
    const inv = state.invs[0];
    if (!inv) return;
    const shown = (): string => through([renderOtherWorld({ content, state, slot: 0, art }, true)]).screen.text();
    expect(shown()).toContain('home to Arkham');
    inv.stay = true;
    expect(shown()).toContain('held fast');
    inv.visit = 'rlyeh';
    expect(shown()).toContain('A brief visit');
    expect(shown()).toContain("R'lyeh");
  });

  it('still draws without a picture for a world it has none for', () => {
    const state = inWorld('the-moon', 2);
    const { screen } = through([renderOtherWorld({ content, state, slot: 0, art }, true)]);
    expectFits(screen);
    expect(screen.text()).toContain('The moon');
  });
});
