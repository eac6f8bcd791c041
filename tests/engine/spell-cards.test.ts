// The spells of the rules sheet (shared/rules/000, "Spells"), one test per card rule. Amos Wendell
// (Knowledge 5) casts: a die of 5 or less passes.
import { describe, expect, it } from 'vitest';
import type { GameState, Prompt } from '../../src/engine/index.js';
import { begin, counterOf, emptyHands, eventsOf, give, graph, ids, inv, kick, loadouts, meet, node, play, promptOf, putGate, putMonster } from './support/game.js';

const AMOS: [string, string] = ['amos-wendell', 'ben-hale'];

/** Amos (slot 0) and Ben (slot 1), empty-handed but for Amos's `spells`, at the start of turn 1. */
function casting(spells: string[]): GameState {
  const s = begin({ dice: [3, 3, 1, 1], investigators: [AMOS] });
  emptyHands(s, 0);
  emptyHands(s, 1);
  for (const spell of spells) give(s, 0, 'spell', spell);
  return s;
}

/** Amos in box 2 of the Abyss, whose gate stands at the Woods, his turn about to start. */
function inAbyss(spells: string[]): GameState {
  const s = casting(spells);
  putGate(s, 'abyss', 'woods', true);
  Object.assign(inv(s, 0), { world: 'abyss', box: 2, at: -1, flow: [{ k: 'turn', slot: 0, stage: 'start', ask: 0 }] });
  return s;
}

