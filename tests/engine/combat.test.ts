import { describe, expect, it } from 'vitest';
import { begin, counterOf, emptyHands, endTurn, eventsOf, give, graph, inv, loadouts, meet, node, park, play, promptOf, putGate, putMonster, stillPile } from './support/game.js';

describe('Monster Encounters: combat', () => {
  it('Combat: total = D6 + Fight + items; a total at or over SP kills, the monster a trophy', () => {
    const { s, counters } = meet(['elder-thing']);
    give(s, 0, 'item', 'revolver-38');
    const c = counters[0] ?? -1;
    const events = play(s, 0, 'sneak-or-fight', `fight:${c}`, [1, 4]);
    expect(eventsOf(events, 'combat')).toEqual([
      { type: 'combat', investigator: 'ben-hale', counter: c, species: 'elder-thing', die: 4, total: 12, sp: 12, killed: true },
    ]);
    expect(s.invs[0]?.trophies).toEqual([c]);
    expect(s.monsters).toEqual([]);
    expect(s.invs[0]?.done).toBe(true);
  });

  it('Combat: a total under SP costs D6 STR, then sneak or fight again', () => {
    const { s, counters } = meet(['elder-thing']);
    const c = counters[0] ?? -1;
    const events = play(s, 0, 'sneak-or-fight', `fight:${c}`, [1, 3, 2]);
    expect(eventsOf(events, 'combat')[0]).toMatchObject({ total: 8, killed: false });
    expect(s.invs[0]?.str).toBe(3);
    expect(promptOf(s, 0).kind).toBe('sneak-or-fight');
  });

  it('Combat: only-magic monsters ignore Fight and physical weapons; magic items count in full', () => {
    const { s, counters } = meet(['zombie']);
    give(s, 0, 'item', 'revolver-38');
    give(s, 0, 'item', 'enchanted-knife');
    const events = play(s, 0, 'sneak-or-fight', `fight:${counters[0]}`, [1, 6]);
    // Fight 5 and the revolver's +3 count 0; the enchanted knife's magic +4 counts.
    expect(eventsOf(events, 'combat')[0]).toMatchObject({ die: 6, total: 10, sp: 10, killed: true });
  });

  it('Combat: weapons do 1 point: Fight and each physical weapon count 1; the Shoggoth rolls its extra SP once per combat', () => {
    const { s, counters } = meet(['shoggoth']);
    give(s, 0, 'item', 'revolver-38');
    give(s, 0, 'item', 'lamp-of-alhazred');
    const c = counters[0] ?? -1;
    // One loadout only (both weapons): it is used without asking. Sanity 1, extra SP 2, attack 6, damage 1.
    const events = play(s, 0, 'sneak-or-fight', `fight:${c}`, [1, 2, 6, 1]);
    expect(eventsOf(events, 'combat')[0]).toMatchObject({ die: 6, total: 6 + 1 + 1 + 3, sp: 16, killed: false });
    const again = play(s, 0, 'sneak-or-fight', `fight:${c}`, [6, 1]);
    expect(eventsOf(again, 'combat')[0]).toMatchObject({ sp: 16 });
  });

  it('Combat: hand limits: one 2-handed or two 1-handed weapons, any no-hands items (default: the best kept weapons, nothing spent)', () => {
    const { s, counters } = meet(['elder-thing']);
    give(s, 0, 'item', 'revolver-38');
    give(s, 0, 'item', 'revolver-38');
    give(s, 0, 'item', 'knife');
    give(s, 0, 'item', 'shotgun');
    give(s, 0, 'item', 'dynamite');
    give(s, 0, 'item', 'holy-water');
    play(s, 0, 'sneak-or-fight', `fight:${counters[0]}`, [1]);
    const options = loadouts(s);
    for (const o of options) {
      const hands = o.items.reduce((n, id) => n + (id === 'shotgun' || id === 'dynamite' ? 2 : id === 'holy-water' ? 0 : 1), 0);
      expect(hands).toBeLessThanOrEqual(2);
    }
    const p = promptOf(s, 0);
    expect(p.default).toBe('w:revolver-38+revolver-38|s:');
    expect(options.map((o) => o.items.join('+')).sort()).toEqual(
      ['dynamite', 'dynamite+holy-water', 'revolver-38+revolver-38', 'revolver-38+revolver-38+holy-water'].sort(),
    );
    play(s, 0, 'combat-loadout', 'w:dynamite+holy-water|s:', [6]);
    expect(s.invs[0]?.items).not.toContain('dynamite');
    expect(s.invs[0]?.inUse).toEqual(['holy-water']);
  });

  it('Combat: choose which monster; a sanity check before each, only for the first of a species', () => {
    const { s, counters } = meet(['ghoul', 'ghoul', 'elder-thing']);
    give(s, 0, 'item', 'shotgun');
    const [g1, g2, e] = counters;
    const first = play(s, 0, 'sneak-or-fight', `fight:${g1}`, [1, 6]);
    expect(eventsOf(first, 'sanity-check').map((x) => x.counter)).toEqual([g1]);
    const second = play(s, 0, 'sneak-or-fight', `fight:${g2}`, [6]);
    expect(eventsOf(second, 'sanity-check')).toEqual([]);
    const third = play(s, 0, 'sneak-or-fight', `fight:${e}`, [1, 6]);
    expect(eventsOf(third, 'sanity-check').map((x) => x.counter)).toEqual([e]);
    expect(s.invs[0]?.trophies).toHaveLength(3);
  });

  it('Sanity Checks 1: once per individual monster per game turn, across encounters (met, sneaked from, then its Mythos attack); checked again next turn', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [['ben-hale', 'amos-wendell']] });
    emptyHands(s, 0);
    emptyHands(s, 1);
    const shantak = putMonster(s, 'shantak', 'st-10');
    stillPile(s);
    const ben = inv(s, 0);
    ben.at = node('st-10');
    play(s, 0, 'move', 'stay');
    // Met on the street: its sanity check, a lost round (1 + Fight 5 against SP 8, D6 = 2 STR), then a Sneak.
    const met = play(s, 0, 'sneak-or-fight', `fight:${shantak}`, [1, 1, 2]);
    expect(eventsOf(met, 'sanity-check').map((e) => e.counter)).toEqual([shantak]);
    play(s, 0, 'sneak-or-fight', 'sneak', [1]);
    play(s, 0, 'sneak-to', 'st-15');
    endTurn(s, 0);
    park(s, 1, 'st-40');
    // Mythos Phase: gate roll 4+5; the Shantak flies next door and attacks Ben: no second check this game turn.
    const mythos = play(s, 1, 'move', 'stay', [4, 5, 1, 1]);
    expect(eventsOf(mythos, 'monster-attacks')).toEqual([{ type: 'monster-attacks', counter: shantak, species: 'shantak', investigator: 'ben-hale', location: 'st-15' }]);
    expect(eventsOf(mythos, 'combat')).toHaveLength(1);
    expect(eventsOf(mythos, 'sanity-check')).toEqual([]);
    play(s, 0, 'sneak-or-fight', 'sneak', [1]);
    play(s, 0, 'sneak-to', 'st-10');
    // Game turn 2: meeting it again costs a sanity check again.
    expect(s.turn).toBe(2);
    ben.at = s.monsters.find((m) => m.c === shantak)?.n ?? -1;
    play(s, 0, 'move', 'stay');
    const again = play(s, 0, 'sneak-or-fight', `fight:${shantak}`, [1, 6]);
    expect(eventsOf(again, 'sanity-check').map((e) => e.counter)).toEqual([shantak]);
  });

  it('Sanity Checks 3: D6 at or under SAN passes; lose the first number on a pass, the second on a failure (a die roll for a Power)', () => {
    const { s, counters } = meet(['dimensional-shambler']);
    const c = counters[0] ?? -1;
    const events = play(s, 0, 'sneak-or-fight', `fight:${c}`, [6, 6]);
    expect(eventsOf(events, 'sanity-check')[0]).toMatchObject({ die: 6, sanity: 5, pass: false, loss: 2 });
    expect(s.invs[0]?.san).toBe(3);
    const t = meet(['cthulhu']);
    const power = t.counters[0] ?? -1;
    const check = play(t.s, 0, 'sneak-or-fight', `fight:${power}`, [6, 3, 6]);
    expect(eventsOf(check, 'sanity-check')[0]).toMatchObject({ pass: false, loss: 4 });
    // A roll equal to SAN passes and costs the first number (a Flying Polyp: 2 on a pass, 4 on a failure).
    const u = meet(['flying-polyp']);
    const passed = play(u.s, 0, 'sneak-or-fight', `fight:${u.counters[0]}`, [5, 1]);
    expect(eventsOf(passed, 'sanity-check')[0]).toMatchObject({ die: 5, sanity: 5, pass: true, loss: 2 });
    expect(u.s.invs[0]?.san).toBe(3);
  });

  it('Combat: 0 STR in Arkham: to the Hospital, losing one item of the player\'s choice', () => {
    const { s, counters } = meet(['elder-thing']);
    give(s, 0, 'item', 'knife');
    give(s, 0, 'item', 'taxi-whistle');
    if (s.invs[0]) s.invs[0].str = 2;
    play(s, 0, 'sneak-or-fight', `fight:${counters[0]}`, [1, 1, 6]);
    expect(s.invs[0]).toMatchObject({ str: 0, at: node('hospital') });
    const p = promptOf(s, 0);
    expect(p.kind).toBe('discard');
    expect(p.options.map((o) => o.id).sort()).toEqual(['knife', 'taxi-whistle']);
    play(s, 0, 'discard', 'taxi-whistle');
    expect(s.invs[0]?.items).toEqual(['knife']);
    expect(s.invs[0]?.done).toBe(true);
  });

  it('Sanity Checks 4: 0 SAN in Arkham: to the Sanitarium, losing one spell of the player\'s choice', () => {
    const { s, counters } = meet(['flying-polyp']);
    give(s, 0, 'spell', 'heal');
    if (s.invs[0]) s.invs[0].san = 2;
    const events = play(s, 0, 'sneak-or-fight', `fight:${counters[0]}`, [6]);
    expect(eventsOf(events, 'knocked-out')[0]).toMatchObject({ stat: 'sanity', to: 'sanitarium' });
    expect(s.invs[0]?.spells).toEqual([]);
    expect(s.decks.spell[0]).toBe('heal');
  });

  it('Sanity Checks 4: with two spells, the player chooses which one is lost at the Sanitarium', () => {
    const { s, counters } = meet(['flying-polyp']);
    give(s, 0, 'spell', 'heal');
    give(s, 0, 'spell', 'cloud-memory');
    inv(s, 0).san = 2;
    play(s, 0, 'sneak-or-fight', `fight:${counters[0]}`, [6]);
    expect(inv(s, 0)).toMatchObject({ san: 0, at: node('sanitarium') });
    const p = promptOf(s, 0);
    expect(p.kind).toBe('discard');
    expect(p.options.map((o) => o.id).sort()).toEqual(['cloud-memory', 'heal']);
    play(s, 0, 'discard', 'heal');
    expect(inv(s, 0).spells).toEqual(['cloud-memory']);
  });

  it('Sanity Checks 4: 0 SAN in an Other World: the investigator is lost', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [['lucy-varga', 'amos-wendell']] });
    emptyHands(s, 0);
    putGate(s, 'abyss', 'woods');
    // Only a Flying Polyp (SAN 2/4) is left in the pile for the Abyss's monster face (3).
    const polyp = counterOf('flying-polyp', s);
    s.decks.monsters = [polyp];
    const lucy = inv(s, 0);
    Object.assign(lucy, { at: node('woods'), san: 2 });
    play(s, 0, 'move', 'stay');
    play(s, 0, 'gate-or-location', 'gate', [3]);
    const events = play(s, 0, 'sneak-or-fight', `fight:${polyp}`, [6]);
    expect(eventsOf(events, 'sanity-check')[0]).toMatchObject({ pass: false, loss: 4 });
    expect(eventsOf(events, 'lost')).toEqual([{ type: 'lost', investigator: 'lucy-varga' }]);
    expect(eventsOf(events, 'knocked-out')).toEqual([]);
  });

  it('Combat: a Mi-go killed goes back to the pile and gives an item', () => {
    const { s, counters } = meet(['mi-go']);
    give(s, 0, 'item', 'shotgun');
    const c = counters[0] ?? -1;
    play(s, 0, 'sneak-or-fight', `fight:${c}`, [1, 6]);
    expect(s.invs[0]?.trophies).toEqual([]);
    expect(s.decks.monsters).toContain(c);
    expect(s.invs[0]?.items).toHaveLength(2);
  });

  it('Combat: a Nightgaunt\'s hit costs no STR but carries one through the nearest gate to box 2', () => {
    const { s, counters } = meet(['nightgaunt']);
    // Two gates, the farther one first on the board: the Lighthouse is 10 spaces from City Hall, the Black Cave 4.
    putGate(s, 'abyss', 'lighthouse');
    putGate(s, 'rlyeh', 'black-cave');
    // Nightgaunts 2-3: a Ghoul guards the Black Cave; carried through, one neither meets it nor checks sanity for it.
    const ghoul = putMonster(s, 'ghoul', 'black-cave');
    expect(graph.distance(node('city-hall'), node('black-cave'))).toBeLessThan(graph.distance(node('city-hall'), node('lighthouse')));
    const str = s.invs[0]?.str;
    const events = play(s, 0, 'sneak-or-fight', `fight:${counters[0]}`, [1, 1, 5]);
    expect(eventsOf(events, 'carried')).toEqual([{ type: 'carried', investigator: 'ben-hale', counter: counters[0], species: 'nightgaunt', world: 'rlyeh' }]);
    expect(eventsOf(events, 'gate-entered')[0]).toMatchObject({ location: 'black-cave', world: 'rlyeh' });
    expect(s.invs[0]).toMatchObject({ world: 'rlyeh', box: 2, str });
    expect(s.monsters.map((m) => [m.c, m.n])).toEqual([
      [counters[0], node('city-hall')],
      [ghoul, node('black-cave')],
    ]);
    expect(eventsOf(events, 'sanity-check').map((e) => e.counter)).toEqual([counters[0]]);
    expect(eventsOf(events, 'table-roll').map((e) => e.table)).toEqual(['world']);
    expect(eventsOf(events, 'gate-attack')).toEqual([]);
  });
});
