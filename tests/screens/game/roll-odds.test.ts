import { describe, it, expect } from 'vitest';
import { killChance, loadoutChance } from '../../../src/rulesets/classic/bots/odds.js';
import { askPrompt, buildPromptMenu, type PromptData, type PromptMenu } from '../../../src/screens/game/prompt-menu.js';
import { CANNOT_WIN } from '../../../src/rulesets/classic/screens/roll-odds.js';
import { answering } from './menu-walk.js';
import { PROMPT_FIXTURES } from './prompt-fixtures.js';
import { ASCII, content, freshState, node, openTerminal, settle } from './support.js';
import type { TerminalCaps } from '../../../src/term/types.js';
import { VirtualScreen } from '../../support/virtual-screen.js';

function fixture(kind: string): PromptData {
  const prompt = PROMPT_FIXTURES[kind];
  if (!prompt) throw new Error(`no ${kind} fixture`);
  return prompt;
}

/** Ben Hale (Fight 5, Fast Talk 4, Sanity 5) at the Woods, where a gate to the Abyss (13 to close) stands. */
function table() {
  const state = freshState();
  const inv = state.invs[0];
  if (!inv) throw new Error('no investigator');
  Object.assign(inv, { id: 'ben-hale', at: node('woods'), items: [], spells: [], skills: [], allies: [], checked: [] });
  state.gates = [{ n: node('woods'), world: 'abyss', up: true }];
  return { state, inv };
}

