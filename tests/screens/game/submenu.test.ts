import { describe, it, expect } from 'vitest';
import { askMenu } from '../../../src/screens/game/ask-prompt.js';
import { LiveScreen } from '../../../src/screens/game/live-screen.js';
import type { MenuChoice, MenuDraft, MenuGroup } from '../../../src/screens/game/menu-model.js';
import { menuFromDraft, type MenuLayout } from '../../../src/screens/game/prompt-menu.js';
import { drawMenuPage, menuCursor } from '../../../src/screens/game/prompt-page.js';
import { rowsNeeded } from '../../../src/screens/game/fit-menu.js';
import { ESCAPE_TIMEOUT_MS } from '../../../src/term/keys.js';
import { renderScreen } from '../../../src/term/screen-buffer.js';
import type { FakeClock } from '../../../src/support/fake-clock.js';
import type { TerminalCaps } from '../../../src/term/types.js';
import type { FakeChannel } from '../../support/fake-channel.js';
import { VirtualScreen } from '../../support/virtual-screen.js';
import { allMenus, entriesOf, keysTo, openers } from './menu-walk.js';
import { ASCII, CP437, expectFits, expectPlainAscii, openTerminal, settle, through } from './support.js';

const choices = (prefix: string, n: number, detail = ''): MenuChoice[] =>
  Array.from({ length: n }, (_, k) => ({ optionId: `${prefix}${k}`, label: `${prefix} number ${k}`, detail }));

/** A menu of lamps: two to light here, and a cupboard of forty more behind one entry. */
function lampDraft(cupboard: MenuGroup[] = [{ heading: 'Brass', choices: choices('brass', 20) }, { heading: 'Tin', choices: choices('tin', 20) }]): MenuDraft {
  return {
    title: 'Which lamp?',
    context: ['The night is long.'],
    groups: [
      { heading: null, choices: [{ optionId: 'none', label: 'No lamp', detail: '' }, ...choices('desk', 2)] },
      {
        heading: 'Elsewhere',
        choices: [{ optionId: 'cupboard', label: 'From the cupboard...', detail: '40 lamps', opens: { title: 'Which lamp from the cupboard?', context: [], columns: 2, groups: cupboard } }],
      },
    ],
  };
}
const identity = { id: 'lamp', kind: 'lamp', defaultId: 'none', help: 'Pick a lamp to read by.' };
const layout: MenuLayout = { reservedKeys: 'msq', keysHint: '[M] map', panelRows: 15 };

/** Shows `menu`, types `keys` one at a time (each answered before the next), and returns the result and the bytes. */
async function walk(menu: ReturnType<typeof menuFromDraft>, keys: string[], options: Parameters<typeof askMenu>[2] = {}, caps: TerminalCaps = CP437) {
  const { term, channel, clock } = openTerminal(caps);
  const asked = askMenu(term, menu, options);
  const shown: string[] = [];
  for (const key of keys) {
    await settle();
    shown.push(channel.output().toString('latin1'));
    await pressKey(channel, clock, key);
  }
  return { result: await asked, channel, shown };
}

/** Types a key; a lone Esc counts as the Escape key once the decoder has waited for more (term/keys.ts). */
async function pressKey(channel: FakeChannel, clock: FakeClock, key: string): Promise<void> {
  channel.type(key);
  if (key !== '\x1b') return;
  await settle();
  clock.advance(ESCAPE_TIMEOUT_MS);
}

