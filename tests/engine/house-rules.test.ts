// The rules sheet's House Rules and the readings of FACTS-1987 §13 that are game options.
import { describe, expect, it } from 'vitest';
import { placeMonster } from '../../src/rulesets/classic/engine/board-monsters.js';
import { buildContext } from '../../src/rulesets/classic/engine/context.js';
import type { GameState } from '../../src/engine/index.js';
import { begin, content, counterOf, emptyHands, encounterAt, engine, eventsOf, give, node, play, promptOf, putGate, putMonster } from './support/game.js';

const BEN: [string, string] = ['ben-hale', 'amos-wendell'];

describe('House rules', () => {
  it('House rules: three players or fewer, option extraStartCards: each investigator takes two of an extra skill, spell and item at setup', () => {
    const s = engine.start({ players: [{ id: 'p1' }], options: { extraStartCards: true } }, 'extra').state;
    play(s, 0, 'setup-stats', 'str-5');
    const p = promptOf(s, 0);
    expect(p.kind).toBe('extra-cards');
    expect(p.options.map((o) => o.id).sort()).toEqual(['item+spell', 'skill+item', 'skill+spell']);
    const events = play(s, 0, 'extra-cards', 'skill+spell');
    expect(eventsOf(events, 'card-gained').map((e) => e.deck)).toEqual(['skill', 'spell']);
    expect([s.invs[0]?.items.length, s.invs[0]?.spells.length, s.invs[0]?.skills.length]).toEqual([3, 2, 2]);

    const three = engine.start({ players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], options: { extraStartCards: true } }, 'extra3').state;
    play(three, 0, 'setup-stats', 'str-5');
    expect(promptOf(three, 0).kind).toBe('extra-cards');
    const four = engine.start({ players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }], options: { extraStartCards: true } }, 'extra4').state;
    play(four, 0, 'setup-stats', 'str-5');
    expect(promptOf(four, 0).kind).toBe('setup-trade');
  });

  it('House rules: option fullHeal heals all the way to 7 in one go at the Hospital or Sanitarium', () => {
    const s = begin({ dice: [1, 1, 1, 1], options: { fullHeal: true } });
    emptyHands(s, 0);
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    i.str = 1;
    encounterAt(s, 0, 'hospital', []);
    const events = play(s, 0, 'heal', 'heal', []);
    expect(eventsOf(events, 'stat')).toEqual([{ type: 'stat', investigator: i.id, stat: 'strength', delta: 6, value: 7 }]);
    expect(i.money).toBe(10);
  });

  function powerAtGate(options: { powerSeal: boolean }): { s: GameState; power: number } {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN], options });
    emptyHands(s, 0);
    emptyHands(s, 1);
    give(s, 0, 'item', 'shotgun');
    give(s, 0, 'spell', 'heal');
    putGate(s, 'abyss', 'woods', true);
    const power = putMonster(s, 'shub-niggurath', 'woods');
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    Object.assign(i, { at: node('woods'), explored: node('woods'), san: 7 });
    play(s, 0, 'move', 'stay');
    // Sanity check against the Power (pass: lose 2), then 2 + Fight 5 + shotgun 6 = 13, the Abyss's SP.
    const events = play(s, 0, 'attack-gate', 'attack', [1, 2]);
    expect(eventsOf(events, 'gate-attack')[0]).toMatchObject({ destroyed: true });
    return { s, power };
  }

  it('House rules: option powerSeal: a Power killed by destroying its gate may seal the location for 1 item and 1 spell; Doom does not move back', () => {
    const { s, power } = powerAtGate({ powerSeal: true });
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    const doom = s.doom;
    const p = promptOf(s, 0);
    expect(p).toMatchObject({ kind: 'power-seal', default: 'skip', context: { location: 'woods', counter: power, species: 'shub-niggurath' } });
    // One item and one spell: each discard has a single choice, taken without asking.
    const events = play(s, 0, 'power-seal', 'seal');
    expect(eventsOf(events, 'power-sealed')).toEqual([{ type: 'power-sealed', investigator: 'ben-hale', location: 'woods', counter: power, species: 'shub-niggurath' }]);
    expect(eventsOf(events, 'card-lost').map((e) => e.card)).toEqual(['shotgun', 'heal']);
    expect(i.trophies).not.toContain(power);
    expect(s.powerSeals).toEqual([{ n: node('woods'), c: power }]);
    expect(s.elderSigns).toContain(node('woods'));
    expect(s.doom).toBe(doom);
  });

  it('House rules: without option powerSeal the Power simply joins the trophies', () => {
    const { s, power } = powerAtGate({ powerSeal: false });
    expect(s.invs[0]?.trophies).toContain(power);
    expect(engine.prompts(s).some((p) => p.kind === 'power-seal')).toBe(false);
  });

  it('House rules: option simplifiedMonsterMovement: flyers, the new monsters and those of their colour move; on an every-gate roll all do', () => {
    const moved = (simplified: boolean, dice: number[]): { walker: boolean; kin: boolean; fresh: boolean } => {
      const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN], options: { simplifiedMonsterMovement: simplified } });
      emptyHands(s, 0);
      emptyHands(s, 1);
      const walker = putMonster(s, 'maniac', 'st-40');
      const kin = putMonster(s, 'ghoul', 'st-50');
      const fresh = counterOf('ghoul', s);
      s.decks.monsters = [fresh];
      play(s, 0, 'move', 'go:st-03');
      const events = play(s, 1, 'move', 'go:st-02', [...dice, 1, 1, 1, 1]);
      const movers = eventsOf(events, 'monster-moved').map((e) => e.counter);
      return { walker: movers.includes(walker), kin: movers.includes(kin), fresh: movers.includes(fresh) };
    };
    // Gate roll 4+5: a gate at the Woods brings the last ghoul; the other ghoul (same colour) moves, the Maniac not.
    expect(moved(true, [4, 5])).toEqual({ walker: false, kin: true, fresh: true });
    expect(moved(false, [4, 5])).toEqual({ walker: true, kin: true, fresh: true });
    // A 7 (Founder's Rock) is the every-gate roll: all monsters move.
    expect(moved(true, [3, 4])).toEqual({ walker: true, kin: true, fresh: true });
  });
});

