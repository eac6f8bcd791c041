import { describe, it, expect } from 'vitest';
import { drawSheet, renderSheet, whereabouts } from '../../../src/rulesets/classic/screens/sheet.js';
import { ASCII, content, expectFits, expectPlainAscii, expectShows, freshState, node, through } from './support.js';

function dressed() {
  const state = freshState();
  const inv = state.invs[0];
  if (!inv) throw new Error('no investigator');
  Object.assign(inv, {
    id: 'ben-hale',
    at: node('woods'),
    str: 4,
    san: 2,
    money: 7,
    items: ['shotgun', 'holy-water', 'elder-sign'],
    spells: ['shrivelling', 'shrivelling', 'find-gate'],
    spent: ['shrivelling'],
    inUse: ['holy-water'],
    skills: ['boxing-lessons', 'steady-nerves'],
    skillBonus: { skill: 'sneak', amount: 1, turn: 1 },
    trophies: [18, 19],
    gateTrophies: ['abyss'],
    retainer: true,
    charity: false,
    allies: ['black-cave-guide'],
    loseTurns: 1,
  });
  return { state, inv };
}

describe('investigator sheet', () => {
  it('fits 80x24 through a real terminal', () => {
    const { state } = dressed();
    const { screen } = through([renderSheet({ content, state, slot: 0 }, true)]);
    expectFits(screen);
    expectShows(screen, drawSheet({ content, state, slot: 0 }));
  });

  it('shows who they are, their skills with the cards’ bonuses, Strength and Sanity against the maxima', () => {
    const { state } = dressed();
    const text = [...Array(24).keys()].map((k) => drawSheet({ content, state, slot: 0 }).rowText(k + 1)).join('\n');
    const ben = content.investigators.find((i) => i.id === 'ben-hale');
    expect(text).toContain(`Ben Hale, ${ben?.occupation ?? ''}`);
    expect(text).toContain(`Fight     ${(ben?.skills.fight ?? 0) + 2}  (${ben?.skills.fight ?? 0} +2 cards)`);
    expect(text).toContain(`Sneak     ${(ben?.skills.sneak ?? 0) + 1}  (${ben?.skills.sneak ?? 0} +1 for now)`);
    expect(text).toMatch(/Strength +████░░░ 4\/7/);
    expect(text).toMatch(/Sanity +██░░░░░ 2\/7/);
    expect(text).toContain('$7');
  });

  it('lists items with hands and attack, spells face up or used this turn, trophies, retainer, charity, allies', () => {
    const { state } = dressed();
    const text = [...Array(24).keys()].map((k) => drawSheet({ content, state, slot: 0 }).rowText(k + 1)).join('\n');
    expect(text).toContain('Shotgun: +6, 2 hands');
    expect(text).toContain('Holy Water: +6 magic, in use');
    expect(text).toContain('Elder Sign: once');
    expect(text).toContain('Shrivelling +6 (1 San), used');
    expect(text).toMatch(/Shrivelling \+6 \(1 San\)\n/);
    expect(text).toContain('Find Gate');
    expect(text).toContain('Monsters: Ghoul 8, Ghoul 8 (16 SP)');
    expect(text).toContain('Gates: The Abyss');
    expect(text).toContain('yes, $2 each turn');
    expect(text).toContain('owed to the Mission');
    expect(text).toContain('Jonas Pickett');
    expect(text).toContain('Loses 1 more turn');
    expect(text).toContain('At Woods');
  });

  it('says where they are: a street, an Other World box, lost', () => {
    const { state, inv } = dressed();
    inv.at = node('st-26');
    expect(whereabouts(content, state, inv)).toBe('At West Street');
    Object.assign(inv, { at: -1, world: 'rlyeh', box: 1 });
    expect(whereabouts(content, state, inv)).toBe("In R'lyeh, box 1");
    inv.status = 'lost';
    expect(whereabouts(content, state, inv)).toBe('Lost in time and space');
  });

  it('keeps a crowded sheet on the screen', () => {
    const { state, inv } = dressed();
    inv.items = content.items.slice(0, 30).map((i) => i.id);
    inv.trophies = Array.from({ length: 20 }, (_, k) => k);
    const { screen } = through([renderSheet({ content, state, slot: 0 }, true)]);
    expectFits(screen);
  });

  it('has a plain ASCII version', () => {
    const { state } = dressed();
    const { bytes } = through([renderSheet({ content, state, slot: 0 }, false)], ASCII);
    expectPlainAscii(bytes);
    expect(bytes.toString('latin1')).toMatch(/Strength +####\.\.\. 4\/7/);
  });
});
