import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeAnsFile, parseArtSource } from '../../../src/screens/art/compile.js';
import { artBody, readSauce } from '../../../src/screens/art/sauce.js';
import { art } from './support.js';
import { through } from '../game/support.js';

const ANSI_DIR = fileURLToPath(new URL('../../../ansi/', import.meta.url));
const LONG = 'W'.repeat(200);

const SCREENS: Record<string, string[]> = {
  'first-visit': ['K'],
  lobby: ['NAME', 'COUNT'],
  'game-over': ['HEAD', 'WHY1', 'WHY2', 'TITLE', 'TURNS', 'DOOM', 'OPEN', 'GATES', 'SLAIN', 'LOST', 'YOU1', 'YOU2', 'K'],
};

describe('the play screens’ art', () => {
  for (const [name, fields] of Object.entries(SCREENS)) {
    describe(name, () => {
      const file = readFileSync(`${ANSI_DIR}${name}.ans`);

      it('is built from its source, with a SAUCE record in the house style', () => {
        const source = readFileSync(`${ANSI_DIR}src/${name}.art`, 'utf8');
        expect(makeAnsFile(parseArtSource(source)).equals(file)).toBe(true);
        const sauce = readSauce(file);
        expect(sauce?.title).toMatch(/^Arkham Door - /);
        expect(sauce?.author).toBe('arkham-door');
        expect(sauce?.group).toBe('arkham-door');
        expect(sauce?.width).toBe(80);
        expect(sauce?.fileSize).toBe(artBody(file).length);
      });

      it('has its fields, and fits 80x24 with the longest values', () => {
        const template = art.get(name);
        for (const field of fields) expect(template.field(field), field).toBeDefined();
        const values = Object.fromEntries(fields.map((field) => [field, LONG]));
        const { screen } = through([template.render(values, { ansi: true, cursorField: fields.includes('K') ? 'K' : undefined })]);
        expect(screen.bottomRightWritten).toBe(false);
        expect(screen.scrolled).toBe(false);
        expect(screen.ambiguousWraps).toBe(0);
        expect(template.render(values, { ansi: false })).not.toMatch(/[^\x00-\x7f]/);
      });
    });
  }
});
