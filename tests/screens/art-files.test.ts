import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeAnsFile, parseArtSource } from '../../src/screens/art/compile.js';
import { loadArtLibrary } from '../../src/screens/art/library.js';
import { artBody, readSauce } from '../../src/screens/art/sauce.js';
import { itemFieldValues, MAIN_MENU } from '../../src/screens/menu.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { createTerminal } from '../../src/term/terminal.js';
import { FakeChannel } from '../support/fake-channel.js';
import { VirtualScreen } from '../support/virtual-screen.js';

const ANSI_DIR = fileURLToPath(new URL('../../ansi/', import.meta.url));
const ART = ['title', 'main-menu', 'goodbye', 'advertiser', 'hall-of-fame'];

/** What the caller's screen shows after `text` goes through a CP437 terminal. */
function shown(text: string): VirtualScreen {
  const channel = new FakeChannel();
  const term = createTerminal(channel, { charset: 'cp437', ansi: true, cols: 80, rows: 24 }, { clock: new FakeClock() });
  term.write(text);
  term.end('done');
  const screen = new VirtualScreen(80, 24);
  screen.feed(channel.output());
  return screen;
}

function expectFits(screen: VirtualScreen): void {
  expect(screen.bottomRightWritten).toBe(false);
  expect(screen.scrolled).toBe(false);
  expect(screen.ambiguousWraps).toBe(0);
}

describe('art files', () => {
  const library = loadArtLibrary(ANSI_DIR);

  it('has the screens of the door and its menus', () => {
    expect(library.names()).toEqual(expect.arrayContaining(ART));
  });

  for (const name of ART) {
    describe(name, () => {
      const file = readFileSync(`${ANSI_DIR}${name}.ans`);

      it('carries a SAUCE record: title, author arkham-door, group, 80 wide, at most 24 high', () => {
        const sauce = readSauce(file);
        expect(sauce).not.toBeNull();
        expect(sauce?.title).not.toBe('');
        expect(sauce?.author).toBe('arkham-door');
        expect(sauce?.group).not.toBe('');
        expect(sauce?.width).toBe(80);
        expect(sauce?.height).toBeLessThanOrEqual(24);
        expect(sauce?.fileSize).toBe(artBody(file).length);
      });

      it('is built from its source by scripts/make-art.ts (both committed, in step)', () => {
        const source = readFileSync(`${ANSI_DIR}src/${name}.art`, 'utf8');
        expect(makeAnsFile(parseArtSource(source)).equals(file)).toBe(true);
      });

      it('fits 80x24 without touching the bottom-right cell or scrolling', () => {
        const raw = new VirtualScreen(80, 24);
        raw.feed(artBody(file));
        expectFits(raw);
        const template = library.get(name);
        expectFits(shown(template.render({ ALIAS: 'W'.repeat(200), VERSION: 'v'.repeat(40), STATUS: 's'.repeat(300) }, { ansi: true })));
      });

      it('never holds a 0xFF byte, and only one 0x1A (the EOF)', () => {
        expect(file.includes(0xff)).toBe(false);
        expect(file.indexOf(0x1a)).toBe(artBody(file).length);
        expect(artBody(file).includes(0x1a)).toBe(false);
      });
    });
  }

  it('shows the main menu with a long alias inside 80x24', () => {
    const alias = 'Professor Henry Armitage of Miskatonic University Library';
    const screen = shown(
      library.get('main-menu').render(
        { ALIAS: alias, N: 12, TIME: 999, VERSION: 'v0.1.0', STATUS: 'x'.repeat(100) },
        { ansi: true, cursorField: 'K' },
      ),
    );
    expectFits(screen);
    const greeting = screen.text().split('\n').find((row) => row.includes('Professor Henry'));
    expect(greeting).toBeDefined();
    expect(greeting?.length).toBeLessThan(80);
  });

  // An item not every caller sees (the sysop's desk) is drawn through two fields, filled only for those who see it.
  it('draws every hotkey of the main menu with its label', () => {
    const template = library.get(MAIN_MENU.art);
    const plain = template.render({}, { ansi: false });
    const forSysop = template.render(itemFieldValues(MAIN_MENU, { sysop: true }), { ansi: false });
    for (const item of MAIN_MENU.items) {
      expect(forSysop).toContain(`[${item.key}]  ${item.label}`);
      if (item.fields) expect(plain).not.toContain(`[${item.key}]`);
      else expect(plain).toContain(`[${item.key}]  ${item.label}`);
    }
    expect(library.get(MAIN_MENU.art).field(MAIN_MENU.promptField)).toBeDefined();
    expect(library.get(MAIN_MENU.art).field(MAIN_MENU.statusField)).toBeDefined();
  });

  it('caches each parsed template', () => {
    expect(library.get('title')).toBe(library.get('title'));
    expect(() => library.get('no-such-art')).toThrow(/no-such-art/);
  });
});
