import { describe, it, expect } from 'vitest';
import { loadArtLibrary } from '../../../src/screens/art/library.js';
import { fileURLToPath } from 'node:url';
import { buildPromptMenu } from '../../../src/screens/game/prompt-menu.js';
import { drawMenuPage, menuCursor } from '../../../src/screens/game/prompt-page.js';
import { narrationRows } from '../../../src/screens/game/pacing.js';
import { fittedMenu, rowsNeeded } from '../../../src/screens/game/fit-menu.js';
import { bannerText, drawScene, withMenu, withNarration } from '../../../src/screens/play/table-view.js';
import { renderScreen } from '../../../src/term/screen-buffer.js';
import { content, expectFits, freshState, node, through } from '../game/support.js';
import { PROMPT_FIXTURES } from '../game/prompt-fixtures.js';

const art = loadArtLibrary(fileURLToPath(new URL('../../../ansi/', import.meta.url)));

describe('the table on one screen', () => {
  it('lays a decision over the lower map, under a banner, with the cursor on the footer', () => {
    const state = freshState();
    const base = drawScene({ content, state, art, slot: 0 });
    const prompt = PROMPT_FIXTURES.heal;
    if (!prompt) throw new Error('no heal fixture');
    const menu = fittedMenu((rows) => buildPromptMenu(content, prompt, rows, { keysHint: '[M] map' }), 15);
    expect(menu.rows).toBe(rowsNeeded(menu));
    expect(menu.rows).toBeLessThan(15);
    const placed = withMenu(base, drawMenuPage(menu, 0), menuCursor(menu, 0), bannerText(content, state, 'Ruth Ashby'));
    const top = 24 - menu.rows + 1;
    expect(placed.screen.rowText(top - 1)).toMatch(/^── Turn 0 Setup {2}Doom \d+\/13 {2}Gates \d+ ─+ Ruth Ashby ───$/);
    expect(placed.screen.rowText(top)).toContain(menu.title);
    expect(placed.screen.rowText(1)).toBe(base.rowText(1));
    expect(placed.cursorAt.row).toBe(24);
    const { screen } = through([renderScreen(placed.screen, { cursorAt: placed.cursorAt })]);
    expectFits(screen);
  });

  it('tells the tale in a panel over the map, its last row saying how to hurry it', () => {
    const state = freshState();
    state.monsters = [{ c: 0, n: node('woods'), from: -1, up: true, grow: 0 }];
    const base = drawScene({ content, state, art, slot: 0 });
    const rows = narrationRows([{ heading: 'Ruth Ashby', lines: ['Ruth Ashby walks from Train Station to Woods, 4 steps.', 'x '.repeat(60)] }]);
    const screen = withNarration(base, rows, 5, { left: 'Turn 1', right: 'What came to pass' }, 'A key hurries the tale along.');
    expect(screen.rowText(18)).toContain('What came to pass');
    expect(screen.rowText(19)).toBe(' Ruth Ashby');
    expect(screen.rowText(20)).toContain('Ruth Ashby walks from Train Station to Woods');
    expect(screen.rowText(24)).toBe(' A key hurries the tale along.');
    expect(screen.rowText(1)).toBe(base.rowText(1));
    expectFits(through([renderScreen(screen)]).screen);
  });

  it('shows the Other World, picture and words, when the investigator in focus is out there', () => {
    const state = freshState();
    const inv = state.invs[0];
    if (!inv) throw new Error('no investigator');
    inv.at = -1;
    inv.world = 'abyss';
    inv.box = 2;
    const screen = drawScene({ content, state, art, slot: inv.slot });
    expect(screen.rowText(2)).toContain('The Abyss');
    expect(screen.rowText(3)).toMatch(/^ {48}▄▄▄▄▄ /);
  });
});