describe('Spells', () => {
  it("Spells: Heal gives +2 STR to someone in the caster's space (a Knowledge roll; once per game turn)", () => {
    const s = casting(['heal']);
    inv(s, 1).str = 3;
    expect(ids(promptOf(s, 0))).toEqual(expect.arrayContaining(['use:heal:amos-wendell', 'use:heal:ben-hale']));
    const events = play(s, 0, 'move', 'use:heal:ben-hale', [5]);
    expect(eventsOf(events, 'spell-cast')[0]).toMatchObject({ spell: 'heal', die: 5, pass: true, sanityCost: 0 });
    expect(inv(s, 1).str).toBe(5);
    expect(ids(promptOf(s, 0)).filter((id) => id.startsWith('use:'))).toEqual([]);
  });

  it("Spells: Cloud Memory gives +2 SAN to someone in the caster's space; a failed cast does nothing and the card is spent", () => {
    const s = casting(['cloud-memory']);
    inv(s, 1).san = 2;
    const failed = play(s, 0, 'move', 'use:cloud-memory:ben-hale', [6]);
    expect(eventsOf(failed, 'spell-cast')[0]).toMatchObject({ pass: false });
    expect(inv(s, 1).san).toBe(2);
    expect(inv(s, 0).spent).toEqual(['cloud-memory']);
    const t = casting(['cloud-memory']);
    inv(t, 1).san = 2;
    play(t, 0, 'move', 'use:cloud-memory:ben-hale', [1]);
    expect(inv(t, 1).san).toBe(4);
  });

  it('Spells: Dread Curse of Azathoth +9 magic for 2 SAN; Powder of Ibn-Ghazi +7, Power Drain and Shrivelling +6 for 1 SAN', () => {
    const { s, counters } = meet(['zombie'], { investigators: AMOS });
    for (const spell of ['dread-curse-of-azathoth', 'powder-of-ibn-ghazi', 'power-drain', 'shrivelling']) give(s, 0, 'spell', spell);
    play(s, 0, 'sneak-or-fight', `fight:${counters[0]}`, [1]);
    const one = (spell: string) => loadouts(s).find((o) => o.id === `w:|s:${spell}`);
    expect(one('dread-curse-of-azathoth')).toMatchObject({ spellBonus: 9, sanityCost: 2 });
    expect(one('powder-of-ibn-ghazi')).toMatchObject({ spellBonus: 7, sanityCost: 1 });
    expect(one('power-drain')).toMatchObject({ spellBonus: 6, sanityCost: 1 });
    expect(one('shrivelling')).toMatchObject({ spellBonus: 6, sanityCost: 1 });
  });

  it('Spells: Find Gate at the start of a turn in an Other World: back at a gate of that world, the far side seen, then the move', () => {
    const s = inAbyss(['find-gate']);
    kick(s, [], 1);
    const p = promptOf(s, 0);
    expect(p.kind).toBe('use-cards');
    expect(ids(p)).toEqual(['go-on', 'use:find-gate']);
    const events = play(s, 0, 'use-cards', 'use:find-gate', [5, 2, 2]);
    expect(eventsOf(events, 'returned')[0]).toMatchObject({ investigator: 'amos-wendell', world: 'abyss', location: 'woods' });
    expect(inv(s, 0)).toMatchObject({ world: null, at: node('woods'), explored: node('woods') });
    expect(promptOf(s, 0)).toMatchObject({ kind: 'move', context: { dice: [2, 2] } });
  });

  it('Spells: Find Gate in an Other World combat, after the sanity check: back to Arkham, the turn over', () => {
    const s = inAbyss(['find-gate']);
    const elderThing = counterOf('elder-thing', s);
    const aside = s.decks.monsters.filter((c) => c !== elderThing);
    s.decks.monsters = [elderThing];
    kick(s, [], 1);
    // Go on to box 1; the Abyss's face 3 brings a monster.
    play(s, 0, 'use-cards', 'go-on', [3]);
    const p = promptOf(s, 0);
    expect(p).toMatchObject({ kind: 'sneak-or-fight', context: { where: 'world' } });
    expect(ids(p)).toContain('use:find-gate');
    const events = play(s, 0, 'sneak-or-fight', 'use:find-gate', [1, 5]);
    expect(eventsOf(events, 'sanity-check')[0]).toMatchObject({ counter: elderThing, pass: true });
    expect(eventsOf(events, 'returned')[0]).toMatchObject({ location: 'woods' });
    expect(eventsOf(events, 'monster-returned')[0]).toMatchObject({ counter: elderThing, reason: 'left-world' });
    expect(inv(s, 0).owMonsters).toEqual([]);
    // Back in the pile: the Mythos Phase that follows may draw it again, but the counter is never dropped.
    expect([...s.decks.monsters, ...s.monsters.map((m) => m.c)]).toContain(elderThing);
    // Back at the Woods, the turn is over at once (the Mythos Phase follows).
    const back = events.findIndex((e) => e.type === 'returned');
    expect(events[back + 1]).toEqual({ type: 'turn-ended', investigator: 'amos-wendell', passed: false });
    s.decks.monsters.push(...aside);
  });

  it('Spells: Flesh Ward, cast with the attack, cancels the counterattack', () => {
    const { s, counters } = meet(['elder-thing'], { investigators: AMOS });
    const c = counters[0] ?? -1;
    give(s, 0, 'spell', 'flesh-ward');
    play(s, 0, 'sneak-or-fight', `fight:${c}`, [1]);
    expect(loadouts(s).map((o) => o.id)).toEqual(['w:|s:', 'w:|s:flesh-ward']);
    const str = inv(s, 0).str;
    const events = play(s, 0, 'combat-loadout', 'w:|s:flesh-ward', [5, 1]);
    expect(eventsOf(events, 'combat')[0]).toMatchObject({ total: 4, killed: false });
    expect(eventsOf(events, 'attack-cancelled')).toEqual([{ type: 'attack-cancelled', investigator: 'amos-wendell', counter: c, card: 'flesh-ward' }]);
    expect(inv(s, 0).str).toBe(str);
  });

  it("Spells: Mists of R'lyeh: cast at the start of the move, no monster stops it", () => {
    const s = casting(['mists-of-rlyeh']);
    const door = graph.doors(node('train-station'))[0] ?? -1;
    putMonster(s, 'maniac', graph.ids[door] ?? '');
    const stopped = (p: Prompt) => (p.kind === 'move' ? p.options.filter((o) => 'stoppedAt' in o && o.stoppedAt !== null && !o.taxi).length : -1);
    expect(stopped(promptOf(s, 0))).toBeGreaterThan(0);
    play(s, 0, 'move', 'use:mists-of-rlyeh', [5]);
    const p = promptOf(s, 0);
    expect(p.kind).toBe('move');
    expect(stopped(p)).toBe(0);
    expect(ids(p)).not.toContain('use:mists-of-rlyeh');
  });

  it("Spells: Mists of R'lyeh: the next Sneak succeeds without a roll, even to bail out of a combat", () => {
    const { s, counters } = meet(['elder-thing'], { investigators: AMOS });
    give(s, 0, 'spell', 'mists-of-rlyeh');
    // A failed Sneak means combat: only the fight (and the card) are offered.
    play(s, 0, 'sneak-or-fight', 'sneak', [6]);
    expect(ids(promptOf(s, 0))).toEqual([`fight:${counters[0]}`, 'use:mists-of-rlyeh']);
    play(s, 0, 'sneak-or-fight', 'use:mists-of-rlyeh', [5]);
    const p = promptOf(s, 0);
    expect(p.options.find((o) => o.id === 'sneak')).toMatchObject({ chance: 6 });
    const events = play(s, 0, 'sneak-or-fight', 'sneak', [1]);
    expect(eventsOf(events, 'sneak')[0]).toMatchObject({ die: 0, pass: true });
    expect(inv(s, 0).at).not.toBe(node('city-hall'));
    expect(inv(s, 0).cards.mistsTurn).toBe(0);
  });

  it('Spells: Bind Monster banishes a monster (never a Power) in the space to the trophies, after the sanity check; the spell goes back to the pile', () => {
    const { s, counters } = meet(['ghoul'], { investigators: AMOS });
    const c = counters[0] ?? -1;
    give(s, 0, 'spell', 'bind-monster');
    expect(ids(promptOf(s, 0))).toEqual(expect.arrayContaining([`use:bind-monster:banish:${c}`, `use:bind-monster:capture:${c}`]));
    const events = play(s, 0, 'sneak-or-fight', `use:bind-monster:banish:${c}`, [1, 5]);
    expect(eventsOf(events, 'sanity-check')[0]).toMatchObject({ counter: c });
    expect(inv(s, 0)).toMatchObject({ trophies: [c], spells: [] });
    expect(s.decks.spell[0]).toBe('bind-monster');
    const power = meet(['cthulhu'], { investigators: AMOS });
    give(power.s, 0, 'spell', 'bind-monster');
    expect(ids(promptOf(power.s, 0)).filter((id) => id.startsWith('use:bind'))).toEqual([]);
  });

  it('Spells: Bind Monster captures a monster as a weapon worth its SP; after a kill it is let loose next door', () => {
    const { s, counters } = meet(['maniac', 'ghoul'], { investigators: AMOS });
    const [maniac, ghoul] = counters;
    give(s, 0, 'spell', 'bind-monster');
    const captured = play(s, 0, 'sneak-or-fight', `use:bind-monster:capture:${maniac}`, [1, 5]);
    expect(eventsOf(captured, 'monster-bound')).toEqual([{ type: 'monster-bound', investigator: 'amos-wendell', counter: maniac, species: 'maniac' }]);
    expect(inv(s, 0).cards.bound).toEqual([maniac]);
    play(s, 0, 'sneak-or-fight', `fight:${ghoul}`, [1]);
    const withIt = loadouts(s).find((o) => o.bound.length > 0);
    expect(withIt).toMatchObject({ id: `w:|s:|b:${maniac}`, fixed: 3 + 8 });
    // City Hall has one door: the only space next to it, taken without asking.
    const events = play(s, 0, 'combat-loadout', `w:|s:|b:${maniac}`, [1]);
    expect(inv(s, 0).trophies).toEqual([ghoul]);
    const door = graph.ids[graph.doors(node('city-hall'))[0] ?? -1];
    expect(eventsOf(events, 'monster-released')).toEqual([{ type: 'monster-released', investigator: 'amos-wendell', counter: maniac, species: 'maniac', location: door }]);
    expect(s.monsters.find((m) => m.c === maniac)?.n).toBe(node(door ?? ''));
    expect(inv(s, 0).cards.bound).toEqual([]);
  });

  it('Spells: Bind Monster: a bound monster is physical, but magical against its own species', () => {
    const { s, counters } = meet(['ghost', 'ghost'], { investigators: AMOS });
    const [first, second] = counters;
    give(s, 0, 'spell', 'bind-monster');
    play(s, 0, 'sneak-or-fight', `use:bind-monster:capture:${first}`, [1, 5]);
    play(s, 0, 'sneak-or-fight', `fight:${second}`, []);
    // Only magic harms a Ghost: Fight counts 0, the bound Ghost its full 6.
    expect(loadouts(s).find((o) => o.bound.length > 0)).toMatchObject({ fixed: 6 });
    // Against another only-magic species (a Zombie) the bound Ghost is a physical weapon: it counts 0.
    const t = meet(['ghost', 'zombie'], { investigators: AMOS });
    const [ghost, zombie] = t.counters;
    give(t.s, 0, 'spell', 'bind-monster');
    play(t.s, 0, 'sneak-or-fight', `use:bind-monster:capture:${ghost}`, [1, 5]);
    play(t.s, 0, 'sneak-or-fight', `fight:${zombie}`, [1]);
    expect(loadouts(t.s).filter((o) => o.bound.length > 0).map((o) => o.fixed)).toEqual([0]);
  });

  it('Spells: Bind Monster: a bound monster used to destroy a gate joins the trophies with it', () => {
    const s = casting([]);
    putGate(s, 'abyss', 'woods', true);
    const bound = counterOf('dhole', s);
    s.decks.monsters.splice(s.decks.monsters.indexOf(bound), 1);
    inv(s, 0).cards.bound = [bound];
    Object.assign(inv(s, 0), { at: node('woods'), explored: node('woods') });
    play(s, 0, 'move', 'stay');
    play(s, 0, 'gate-or-location', 'attack');
    expect(loadouts(s).map((o) => [o.id, o.fixed])).toEqual([
      ['w:|s:', 3],
      [`w:|s:|b:${bound}`, 3 + 19],
    ]);
    const events = play(s, 0, 'combat-loadout', `w:|s:|b:${bound}`, [1]);
    expect(eventsOf(events, 'gate-closed')).toHaveLength(1);
    expect(inv(s, 0)).toMatchObject({ trophies: [bound], gateTrophies: ['abyss'] });
    expect(inv(s, 0).cards.bound).toEqual([]);
  });
});
