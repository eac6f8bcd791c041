import { describe, expect, it } from 'vitest';
import { eventsOf, give, meet, play, promptOf } from './support/game.js';

const AMOS: [string, string] = ['amos-wendell', 'ben-hale'];

describe('Casting Spells', () => {
  it('Casting Spells 5: a Knowledge roll casts the spell; its SAN cost is paid only on success; Spells 4: it works against only-magic monsters', () => {
    const { s, counters } = meet(['zombie'], { investigators: AMOS });
    give(s, 0, 'spell', 'shrivelling');
    play(s, 0, 'sneak-or-fight', `fight:${counters[0]}`, [1]);
    const p = promptOf(s, 0);
    expect(p.kind).toBe('combat-loadout');
    expect(p.options.map((o) => o.id)).toEqual(['w:|s:', 'w:|s:shrivelling']);
    expect(p.default).toBe('w:|s:');
    const events = play(s, 0, 'combat-loadout', 'w:|s:shrivelling', [5, 4]);
    expect(eventsOf(events, 'spell-cast')).toEqual([
      { type: 'spell-cast', investigator: 'amos-wendell', spell: 'shrivelling', die: 5, knowledge: 5, pass: true, sanityCost: 1 },
    ]);
    expect(eventsOf(events, 'combat')[0]).toMatchObject({ total: 10, sp: 10, killed: true });
    expect(s.invs[0]?.san).toBe(4);
    // Casting Spells 6: a spell cast lies face down too, like a failed one.
    expect(s.invs[0]?.spent).toEqual(['shrivelling']);
  });

  it('Casting Spells 5: a failed cast costs no SAN and adds nothing', () => {
    const { s, counters } = meet(['zombie'], { investigators: AMOS });
    give(s, 0, 'spell', 'shrivelling');
    play(s, 0, 'sneak-or-fight', `fight:${counters[0]}`, [1]);
    const events = play(s, 0, 'combat-loadout', 'w:|s:shrivelling', [6, 4, 1]);
    expect(eventsOf(events, 'spell-cast')[0]).toMatchObject({ pass: false, sanityCost: 0 });
    expect(eventsOf(events, 'combat')[0]).toMatchObject({ total: 4, killed: false });
    expect(s.invs[0]?.san).toBe(5);
  });

  it('Casting Spells 3 and 6: a spell card works once per game turn (face down, cast or failed), face up the next turn', () => {
    const { s, counters } = meet(['zombie'], { investigators: AMOS });
    give(s, 0, 'spell', 'shrivelling');
    play(s, 0, 'sneak-or-fight', `fight:${counters[0]}`, [1]);
    play(s, 0, 'combat-loadout', 'w:|s:shrivelling', [6, 4, 1]);
    expect(s.invs[0]?.spent).toEqual(['shrivelling']);
    give(s, 0, 'item', 'holy-water');
    play(s, 0, 'sneak-or-fight', `fight:${counters[0]}`, []);
    expect(promptOf(s, 0).options.map((o) => o.id)).toEqual(['w:|s:', 'w:holy-water|s:']);
    play(s, 0, 'combat-loadout', 'w:holy-water|s:', [4]);
    expect(s.invs[0]?.done).toBe(true);
    // The game turn ends; the next one turns the spell face up again (and discards the Holy Water).
    play(s, 1, 'move', 'go:st-03', [1, 1, 1, 1, 1, 1]);
    expect(s.turn).toBe(2);
    expect(s.invs[0]?.spent).toEqual([]);
    expect(s.invs[0]?.items).toEqual([]);
  });

  it('Casting Spells 1: a cast may not exhaust SAN: a spell whose cost would bring SAN to 0 is not offered', () => {
    const { s, counters } = meet(['zombie'], { investigators: AMOS });
    give(s, 0, 'spell', 'shrivelling');
    give(s, 0, 'spell', 'dread-curse-of-azathoth');
    if (s.invs[0]) s.invs[0].san = 2;
    play(s, 0, 'sneak-or-fight', `fight:${counters[0]}`, [1]);
    expect(promptOf(s, 0).options.map((o) => o.id).sort()).toEqual(['w:|s:', 'w:|s:shrivelling']);
  });

  it('Casting Spells 2: there is no limit on spells held; several can be cast in one attack', () => {
    const { s, counters } = meet(['zombie'], { investigators: AMOS });
    for (const id of ['shrivelling', 'power-drain', 'powder-of-ibn-ghazi', 'heal', 'find-gate']) give(s, 0, 'spell', id);
    play(s, 0, 'sneak-or-fight', `fight:${counters[0]}`, [1]);
    const p = promptOf(s, 0);
    expect(p.options).toHaveLength(8);
    expect(p.options.some((o) => o.id === 'w:|s:shrivelling+power-drain+powder-of-ibn-ghazi')).toBe(true);
  });
});
