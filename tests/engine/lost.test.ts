// Lost investigators: replaced next turn (rules sheet), stranded by another's gate closing, and the
// "Investigator Lost" alternate rules (option investigatorLost 'rescue').
import { describe, expect, it } from 'vitest';
import { buildContext } from '../../src/rulesets/classic/engine/context.js';
import { changeStat } from '../../src/rulesets/classic/engine/harm.js';
import type { GameState, InvestigatorState } from '../../src/engine/index.js';
import { begin, content, emptyHands, eventsOf, give, inWorld, kick, node, play, promptOf, putGate } from './support/game.js';

const BEN: [string, string] = ['ben-hale', 'amos-wendell'];

function both(s: GameState): [InvestigatorState, InvestigatorState] {
  const [ben, amos] = s.invs;
  if (!ben || !amos) throw new Error('no investigators');
  return [ben, amos];
}

/** Amos ends turn 1 on a street, then is put adrift (rescue rules) in `box` of the Abyss, holding a knife. */
function amosAdrift(box: number): GameState {
  const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN], options: { investigatorLost: 'rescue' } });
  emptyHands(s, 0);
  emptyHands(s, 1);
  play(s, 1, 'move', 'go:st-02');
  give(s, 1, 'item', 'knife');
  Object.assign(both(s)[1], { status: 'adrift', world: 'abyss', box, at: -1, san: 0 });
  return s;
}

describe('Lost investigators', () => {
  it('Lost investigators: cards, trophies, allies and the retainer go back; a new investigator not in play starts next turn at the Train Station with a fresh kit and a STR/SAN split', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    const [ben] = both(s);
    emptyHands(s, 0);
    emptyHands(s, 1);
    give(s, 0, 'item', 'knife');
    putGate(s, 'abyss', 'woods', true);
    inWorld(s, 0, 'abyss', 2);
    const trophy = s.decks.monsters.pop() ?? -1;
    const gateCard = s.decks.gate.splice(s.decks.gate.indexOf('yuggoth'), 1)[0] ?? '';
    Object.assign(ben, { str: 1, allies: ['black-cave-guide'], retainer: true, trophies: [trophy], gateTrophies: [gateCard] });
    // Box 1, Abyss face 1 (-1 STR, not a blow an ally takes): lost. Mythos gate roll 6+6; turn 2.
    const events = kick(s, [1, 6, 6, 1, 1, 1, 1]);
    expect(eventsOf(events, 'lost')).toEqual([{ type: 'lost', investigator: 'ben-hale' }]);
    expect(s.decks.monsters).toContain(trophy);
    expect(s.decks.item[0]).toBe('knife');
    expect(s.decks.gate).toContain(gateCard);
    const joined = eventsOf(events, 'investigator-joined')[0];
    expect(joined?.slot).toBe(0);
    expect(['ben-hale', 'amos-wendell']).not.toContain(joined?.investigator);
    const fresh = s.invs[0];
    expect(fresh).toMatchObject({ status: 'setup', at: node('train-station'), money: 13, allies: [], retainer: false, charity: true, trophies: [] });
    expect(fresh?.items).toHaveLength(3);
    expect(promptOf(s, 0).kind).toBe('setup-stats');
  });

  it('Stranding: destroying the last gate to a world strands those in it (lost) and costs the destroyer D6 SAN each; the gate prompt names them first', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    const [ben, amos] = both(s);
    emptyHands(s, 0);
    emptyHands(s, 1);
    give(s, 0, 'item', 'shotgun');
    putGate(s, 'abyss', 'woods', true);
    play(s, 1, 'move', 'go:st-02');
    Object.assign(amos, { world: 'abyss', box: 1, at: -1 });
    Object.assign(ben, { at: node('woods'), explored: node('woods'), san: 7 });
    play(s, 0, 'move', 'stay');
    const p = promptOf(s, 0);
    expect(p).toMatchObject({ kind: 'gate-or-location', context: { location: 'woods', strands: ['amos-wendell'] } });
    // 2 + Fight 5 + shotgun 6 = 13: destroyed. Amos is stranded; Ben loses D6 = 3 SAN.
    const events = play(s, 0, 'gate-or-location', 'attack', [2, 3]);
    expect(eventsOf(events, 'gate-closed')).toHaveLength(1);
    expect(eventsOf(events, 'stranded')).toEqual([{ type: 'stranded', investigator: 'amos-wendell', by: 'ben-hale', world: 'abyss' }]);
    expect(eventsOf(events, 'lost')).toEqual([{ type: 'lost', investigator: 'amos-wendell' }]);
    expect(ben.san).toBe(4);
  });

  it('Stranding: two stranded cost the destroyer D6 SAN for each', () => {
    const s = begin({ players: 2, dice: Array(8).fill(1), investigators: [BEN, ['ruth-ashby', 'mickey-doyle']] });
    const [ben, amos, ruth] = s.invs;
    if (!ben || !amos || !ruth) throw new Error('no investigators');
    for (const slot of [0, 1, 2, 3]) emptyHands(s, slot);
    give(s, 0, 'item', 'shotgun');
    putGate(s, 'abyss', 'woods', true);
    play(s, 1, 'move', 'go:st-02');
    play(s, 2, 'move', 'go:st-10');
    for (const i of [amos, ruth]) Object.assign(i, { world: 'abyss', box: 1, at: -1 });
    Object.assign(ben, { at: node('woods'), explored: node('woods'), san: 7 });
    play(s, 0, 'move', 'stay');
    expect(promptOf(s, 0).context).toMatchObject({ strands: ['amos-wendell', 'ruth-ashby'] });
    // 2 + Fight 5 + shotgun 6 = 13: destroyed; then D6 = 3 and D6 = 2 SAN, one for each stranded.
    const events = play(s, 0, 'gate-or-location', 'attack', [2, 3, 2]);
    expect(eventsOf(events, 'stranded').map((e) => e.investigator)).toEqual(['amos-wendell', 'ruth-ashby']);
    expect(eventsOf(events, 'stat').filter((e) => e.investigator === 'ben-hale').map((e) => e.delta)).toEqual([-3, -2]);
    expect(ben.san).toBe(2);
  });

  it('Stranding: while another gate to that world stands, closing one strands nobody', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    const [ben, amos] = both(s);
    emptyHands(s, 0);
    emptyHands(s, 1);
    give(s, 0, 'item', 'shotgun');
    putGate(s, 'abyss', 'woods', true);
    putGate(s, 'abyss', 'graveyard', true);
    play(s, 1, 'move', 'go:st-02');
    Object.assign(amos, { world: 'abyss', box: 1, at: -1 });
    Object.assign(ben, { at: node('woods'), explored: node('woods') });
    play(s, 0, 'move', 'stay');
    expect(promptOf(s, 0).context).toMatchObject({ strands: [] });
    const events = play(s, 0, 'gate-or-location', 'attack', [2]);
    expect(eventsOf(events, 'stranded')).toEqual([]);
    expect(amos.status).toBe('active');
  });
});

