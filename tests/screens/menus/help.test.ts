// The help and rules pages: every page fits one 80x24 screen, the contents lead to each page, page
// turns send only what changed, and ASCII mode gets plain lines.
import { describe, expect, it } from 'vitest';
import { bodyRows, helpScreens, pageLines } from '../../../src/screens/help/help-layout.js';
import { HELP_PAGES } from '../../../src/screens/help/help-pages.js';
import { runHelp } from '../../../src/screens/help/help-screen.js';
import { renderScreen } from '../../../src/term/screen-buffer.js';
import { VirtualScreen } from '../../support/virtual-screen.js';
import { ASCII, board, Caller, expectFits, expectPlainAscii, settle } from './support.js';

const TOPICS = ['goal', 'turn', 'encounter', 'monster', 'gate', 'spell', 'mythos', 'money', 'trading', 'keys', 'calling in'];

describe('help pages', () => {
  it('cover every topic the issue asks for, in our own words', () => {
    const titles = HELP_PAGES.map((page) => page.title.toLowerCase()).join(' | ');
    for (const topic of TOPICS) expect(titles).toContain(topic);
    const keys = HELP_PAGES.find((page) => page.title.includes('keys'));
    const words = JSON.stringify(keys);
    for (const key of ['Enter', '?', 'M', 'S', '> and <']) expect(words).toContain(key);
  });

  for (const [i, page] of HELP_PAGES.entries()) {
    it(`"${page.title}" fits one 80x24 screen without touching the bottom-right cell`, () => {
      expect(pageLines(page).length).toBeLessThanOrEqual(bodyRows(24));
      const screens = helpScreens(page, i + 1, HELP_PAGES.length, 24);
      expect(screens).toHaveLength(1);
      const [screen] = screens;
      if (!screen) throw new Error('no screen');
      const shown = new VirtualScreen(80, 24);
      shown.feed(renderScreen(screen));
      expectFits(shown);
      expect(shown.scrolled).toBe(false);
      for (let row = 1; row <= 24; row += 1) expect([...screen.rowText(row)].length).toBeLessThan(80);
    });
  }

  it('goes on over more screens when the terminal is short', () => {
    const longest = [...HELP_PAGES].sort((a, b) => pageLines(b).length - pageLines(a).length)[0];
    if (!longest) throw new Error('no pages');
    const screens = helpScreens(longest, 1, 1, 12);
    expect(screens.length).toBeGreaterThan(1);
    expect(screens[1]?.rowText(1)).toContain('(CONTINUED)');
  });

  it('opens at the contents, reads a page, turns to the next with a small diff, and goes back', async () => {
    const caller = new Caller(board(), 'Henry Armitage');
    const done = caller.run(runHelp);
    await caller.pick('The goal');
    const mark = caller.mark();
    await caller.see('THE GOAL', mark);
    await settle();
    expectFits(caller.screen());
    const beforeTurn = caller.mark();
    caller.type('\r');
    await caller.see('A TURN', beforeTurn);
    await settle();
    // A page turn is a diff, not a new screen: no clear, and fewer bytes than the whole page.
    const turn = caller.text(beforeTurn);
    expect(turn).not.toContain('\x1b[2J');
    expect(caller.screen().text()).toContain('taxi stands');
    expect(caller.screen().text()).not.toContain('It is 1926');
    caller.type('c');
    await caller.see('How Arkham plays', beforeTurn);
    await caller.pick('Back to the main menu', beforeTurn);
    await done;
  });

  it('Q leaves straight for the menu; Enter at the contents reads on from where the caller stopped', async () => {
    const caller = new Caller(board(), 'Henry Armitage');
    const done = caller.run(runHelp);
    await caller.see('How Arkham plays');
    await settle();
    caller.type('\r');
    await caller.see('THE GOAL');
    caller.type('c');
    const mark = caller.mark();
    await caller.see('How Arkham plays', mark);
    await settle();
    caller.type('\r');
    await caller.see('A TURN', mark);
    caller.type('q');
    await done;
  });

  for (const [name, key] of [['Q', 'q'], ['X', 'X'], ['Esc', '\x1b']] as const) {
    it(`goes back to the main menu from the contents on ${name}; C there is no page's key`, async () => {
      const caller = new Caller(board(), 'Henry Armitage');
      const done = caller.run(runHelp);
      await caller.see('How Arkham plays');
      await settle();
      expect(caller.hotkey('Back to the main menu')).toBe('q');
      expect(caller.screen().text()).not.toMatch(/[cx]\) /);
      const mark = caller.mark();
      caller.type('c');
      await settle();
      expect(caller.mark()).toBe(mark);
      caller.type(key);
      // A lone ESC counts as the Escape key once no sequence follows it.
      caller.board.clock.advance(1_000);
      await done;
    });
  }

  it('reads in ASCII mode with no escape at all', async () => {
    const caller = new Caller(board(), 'Henry Armitage', { caps: ASCII });
    const done = caller.run(runHelp);
    await caller.see('How Arkham plays');
    await settle();
    caller.type(caller.hotkey('The keys of the door'));
    await caller.see('THE KEYS OF THE DOOR');
    caller.type('>');
    await caller.see('PLAYING BY CALLING IN');
    // Past the last page the reader is back at the contents.
    const mark = caller.mark();
    caller.type('\r');
    await caller.pick('Back to the main menu', mark);
    await done;
    expectPlainAscii(caller.channel.output());
  });
});
