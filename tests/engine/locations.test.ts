// The rules sheet's "Locations" section: shops buying items, the Dagon Mission's charity, local
// characters, retainers, stories and monographs, the Hospital and Sanitarium, and the jail.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/index.js';
import { begin, emptyHands, encounterAt, eventsOf, give, meet, node, play, promptOf, putGate } from './support/game.js';

/** A game at turn 1 with both investigators' hands emptied (no card use offered on the way). */
function bare(): GameState {
  const s = begin({ dice: [1, 1, 1, 1], investigators: [['ben-hale', 'amos-wendell']] });
  emptyHands(s, 0);
  emptyHands(s, 1);
  return s;
}

function optionIds(s: GameState, slot: number): string[] {
  return promptOf(s, slot).options.map((o) => o.id);
}

describe('Locations', () => {
  it("Locations, Hib's Roadhouse & Curiositie Shoppe 1: after surviving a location event there, items worth $2 or more sell for half their price, rounded up", () => {
    const s = bare();
    give(s, 0, 'item', 'revolver-38');
    give(s, 0, 'item', 'derringer-18');
    give(s, 0, 'item', 'taxi-whistle');
    give(s, 0, 'item', 'knife');
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    // Curiositie Shoppe face 6: nothing happens; the sale is offered at the end of the turn.
    encounterAt(s, 0, 'curiositie-shoppe', [6]);
    const p = promptOf(s, 0);
    expect(p.kind).toBe('end-turn');
    const sales = p.options.filter((o) => 'action' in o && o.action === 'sell');
    // $4 sells for 2, $3 for 2 (rounded up), $2 (the knife) for 1; the $1 whistle not at all.
    expect(sales.map((o) => ('price' in o ? [o.id, o.price] : []))).toEqual([
      ['sell:revolver-38', 2],
      ['sell:derringer-18', 2],
      ['sell:knife', 1],
    ]);
    const events = play(s, 0, 'end-turn', 'sell:derringer-18');
    expect(eventsOf(events, 'sold')).toEqual([{ type: 'sold', investigator: 'ben-hale', what: 'item', card: 'derringer-18', die: null, price: 2 }]);
    expect(eventsOf(events, 'card-lost')[0]).toMatchObject({ card: 'derringer-18', reason: 'sold' });
    expect(i.money).toBe(15);
    expect(s.decks.item[0]).toBe('derringer-18');
    expect(optionIds(s, 0)).toEqual(['sell:revolver-38', 'sell:knife', 'end']);
    play(s, 0, 'end-turn', 'end');
    expect(i.done).toBe(true);
  });

  it("Locations, Hib's Roadhouse & Curiositie Shoppe 1: no sale once the event has put one out of the shop", () => {
    const s = bare();
    give(s, 0, 'item', 'revolver-38');
    // Curiositie Shoppe face 5: out onto the sidewalk; the turn just ends.
    const events = encounterAt(s, 0, 'curiositie-shoppe', [5]);
    expect(eventsOf(events, 'turn-ended')).toHaveLength(1);
    expect(s.invs[0]?.at).not.toBe(node('curiositie-shoppe'));
  });

  it('Locations, Dagon Mission 1–3: one with none or the fewest spells, money or items takes $10, 2 items or 1 spell in a category that qualifies them; the card turns to repay', () => {
    const s = bare();
    const [i, other] = s.invs;
    if (!i || !other) throw new Error('no investigators');
    i.money = 0;
    give(s, 0, 'item', 'knife');
    give(s, 0, 'spell', 'shrivelling');
    other.money = 5;
    give(s, 1, 'spell', 'heal');
    give(s, 1, 'spell', 'power-drain');
    // Money: none. Items: 1 against 0, no. Spells: 1 against 2, the fewest.
    encounterAt(s, 0, 'dagon-mission', []);
    const p = promptOf(s, 0);
    expect(p.kind).toBe('charity');
    expect(p.options.map((o) => o.id)).toEqual(['money', 'spell', 'decline']);
    expect(p.default).toBe('money');
    const events = play(s, 0, 'charity', 'spell');
    expect(eventsOf(events, 'charity')).toEqual([{ type: 'charity', investigator: 'ben-hale', gift: 'spell' }]);
    expect(eventsOf(events, 'card-gained').map((e) => e.deck)).toEqual(['spell']);
    expect(i.spells).toHaveLength(2);
    expect(i.charity).toBe(false);
  });

  it('Locations, Dagon Mission 1: no charity with the card on its repay side, nor for one who has more than someone in every category', () => {
    const s = bare();
    const [i, other] = s.invs;
    if (!i || !other) throw new Error('no investigators');
    give(s, 0, 'item', 'knife');
    give(s, 0, 'spell', 'shrivelling');
    other.money = 5;
    const events = encounterAt(s, 0, 'dagon-mission', []);
    expect(eventsOf(events, 'turn-ended')).toHaveLength(1);

    const t = bare();
    const [j] = t.invs;
    if (!j) throw new Error('no investigator');
    j.money = 0;
    j.charity = false;
    expect(eventsOf(encounterAt(t, 0, 'dagon-mission', []), 'turn-ended')).toHaveLength(1);
  });

  it('Locations, Dagon Mission 4: the next destroyed monster (or gate) goes back to the pile instead of the trophies; the card turns back to CHARITY', () => {
    const { s, counters } = meet(['elder-thing']);
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    i.charity = false;
    give(s, 0, 'item', 'revolver-38');
    const c = counters[0] ?? -1;
    const events = play(s, 0, 'sneak-or-fight', `fight:${c}`, [1, 4]);
    expect(eventsOf(events, 'combat')[0]).toMatchObject({ killed: true });
    expect(eventsOf(events, 'monster-returned')).toEqual([{ type: 'monster-returned', counter: c, species: 'elder-thing', reason: 'charity' }]);
    expect(eventsOf(events, 'charity-repaid')).toEqual([{ type: 'charity-repaid', investigator: 'ben-hale', trophy: 'monster' }]);
    expect(i.trophies).toEqual([]);
    expect(i.charity).toBe(true);

    // Or the next destroyed gate: its card goes back to the gate deck, not to the trophies.
    const t = bare();
    const j = t.invs[0];
    if (!j) throw new Error('no investigator');
    j.charity = false;
    give(t, 0, 'item', 'shotgun');
    putGate(t, 'abyss', 'woods', true);
    Object.assign(j, { at: node('woods'), explored: node('woods') });
    play(t, 0, 'move', 'stay');
    // 2 + Fight 5 + shotgun 6 = 13, the Abyss gate's SP.
    const closed = play(t, 0, 'gate-or-location', 'attack', [2]);
    expect(eventsOf(closed, 'gate-closed')).toHaveLength(1);
    expect(eventsOf(closed, 'charity-repaid')).toEqual([{ type: 'charity-repaid', investigator: 'ben-hale', trophy: 'gate' }]);
    expect(j.gateTrophies).toEqual([]);
    expect(t.decks.gate).toContain('abyss');
    expect(j.charity).toBe(true);
  });

  it('Locations, Black Cave & Shunned House 1–4: a local character is hired for $5 and adds +2 to Fight; none while another holds them or without the money', () => {
    const s = bare();
    const [i, other] = s.invs;
    if (!i || !other) throw new Error('no investigators');
    // Black Cave face 2: the guide offers himself.
    encounterAt(s, 0, 'black-cave', [2]);
    const p = promptOf(s, 0);
    expect(p.kind).toBe('offer');
    expect(p.context).toEqual({ what: 'ally', ally: 'black-cave-guide', price: 5 });
    expect(p.default).toBe('leave');
    const events = play(s, 0, 'offer', 'take');
    expect(eventsOf(events, 'ally-hired')).toEqual([{ type: 'ally-hired', investigator: 'ben-hale', ally: 'black-cave-guide', price: 5 }]);
    expect(i.money).toBe(8);
    expect(i.allies).toEqual(['black-cave-guide']);

    // The same character cannot be hired twice; nor by one who cannot pay.
    const taken = encounterAt(s, 1, 'black-cave', [2]);
    expect(eventsOf(taken, 'ignored')).toEqual([{ type: 'ignored', investigator: 'amos-wendell', effect: 'hireAlly', reason: 'none-left' }]);
    const t = bare();
    if (t.invs[0]) t.invs[0].money = 4;
    const poor = encounterAt(t, 0, 'shunned-house', [2]);
    expect(eventsOf(poor, 'ignored')[0]).toMatchObject({ effect: 'hireAlly', reason: 'cannot-pay' });
  });

  it('Locations, Black Cave & Shunned House 4–6: the ally adds +2 Fight in combat and takes a blow that would leave one at 0 STR, then is discarded; not an item', () => {
    const { s, counters } = meet(['elder-thing']);
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    i.allies = ['shunned-house-ally'];
    i.str = 3;
    const c = counters[0] ?? -1;
    // Sanity check 1; attack 3 + Fight 5 + ally 2 = 10 < 12; the counterattack of 4 would end it: the ally takes it.
    const events = play(s, 0, 'sneak-or-fight', `fight:${c}`, [1, 3, 4]);
    expect(eventsOf(events, 'combat')[0]).toMatchObject({ total: 10, killed: false });
    expect(eventsOf(events, 'ally-took-blow')).toEqual([{ type: 'ally-took-blow', investigator: 'ben-hale', ally: 'shunned-house-ally', loss: 4 }]);
    expect(i.str).toBe(3);
    expect(i.allies).toEqual([]);
    expect(i.items).toEqual([]);
    // Next round, a blow of 2 is taken in full.
    play(s, 0, 'sneak-or-fight', `fight:${c}`, [1, 2]);
    expect(i.str).toBe(1);
  });

  it('Locations, Newspaper & Miskatonic University 1: a retainer pays $2 at the start of each of one\'s turns; a second is ignored; 4 retainer cards in all', () => {
    const s = bare();
    const [i, other] = s.invs;
    if (!i || !other) throw new Error('no investigators');
    // Newspaper face 2: a retainer, taken by default.
    encounterAt(s, 0, 'newspaper', [2]);
    expect(promptOf(s, 0)).toMatchObject({ kind: 'offer', default: 'take', context: { what: 'retainer' } });
    expect(eventsOf(play(s, 0, 'offer', 'take'), 'retainer-taken')).toHaveLength(1);
    expect(i.retainer).toBe(true);
    const money = i.money;
    // Slot 1 ends its turn; the Mythos Phase (gate roll 1+1) runs; turn 2 begins: $2 paid.
    const events = play(s, 1, 'move', 'go:st-03', [1, 1, 1, 1, 1, 1]);
    expect(eventsOf(events, 'retainer-paid')).toEqual([{ type: 'retainer-paid', investigator: 'ben-hale', amount: 2 }]);
    expect(i.money).toBe(money + 2);
    // A second retainer is ignored.
    const again = encounterAt(s, 0, 'miskatonic-university', [2]);
    expect(eventsOf(again, 'ignored')).toEqual([{ type: 'ignored', investigator: 'ben-hale', effect: 'retainer', reason: 'has-retainer' }]);
  });

  it('Locations, Newspaper & Miskatonic University 1: when all 4 retainers are out, a retainer face gives nothing', () => {
    const s = begin({ players: 4, dice: [1, 1, 1, 1, 1, 1, 1, 1] });
    for (let slot = 0; slot < 4; slot += 1) emptyHands(s, slot);
    for (const i of s.invs.slice(1)) i.retainer = true;
    const first = s.invs[0];
    if (!first) throw new Error('no investigator');
    encounterAt(s, 0, 'newspaper', [2]);
    play(s, 0, 'offer', 'take');
    expect(s.invs.filter((i) => i.retainer)).toHaveLength(4);
    const t = begin({ players: 5, dice: Array.from({ length: 10 }, () => 1) });
    for (let slot = 0; slot < 5; slot += 1) emptyHands(t, slot);
    for (const i of t.invs.slice(1)) i.retainer = true;
    const events = encounterAt(t, 0, 'newspaper', [2]);
    expect(eventsOf(events, 'ignored')[0]).toMatchObject({ effect: 'retainer', reason: 'none-left' });
    expect(t.invs[0]?.retainer).toBe(false);
  });

  it('Locations, Newspaper & Miskatonic University 1: stories and monographs sell by a D6 price list, but not while on retainer', () => {
    const s = bare();
    const [i, other] = s.invs;
    if (!i || !other) throw new Error('no investigators');
    // Newspaper face 1, then the D6 for the price: 4 → $10.
    const story = encounterAt(s, 0, 'newspaper', [1, 4]);
    expect(eventsOf(story, 'sold')).toEqual([{ type: 'sold', investigator: 'ben-hale', what: 'story', card: null, die: 4, price: 10 }]);
    expect(i.money).toBe(23);
    // Miskatonic University face 1, price die 6 → $10; on retainer: nothing.
    other.retainer = true;
    const refused = encounterAt(s, 1, 'miskatonic-university', [1, 6]);
    expect(eventsOf(refused, 'ignored')).toEqual([{ type: 'ignored', investigator: 'amos-wendell', effect: 'sell', reason: 'on-retainer' }]);
    expect(eventsOf(refused, 'sold')).toEqual([]);
  });

  it('Locations, Hospital & Sanitarium 1–2: $3 a turn for D6 STR (Hospital) or D6 SAN (Sanitarium); one may stay and be treated again', () => {
    const s = bare();
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    i.str = 2;
    encounterAt(s, 0, 'hospital', []);
    expect(promptOf(s, 0)).toMatchObject({ kind: 'heal', context: { service: 'hospital', price: 3 } });
    const events = play(s, 0, 'heal', 'heal', [3]);
    expect(eventsOf(events, 'service')).toEqual([{ type: 'service', investigator: 'ben-hale', service: 'hospital', paid: 3 }]);
    expect(i.str).toBe(5);
    expect(i.money).toBe(10);
    expect(i.healedShort).toBe(false);
    // Staying on next turn: treated again, another $3 for another D6. (Slot 1 ends turn 1; Mythos gate roll; turn 2.)
    play(s, 1, 'move', 'go:st-03', [1, 1, 1, 1, 1, 1]);
    expect(s.turn).toBe(2);
    play(s, 0, 'move', 'stay');
    expect(promptOf(s, 0)).toMatchObject({ kind: 'heal', context: { service: 'hospital', price: 3 } });
    play(s, 0, 'heal', 'heal', [1]);
    expect([i.str, i.money]).toEqual([6, 7]);

    const t = bare();
    const j = t.invs[1];
    if (!j) throw new Error('no investigator');
    j.san = 1;
    encounterAt(t, 1, 'sanitarium', []);
    play(t, 1, 'heal', 'heal', [6]);
    expect(j.san).toBe(7);
  });

  it('Locations, Hospital & Sanitarium 3: short of money one pays what one has, is treated once, and must leave before being treated again', () => {
    const s = bare();
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    i.str = 1;
    i.money = 2;
    encounterAt(s, 0, 'hospital', []);
    const events = play(s, 0, 'heal', 'heal', [2]);
    expect(eventsOf(events, 'service')[0]).toMatchObject({ paid: 2 });
    expect(i.money).toBe(0);
    expect(i.str).toBe(3);
    expect(i.healedShort).toBe(true);
    // Next turn, staying on: no treatment. Slot 1 ends turn 1; Mythos gate roll; turn 2.
    play(s, 1, 'move', 'go:st-03', [1, 1, 1, 1, 1, 1]);
    const stay = play(s, 0, 'move', 'stay');
    expect(eventsOf(stay, 'service')).toEqual([]);
    expect(i.done).toBe(true);
  });

  it('Locations, Police Station: jail sits out exactly one game turn', () => {
    const s = bare();
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    encounterAt(s, 0, 'police-station', [1]);
    expect(i.at).toBe(node('police-station'));
    expect(i.loseTurns).toBe(1);
    // Turn 2: the jailed investigator's turn is skipped; turn 3: they move again.
    const two = play(s, 1, 'move', 'go:st-03', [1, 1, 1, 1]);
    expect(eventsOf(two, 'turn-skipped')).toEqual([{ type: 'turn-skipped', investigator: 'ben-hale', turnsLeft: 0 }]);
    expect(s.turn).toBe(2);
    const three = play(s, 1, 'move', 'stay', [1, 1, 1, 1]);
    expect(s.turn).toBe(3);
    expect(eventsOf(three, 'move-roll').map((e) => e.investigator)).toContain('ben-hale');
  });
});
