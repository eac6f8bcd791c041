import { describe, expect, it } from 'vitest';
import { begin, counterOf, emptyHands, eventsOf, graph, meet, node, play, promptOf, putGate, putMonster } from './support/game.js';

const LUCY: [string, string] = ['lucy-varga', 'amos-wendell'];

describe('Monster Encounters: Sneak', () => {
  it('Sneak: D6 at or under Sneak passes; one sanity check against the worst species; then to a free space next door', () => {
    const { s, counters } = meet(['maniac', 'dimensional-shambler', 'ghoul'], { investigators: LUCY });
    const p = promptOf(s, 0);
    expect(p.options.map((o) => o.id)).toContain('sneak');
    const events = play(s, 0, 'sneak-or-fight', 'sneak', [5, 1]);
    expect(eventsOf(events, 'sneak')[0]).toMatchObject({ die: 5, skill: 5, pass: true, toGate: false });
    expect(eventsOf(events, 'sanity-check').map((e) => e.counter)).toEqual([counters[1]]);
    // City Hall has one door, so the only free space is taken without asking.
    expect(eventsOf(events, 'moved')[0]).toMatchObject({ from: 'city-hall', to: 'st-15' });
    expect(s.invs[0]?.at).toBe(node('st-15'));
    expect(s.monsters).toHaveLength(3);
    expect(s.invs[0]?.done).toBe(true);
  });

  it('Sneak: impossible when no free space lies next to one in Arkham', () => {
    const { s, counters } = meet(['maniac'], { investigators: LUCY, at: 'city-hall' });
    // City Hall's one way out is st-15: free, the Sneak is offered; with a monster there, it is not.
    expect(graph.neighbours(node('city-hall')).map((n) => graph.ids[n])).toEqual(['st-15']);
    expect(promptOf(s, 0).options.map((o) => o.id)).toEqual([`fight:${counters[0]}`, 'sneak']);
    putMonster(s, 'ghoul', 'st-15');
    const p = promptOf(s, 0);
    expect(p.kind).toBe('sneak-or-fight');
    expect(p.options.map((o) => o.id)).toEqual([`fight:${counters[0]}`]);
  });

  it('Sneak: a failed Sneak means combat', () => {
    const { s, counters } = meet(['maniac', 'ghoul'], { investigators: LUCY });
    play(s, 0, 'sneak-or-fight', 'sneak', [6]);
    const p = promptOf(s, 0);
    expect(p.options.map((o) => o.id).sort()).toEqual(counters.map((c) => `fight:${c}`).sort());
  });

  it('Sneak: toward a gate, a sanity check for each guardian, then through to box 2', () => {
    const t = meet(['maniac', 'maniac'], { investigators: LUCY, at: 'woods' });
    putGate(t.s, 'yuggoth', 'woods');
    expect(promptOf(t.s, 0).options.map((o) => o.id)).toContain('sneak-gate');
    const events = play(t.s, 0, 'sneak-or-fight', 'sneak-gate', [2, 1, 1, 4]);
    expect(eventsOf(events, 'sanity-check').map((e) => e.counter).sort()).toEqual([...t.counters].sort());
    expect(t.s.invs[0]).toMatchObject({ world: 'yuggoth', box: 2 });
    expect(t.s.monsters).toHaveLength(2);
    // Sneaking away from the same guardians (not to the gate): one check, against the worst species only.
    const u = meet(['maniac', 'maniac'], { investigators: LUCY, at: 'woods' });
    putGate(u.s, 'yuggoth', 'woods');
    const away = play(u.s, 0, 'sneak-or-fight', 'sneak', [2, 1]);
    expect(eventsOf(away, 'sneak')[0]).toMatchObject({ pass: true, toGate: false });
    expect(eventsOf(away, 'sanity-check')).toHaveLength(1);
    expect(u.s.invs[0]?.world).toBeNull();
  });

  it('Sneak: failing toward a gate costs D6 STR, then one chooses again', () => {
    const { s } = meet(['maniac'], { investigators: LUCY, at: 'woods' });
    putGate(s, 'yuggoth', 'woods');
    play(s, 0, 'sneak-or-fight', 'sneak-gate', [6, 2]);
    expect(s.invs[0]?.str).toBe(3);
    expect(promptOf(s, 0).options.map((o) => o.id)).toContain('sneak-gate');
  });

  it('Sneak: in an Other World, a Sneak sends the monster back to the pile and one stays in the box', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [LUCY] });
    emptyHands(s, 0);
    putGate(s, 'abyss', 'woods');
    // Only a Maniac is left in the pile for the Abyss's monster face (3).
    const maniac = counterOf('maniac', s);
    const rest = s.decks.monsters.filter((c) => c !== maniac);
    s.decks.monsters = [maniac];
    if (s.invs[0]) s.invs[0].at = node('woods');
    play(s, 0, 'move', 'stay');
    play(s, 0, 'gate-or-location', 'gate', [3]);
    expect(s.invs[0]?.owMonsters).toEqual([maniac]);
    const events = play(s, 0, 'sneak-or-fight', 'sneak', [5, 1]);
    expect(eventsOf(events, 'monster-returned')).toEqual([{ type: 'monster-returned', counter: maniac, species: 'maniac', reason: 'sneaked' }]);
    expect(s.invs[0]).toMatchObject({ world: 'abyss', box: 2, owMonsters: [] });
    s.decks.monsters.push(...rest);
  });
});
