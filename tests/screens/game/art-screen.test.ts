import { describe, it, expect } from 'vitest';
import { loadArtLibrary } from '../../../src/screens/art/library.js';
import { artScreen, attrOfSgr } from '../../../src/screens/game/art-screen.js';
import { drawOtherWorld, renderOtherWorld } from '../../../src/screens/game/other-world.js';
import { paceSteps } from '../../../src/screens/game/pacing.js';
import { KeyReader } from '../../../src/screens/key-reader.js';
import { attr, renderScreen } from '../../../src/term/screen-buffer.js';
import { DEFAULT_SGR } from '../../../src/term/sgr.js';
import { content, expectShows, freshState, node, openTerminal, settle, through } from './support.js';

const art = loadArtLibrary('ansi/');

describe('art read into a screen', () => {
  it('holds what a terminal shows of the art, glyphs and colours', () => {
    const text = art.get('title').render({ VERSION: 'v0.1.0' }, { ansi: true });
    const { screen } = through([text]);
    const drawn = artScreen(text);
    for (let row = 1; row <= 24; row += 1) expect(drawn.rowText(row), `row ${row}`).toBe(screen.rowText(row));
    expectShows(through([renderScreen(drawn)]).screen, drawn);
  });

  it('reads bright and background colours as PC attributes', () => {
    expect(attrOfSgr({ ...DEFAULT_SGR, bold: true, fg: '33' })).toBe(attr(14));
    expect(attrOfSgr({ ...DEFAULT_SGR, fg: '94', bg: '41' })).toBe(attr(9, 4));
    expect(attrOfSgr(DEFAULT_SGR)).toBe(attr(7));
  });

  it('draws the Other World screen the same as its rendering, so it can go out as a diff', () => {
    for (const world of content.otherWorlds) {
      const state = freshState();
      const inv = state.invs[0];
      if (!inv) throw new Error('no investigator');
      Object.assign(inv, { at: -1, world: world.id, box: 1 });
      state.gates = [{ n: node('woods'), world: world.id, up: true }];
      const view = { content, state, slot: inv.slot, art, prompt: 'Press any key.' };
      const rendered = through([renderOtherWorld(view, true)]).screen;
      const drawn = drawOtherWorld(view);
      for (let row = 1; row <= 24; row += 1) expect(drawn.rowText(row), `${world.id} row ${row}`).toBe(rendered.rowText(row));
    }
  });
});

describe('paced steps', () => {
  it('shows a step, waits, and on a key brings the screen to where the steps end', async () => {
    const { term, channel, clock } = openTerminal();
    const keys = new KeyReader(term, clock);
    const shown: number[] = [];
    const skipped: number[] = [];
    const steps = [0, 1, 2, 3].map((k) => ({ show: () => void shown.push(k), pauseMs: 500 }));
    const done = paceSteps(steps, keys, (next) => void skipped.push(next));
    await settle();
    clock.advance(500);
    await settle();
    expect(shown).toEqual([0, 1]);
    channel.type(' ');
    expect(await done).toBe(true);
    expect(skipped).toEqual([2]);
    expect(shown).toEqual([0, 1]);
  });
});