describe('a choice that opens a menu of its own', () => {
  it('becomes an entry with a sub-menu answering the same decision, cut for the whole panel', () => {
    const menu = menuFromDraft(lampDraft(), identity, 10, layout);
    const [cupboard] = openers(menu);
    const sub = cupboard?.submenu;
    if (!sub) throw new Error('no sub-menu');
    expect(cupboard?.isDefault).toBe(false);
    expect(sub.rows).toBe(15);
    expect(menu.rows).toBe(10);
    expect(sub).toMatchObject({ promptId: 'lamp', kind: 'lamp', defaultId: 'none', defaultLabel: 'No lamp', help: identity.help, columns: 2 });
    expect(sub.keysHint).toBe('[Esc] back  [M] map');
    const page = drawMenuPage(sub, 0);
    expect(page.rowText(14)).toBe(' [Esc] back  [M] map');
    expect(page.rowText(15)).toMatch(/\[Enter\] No lamp {2}\[\?\] help {2}\[>\] more$/);
  });

  it('is cut to the rows it needs when it needs less than the panel, leaving the map in sight', () => {
    const short = lampDraft([{ heading: 'Brass', choices: choices('brass', 3) }]);
    const sub = openers(menuFromDraft(short, identity, 10, layout))[0]?.submenu;
    if (!sub) throw new Error('no sub-menu');
    expect(sub.rows).toBeLessThan(15);
    expect(sub.rows).toBe(rowsNeeded(sub));
    expect(sub.pages).toHaveLength(1);
    expect(entriesOf(sub).map((e) => e.label)).toEqual(['brass number 0', 'brass number 1', 'brass number 2']);
  });

  it('pages two columns top to bottom, a heading carried over to a new column, the keys 1-9 then a-z but the screen’s own', () => {
    const sub = openers(menuFromDraft(lampDraft(), identity, 10, layout))[0]?.submenu;
    if (!sub) throw new Error('no sub-menu');
    // 15 rows: title, gap, 11 lines in each column, the keys line and the footer.
    expect(sub.pages.map((p) => p.lines)).toEqual([11, 11]);
    const [first] = sub.pages;
    expect(first?.sections.map((s) => [s.heading, s.column, s.entries.length])).toEqual([
      ['Brass', 0, 10],
      ['Brass (continued)', 1, 10],
    ]);
    const keys = entriesOf({ ...sub, pages: sub.pages.slice(0, 1) }).map((e) => e.key).join('');
    expect(keys).toBe('123456789abcdefghijk');
    const page = drawMenuPage(sub, 0);
    expect(page.rowText(3)).toBe(`${' Brass'.padEnd(41)}Brass (continued)`);
    expect(page.rowText(4)).toBe(`${'  1) brass number 0'.padEnd(42)}b) brass number 10`);
    expect(page.rowText(13)).toBe(`${'  a) brass number 9'.padEnd(42)}k) brass number 19`);
    expect(sub.pages[1]?.sections.map((s) => s.heading)).toEqual(['Tin', 'Tin (continued)']);
    for (const shown of sub.pages.keys()) expectFits(through([renderScreen(drawMenuPage(sub, shown), { cursorAt: menuCursor(sub, shown) })]).screen);
  });

  it('runs out of hotkeys before lines on a tall page, and starts a new page then', () => {
    const sub = openers(menuFromDraft(lampDraft([{ heading: null, choices: choices('oil', 80) }]), identity, 10, { ...layout, panelRows: 24 }))[0]?.submenu;
    if (!sub) throw new Error('no sub-menu');
    // 24 rows hold 2 x 20 lines, but only 32 keys are free of m, s and q.
    expect(entriesOf({ ...sub, pages: sub.pages.slice(0, 1) }).map((e) => e.key).join('')).toBe('123456789abcdefghijklnoprtuvwxyz');
    expect(sub.pages.length).toBe(3);
  });

  it('is opened by its key, picks by the sub-menu’s keys, and answers with the option’s own id', async () => {
    const menu = menuFromDraft(lampDraft(), identity, 10, layout);
    const path = keysTo(menu, 'tin7');
    expect(path).toEqual(['4', '>', '8']);
    const { result, shown } = await walk(menu, path);
    expect(result).toEqual({ kind: 'option', optionId: 'tin7' });
    expect(shown[1]).toContain('Which lamp from the cupboard?');
  });

  it('goes back on Esc, and on < from its first page, to the first menu at the page it was left on', async () => {
    const long = lampDraft();
    long.groups.splice(1, 0, { heading: 'On the shelf', choices: choices('shelf', 5) });
    long.groups[2]?.choices.push({ optionId: 'cellar', label: 'From the cellar', detail: '' });
    const menu = menuFromDraft(long, identity, 10, layout);
    const page = (k: number) => entriesOf({ ...menu, pages: menu.pages.slice(k, k + 1) });
    const at = menu.pages.findIndex((_, k) => page(k).some((e) => e.submenu));
    expect(at).toBe(2);
    const cupboard = page(at).find((e) => e.submenu)?.key ?? '';
    const cellar = page(at).find((e) => e.optionId === 'cellar')?.key ?? '';
    expect((await walk(menu, ['>', '>', cupboard, '\x1b', cellar])).result).toEqual({ kind: 'option', optionId: 'cellar' });
    // <: a page back in the sub-menu, then back out of it, then a page back in the first menu.
    const back = await walk(menu, ['>', '>', cupboard, '>', '<', '<', '<', '1']);
    expect(back.result).toEqual({ kind: 'option', optionId: page(1)[0]?.optionId });
  });

  it('takes Enter as the decision’s default, and the screen’s own keys, from inside a sub-menu; Esc at the first menu is still the screen’s', async () => {
    const menu = menuFromDraft(lampDraft(), identity, 10, layout);
    const options = { commands: { m: 'map' }, escape: 'leave' };
    expect((await walk(menu, ['4', '\r'], options)).result).toEqual({ kind: 'option', optionId: 'none' });
    expect((await walk(menu, ['4', 'M'], options)).result).toEqual({ kind: 'command', command: 'map' });
    expect((await walk(menu, ['4', '\x1b', '\x1b'], options)).result).toEqual({ kind: 'command', command: 'leave' });
  });

  it('marks and names a default that sits in a sub-menu', async () => {
    const menu = menuFromDraft(lampDraft(), { ...identity, defaultId: 'tin3' }, 10, layout);
    expect(menu.defaultLabel).toBe('tin number 3');
    expect(entriesOf(menu).some((e) => e.isDefault)).toBe(false);
    expect(allMenus(menu).flatMap(entriesOf).filter((e) => e.isDefault).map((e) => e.optionId)).toEqual(['tin3']);
    expect((await walk(menu, ['\r'])).result).toEqual({ kind: 'option', optionId: 'tin3' });
  });

  it('draws each menu over what the screen held, whole and in place', async () => {
    const menu = menuFromDraft(lampDraft(), identity, 10, layout);
    const { term, channel, clock } = openTerminal();
    const screen = new LiveScreen(term);
    const asked = askMenu(term, menu, { screen });
    await settle();
    const first = channel.output().length;
    const shown = new VirtualScreen(80, 24);
    shown.feed(channel.output());
    expect(shown.rowText(1)).toContain('Which lamp?');
    channel.type('4');
    await settle();
    shown.feed(channel.since(first));
    expect(shown.rowText(1)).toContain('Which lamp from the cupboard?');
    expect(shown.text()).not.toContain('1) No lamp');
    expect(shown.rowText(14)).toBe(' [Esc] back  [M] map');
    const opened = channel.output().length;
    await pressKey(channel, clock, '\x1b');
    await settle();
    shown.feed(channel.since(opened));
    expect(shown.rowText(1)).toContain('Which lamp?');
    expect(shown.text()).not.toContain('cupboard?');
    channel.type('1');
    expect(await asked).toEqual({ kind: 'option', optionId: 'none' });
    expectFits(shown);
  });

  it('works in ASCII: plain lines in and out of the sub-menu, no escape, no byte above 0x7F', async () => {
    const menu = menuFromDraft(lampDraft(), identity, 24, { reservedKeys: 'msq' });
    const { result, channel } = await walk(menu, ['4', '?', 'x', '>', '<', '<', '\x1b', '4', '>', '2'], {}, ASCII);
    const second = openers(menu)[0]?.submenu?.pages[1];
    const two = second?.sections.flatMap((s) => s.entries).find((e) => e.key === '2');
    expect(two).toBeDefined();
    expect(result).toEqual({ kind: 'option', optionId: two?.optionId });
    const text = channel.output().toString('latin1');
    expect(text).toContain('Which lamp from the cupboard?');
    expect(text).toContain('[Esc] back');
    expectPlainAscii(channel.output());
  });
});