function entry(menu: PromptMenu, id: string) {
  const found = answering(menu).find((e) => e.optionId === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
}

/** Types `keys` one at a time at `menu`; the option picked and all that was sent. */
async function answer(menu: PromptMenu, keys: string[], caps: TerminalCaps = { charset: 'cp437', ansi: true, cols: 80, rows: 24 }) {
  const { term, channel } = openTerminal(caps);
  const picked = askPrompt(term, menu);
  for (const key of keys) {
    await settle();
    channel.type(key);
  }
  const id = await picked;
  return { id, output: channel.output().toString('latin1') };
}

describe('odds at a gate', () => {
  it('says what the gate takes and the odds bare-handed and with the best weapons and spells carried', () => {
    const { state, inv } = table();
    inv.items = ['shotgun'];
    inv.spells = ['shrivelling'];
    const menu = buildPromptMenu(content, fixture('attack-gate'), 24, {}, state);
    const bare = Math.round(killChance(5, 13) * 100);
    const best = Math.round(loadoutChance(5 + 6, [6], 2, 13) * 100);
    expect(menu.context.join(' ')).toContain(`It takes 13 to close. Your odds: bare-handed ${bare}%, with the best you carry ${best}%.`);
    expect(entry(menu, 'attack').detail).toBe(`13 to close, best ${best}%`);
    expect(entry(menu, 'attack').confirm).toBeUndefined();
  });

  it('counts the Sanity checks of the monsters guarding it', () => {
    const { state } = table();
    state.monsters = [{ c: 18, n: node('woods'), from: -1, up: true, grow: 0 }];
    const menu = buildPromptMenu(content, fixture('gate-or-location'), 24, {}, state);
    expect(menu.context.join(' ')).toContain('First a Sanity check for the monster guarding it, 5 in 6.');
  });

  it('a gate that cannot be closed with what is carried: says so and asks before the attack, N goes back', async () => {
    const { state } = table();
    const menu = buildPromptMenu(content, fixture('attack-gate'), 24, {}, state);
    expect(menu.context.join(' ')).toContain('bare-handed 0%.');
    const attack = entry(menu, 'attack');
    expect(attack.confirm).toBe(CANNOT_WIN);
    const refused = await answer(menu, [attack.key, 'n', '\r']);
    expect(refused.output).toContain('You cannot win this roll: try anyway? Y/N');
    expect(refused.id).toBe('skip');
    // The question sat on the footer's row; after N the menu is whole again, the question gone.
    const screen = new VirtualScreen(80, 24);
    screen.feed(Buffer.from(refused.output, 'latin1'));
    expect(screen.rowText(24)).toContain('[?] help');
    expect(screen.text()).not.toContain('try anyway');
    const agreed = await answer(menu, [attack.key, 'Y']);
    expect(agreed.id).toBe('attack');
  });
});

describe('odds of a Fast Talk, a Sneak, a fight, a check', () => {
  it('a Fast Talk shows its chance from the skill, cards and any bonus for now', () => {
    const { state, inv } = table();
    const menu = buildPromptMenu(content, fixture('buy'), 24, {}, state);
    expect(entry(menu, 'talk:0').detail).toBe('$3 if it works (4 in 6)');
    inv.skills = ['silver-tongue'];
    expect(entry(buildPromptMenu(content, fixture('buy'), 24, {}, state), 'talk:0').detail).toBe('$3 if it works (5 in 6)');
    inv.skillBonus = { skill: 'fastTalk', amount: -5, turn: 1 };
    const hopeless = entry(buildPromptMenu(content, fixture('buy'), 24, {}, state), 'talk:0');
    expect(hopeless.detail).toBe('$3 if it works (0 in 6)');
    expect(hopeless.confirm).toBe(CANNOT_WIN);
  });

  it('asks in plain ASCII too, on a line of its own', async () => {
    const { state, inv } = table();
    inv.skillBonus = { skill: 'fastTalk', amount: -5, turn: 1 };
    const menu = buildPromptMenu(content, fixture('buy'), 24, {}, state);
    const { id, output } = await answer(menu, [entry(menu, 'talk:0').key, 'y'], ASCII);
    expect(id).toBe('talk:0');
    expect(output).toContain('\r\nYou cannot win this roll: try anyway? Y/N Y\r\n');
    expect(output).not.toContain('\x1b');
  });

  it('a Sneak with no chance and a loadout that cannot win ask first; one with a chance does not', () => {
    const sneak = { ...fixture('sneak-or-fight'), options: [{ id: 'sneak', action: 'sneak', counter: null, species: null, sp: null, chance: 0 }] };
    expect(entry(buildPromptMenu(content, sneak), 'sneak').confirm).toBe(CANNOT_WIN);
    expect(entry(buildPromptMenu(content, fixture('sneak-or-fight')), 'sneak').confirm).toBeUndefined();
    const loadout = fixture('combat-loadout');
    const hopeless = { ...loadout, context: { target: { kind: 'gate', counter: null, species: null, world: 'abyss', sp: 13 } } };
    const menu = buildPromptMenu(content, hopeless);
    expect(entry(menu, 'w:|s:').confirm).toBe(CANNOT_WIN);
    expect(entry(menu, 'w:automatic-45|s:').confirm).toBeUndefined();
    // When nothing can win, the fight is not the caller's to refuse: no question, the odds say it.
    const forced = buildPromptMenu(content, { ...loadout, context: { target: { kind: 'gate', counter: null, species: null, world: 'rlyeh', sp: 16 } } });
    for (const e of answering(forced)) expect(e.confirm).toBeUndefined();
    expect(entry(forced, 'w:|s:').detail).toContain('0%');
  });

  it('carrying a partner on is a Strength check: its chance, from the Strength left', () => {
    const { state, inv } = table();
    inv.str = 3;
    const prompt: PromptData = {
      ...fixture('buy'),
      kind: 'end-turn',
      default: 'end',
      context: null,
      options: [
        { id: 'end', action: 'end', card: null, price: 0, partner: null } as PromptData['options'][number],
        { id: 'carry:ruth-ashby', action: 'carry', card: null, price: 0, partner: 'ruth-ashby' } as PromptData['options'][number],
      ],
    };
    expect(entry(buildPromptMenu(content, prompt, 24, {}, state), 'carry:ruth-ashby').detail).toBe('a Strength check (3 in 6); ends the turn');
  });
});
