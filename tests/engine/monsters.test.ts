// Task A's monster rules: roving monsters (Mythos Phase 2 with monsters leaving their locations), the
// specials of the Monster Counters section and FACTS-1987 §7, and re-aiming an arrow after an encounter.
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState } from '../../src/engine/index.js';
import { begin, counterOf, emptyHands, engine, eventsOf, give, graph, inWorld, kick, meet, node, park, play, promptOf, putGate, putMonster, stillPile } from './support/game.js';

const BEN: [string, string] = ['ben-hale', 'amos-wendell'];
const LUCY: [string, string] = ['lucy-varga', 'amos-wendell'];

/** Both investigators end turn 1 standing on far streets; the Mythos Phase then runs with `dice`. */
function quietMythos(s: GameState, dice: number[], streets: [string, string] = ['st-01', 'st-02']): GameEvent[] {
  park(s, 0, streets[0]);
  park(s, 1, streets[1]);
  play(s, 0, 'move', 'stay');
  return play(s, 1, 'move', 'stay', dice);
}

/** The spaces a handed monster enters after stepping from `from` onto `first`, `speed` in all. */
function walk(from: string, first: string, hand: 'L' | 'R', speed: number): string[] {
  const path = [first];
  let back = node(from);
  let at = node(first);
  while (path.length < speed) {
    const next = graph.nextStreet(back, at, hand);
    back = at;
    at = next;
    path.push(graph.ids[at] ?? '');
  }
  return path;
}

function movedOf(events: GameEvent[], counter: number) {
  return eventsOf(events, 'monster-moved').find((e) => e.counter === counter);
}

