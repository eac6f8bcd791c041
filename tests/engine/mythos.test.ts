import { describe, expect, it } from 'vitest';
import { begin, counterOf, emptyHands, endTurn, engine, eventsOf, force, graph, inWorld, kick, node, park, play, promptOf, putGate, putMonster, stillPile } from './support/game.js';

const BEN: [string, string] = ['ben-hale', 'amos-wendell'];

/** Both investigators end turn 1 on st-03; the Mythos Phase then runs with `dice`. */
function toMythos(s: ReturnType<typeof begin>, dice: number[], stay = false) {
  if (!stay) {
    play(s, 0, 'move', 'go:st-03');
    return kick(s, dice);
  }
  play(s, 0, 'move', 'stay');
  // Both stay in one space: the second is offered a trade first, and ends.
  return [...play(s, 1, 'move', 'stay', dice), ...endTurn(s, 1)];
}

describe('Mythos Phase', () => {
  it('Mythos Phase 1: a gate appears by 2D6, with one monster face down; Doom advances', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const events = toMythos(s, [4, 5, 1, 1, 1, 1]);
    expect(eventsOf(events, 'gate-roll')[0]).toEqual({ type: 'gate-roll', dice: [4, 5], location: 'woods' });
    expect(s.gates).toEqual([{ n: node('woods'), world: expect.any(String), up: false }]);
    expect(s.doom).toBe(2);
    // Placed face down (a walker then leaves the Woods in step 2; a Hound drawn here goes back).
    const placed = eventsOf(events, 'monster-appeared').filter((e) => e.location === 'woods');
    expect(placed.length + eventsOf(events, 'monster-returned').length).toBe(1);
    for (const e of placed) expect(e.faceUp).toBe(false);
  });

  it('Mythos Phase 1: a gated location gets only a monster, and Doom stands', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    stillPile(s);
    putGate(s, 'abyss', 'woods');
    const events = toMythos(s, [4, 5, 1, 1, 1, 1]);
    expect(eventsOf(events, 'gate-blocked')[0]?.reason).toBe('already-gated');
    expect(s.gates).toHaveLength(1);
    expect(s.doom).toBe(1);
    // The monster is added all the same (a stationary one, so it is still there after step 2).
    expect(eventsOf(events, 'monster-appeared').map((e) => [e.location, e.faceUp])).toEqual([['woods', false]]);
    expect(s.monsters.map((m) => m.n)).toEqual([node('woods')]);
  });

  it('Mythos Phase 1: an Elder Sign location gets nothing', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    s.elderSigns.push(node('woods'));
    const events = toMythos(s, [4, 5, 1, 1, 1, 1]);
    expect(eventsOf(events, 'gate-blocked')[0]?.reason).toBe('elder-sign');
    expect(s.gates).toEqual([]);
    expect(s.monsters).toEqual([]);
  });

  it('Mythos Phase 1: a Hound drawn for a non-building goes back to the pile, not replaced', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const hound = counterOf('hound-of-tindalos', s);
    const rest = s.decks.monsters.filter((c) => c !== hound);
    s.decks.monsters = [hound];
    const events = toMythos(s, [4, 5, 1, 1, 1, 1]);
    expect(eventsOf(events, 'monster-returned')).toEqual([{ type: 'monster-returned', counter: hound, species: 'hound-of-tindalos', reason: 'refused' }]);
    expect(s.gates).toHaveLength(1);
    expect(s.monsters).toEqual([]);
    s.decks.monsters.push(...rest);
  });

  it('Mythos Phase 1: on a 7 a monster also appears at every gated location (rules sheet)', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    // Only stationary counters in the pile (no Hound to be refused, nothing walks off in step 2).
    stillPile(s);
    putGate(s, 'abyss', 'woods');
    putGate(s, 'yuggoth', 'graveyard');
    putGate(s, 'rlyeh', 'silver-twilight-lodge');
    const events = toMythos(s, [3, 4, 1, 1, 1, 1]);
    const appeared = (id: string) => eventsOf(events, 'monster-appeared').filter((e) => e.location === id).length;
    expect(eventsOf(events, 'gate-opened').map((e) => e.location)).toEqual(['founders-rock']);
    // One more monster at each gate already there, and at least the new gate's own at Founder's Rock.
    expect([appeared('woods'), appeared('graveyard'), appeared('silver-twilight-lodge')]).toEqual([1, 1, 1]);
    expect(appeared('founders-rock')).toBeGreaterThanOrEqual(1);
    for (const id of ['woods', 'graveyard', 'silver-twilight-lodge']) expect(s.monsters.filter((m) => m.n === node(id))).toHaveLength(1);
    // Any other roll puts a monster only at its own location.
    const t = begin({ dice: [1, 1, 1, 1] });
    stillPile(t);
    putGate(t, 'abyss', 'woods');
    const other = toMythos(t, [2, 2, 1, 1, 1, 1]);
    expect(eventsOf(other, 'monster-appeared').map((e) => e.location)).toEqual(['lighthouse']);
  });

  it("Mythos Phase 1: on a 7 with an Elder Sign on Founder's Rock, no gate there and no monster at any gated location", () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    stillPile(s);
    putGate(s, 'abyss', 'woods');
    putGate(s, 'yuggoth', 'graveyard');
    s.elderSigns.push(node('founders-rock'));
    const events = toMythos(s, [3, 4, 1, 1, 1, 1]);
    expect(eventsOf(events, 'gate-blocked')).toEqual([{ type: 'gate-blocked', location: 'founders-rock', reason: 'elder-sign' }]);
    expect(eventsOf(events, 'monster-appeared')).toEqual([]);
    expect(s.monsters).toEqual([]);
    expect(s.gates).toHaveLength(2);
  });

  it('Mythos Phase 1: option everyGateRolls "board" moves the extra monsters to 4 and 10', () => {
    const extraAtWoods = (everyGateRolls: 'rules-sheet' | 'board', dice: [number, number]): number => {
      const s = begin({ dice: [1, 1, 1, 1], options: { everyGateRolls } });
      stillPile(s);
      putGate(s, 'abyss', 'woods');
      const events = toMythos(s, [...dice, 1, 1, 1, 1]);
      return eventsOf(events, 'monster-appeared').filter((e) => e.location === 'woods').length;
    };
    // 7 (Founder's Rock), 4 (the Lighthouse), 10 (Lake Miskatonic): which of them bring a monster to the gate in the Woods.
    expect([extraAtWoods('board', [3, 4]), extraAtWoods('board', [2, 2]), extraAtWoods('board', [4, 6])]).toEqual([0, 1, 1]);
    expect([extraAtWoods('rules-sheet', [3, 4]), extraAtWoods('rules-sheet', [2, 2]), extraAtWoods('rules-sheet', [4, 6])]).toEqual([1, 0, 0]);
  });

  it('Errata: with all 16 gate cards out, new-gate results are ignored and Doom stands still', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const cards = s.decks.gate;
    s.decks.gate = [];
    const events = toMythos(s, [4, 5, 1, 1, 1, 1]);
    expect(eventsOf(events, 'gate-blocked')[0]?.reason).toBe('no-gate-cards');
    expect(eventsOf(events, 'gate-roll')).toEqual([]);
    expect(s.doom).toBe(1);
    s.decks.gate = cards;
  });

  it('Mythos Phase 2: handed monsters walk their speed along the streets, turning by their hand', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const maniac = putMonster(s, 'maniac', 'st-40');
    const m = s.monsters[0];
    if (!m) throw new Error('no monster');
    m.from = node('st-46');
    let from = node('st-46');
    let at = node('st-40');
    const path: string[] = [];
    for (let k = 0; k < 5; k += 1) {
      const next = graph.nextStreet(from, at, 'L');
      from = at;
      at = next;
      path.push(graph.ids[at] ?? '');
    }
    s.invs.forEach((i) => (i.at = node('st-60')));
    const events = toMythos(s, [4, 5, 1, 1, 1, 1], true);
    const moved = eventsOf(events, 'monster-moved')[0];
    expect(moved?.path).toEqual(path);
    expect(s.monsters.find((x) => x.c === maniac)?.n).toBe(at);
  });

  it('Mythos Phase 2: a monster stops on entering an investigator\'s space, and Mythos Phase 3: attacks the highest Fight there', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    emptyHands(s, 0);
    emptyHands(s, 1);
    const flyer = putMonster(s, 'shantak', 'st-10');
    // Gate roll 4+5; the Shantak flies one space onto st-03 and attacks Ben (Fight 5, over Amos's 3):
    // sanity check 1, combat 6 + 5 = 11 kills it (SP 8).
    const events = toMythos(s, [4, 5, 1, 6, 1, 1, 1, 1]);
    expect(eventsOf(events, 'monster-moved')[0]).toMatchObject({ counter: flyer, from: 'st-10', to: 'st-03' });
    expect(eventsOf(events, 'monster-attacks')).toEqual([{ type: 'monster-attacks', counter: flyer, species: 'shantak', investigator: 'ben-hale', location: 'st-03' }]);
    expect(eventsOf(events, 'sanity-check')[0]?.counter).toBe(flyer);
    expect(eventsOf(events, 'combat')[0]).toMatchObject({ counter: flyer, killed: true });
    expect(s.invs[0]?.trophies).toEqual([flyer]);
    expect(s.turn).toBe(2);
    // The same with the seats swapped: Ben (Fight 5) sits second, and is still the one attacked.
    const t = begin({ dice: [1, 1, 1, 1], investigators: [['amos-wendell', 'ben-hale']] });
    emptyHands(t, 0);
    emptyHands(t, 1);
    putMonster(t, 'shantak', 'st-10');
    const swapped = toMythos(t, [4, 5, 1, 6, 1, 1, 1, 1]);
    expect(eventsOf(swapped, 'monster-attacks').map((e) => e.investigator)).toEqual(['ben-hale']);
  });

  it('Mythos Phase 3: between investigators of equal Fight in the space, a coin picks the one attacked', () => {
    const attacked = (coin: number): string[] => {
      const s = begin({ dice: [1, 1, 1, 1], investigators: [['ruth-ashby', 'mickey-doyle']] });
      emptyHands(s, 0);
      emptyHands(s, 1);
      putMonster(s, 'shantak', 'st-10');
      stillPile(s);
      park(s, 0, 'st-03');
      park(s, 1, 'st-03');
      play(s, 0, 'move', 'stay');
      play(s, 1, 'move', 'stay');
      // Both Fight 4. Gate roll 4+5, then the coin (a die: 1-3 heads), then a sanity check and a round of combat.
      force(s, [4, 5, coin, 1, 1, 1, 1]);
      return eventsOf(endTurn(s, 1), 'monster-attacks').map((e) => e.investigator);
    };
    expect(attacked(1)).toEqual(['ruth-ashby']);
    expect(attacked(6)).toEqual(['mickey-doyle']);
  });

  it('Mythos Phase 3: no Sneak until one round has been fought; then the choice is back', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    emptyHands(s, 0);
    emptyHands(s, 1);
    const polyp = putMonster(s, 'flying-polyp', 'st-10');
    // The Polyp (SP 16) attacks Ben: sanity 1 (loses 2), combat 1 + 1 misses, D6 = 1 STR lost.
    const events = toMythos(s, [4, 5, 1, 1, 1]);
    expect(eventsOf(events, 'combat')[0]).toMatchObject({ killed: false });
    expect(s.phase).toBe('mythos');
    const p = promptOf(s, 0);
    expect(p.kind).toBe('sneak-or-fight');
    expect(p.options.map((o) => o.id).sort()).toEqual([`fight:${polyp}`, 'sneak']);
    expect(p.context).toEqual({ where: 'arkham', mythos: true });
  });

  it('Mythos Phase 2: flyers hunt the nearest investigator on the streets; stationary monsters stay put', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const flyer = putMonster(s, 'flying-polyp', 'st-40');
    const still = putMonster(s, 'ghost', 'library');
    stillPile(s);
    s.invs.forEach((i) => Object.assign(i, { at: node('hospital'), str: 7 }));
    // Both investigators stay in the Hospital (no street target): the Polyp stays where it is.
    const events = toMythos(s, [4, 5, 1, 1, 1, 1], true);
    expect(eventsOf(events, 'monster-moved').filter((e) => e.counter === flyer)).toEqual([]);
    expect(s.monsters.find((m) => m.c === still)?.n).toBe(node('library'));
  });

  it('Mythos Phase: a Vampire grows 1 SP each Mythos Phase', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const vampire = putMonster(s, 'vampire', 'library');
    const events = toMythos(s, [4, 5, 1, 1, 1, 1]);
    expect(eventsOf(events, 'monster-grew')).toEqual([{ type: 'monster-grew', counter: vampire, species: 'vampire', sp: 9 }]);
  });

  it('Mythos Phase 2: a flyer hunts the nearest investigator on the streets and stops in their space', () => {
    const from = node('st-40');
    const near = graph.ids.find((_id, n) => !graph.isLocation(n) && graph.distance(from, n) === 3) ?? '';
    const far = graph.ids.find((_id, n) => !graph.isLocation(n) && graph.distance(from, n) === 5 && graph.distance(node(near), n) > 2) ?? '';
    // The nearer investigator in either seat, whatever their Fight.
    for (const [nearSlot, farSlot] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const s = begin({ dice: [1, 1, 1, 1] });
      const flyer = putMonster(s, 'shantak', 'st-40');
      if (s.invs[nearSlot]) s.invs[nearSlot].at = node(near);
      if (s.invs[farSlot]) s.invs[farSlot].at = node(far);
      const events = toMythos(s, [4, 5, 1, 1, 1, 1, 1, 1], true);
      expect(eventsOf(events, 'monster-moved')[0]).toMatchObject({ counter: flyer, to: near });
      expect(eventsOf(events, 'monster-moved')[0]?.path).toHaveLength(3);
      expect(eventsOf(events, 'monster-attacks')[0]?.investigator).toBe(s.invs[nearSlot]?.id);
    }
  });

  it('Hounds rule 5: a Hound of Tindalos enters a building to attack; after costing STR it goes back to the pile', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    const hound = putMonster(s, 'hound-of-tindalos', 'st-40');
    s.invs.forEach((i) => Object.assign(i, { at: node('hospital'), str: 7 }));
    // Gate roll 4+5; the Hound flies into the Hospital and attacks Ben: sanity 1, combat 1 (only magic counts), D6 = 2.
    const events = toMythos(s, [4, 5, 1, 1, 2], true);
    expect(eventsOf(events, 'monster-moved')[0]).toMatchObject({ counter: hound, to: 'hospital' });
    expect(eventsOf(events, 'monster-attacks')[0]).toMatchObject({ investigator: 'ben-hale', location: 'hospital' });
    expect(s.invs[0]?.str).toBe(5);
    expect(s.decks.monsters).toContain(hound);
  });

  it('the deadline in the Mythos Phase: open attack prompts take their defaults and the next game turn begins', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    emptyHands(s, 0);
    emptyHands(s, 1);
    putMonster(s, 'flying-polyp', 'st-10');
    toMythos(s, [4, 5, 1, 1, 1]);
    expect(s.phase).toBe('mythos');
    const step = engine.endPhaseByDeadline(s);
    expect(step.state.turn).toBe(2);
    expect(step.state.phase).toBe('investigator');
  });

  it('Gates 1: monsters never go through a gate: a stationary guardian stays on its gated location', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    stillPile(s);
    putGate(s, 'abyss', 'woods');
    const guardian = putMonster(s, 'ghost', 'woods');
    toMythos(s, [2, 2, 1, 1, 1, 1]);
    expect(s.monsters.find((m) => m.c === guardian)?.n).toBe(node('woods'));
  });

  it('Gates 1: monsters never pursue through a gate: with Ben beyond it, its guardians and a flyer stay in Arkham', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    emptyHands(s, 0);
    emptyHands(s, 1);
    putGate(s, 'yuggoth', 'woods', true);
    const walker = putMonster(s, 'maniac', 'woods');
    const flyer = putMonster(s, 'shantak', 'st-10');
    stillPile(s);
    inWorld(s, 0, 'yuggoth', 2);
    // Amos ends his turn far off; Ben's turn takes him to box 1, where the table's 2 costs him 2 SAN; the Mythos Phase runs (gate roll 4+5).
    park(s, 1, 'st-40');
    const events = [...play(s, 1, 'move', 'stay', [2, 4, 5, 1, 1, 1, 1]), ...endTurn(s, 0)];
    expect(eventsOf(events, 'box')).toEqual([{ type: 'box', investigator: 'ben-hale', world: 'yuggoth', box: 1 }]);
    expect(eventsOf(events, 'phase').map((e) => e.phase)).toContain('mythos');
    // Up to game turn 2 (when Ben comes back through the gate of his own accord): no monster follows him.
    const turn2 = events.findIndex((e) => e.type === 'phase' && e.phase === 'investigator' && e.turn === 2);
    const night = events.slice(0, turn2 < 0 ? events.length : turn2);
    expect(eventsOf(night, 'monster-met')).toEqual([]);
    expect(eventsOf(night, 'monster-attacks').filter((e) => e.investigator === 'ben-hale')).toEqual([]);
    expect(eventsOf(night, 'returned')).toEqual([]);
    for (const c of [walker, flyer]) expect(s.monsters.map((m) => m.c)).toContain(c);
    // The Maniac leaves the Woods by its street, as walkers do, never through the gate.
    expect(eventsOf(night, 'monster-moved').find((e) => e.counter === walker)?.from).toBe('woods');
  });
});
