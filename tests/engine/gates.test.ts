import { describe, expect, it } from 'vitest';
import { begin, cloneGame, emptyHands, engine, eventsOf, give, inWorld, kick, node, play, promptOf, putGate, putMonster, stillPile } from './support/game.js';

const BEN: [string, string] = ['ben-hale', 'amos-wendell'];

describe('Gates and Other Worlds', () => {
  it('Gates 2 and 3: through a gate with no monster to box 2 (the card turns face up), the world table rolled at once', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    putGate(s, 'yuggoth', 'woods');
    if (s.invs[0]) s.invs[0].at = node('woods');
    play(s, 0, 'move', 'stay');
    const events = play(s, 0, 'gate-or-location', 'gate', [3]);
    expect(eventsOf(events, 'gate-revealed')).toEqual([{ type: 'gate-revealed', location: 'woods', world: 'yuggoth' }]);
    expect(s.gates[0]?.up).toBe(true);
    expect(eventsOf(events, 'table-roll')[0]).toMatchObject({ table: 'world', id: 'yuggoth', die: 3 });
    expect(s.invs[0]).toMatchObject({ world: 'yuggoth', box: 2, at: -1 });
  });

  it('Gates 4: with monsters present they must be met first; once they are dead, the gate is open', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    emptyHands(s, 0);
    give(s, 0, 'item', 'shotgun');
    putGate(s, 'yuggoth', 'woods');
    const c = putMonster(s, 'maniac', 'woods');
    if (s.invs[0]) s.invs[0].at = node('woods');
    play(s, 0, 'move', 'stay');
    expect(promptOf(s, 0).kind).toBe('sneak-or-fight');
    play(s, 0, 'sneak-or-fight', `fight:${c}`, [1, 1]);
    expect(promptOf(s, 0).kind).toBe('enter-gate');
    play(s, 0, 'enter-gate', 'gate', [3]);
    expect(s.invs[0]?.world).toBe('yuggoth');
  });

  it('Gates 5 and 8: box 2, next turn box 1 (rolled again), the turn after back at the gate, free to walk away from monsters there', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    emptyHands(s, 0);
    stillPile(s);
    putGate(s, 'yuggoth', 'woods', true);
    putMonster(s, 'ghost', 'woods');
    inWorld(s, 0, 'yuggoth', 2);
    // Slot 0: box 1 and Yuggoth face 3; Mythos: gate roll 4+5 (the Woods: only a monster); turn 2: moves 3+3 and 1+1.
    const events = kick(s, [3, 4, 5, 3, 3, 1, 1]);
    expect(eventsOf(events, 'box')).toEqual([{ type: 'box', investigator: s.invs[0]?.id, world: 'yuggoth', box: 1 }]);
    expect(eventsOf(events, 'table-roll').filter((e) => e.table === 'world').map((e) => e.die)).toEqual([3]);
    expect(s.turn).toBe(2);
    expect(eventsOf(events, 'returned')).toEqual([{ type: 'returned', investigator: s.invs[0]?.id, world: 'yuggoth', location: 'woods' }]);
    expect(s.invs[0]).toMatchObject({ at: node('woods'), world: null, box: 0, explored: node('woods') });
    const p = promptOf(s, 0);
    expect(p.kind).toBe('move');
    play(s, 0, 'move', 'go:st-26');
    expect(s.invs[0]?.at).toBe(node('st-26'));
    expect(s.invs[0]?.explored).toBe(-1);
  });

  it('Gates 8: with several gates to that world, the player chooses where to come back', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    putGate(s, 'yuggoth', 'woods', true);
    putGate(s, 'yuggoth', 'graveyard', true);
    inWorld(s, 0, 'yuggoth', 1);
    kick(s, []);
    const p = promptOf(s, 0);
    expect(p.kind).toBe('return-gate');
    expect(p.options.map((o) => o.id).sort()).toEqual(['graveyard', 'woods']);
    play(s, 0, 'return-gate', 'graveyard', [2, 2]);
    expect(s.invs[0]?.at).toBe(node('graveyard'));
  });

  it('Attacking a gate: after coming back, total vs the gate SP; destroyed: gate and guardians are trophies, roving monsters of its colour go back', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    emptyHands(s, 0);
    give(s, 0, 'item', 'shotgun');
    putGate(s, 'abyss', 'woods', true);
    putGate(s, 'yuggoth', 'graveyard', true);
    const guardian = putMonster(s, 'maniac', 'woods');
    const roving = putMonster(s, 'ghoul', 'st-30');
    const other = putMonster(s, 'maniac', 'st-31');
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    i.at = node('woods');
    i.explored = node('woods');
    play(s, 0, 'move', 'stay');
    expect(promptOf(s, 0).kind).toBe('attack-gate');
    // Sanity check against the guardian (1), then the attack: 2 + Fight 5 + shotgun 6 = 13 = the Abyss's SP.
    const events = play(s, 0, 'attack-gate', 'attack', [1, 2]);
    expect(eventsOf(events, 'sanity-check').map((e) => e.counter)).toEqual([guardian]);
    expect(eventsOf(events, 'gate-attack')[0]).toMatchObject({ location: 'woods', world: 'abyss', total: 13, sp: 13, destroyed: true });
    expect(i.gateTrophies).toEqual(['abyss']);
    expect(i.trophies).toEqual([guardian]);
    expect(s.decks.monsters).toContain(roving);
    expect(s.monsters.map((m) => m.c)).toEqual([other]);
    expect(s.gates.map((g) => g.n)).toEqual([node('graveyard')]);
  });

  it('Attacking a gate: a failure with monsters present means meeting them; without, the turn is over; once per turn', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    emptyHands(s, 0);
    putGate(s, 'rlyeh', 'woods', true);
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    i.at = node('woods');
    i.explored = node('woods');
    play(s, 0, 'move', 'stay');
    expect(promptOf(s, 0).options.map((o) => o.id).sort()).toEqual(['attack', 'gate', 'location']);
    const events = play(s, 0, 'gate-or-location', 'attack', [1]);
    expect(eventsOf(events, 'gate-attack')[0]).toMatchObject({ destroyed: false, sp: 16 });
    expect(i.done).toBe(true);
    expect(i.attackedTurn).toBe(1);

    const t = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    emptyHands(t, 0);
    give(t, 0, 'item', 'shotgun');
    putGate(t, 'rlyeh', 'woods', true);
    const maniac = putMonster(t, 'maniac', 'woods');
    const j = t.invs[0];
    if (!j) throw new Error('no investigator');
    j.at = node('woods');
    j.explored = node('woods');
    play(t, 0, 'move', 'stay');
    // Sanity check 1, then 1 + Fight 5 + shotgun 6 = 12 against 16: the gate stands, the Maniac must be met.
    expect(eventsOf(play(t, 0, 'attack-gate', 'attack', [1, 1]), 'gate-attack')[0]).toMatchObject({ destroyed: false });
    const p = promptOf(t, 0);
    expect(p.kind).toBe('sneak-or-fight');
    // The Maniac killed, the gate is not offered for a second attack this turn: only staying or going through.
    play(t, 0, 'sneak-or-fight', `fight:${maniac}`, [6]);
    const after = promptOf(t, 0);
    expect(after.kind).toBe('enter-gate');
    expect(after.options.map((o) => o.id)).toEqual(['stay', 'gate']);
  });

  it('Attacking a gate: leaving the location means exploring it again', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    putGate(s, 'rlyeh', 'woods', true);
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    i.at = node('woods');
    i.explored = node('woods');
    play(s, 0, 'move', 'go:st-26');
    expect(i.explored).toBe(-1);
  });

  it('Other Worlds: 0 STR there means lost: cards and trophies go back, a new investigator comes next turn at the Train Station', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    emptyHands(s, 0);
    give(s, 0, 'item', 'knife');
    stillPile(s);
    putGate(s, 'abyss', 'woods', true);
    inWorld(s, 0, 'abyss', 2);
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    const id = i.id;
    i.str = 1;
    i.trophies = [];
    const items = s.decks.item.length + i.items.length;
    // Box 1, Abyss face 1 (-1 STR): lost. Mythos: gate roll 6+6. Turn 2: the newcomer's moves.
    const events = kick(s, [1, 6, 6, 1, 1, 1, 1]);
    expect(eventsOf(events, 'lost')).toEqual([{ type: 'lost', investigator: id }]);
    expect(s.decks.item.length + (s.invs[0]?.items.length ?? 0)).toBe(items);
    const joined = eventsOf(events, 'investigator-joined')[0];
    expect(joined?.slot).toBe(0);
    expect(joined?.investigator).not.toBe(id);
    const fresh = s.invs[0];
    expect(fresh).toMatchObject({ status: 'setup', at: node('train-station'), money: 13 });
    expect(fresh?.items).toHaveLength(3);
    expect(promptOf(s, 0).kind).toBe('setup-stats');
  });

  it('Other Worlds effect stay: one stays in this box next turn (and meets its table again)', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    emptyHands(s, 0);
    putGate(s, 'city-of-the-great-race', 'woods', true);
    inWorld(s, 0, 'city-of-the-great-race', 2);
    const events = kick(s, [2, 1, 1, 5, 1, 1]);
    expect(eventsOf(events, 'box').map((e) => e.box)).toEqual([1, 1]);
    expect(s.invs[0]?.box).toBe(1);
  });

  it('Other Worlds effect lost: a failed check there, and the investigator is lost', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    emptyHands(s, 0);
    putGate(s, 'abyss', 'woods', true);
    inWorld(s, 0, 'abyss', 2);
    const events = kick(s, [2, 6]);
    expect(eventsOf(events, 'check')[0]).toMatchObject({ check: 'fight', pass: false });
    expect(eventsOf(events, 'lost')).toHaveLength(1);
  });

  it('Gates 7: an event that takes one out of an Other World (a random Arkham location) ends the stay there', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    emptyHands(s, 0);
    putGate(s, 'another-dimension', 'woods', true);
    inWorld(s, 0, 'another-dimension', 2);
    const events = kick(s, [4, 6, 6, 5]);
    expect(eventsOf(events, 'gate-roll')[0]?.location).toBe('black-cave');
    expect(s.invs[0]).toMatchObject({ world: null, box: 0 });
    expect(eventsOf(events, 'table-roll').map((e) => e.id)).toContain('black-cave');
  });

  it('Gates 8: with no gate left to that world, the investigator cannot come back and is lost', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    inWorld(s, 0, 'yuggoth', 1);
    const events = kick(s, []);
    expect(eventsOf(events, 'lost')).toHaveLength(1);
  });

  it('the engine API leaves a frozen input state untouched while playing through a gate', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    putGate(s, 'yuggoth', 'woods');
    if (s.invs[0]) s.invs[0].at = node('woods');
    const frozen = cloneGame(s);
    const p = promptOf(frozen, 0);
    const step = engine.answer(frozen, { promptId: p.id, optionId: 'stay', version: frozen.version });
    expect('error' in step).toBe(false);
    expect(frozen.invs[0]?.flow[frozen.invs[0].flow.length - 1]?.ask).toBeGreaterThan(0);
  });
});
