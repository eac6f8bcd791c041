import { describe, it, expect } from 'vitest';
import { askMenu } from '../../../src/screens/game/ask-prompt.js';
import { LiveScreen } from '../../../src/screens/game/live-screen.js';
import type { MenuDraft } from '../../../src/screens/game/menu-model.js';
import { buildPromptMenu, menuFromDraft } from '../../../src/screens/game/prompt-menu.js';
import { drawMenuPage, menuCursor } from '../../../src/screens/game/prompt-page.js';
import { ScreenBuffer } from '../../../src/term/screen-buffer.js';
import { VirtualScreen } from '../../support/virtual-screen.js';
import { PROMPT_FIXTURES } from './prompt-fixtures.js';
import { ASCII, content, expectFits, expectPlainAscii, openTerminal, settle } from './support.js';

const draft = (n: number): MenuDraft => ({
  title: 'Pick one',
  context: [],
  groups: [
    { heading: null, choices: Array.from({ length: n }, (_, k) => ({ optionId: `o${k}`, label: `Option ${k}`, detail: '' })) },
    { heading: 'Else', choices: [{ optionId: 'quit', label: 'Quit', detail: '', key: 'Q' }] },
  ],
});
const identity = { id: 'test', kind: 'test', defaultId: 'o0', help: 'Help on this choice.' };

function entries(menu: ReturnType<typeof menuFromDraft>) {
  return menu.pages.flatMap((page) => page.sections.flatMap((section) => section.entries));
}

describe('menus with keys of their own', () => {
  it('never gives an option a key the screen keeps, nor one another option holds', () => {
    const menu = menuFromDraft(draft(30), identity, 40, { reservedKeys: 'ms' });
    const keys = entries(menu).map((e) => e.key);
    expect(keys).not.toContain('m');
    expect(keys).not.toContain('s');
    expect(keys.filter((k) => k === 'q')).toEqual(['q']);
    expect(entries(menu).find((e) => e.optionId === 'quit')?.key).toBe('q');
    for (const page of menu.pages) {
      const onPage = page.sections.flatMap((s) => s.entries.map((e) => e.key));
      expect(new Set(onPage).size).toBe(onPage.length);
    }
  });

  it('shows three lines of the situation unless its screen asks for more, as the revised table (no map) does', () => {
    const situation = { ...draft(3), context: ['One.', 'Two.', 'Three.', 'Four.', 'Five.'] };
    expect(menuFromDraft(situation, identity, 24).context).toEqual(['One.', 'Two.', 'Three.']);
    expect(menuFromDraft(situation, identity, 24, { contextLines: 8 }).context).toEqual(['One.', 'Two.', 'Three.', 'Four.', 'Five.']);
  });

  it('names its keys in the footer as runs, and the screen’s own keys above it', () => {
    const menu = menuFromDraft(draft(3), identity, 12, { keysHint: '[M] map' });
    const page = drawMenuPage(menu, 0);
    expect(page.rowText(12)).toMatch(/^\[1-3,q\] choose {2}\[Enter\] Option 0/);
    expect(page.rowText(11)).toBe(' [M] map');
  });

  it('answers a screen key with its command, Esc with the escape command, and a hotkey with its option', async () => {
    const menu = menuFromDraft(draft(3), identity, 12, { reservedKeys: 'm' });
    const { term, channel } = openTerminal({ charset: 'cp437', ansi: true, cols: 80, rows: 12 });
    const ask = (keys: string) => {
      const result = askMenu(term, menu, { commands: { m: 'map' }, escape: 'leave' });
      channel.type(keys);
      return result;
    };
    expect(await ask('M')).toEqual({ kind: 'command', command: 'map' });
    expect(await ask('2')).toEqual({ kind: 'option', optionId: 'o1' });
    expect(await ask('Q')).toEqual({ kind: 'option', optionId: 'quit' });
    expect(await ask('\r')).toEqual({ kind: 'option', optionId: 'o0' });
    expect(await ask('\x1b[A\x1b[Bz2')).toEqual({ kind: 'option', optionId: 'o1' });
  });

  it('draws over what the screen holds, placed where the screen puts it, and only what changed', async () => {
    const prompt = PROMPT_FIXTURES.heal;
    if (!prompt) throw new Error('no heal fixture');
    const menu = buildPromptMenu(content, prompt, 8);
    const { term, channel } = openTerminal();
    const screen = new LiveScreen(term);
    const backdrop = new ScreenBuffer(80, 24);
    for (let row = 1; row <= 16; row += 1) backdrop.text(row, 1, `backdrop row ${row}`);
    screen.show(backdrop);
    const before = channel.output().length;
    const picked = askMenu(term, menu, {
      screen,
      place: (page, cursorAt) => {
        const placed = backdrop.clone();
        for (let row = 1; row <= page.rows; row += 1) for (let col = 1; col <= 80; col += 1) placed.set(row + 16, col, page.get(row, col).ch, page.get(row, col).attr);
        return { screen: placed, cursorAt: { row: cursorAt.row + 16, col: cursorAt.col } };
      },
    });
    await settle();
    const shown = new VirtualScreen();
    shown.feed(channel.output());
    expect(shown.rowText(1)).toBe('backdrop row 1');
    expect(shown.rowText(17)).toContain(menu.title);
    expect(shown.cursor).toEqual({ row: menuCursor(menu, 0).row + 16, col: menuCursor(menu, 0).col });
    // The backdrop was not sent again.
    expect(channel.since(before).toString('latin1')).not.toContain('backdrop');
    expectFits(shown);
    channel.type('\r');
    expect(await picked).toEqual({ kind: 'option', optionId: prompt.default });
  });

  it('prints a page in plain lines without runs of blank ones', async () => {
    const menu = menuFromDraft(draft(2), identity, 24);
    const { term, channel } = openTerminal(ASCII);
    const picked = askMenu(term, menu, {});
    await settle();
    channel.type('1');
    await picked;
    const text = channel.output().toString('latin1');
    expect(text).not.toMatch(/\r\n\r\n\r\n/);
    expect(text).toContain('[1-2,q] choose');
    expectPlainAscii(channel.output());
  });
});

describe('a notice on a drawn screen', () => {
  it('takes the row above the prompt on the last row, scrolls nothing, and the next key gives that row back', async () => {
    const { term, channel } = openTerminal();
    const live = new LiveScreen(term);
    const first = new ScreenBuffer(80, 24);
    first.text(23, 1, 'status row');
    first.text(24, 1, 'Your choice:');
    live.show(first, { row: 24, col: 14 });
    live.notice('Bob pages you: \x1b[31mhurry\x1b[0m up');
    const shown = new VirtualScreen();
    shown.feed(channel.output());
    expect(shown.rowText(23)).toBe(' Bob pages you: hurry up');
    expect(shown.rowText(24)).toBe('Your choice:');
    expect(shown.cursor).toEqual({ row: 24, col: 14 });
    const next = first.clone();
    next.text(1, 1, 'news');
    const mark = channel.output().length;
    live.show(next);
    channel.type('x');
    await new Promise((r) => setImmediate(r));
    shown.feed(channel.since(mark));
    expect(shown.rowText(23)).toBe('status row');
    expect(shown.rowText(1)).toBe('news');
    expectFits(shown);
  });

  it('is a plain Terminal notice when nothing is drawn', () => {
    const { term, channel } = openTerminal(ASCII);
    new LiveScreen(term).notice('Bob pages you: hello');
    expect(channel.output().toString('latin1')).toContain('Bob pages you: hello\r\n');
  });
});
