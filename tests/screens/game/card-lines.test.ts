import { describe, it, expect } from 'vitest';
import { CARD_LINE_WIDTH, Item } from '../../../src/rulesets/classic/content/schema.js';
import { cardsInPrompt } from '../../../src/rulesets/classic/screens/card-lines.js';
import { askPrompt, buildPromptMenu } from '../../../src/screens/game/prompt-menu.js';
import { drawCards, renderCards } from '../../../src/rulesets/classic/screens/sheet.js';
import { PROMPT_FIXTURES } from './prompt-fixtures.js';
import { ASCII, content, expectFits, expectPlainAscii, freshState, node, openTerminal, settle, through } from './support.js';

const SKILL_WORDS = { fastTalk: 'Fast Talk', fight: 'Fight', knowledge: 'Knowledge', sneak: 'Sneak' } as const;

describe('every card in one line of plain words', () => {
  const cards = [...content.items, ...content.spells, ...content.skills, ...content.allies];

  it('no item, spell, skill or ally lacks a line, and each fits the 76 columns it is shown in', () => {
    expect(cards.length).toBe(content.items.length + content.spells.length + content.skills.length + content.allies.length);
    for (const card of [...cards, { id: 'retainer', line: content.retainerLine, text: '' }]) {
      expect(card.line, card.id).toMatch(/^[\x20-\x7e]+$/);
      expect([...card.line].length, card.id).toBeLessThanOrEqual(CARD_LINE_WIDTH);
      // A sentence, not a ledger entry: several words, ending as a sentence does.
      expect(card.line.split(' ').length, card.id).toBeGreaterThanOrEqual(8);
      expect(card.line, card.id).toMatch(/[.]$/);
      expect(card.line, card.id).not.toBe(card.text);
    }
  });

  it('says the numbers the card plays with', () => {
    for (const item of content.items) {
      if (item.attack) expect(item.line, item.id).toContain(String(item.attack.bonus));
      if (item.attack?.magic) expect(item.line, item.id).toMatch(/magic/);
      if (item.attack) expect(item.line, item.id).toMatch(item.hands === 2 ? /both hands/ : item.hands === 1 ? /one hand/ : /no hands/i);
    }
    for (const spell of content.spells) {
      if (spell.attack) expect(spell.line, spell.id).toContain(String(spell.attack.bonus));
      if (spell.sanityCost > 0) expect(spell.line, spell.id).toContain(`${spell.sanityCost} Sanity`);
    }
    for (const skill of content.skills) expect(skill.line, skill.id).toContain(`${skill.bonus} to your ${SKILL_WORDS[skill.skill]}`);
    for (const ally of content.allies) expect(ally.line, ally.id).toMatch(new RegExp(`\\$${ally.price}\\b.*\\+${ally.fight} Fight`));
    expect(content.retainerLine).toContain(`$${content.rules.retainerPay}`);
  });

  it('is required by the content schema, at most 76 columns', () => {
    const shotgun = content.items.find((i) => i.id === 'shotgun');
    expect(Item.safeParse(shotgun).success).toBe(true);
    expect(Item.safeParse({ ...shotgun, line: undefined }).success).toBe(false);
    expect(Item.safeParse({ ...shotgun, line: 'x'.repeat(77) }).success).toBe(false);
    expect(Item.safeParse({ ...shotgun, line: 'two\nlines' }).success).toBe(false);
  });
});

