import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { start, type Prompt } from '../../../src/engine/index.js';
import { askPrompt, buildPromptMenu, HOTKEYS, type PromptData, type PromptMenu } from '../../../src/screens/game/prompt-menu.js';
import { helpFor } from '../../../src/rulesets/classic/screens/prompt-help.js';
import { drawMenuPage, menuCursor } from '../../../src/screens/game/prompt-page.js';
import { renderScreen } from '../../../src/term/screen-buffer.js';
import type { TerminalCaps } from '../../../src/term/types.js';
import { allMenus, answering, entriesOf } from './menu-walk.js';
import { madeUpPrompt, PROMPT_FIXTURES, promptKinds } from './prompt-fixtures.js';
import { ASCII, content, expectFits, expectPlainAscii, openTerminal, settle, through } from './support.js';

const KINDS = promptKinds(readFileSync('src/rulesets/classic/engine/types/prompts.ts', 'utf8'));

function promptOf(kind: string): PromptData {
  return PROMPT_FIXTURES[kind] ?? madeUpPrompt(kind);
}

/** The entries that answer: a move's street spaces and rides sit in menus of their own. */
const entries = answering;

/** Shows `menu`, types `keys` one at a time, and returns the option picked and what was sent. */
async function answer(menu: PromptMenu, keys: string[], caps: TerminalCaps = { charset: 'cp437', ansi: true, cols: 80, rows: menu.rows }) {
  const { term, channel } = openTerminal(caps);
  const picked = askPrompt(term, menu);
  for (const key of keys) {
    await settle();
    channel.type(key);
  }
  const id = await picked;
  return { id, output: channel.output().toString('latin1'), bytes: channel.output() };
}