describe('Monsters on the move (Mythos Phase 2)', () => {
  it('Mythos Phase 2: a walker standing in a location steps out through its entrance, then walks on by its hand, speed spaces in all', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const maniac = putMonster(s, 'maniac', 'library');
    stillPile(s);
    const events = quietMythos(s, [4, 5]);
    // The first Maniac counter is L-5: out to st-45, then four more spaces turning left.
    const path = walk('library', 'st-45', 'L', 5);
    expect(movedOf(events, maniac)).toMatchObject({ from: 'library', path, to: path[4] });
    expect(s.monsters.find((m) => m.c === maniac)?.n).toBe(node(path[4] ?? ''));
  });

  it('Mythos Phase 2: a monster that came with a gate leaves it in the same Mythos Phase; the gate is left unguarded', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const ghoul = counterOf('ghoul', s);
    const rest = s.decks.monsters.filter((c) => c !== ghoul);
    s.decks.monsters = [ghoul];
    const events = quietMythos(s, [4, 5]);
    expect(eventsOf(events, 'monster-appeared')).toEqual([{ type: 'monster-appeared', counter: ghoul, species: 'ghoul', location: 'woods', faceUp: false }]);
    expect(movedOf(events, ghoul)?.path[0]).toBe('st-26');
    expect(s.gates.map((g) => g.n)).toEqual([node('woods')]);
    expect(s.monsters.filter((m) => m.n === node('woods'))).toEqual([]);
    s.decks.monsters.push(...rest);
  });

  it('Mythos Phase 2: from a two-door location a walker leaves by the entrance its arrow points at, else by the first', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const aimed = putMonster(s, 'maniac', 'boarding-house');
    const plain = putMonster(s, 'maniac', 'boarding-house');
    stillPile(s);
    const m = s.monsters.find((x) => x.c === aimed);
    if (!m) throw new Error('no monster');
    m.aim = node('st-66');
    const events = quietMythos(s, [4, 5]);
    expect(movedOf(events, aimed)?.path[0]).toBe('st-66');
    expect(movedOf(events, plain)?.path[0]).toBe(graph.ids[graph.doors(node('boarding-house'))[0] ?? -1]);
    expect(s.monsters.find((x) => x.c === aimed)?.aim).toBeUndefined();
  });

  it('Mythos Phase 2: stationary monsters (Powers, Ghosts) stay and guard; a walker stops on entering an investigator\'s space', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    emptyHands(s, 0);
    emptyHands(s, 1);
    putGate(s, 'abyss', 'woods');
    const ghost = putMonster(s, 'ghost', 'woods');
    const power = putMonster(s, 'cthulhu', 'woods');
    const maniac = putMonster(s, 'maniac', 'library');
    stillPile(s);
    // Ben waits on st-38, the second space of the Maniac's walk: it stops there and attacks him
    // (sanity 0/0, then combat 6 + Fight 5 = 11 kills the SP 8 Maniac).
    const path = walk('library', 'st-45', 'L', 5);
    expect(path[1]).toBe('st-38');
    const events = quietMythos(s, [6, 6, 1, 6], ['st-38', 'st-01']);
    expect(movedOf(events, ghost)).toBeUndefined();
    expect(movedOf(events, power)).toBeUndefined();
    expect(movedOf(events, maniac)?.path).toEqual(['st-45', 'st-38']);
    expect(eventsOf(events, 'monster-attacks')[0]).toMatchObject({ counter: maniac, investigator: 'ben-hale', location: 'st-38' });
    expect(s.monsters.filter((m) => m.n === node('woods')).map((m) => m.c).sort()).toEqual([ghost, power].sort());
  });

  it('Mythos Phase 2: a monster that shares a space with an investigator when the monsters move stays there and attacks', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    emptyHands(s, 0);
    emptyHands(s, 1);
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    Object.assign(i, { at: node('hospital'), str: 7 });
    play(s, 0, 'move', 'stay');
    const maniac = putMonster(s, 'maniac', 'hospital');
    stillPile(s);
    park(s, 1, 'st-01');
    const events = play(s, 1, 'move', 'stay', [4, 5, 1, 6]);
    expect(movedOf(events, maniac)).toBeUndefined();
    expect(eventsOf(events, 'monster-attacks')[0]).toMatchObject({ counter: maniac, location: 'hospital' });
  });

  it('Mythos Phase 2: flyers\' tie-breaks: the nearest investigator; at equal distance the highest Fight; at equal Fight a coin', () => {
    // st-29 and st-42 both lie 2 spaces from st-40.
    const fights = begin({ dice: [1, 1, 1, 1], investigators: [['amos-wendell', 'ben-hale']] });
    emptyHands(fights, 0);
    emptyHands(fights, 1);
    const shantak = putMonster(fights, 'shantak', 'st-40');
    stillPile(fights);
    const byFight = quietMythos(fights, [4, 5, 1, 6], ['st-29', 'st-42']);
    expect(movedOf(byFight, shantak)?.to).toBe('st-42');
    expect(eventsOf(byFight, 'monster-attacks')[0]?.investigator).toBe('ben-hale');

    for (const [coin, to] of [[1, 'st-29'], [6, 'st-42']] as const) {
      const s = begin({ dice: [1, 1, 1, 1], investigators: [['ruth-ashby', 'walter-brisbee']] });
      emptyHands(s, 0);
      emptyHands(s, 1);
      const c = putMonster(s, 'shantak', 'st-40');
      stillPile(s);
      // Gate roll, then the coin (1: heads, the first investigator; 6: tails), then sanity and combat.
      const events = quietMythos(s, [4, 5, coin, 1, 6], ['st-29', 'st-42']);
      expect(movedOf(events, c)?.to).toBe(to);
    }
  });

  it('Hounds rule 5: an Elder Sign does not keep a Hound of Tindalos out of a building', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    const hound = putMonster(s, 'hound-of-tindalos', 'st-40');
    stillPile(s);
    s.elderSigns.push(node('hospital'));
    Object.assign(s.invs[0] ?? {}, { at: node('hospital'), str: 7 });
    park(s, 1, 'st-01');
    play(s, 0, 'move', 'stay');
    // Gate roll 4+5; the Hound flies into the sealed Hospital and attacks Ben: sanity 1, combat 1, D6 = 2 STR.
    const events = play(s, 1, 'move', 'stay', [4, 5, 1, 1, 2]);
    expect(movedOf(events, hound)).toMatchObject({ to: 'hospital' });
    expect(eventsOf(events, 'monster-attacks')[0]).toMatchObject({ investigator: 'ben-hale', location: 'hospital' });
    expect(s.decks.monsters).toContain(hound);
  });

  it('Hounds rule 1: a Hound of Tindalos flies past an investigator on the street without stopping', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    const hound = putMonster(s, 'hound-of-tindalos', 'st-36');
    stillPile(s);
    const i = s.invs[1];
    if (!i) throw new Error('no investigator');
    Object.assign(i, { at: node('hospital'), str: 7 });
    park(s, 0, 'st-40');
    play(s, 0, 'move', 'stay');
    const events = play(s, 1, 'move', 'stay', [4, 5, 1, 6]);
    expect(movedOf(events, hound)?.path).toEqual(['st-40', 'st-46', 'hospital']);
  });
});