describe('the sheet explains the cards', () => {
  function dressed() {
    const state = freshState();
    const inv = state.invs[0];
    if (!inv) throw new Error('no investigator');
    Object.assign(inv, {
      id: 'ben-hale',
      at: node('woods'),
      items: ['shotgun', 'holy-water', 'elder-sign'],
      spells: ['shrivelling', 'shrivelling', 'find-gate'],
      skills: ['boxing-lessons'],
      retainer: true,
      allies: ['black-cave-guide'],
    });
    return state;
  }

  it('lists every card carried, once, with its line, the retainer and the ally too', () => {
    const state = dressed();
    const page = drawCards({ content, state, slot: 0 });
    const text = [...Array(24).keys()].map((k) => page.rowText(k + 1)).join('\n');
    for (const id of ['shotgun', 'holy-water', 'elder-sign', 'shrivelling', 'find-gate', 'boxing-lessons', 'black-cave-guide']) {
      const card = [...content.items, ...content.spells, ...content.skills, ...content.allies].find((c) => c.id === id);
      expect(text).toContain(card?.name);
      expect(text).toContain(card?.line);
    }
    expect(text).toContain(content.retainerLine);
    expect(text.split('Shrivelling').length).toBe(2);
  });

  it('fits 80x24 through a real terminal, and has a plain ASCII version', () => {
    const state = dressed();
    const inv = state.invs[0];
    if (inv) inv.items = content.items.map((i) => i.id);
    const { screen } = through([renderCards({ content, state, slot: 0 }, true, 0)]);
    expectFits(screen);
    const { bytes } = through([renderCards({ content, state, slot: 0 }, false, 2)], ASCII);
    expectPlainAscii(bytes);
    expect(bytes.toString('latin1')).toContain('(3 of');
  });
});

describe('? at a decision explains the cards it offers', () => {
  it('a buy: the card on sale, with its line, on the help screen', async () => {
    const prompt = PROMPT_FIXTURES.buy;
    if (!prompt) throw new Error('no buy fixture');
    const menu = buildPromptMenu(content, prompt);
    const { term, channel } = openTerminal();
    const picked = askPrompt(term, menu);
    await settle();
    channel.type('?');
    await settle();
    const revolver = content.items.find((i) => i.id === 'revolver-38');
    const help = channel.output().toString('latin1');
    expect(help).toContain('.38 Revolver');
    expect(help).toContain(revolver?.line);
    channel.type(' ');
    await settle();
    channel.type('\r');
    expect(await picked).toBe('done');
  });

  it('a fight: the weapons and spells of each loadout; any prompt: the card a use option plays', () => {
    const loadout = PROMPT_FIXTURES['combat-loadout'];
    if (!loadout) throw new Error('no loadout fixture');
    expect(cardsInPrompt(content, loadout).map((c) => c.name)).toEqual(['.45 Automatic', 'Shrivelling']);
    const move = {
      ...loadout,
      kind: 'move',
      context: null,
      options: [{ id: 'use:taxi-whistle', card: 'taxi-whistle', deck: 'item', mode: null, investigator: null, counter: null, location: null }],
    };
    const menu = buildPromptMenu(content, move);
    expect(menu.helpLines.join('\n')).toContain(content.items.find((i) => i.id === 'taxi-whistle')?.line);
    for (const line of menu.helpLines) expect([...line].length).toBeLessThanOrEqual(78);
  });

  it('an ally or a retainer on offer, and a card to sell, are explained too', () => {
    const base = { id: 'o1', investigator: 'ben-hale', default: 'decline', options: [{ id: 'accept' }, { id: 'decline' }] };
    const ally = cardsInPrompt(content, { ...base, kind: 'offer', context: { what: 'ally', ally: 'black-cave-guide', price: 5 } });
    expect(ally.map((c) => c.line)).toEqual([content.allies.find((a) => a.id === 'black-cave-guide')?.line]);
    const retainer = cardsInPrompt(content, { ...base, kind: 'offer', context: { what: 'retainer', ally: null, price: 0 } });
    expect(retainer.map((c) => c.line)).toEqual([content.retainerLine]);
    const sell = cardsInPrompt(content, {
      ...base,
      kind: 'end-turn',
      default: 'end',
      context: null,
      options: [{ id: 'end' }, { id: 'sell:shotgun', action: 'sell', card: 'shotgun', price: 3, partner: null } as { id: string }],
    });
    expect(sell.map((c) => c.name)).toEqual(['Shotgun']);
  });
});