describe('a paired group', () => {
  const draft = (detail: string): MenuDraft => ({
    title: 'Which door?',
    context: [],
    groups: [{ heading: 'Doors', paired: true, choices: [{ optionId: 'wide', label: 'The door at the end of the long hall', detail: 'locked, and the key is lost' }, ...choices('door', 5, detail)] }],
  });

  it('sets short choices two to a line and a long one alone, and the menu needs only those lines', () => {
    const menu = menuFromDraft(draft('2 steps'), identity, 24);
    const entries = entriesOf(menu);
    expect(entries.map((e) => e.beside === true)).toEqual([false, false, true, false, true, false]);
    expect(menu.pages[0]?.lines).toBe(5);
    expect(rowsNeeded(menu)).toBe(9);
    const page = drawMenuPage(menu, 0);
    expect(page.rowText(4)).toBe('  1) The door at the end of the long hall         locked, and the key is lost');
    expect(page.rowText(5)).toBe(`${'  2) door number 0 2 steps'.padEnd(42)}3) door number 1 2 steps`);
    expect(page.rowText(7)).toBe('  6) door number 4 2 steps');
  });

  it('keeps one choice a line when the choices are too long for half of one', () => {
    const menu = menuFromDraft(draft('a long way down the stair'), identity, 24);
    expect(entriesOf(menu).some((e) => e.beside === true)).toBe(false);
    expect(menu.pages[0]?.lines).toBe(7);
  });
});

describe('a spilling group', () => {
  const draft = (places: number): MenuDraft => ({
    title: 'Where?',
    context: [],
    groups: [
      { heading: null, choices: [{ optionId: 'stay', label: 'Stay', detail: '' }] },
      { heading: 'Places', spills: true, choices: choices('place', places) },
      { heading: 'Cards', choices: choices('card', 2) },
    ],
  });

  it('gives up its last choices to after the last group when the first page is short of room', () => {
    // 12 rows: 8 lines of options and headings.
    const menu = menuFromDraft(draft(9), identity, 12);
    expect(menu.pages.map((p) => p.sections.map((s) => [s.heading, s.entries.length]))).toEqual([
      [
        [null, 1],
        ['Places', 3],
        ['Cards', 2],
      ],
      [['Places (continued)', 6]],
    ]);
    expect(entriesOf(menu).map((e) => e.optionId).slice(1, 4)).toEqual(['place0', 'place1', 'place2']);
  });

  it('keeps all its choices in place when everything fits', () => {
    const menu = menuFromDraft(draft(3), identity, 12);
    expect(menu.pages.length).toBe(1);
    expect(menu.pages[0]?.sections.map((s) => s.heading)).toEqual([null, 'Places', 'Cards']);
  });
});