describe('prompt menus', () => {
  it('takes the engine’s own prompts as they come', () => {
    const step = start(content, { players: [{ id: 'p1' }] }, 'menus');
    const prompt: Prompt | undefined = step.prompts[0];
    expect(prompt?.kind).toBe('setup-stats');
    if (!prompt) return;
    const menu = buildPromptMenu(content, prompt);
    expect(entries(menu).length).toBe(prompt.options.length);
    expect(menu.defaultId).toBe(prompt.default);
  });

  it('finds the prompt kinds of the engine', () => {
    expect(KINDS.length).toBeGreaterThanOrEqual(15);
    expect(KINDS).toEqual(expect.arrayContaining(['move', 'combat-loadout', 'sneak-or-fight', 'end-turn']));
  });

  for (const kind of KINDS) {
    describe(kind, () => {
      const prompt = promptOf(kind);
      const menu = buildPromptMenu(content, prompt);

      it('offers every option once, with hotkeys unique on each page and the default marked', () => {
        expect(entries(menu).map((e) => e.optionId).sort()).toEqual(prompt.options.map((o) => o.id).sort());
        for (const page of allMenus(menu).flatMap((m) => m.pages)) {
          const keys = page.sections.flatMap((s) => s.entries.map((e) => e.key));
          expect(new Set(keys).size).toBe(keys.length);
          expect(keys.every((k) => HOTKEYS.includes(k))).toBe(true);
        }
        expect(entries(menu).filter((e) => e.isDefault).map((e) => e.optionId)).toEqual([prompt.default]);
        expect(menu.title).not.toMatch(/undefined|\[object|NaN/);
        for (const e of entries(menu)) expect(`${e.label} ${e.detail}`).not.toMatch(/undefined|\[object|NaN/);
      });

      it('has help on this decision', () => {
        expect(menu.help.length).toBeGreaterThan(40);
        if (PROMPT_FIXTURES[kind]) expect(menu.help).toBe(helpFor(kind));
      });

      it('shows help on ?, then Enter picks the default', async () => {
        const { id, output } = await answer(menu, ['?', 'x', '\r']);
        expect(id).toBe(prompt.default);
        expect(output).toContain(menu.help.split(' ').slice(0, 4).join(' '));
      });

      it('picks an option by its hotkey', async () => {
        const last = entriesOf({ ...menu, pages: menu.pages.slice(0, 1) }).filter((e) => e.submenu === undefined).at(-1);
        expect(last).toBeDefined();
        if (!last) return;
        const { id } = await answer(menu, [last.key.toUpperCase()]);
        expect(id).toBe(last.optionId);
      });

      it('fits the screen on every page, sub-menus too', () => {
        for (const shown of allMenus(menu)) {
          shown.pages.forEach((_, page) => {
            const { screen } = through([renderScreen(drawMenuPage(shown, page), { cursorAt: menuCursor(shown, page) })]);
            expectFits(screen);
          });
        }
      });
    });
  }

  it('groups moves: staying first, then streets and taxi rides behind an entry each, places, cards, walks cut short', () => {
    const menu = buildPromptMenu(content, PROMPT_FIXTURES.move ?? madeUpPrompt('move'));
    expect(menu.pages.length).toBe(1);
    const [first] = menu.pages;
    const headings = first?.sections.map((s) => s.heading) ?? [];
    expect(headings).toEqual([null, 'Places', 'Cards to use first', 'A monster would stop you on the way']);
    expect(first?.sections[0]?.entries.map((e) => e.label)).toEqual(['Stay at West Street', 'Stop on a street...', 'Ride a taxi ($1)...']);
    // Where something waits first, then the nearest.
    const places = first?.sections.find((s) => s.heading === 'Places')?.entries.map((e) => e.optionId) ?? [];
    expect(places).toEqual(['go:woods', 'go:shunned-house', 'go:newspaper']);
    expect(entries(menu).find((e) => e.optionId === 'go:woods')?.detail).toBe('1 step; 2 monsters, a gate');
    expect(entries(menu).find((e) => e.optionId === 'go:lighthouse')?.detail).toBe('1 monster west of Lighthouse');
    const [streets, taxi] = first?.sections[0]?.entries.slice(1).map((e) => e.submenu) ?? [];
    expect(streets?.pages[0]?.sections.map((s) => [s.heading, s.entries.map((e) => `${e.label}: ${e.detail}`)])).toEqual([['River Street', ['by Shunned House: 1']]]);
    expect(taxi?.title).toBe('A taxi for $1, the stand is 1 step away: where to?');
    expect(taxi?.pages[0]?.sections[0]?.entries.map((e) => [e.optionId, e.label, e.detail])).toEqual([
      ['taxi:graveyard', 'Graveyard', '1 monster'],
      ['taxi:hospital', 'Hospital', ''],
    ]);
    expect(menu.context[0]).toBe('Rolled 2 and 3: 5 steps from West Street.');
  });

  it('shows a loadout’s total without the die, its range with it, and the odds', () => {
    const menu = buildPromptMenu(content, PROMPT_FIXTURES['combat-loadout'] ?? madeUpPrompt('combat-loadout'));
    const [gun, spell, bare] = entries(menu);
    expect(gun?.label).toBe('.45 Automatic');
    expect(gun?.detail).toBe('7+die: 8-13, 100%');
    // Shrivelling: cast on 1-3 (half the time) for 3+6+die against 8, else 3+die: 1/2 * 1 + 1/2 * 2/6.
    expect(spell?.detail).toBe('3+6+die: 10-15, 67%, 1 San');
    expect(bare?.label).toBe('Bare-handed');
    expect(bare?.detail).toBe('3+die: 4-9, 33%');
  });

  it('pages a long list by the screen height, and the hotkeys of a later page pick from it', async () => {
    const prompt = promptOf('pick-location');
    const long: PromptData = { ...prompt, options: content.board.locations.map((l) => ({ id: l.id, node: l.id })) };
    const menu = buildPromptMenu(content, long, 12);
    expect(menu.pages.length).toBeGreaterThan(2);
    const second = menu.pages[1]?.sections[0]?.entries[0];
    expect(second?.key).toBe('1');
    const { id, bytes } = await answer(menu, ['>', '1'], { charset: 'cp437', ansi: true, cols: 80, rows: 12 });
    expect(id).toBe(second?.optionId);
    // The page turn went out as an update: far less than the page drawn whole twice.
    expect(bytes.length).toBeLessThan(2 * renderScreen(drawMenuPage(menu, 0)).length);
  });

  it('ignores keys that mean nothing, and stays on the last page when asked for more', async () => {
    const menu = buildPromptMenu(content, promptOf('heal'));
    const { id } = await answer(menu, ['z', '>', '!', '2']);
    expect(id).toBe('leave');
  });

  it('still makes a usable menu of a kind it has never heard of', () => {
    const menu = buildPromptMenu(content, madeUpPrompt('summon-the-night-gaunt'));
    expect(menu.title).toContain('Summon the night gaunt');
    expect(entries(menu).map((e) => e.label)).toEqual(['First', 'Second', 'Use Elder Sign on Woods']);
    expect(entries(menu)[1]?.detail).toBe('$2');
    expect(menu.help).toBe(helpFor('summon-the-night-gaunt'));
  });

  it('works in ASCII: no escape, no byte above 0x7F', async () => {
    const menu = buildPromptMenu(content, promptOf('move'));
    const { id, bytes } = await answer(menu, ['?', ' ', '>', '<', '\r'], ASCII);
    expect(id).toBe('stay');
    expectPlainAscii(bytes);
  });
});

describe('prompt menus on a short screen', () => {
  it('still fits five rows: the situation gives way, one option a page', () => {
    const menu = buildPromptMenu(content, PROMPT_FIXTURES.choice ?? madeUpPrompt('choice'), 5);
    expect(menu.pages.length).toBe(2);
    const { screen } = through([renderScreen(drawMenuPage(menu, 0), { cursorAt: menuCursor(menu, 0) })], {
      charset: 'cp437',
      ansi: true,
      cols: 80,
      rows: 5,
    });
    expect(screen.scrolled).toBe(false);
    expect(screen.bottomRightWritten).toBe(false);
    expect(screen.rowText(3)).toContain('1) Pay');
    expect(screen.rowText(5)).toContain('[Enter] Leave');
  });
});