describe('readings of FACTS-1987 §13 as options', () => {
  it("§13 Dark's Carnival: a building by default (a Hound may appear there); option darksCarnivalBuilding off: a Hound drawn for it goes back", () => {
    const c = buildContext(content);
    for (const building of [true, false]) {
      const s = begin({ options: { darksCarnivalBuilding: building } });
      const hound = counterOf('hound-of-tindalos', s);
      s.decks.monsters.splice(s.decks.monsters.indexOf(hound), 1);
      const r = { c, s, ev: [] };
      expect(placeMonster(r, hound, node('darks-carnival'), false)).toBe(building);
    }
  });

  it('§13 Hound of Tindalos: only magic harms it by default; option houndOnlyMagic off lets Fight and weapons count', () => {
    for (const onlyMagic of [true, false]) {
      const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN], options: { houndOnlyMagic: onlyMagic } });
      emptyHands(s, 0);
      emptyHands(s, 1);
      give(s, 0, 'item', 'shotgun');
      const hound = putMonster(s, 'hound-of-tindalos', 'city-hall');
      const i = s.invs[0];
      if (!i) throw new Error('no investigator');
      i.at = node('city-hall');
      play(s, 0, 'move', 'stay');
      // No Sneak from a Hound and one loadout: the fight, then sanity 1, attack 6, damage 1.
      const events = play(s, 0, 'sneak-or-fight', `fight:${hound}`, [1, 6, 1]);
      expect(eventsOf(events, 'combat')[0]).toMatchObject(onlyMagic ? { total: 6, killed: false } : { total: 17, killed: true });
    }
  });

  it("§13 Vampire growth: +1 SP each Mythos Phase by default; option vampireGrowth 'gate-opened': +1 each time a gate opens", () => {
    const grew = (vampireGrowth: 'mythos-phase' | 'gate-opened', gateCards: boolean): number => {
      const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN], options: { vampireGrowth } });
      emptyHands(s, 0);
      emptyHands(s, 1);
      putMonster(s, 'vampire', 'library');
      if (!gateCards) s.decks.gate = [];
      play(s, 0, 'move', 'go:st-03');
      // The Mythos gate roll 4+5 (Woods), then turn 2's moves.
      const events = play(s, 1, 'move', 'go:st-02', [4, 5, 1, 1, 1, 1]);
      return eventsOf(events, 'monster-grew').length;
    };
    expect([grew('mythos-phase', true), grew('mythos-phase', false)]).toEqual([1, 1]);
    expect([grew('gate-opened', true), grew('gate-opened', false)]).toEqual([1, 0]);
  });
});
