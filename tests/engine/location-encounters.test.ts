import { describe, expect, it } from 'vitest';
import { begin, emptyHands, encounterAt, engine, eventsOf, give, node, play, promptOf, putGate, putMonster } from './support/game.js';

describe('Location Encounters 1: the D6 table and its effects', () => {
  it('effect nothing: the face changes nothing', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const look = (): string => JSON.stringify([s.invs[0]?.str, s.invs[0]?.san, s.invs[0]?.money, s.invs[0]?.items, s.invs[0]?.spells, s.invs[0]?.at]);
    const before = look();
    const events = encounterAt(s, 0, 'train-station', [6]);
    expect(eventsOf(events, 'table-roll')[0]?.die).toBe(6);
    expect(look()).toBe(before);
    expect(s.invs[0]?.done).toBe(true);
  });

  it('effect stat: gains and losses, never above 7 nor below 0', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    i.san = 7;
    encounterAt(s, 0, 'library', [6]);
    expect(i.san).toBe(7);
    i.san = 4;
    const t = begin({ dice: [1, 1, 1, 1] });
    if (t.invs[0]) t.invs[0].san = 4;
    const events = encounterAt(t, 0, 'historical-society', [5]);
    expect(eventsOf(events, 'stat')).toEqual([{ type: 'stat', investigator: t.invs[0]?.id, stat: 'sanity', delta: -2, value: 2 }]);
  });

  it('effect money: a rolled amount ("D6")', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const money = s.invs[0]?.money ?? 0;
    encounterAt(s, 0, 'city-hall', [1, 4]);
    expect(s.invs[0]?.money).toBe(money + 4);
  });

  it('effect money: a loss never leaves money below 0', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    if (s.invs[0]) s.invs[0].money = 1;
    encounterAt(s, 0, 'library', [4]);
    expect(s.invs[0]?.money).toBe(0);
  });

  it('effect draw: a free card from the top of the deck', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const top = s.decks.item[s.decks.item.length - 1];
    encounterAt(s, 0, 'train-station', [5]);
    expect(s.invs[0]?.items).toContain(top);
    expect(s.invs[0]?.items).toHaveLength(4);
  });

  it('effect check: D6 at or under the skill passes; the pass or fail branch follows', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [['amos-wendell', 'ruth-ashby']] });
    const spells = s.invs[0]?.spells.length ?? 0;
    const pass = encounterAt(s, 0, 'library', [3, 5]);
    expect(eventsOf(pass, 'check')[0]).toMatchObject({ check: 'knowledge', die: 5, target: 5, pass: true });
    expect(s.invs[0]?.spells).toHaveLength(spells + 1);
    const san = s.invs[1]?.san ?? 0;
    const fail = encounterAt(s, 1, 'library', [3, 6]);
    expect(eventsOf(fail, 'check')[0]).toMatchObject({ pass: false, die: 6, target: 4 });
    expect(s.invs[1]?.san).toBe(san - 2);
  });

  it('effect coin: heads and tails branches (a coin is a D6, 1-3 heads)', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const money = s.invs[0]?.money ?? 0;
    const events = encounterAt(s, 0, 'darks-carnival', [4, 3]);
    expect(eventsOf(events, 'coin')[0]).toMatchObject({ die: 3, heads: true });
    expect(s.invs[0]?.money).toBe(money + 1);
    const tails = encounterAt(s, 1, 'darks-carnival', [4, 4]);
    expect(eventsOf(tails, 'coin')[0]).toMatchObject({ die: 4, heads: false });
    expect(s.invs[1]?.money).toBe(money - 1);
  });

  it('effect choice: the player picks a branch; a branch one cannot pay for is not offered', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    if (s.invs[0]) s.invs[0].str = 3;
    encounterAt(s, 0, 'boarding-house', [4]);
    const p = promptOf(s, 0);
    expect(p.kind).toBe('choice');
    expect(p.options.map((o) => o.id)).toEqual(['pay', 'leave']);
    expect(p.default).toBe('leave');
    const money = s.invs[0]?.money ?? 0;
    play(s, 0, 'choice', 'pay');
    expect([s.invs[0]?.money, s.invs[0]?.str]).toEqual([money - 1, 5]);

    if (s.invs[1]) s.invs[1].money = 0;
    encounterAt(s, 1, 'boarding-house', [4]);
    // Only "leave" is affordable: it is taken without asking, and out to the sidewalk.
    expect(s.invs[1]?.at).toBe(node('st-54'));
  });

  it('effect ifCarrying: a monster appears for one carrying a gun, not for others', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    emptyHands(s, 0);
    give(s, 0, 'item', 'revolver-38');
    encounterAt(s, 0, 'boarding-house', [2]);
    expect(promptOf(s, 0).kind).toBe('sneak-or-fight');
    const t = begin({ dice: [1, 1, 1, 1] });
    emptyHands(t, 1);
    const events = encounterAt(t, 1, 'boarding-house', [2]);
    expect(eventsOf(events, 'monster-appeared')).toEqual([]);
    expect(t.invs[1]?.done).toBe(true);
  });

  it('effect monster: a monster appears face up at the location and must be met', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const events = encounterAt(s, 0, 'train-station', [1]);
    const [appeared] = eventsOf(events, 'monster-appeared');
    expect(appeared?.location).toBe('train-station');
    expect(appeared?.faceUp).toBe(true);
    expect(s.monsters.map((m) => m.n)).toEqual([node('train-station')]);
    expect(promptOf(s, 0).kind).toBe('sneak-or-fight');
  });

  it('effect gate: a gate and monster appear; the investigator is pulled through to box 2, the monster stays unmet', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const doom = s.doom;
    const events = encounterAt(s, 0, 'black-cave', [6, 5]);
    expect(s.gates.map((g) => g.n)).toEqual([node('black-cave')]);
    expect(s.doom).toBe(doom + 1);
    expect(s.monsters.filter((m) => m.n === node('black-cave')).length + eventsOf(events, 'monster-returned').length).toBe(1);
    expect(s.invs[0]).toMatchObject({ box: 2, at: -1 });
    expect(s.invs[0]?.world).toBe(s.gates[0]?.world);
    expect(s.gates[0]?.up).toBe(true);
    expect(eventsOf(events, 'table-roll').map((e) => e.table)).toEqual(['location', 'world']);
    // The monster that came with it stays at the Black Cave face down, never met: no sanity check, no fight.
    const [left] = s.monsters;
    expect(s.monsters).toHaveLength(1);
    expect(left).toMatchObject({ n: node('black-cave'), up: false });
    for (const type of ['sanity-check', 'combat', 'sneak', 'monster-met'] as const) expect(eventsOf(events, type), type).toEqual([]);
    expect(promptOf(s, 1).kind).toBe('move');
    expect(s.invs[0]?.done).toBe(true);
  });

  it('effect moveTo (a named location): the encounter there follows as if entered by moving', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const events = encounterAt(s, 0, 'city-hall', [5, 2]);
    expect(s.invs[0]?.at).toBe(node('police-station'));
    expect(eventsOf(events, 'table-roll').map((e) => [e.id, e.die])).toEqual([
      ['city-hall', 5],
      ['police-station', 2],
    ]);
    // With a monster there it is met; with a gate there, the gate or the table is the choice.
    const met = begin({ dice: [1, 1, 1, 1] });
    putMonster(met, 'maniac', 'police-station');
    expect(eventsOf(encounterAt(met, 0, 'city-hall', [5]), 'table-roll')).toHaveLength(1);
    expect(met.invs[0]?.at).toBe(node('police-station'));
    expect(promptOf(met, 0).kind).toBe('sneak-or-fight');
    const gated = begin({ dice: [1, 1, 1, 1] });
    putGate(gated, 'abyss', 'police-station');
    expect(eventsOf(encounterAt(gated, 0, 'city-hall', [5]), 'table-roll')).toHaveLength(1);
    expect(promptOf(gated, 0).kind).toBe('gate-or-location');
  });

  it('effect moveTo "any": the player picks any location', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    encounterAt(s, 0, 'train-station', [2]);
    const p = promptOf(s, 0);
    expect(p.kind).toBe('pick-location');
    expect(p.options).toHaveLength(26);
    const events = play(s, 0, 'pick-location', 'library', [6]);
    expect(s.invs[0]?.at).toBe(node('library'));
    expect(eventsOf(events, 'table-roll')[0]?.id).toBe('library');
  });

  it('effect moveTo "random": 2D6 on the gate table picks the location', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const events = encounterAt(s, 0, 'hibs-roadhouse', [4, 3, 4, 2]);
    expect(eventsOf(events, 'gate-roll')[0]?.location).toBe('founders-rock');
    expect(s.invs[0]?.at).toBe(node('founders-rock'));
  });

  it('effect sidewalk: out onto the street at the door, the turn over', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    encounterAt(s, 0, 'library', [1]);
    expect(s.invs[0]?.at).toBe(node('st-45'));
    expect(s.invs[0]?.done).toBe(true);
  });

  it('effect loseTurns with jail: to the Police Station, sitting out the next turn', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const events = encounterAt(s, 0, 'police-station', [1]);
    expect(eventsOf(events, 'jailed')[0]?.turns).toBe(1);
    expect(s.invs[0]?.loseTurns).toBe(1);
    const next = play(s, 1, 'move', 'go:st-03', [1, 1, 1, 1, 1, 1, 1, 1]);
    expect(eventsOf(next, 'turn-skipped').map((e) => e.investigator)).toEqual([s.invs[0]?.id]);
    expect(engine.prompts(s).map((p) => p.slot)).toEqual([1]);
  });

  it('effect visitWorld: one encounter in that world, then back where one was', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const events = encounterAt(s, 0, 'woods', [5, 6]);
    expect(eventsOf(events, 'visit')[0]?.world).toBe('earths-dreamlands');
    expect(eventsOf(events, 'table-roll').map((e) => e.id)).toEqual(['woods', 'earths-dreamlands']);
    expect(s.invs[0]).toMatchObject({ at: node('woods'), visit: null, world: null });
  });

  it('effect doubleOrNothing: heads doubles the money, tails loses it all', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    if (s.invs[0]) s.invs[0].money = 5;
    encounterAt(s, 0, 'hibs-roadhouse', [3, 1]);
    expect(s.invs[0]?.money).toBe(10);
    if (s.invs[1]) s.invs[1].money = 5;
    encounterAt(s, 1, 'hibs-roadhouse', [3, 6]);
    expect(s.invs[1]?.money).toBe(0);
  });

  it('effect nextMove: +2 to the next movement roll; or only one die', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    encounterAt(s, 0, 'historical-society', [1]);
    // The last turn ends: the Mythos Phase rolls its gate (1+1), then turn 2's moves roll.
    const events = encounterAt(s, 1, 'founders-rock', [5, 1, 1, 3, 3, 4]);
    expect(eventsOf(events, 'move-roll').map((e) => [e.dice, e.bonus, e.roll])).toEqual([
      [[3, 3], 2, 8],
      [[4], 0, 4],
    ]);
    expect(s.invs[0]?.nextMove).toBeNull();
  });

  it('effect skillBonus: +1 Sneak at the next encounter', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    encounterAt(s, 0, 'library', [5]);
    expect(s.invs[0]?.skillBonus).toEqual({ skill: 'sneak', amount: 1, turn: 1 });
  });

  it('effect discard: cards of the player\'s choice go back under the deck', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    emptyHands(s, 0);
    give(s, 0, 'item', 'knife');
    give(s, 0, 'item', 'shotgun');
    encounterAt(s, 0, 'shunned-house', [5]);
    const p = promptOf(s, 0);
    expect(p.kind).toBe('discard');
    expect(p.default).toBe('knife');
    play(s, 0, 'discard', 'shotgun');
    expect(s.invs[0]?.items).toEqual(['knife']);
    expect(s.decks.item[0]).toBe('shotgun');
  });

  it('effect rollAgain: the same table is rolled once more', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const events = encounterAt(s, 0, 'library', [2, 6]);
    expect(eventsOf(events, 'table-roll').map((e) => [e.id, e.die])).toEqual([
      ['library', 2],
      ['library', 6],
    ]);
  });

  it('effects hireAlly, retainer and sell are rules of their own (locations.test.ts): none reports itself as owed', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const events = encounterAt(s, 0, 'black-cave', [2]);
    expect(eventsOf(events, 'effect-owed')).toEqual([]);
    expect(promptOf(s, 0).kind).toBe('offer');
  });

  it('a gated location never rolls a gate of its own twice: a second gate there only adds a monster', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    putGate(s, 'yuggoth', 'black-cave');
    if (s.invs[0]) s.invs[0].at = node('black-cave');
    play(s, 0, 'move', 'stay');
    const events = play(s, 0, 'gate-or-location', 'location', [6, 3]);
    expect(s.gates).toHaveLength(1);
    expect(eventsOf(events, 'gate-blocked')[0]?.reason).toBe('already-gated');
    expect(s.invs[0]?.world).toBe('yuggoth');
  });
});