describe('Monster specials', () => {
  it('Monster Counters: Powers may share a location with other monsters; sneaking to a gate, each Power, Ghost and guardian is sanity-checked', () => {
    const { s, counters } = meet4();
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    const events = play(s, 0, 'sneak-or-fight', 'sneak-gate', [1, 1, 1, 1, 1, 4]);
    expect(eventsOf(events, 'sanity-check').map((e) => e.counter).sort()).toEqual([...counters].sort());
    expect(i).toMatchObject({ world: 'yuggoth', box: 2, san: 7 - 2 - 2 - 1 });
    expect(s.monsters.filter((m) => m.n === node('woods'))).toHaveLength(4);
  });

  it('Nightgaunts 1: met in an Other World, a hit costs no STR and carries one back to a gate of that world in Arkham (the player\'s choice)', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    emptyHands(s, 0);
    putGate(s, 'abyss', 'woods', true);
    putGate(s, 'abyss', 'graveyard', true);
    const gaunt = counterOf('nightgaunt', s);
    const rest = s.decks.monsters.filter((c) => c !== gaunt);
    s.decks.monsters = [gaunt];
    inWorld(s, 0, 'abyss', 2);
    const str = s.invs[0]?.str;
    // Box 1 of the Abyss, face 3: a monster (the Nightgaunt).
    kick(s, [3]);
    expect(s.invs[0]?.owMonsters).toEqual([gaunt]);
    const events = play(s, 0, 'sneak-or-fight', `fight:${gaunt}`, [1, 1]);
    expect(eventsOf(events, 'carried')).toEqual([{ type: 'carried', investigator: 'ben-hale', counter: gaunt, species: 'nightgaunt', world: 'abyss' }]);
    expect(promptOf(s, 0).kind).toBe('return-gate');
    const back = play(s, 0, 'return-gate', 'graveyard', [4, 5]);
    expect(eventsOf(back, 'returned')[0]).toMatchObject({ world: 'abyss', location: 'graveyard' });
    expect(eventsOf(back, 'monster-returned')[0]).toMatchObject({ counter: gaunt, reason: 'left-world' });
    expect(s.invs[0]).toMatchObject({ at: node('graveyard'), explored: node('graveyard'), str });
    s.decks.monsters.push(...rest);
  });

  it('Colour coding: destroying a gate sends roving monsters of its colour back, even one that left that gate; one guarding another gate stays', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    emptyHands(s, 0);
    putGate(s, 'abyss', 'woods', true);
    putGate(s, 'abyss', 'graveyard', true);
    const roving = putMonster(s, 'ghoul', 'st-26');
    const guard = putMonster(s, 'ghoul', 'graveyard');
    give(s, 0, 'item', 'shotgun');
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    Object.assign(i, { at: node('woods'), explored: node('woods') });
    play(s, 0, 'move', 'stay');
    // The attack: 2 + Fight 5 + shotgun 6 = 13, the Abyss gate's SP.
    const events = play(s, 0, 'gate-or-location', 'attack', [2]);
    expect(eventsOf(events, 'gate-closed')[0]).toMatchObject({ location: 'woods', world: 'abyss' });
    expect(eventsOf(events, 'monster-returned')).toEqual([{ type: 'monster-returned', counter: roving, species: 'ghoul', reason: 'gate-closed' }]);
    expect(s.monsters.map((m) => m.c)).toEqual([guard]);
  });
});

describe('Re-aiming a monster (Mythos Phase 3)', () => {
  it('Mythos Phase 3: after an encounter the player flips the surviving monster face down and re-aims its arrow; its next move starts that way', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [LUCY] });
    emptyHands(s, 0);
    emptyHands(s, 1);
    const maniac = putMonster(s, 'maniac', 'st-40');
    stillPile(s);
    park(s, 0, 'st-40');
    play(s, 0, 'move', 'stay');
    // Sneak 5 passes on a 5; the sanity check (0/0) on a 1; then the arrow.
    play(s, 0, 'sneak-or-fight', 'sneak', [5, 1]);
    const p = promptOf(s, 0);
    expect(p.kind).toBe('aim-monster');
    expect(p.default).toBe('keep');
    expect(p.context).toEqual({ counter: maniac, species: 'maniac', location: 'st-40' });
    expect(p.options.map((o) => o.id).sort()).toEqual(['keep', 'st-36', 'st-39', 'st-41', 'st-46']);
    expect(s.monsters.find((m) => m.c === maniac)?.up).toBe(false);
    const aimed = play(s, 0, 'aim-monster', 'st-41');
    expect(eventsOf(aimed, 'monster-aimed')).toEqual([{ type: 'monster-aimed', counter: maniac, species: 'maniac', investigator: 'lucy-varga', location: 'st-40', toward: 'st-41' }]);
    play(s, 0, 'sneak-to', 'st-36');
    park(s, 1, 'st-01');
    const events = play(s, 1, 'move', 'stay', [4, 5]);
    expect(movedOf(events, maniac)?.path).toEqual(walk('st-40', 'st-41', 'L', 5));
  });

  it('Mythos Phase 3: no arrow to aim for a flyer, a stationary monster, or a walker with one way out', () => {
    const t = meet(['ghost', 'shantak'], { investigators: LUCY, at: 'st-40' });
    play(t.s, 0, 'sneak-or-fight', 'sneak', [1, 1]);
    expect(engine.prompts(t.s).some((p) => p.kind === 'aim-monster')).toBe(false);
    const u = meet(['maniac'], { investigators: LUCY });
    play(u.s, 0, 'sneak-or-fight', 'sneak', [1, 1]);
    expect(engine.prompts(u.s).some((p) => p.kind === 'aim-monster')).toBe(false);
    expect(u.s.monsters[0]?.up).toBe(false);
  });
});

/** Lucy (SAN 7) at the gated Woods with two Powers, a Ghost and a Maniac: the encounter prompt is open. */
function meet4(): { s: GameState; counters: number[] } {
  const s = begin({ dice: [1, 1, 1, 1], investigators: [LUCY] });
  emptyHands(s, 0);
  putGate(s, 'yuggoth', 'woods');
  const counters = ['cthulhu', 'yog-sothoth', 'ghost', 'maniac'].map((sp) => putMonster(s, sp, 'woods'));
  const i = s.invs[0];
  if (!i) throw new Error('no investigator');
  Object.assign(i, { at: node('woods'), san: 7 });
  play(s, 0, 'move', 'stay');
  return { s, counters };
}