describe('"Investigator Lost" alternate rules (option investigatorLost "rescue")', () => {
  it('Investigator Lost rules: one lost in an Other World stays adrift in the box with everything, doing nothing; the player may give up (then lost and replaced)', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN], options: { investigatorLost: 'rescue' } });
    const [ben] = both(s);
    emptyHands(s, 0);
    emptyHands(s, 1);
    give(s, 0, 'item', 'knife');
    putGate(s, 'abyss', 'woods', true);
    inWorld(s, 0, 'abyss', 2);
    ben.str = 1;
    const items = [...ben.items];
    // Box 1, Abyss face 1 (-1 STR): adrift. Mythos gate roll 6+6; turn 2.
    const events = kick(s, [1, 6, 6, 1, 1, 1, 1]);
    expect(eventsOf(events, 'adrift')).toEqual([{ type: 'adrift', investigator: 'ben-hale', world: 'abyss', box: 1 }]);
    expect(eventsOf(events, 'lost')).toEqual([]);
    expect(ben).toMatchObject({ status: 'adrift', world: 'abyss', box: 1, str: 0, items });
    const p = promptOf(s, 0);
    expect(p).toMatchObject({ kind: 'adrift', default: 'wait', context: { world: 'abyss', box: 1 } });
    const gaveUp = play(s, 0, 'adrift', 'give-up');
    expect(eventsOf(gaveUp, 'gave-up')).toHaveLength(1);
    expect(eventsOf(gaveUp, 'lost')).toHaveLength(1);
    expect(s.invs[0]?.status).toBe('lost');
  });

  it('Investigator Lost rules: lost by a generic event (not STR or SAN at 0), the investigator has SAN set to 0', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN], options: { investigatorLost: 'rescue' } });
    const [ben] = both(s);
    emptyHands(s, 0);
    emptyHands(s, 1);
    putGate(s, 'abyss', 'woods', true);
    inWorld(s, 0, 'abyss', 2);
    const san = ben.san;
    // Box 1, Abyss face 2: a Fight check failed (6) means lost.
    const events = kick(s, [2, 6]);
    expect(eventsOf(events, 'stat')).toContainEqual({ type: 'stat', investigator: 'ben-hale', stat: 'sanity', delta: -san, value: 0 });
    expect(ben).toMatchObject({ status: 'adrift', san: 0 });
    expect(ben.str).toBeGreaterThan(0);
  });

  it('Investigator Lost rules: a rescuer in the same box carries them box by box back to Arkham, a Strength roll each, and may borrow their items', () => {
    const s = amosAdrift(2);
    const [ben, amos] = both(s);
    putGate(s, 'abyss', 'woods', true);
    ben.at = node('woods');
    play(s, 0, 'move', 'stay');
    // Through the gate to box 2 of the Abyss (face 5: an item); the end of the turn offers the rescue.
    play(s, 0, 'gate-or-location', 'gate', [5]);
    const p = promptOf(s, 0);
    expect(p.kind).toBe('end-turn');
    expect(p.options.map((o) => o.id)).toEqual(['carry:amos-wendell', 'borrow:amos-wendell:knife', 'end']);
    expect(eventsOf(play(s, 0, 'end-turn', 'borrow:amos-wendell:knife'), 'borrowed')).toEqual([
      { type: 'borrowed', investigator: 'ben-hale', from: 'amos-wendell', card: 'knife' },
    ]);
    expect([ben.items.includes('knife'), amos.items]).toEqual([true, []]);
    // Strength roll 1: Amos to box 1; the turn ends. Mythos gate roll 6+6; turn 2: Ben to box 1 (face 5).
    const first = play(s, 0, 'end-turn', 'carry:amos-wendell', [1, 6, 6, 5]);
    expect(eventsOf(first, 'check')[0]).toMatchObject({ investigator: 'ben-hale', check: 'strength', die: 1, pass: true });
    expect(eventsOf(first, 'rescue-move')).toEqual([{ type: 'rescue-move', investigator: 'amos-wendell', by: 'ben-hale', world: 'abyss', box: 1 }]);
    expect(s.turn).toBe(2);
    expect([ben.box, amos.box]).toEqual([1, 1]);
    expect(promptOf(s, 1).kind).toBe('adrift');
    play(s, 1, 'adrift', 'wait');
    // A Strength roll of 1 again: back through the Woods gate, and (SAN 0) to the Sanitarium.
    const second = play(s, 0, 'end-turn', 'carry:amos-wendell', [1]);
    expect(eventsOf(second, 'rescue-move')[0]).toMatchObject({ box: 0 });
    expect(eventsOf(second, 'returned')[0]).toMatchObject({ investigator: 'amos-wendell', location: 'woods' });
    expect(eventsOf(second, 'knocked-out')[0]).toMatchObject({ investigator: 'amos-wendell', stat: 'sanity', to: 'sanitarium' });
    expect(amos).toMatchObject({ status: 'active', world: null, at: node('sanitarium') });
  });

  it('Investigator Lost rules: a failed Strength roll leaves them where they are, and the turn ends', () => {
    const s = amosAdrift(2);
    const [ben, amos] = both(s);
    putGate(s, 'abyss', 'woods', true);
    ben.at = node('woods');
    ben.str = 3;
    play(s, 0, 'move', 'stay');
    play(s, 0, 'gate-or-location', 'gate', [5]);
    const events = play(s, 0, 'end-turn', 'carry:amos-wendell', [6, 6, 6]);
    expect(eventsOf(events, 'check')[0]).toMatchObject({ pass: false });
    expect(eventsOf(events, 'rescue-move')).toEqual([]);
    expect(amos.box).toBe(2);
  });

  it('Investigator Lost rules: Strength or Sanity given by a spell or an item revives them where they stand', () => {
    const s = amosAdrift(1);
    const [, amos] = both(s);
    const r = { c: buildContext(content), s, ev: [] };
    changeStat(r, amos.flow, amos, 'sanity', 2);
    expect(r.ev).toEqual([
      { type: 'stat', investigator: 'amos-wendell', stat: 'sanity', delta: 2, value: 2 },
      { type: 'revived', investigator: 'amos-wendell' },
    ]);
    expect(amos).toMatchObject({ status: 'active', world: 'abyss', box: 1 });

    // In play: Ben, through the gate into Amos's box, casts Cloud Memory on him at the end of his turn.
    const t = amosAdrift(2);
    const [ben, lost] = both(t);
    give(t, 0, 'spell', 'cloud-memory');
    putGate(t, 'abyss', 'woods', true);
    ben.at = node('woods');
    play(t, 0, 'move', 'stay');
    play(t, 0, 'gate-or-location', 'gate', [5]);
    expect(promptOf(t, 0).options.map((o) => o.id)).toContain('use:cloud-memory:amos-wendell');
    const cast = play(t, 0, 'end-turn', 'use:cloud-memory:amos-wendell', [1]);
    expect(eventsOf(cast, 'revived')).toEqual([{ type: 'revived', investigator: 'amos-wendell' }]);
    expect(lost).toMatchObject({ status: 'active', san: 2, world: 'abyss', box: 2 });
  });
});
