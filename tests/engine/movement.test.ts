import { describe, expect, it } from 'vitest';
import type { MoveOption, Prompt } from '../../src/engine/index.js';
import { isUseOption } from '../../src/engine/index.js';
import { begin, emptyHands, endTurn, engine, eventsOf, graph, node, play, promptOf, putGate, putMonster, stillPile } from './support/game.js';

function moves(p: Prompt): MoveOption[] {
  if (p.kind !== 'move') throw new Error(`expected a move prompt, got ${p.kind}`);
  return p.options.filter((o): o is MoveOption => !isUseOption(o));
}

function walks(p: Prompt): MoveOption[] {
  return moves(p).filter((o) => !o.taxi && o.id !== 'stay');
}

describe('Investigator Phase: movement', () => {
  it('Investigator Phase 2: one prompt offers every destination within the 2D6 roll, with its cost', () => {
    const s = begin({ dice: [3, 3, 2, 1] });
    const p = promptOf(s, 0);
    if (p.kind !== 'move') throw new Error('no move prompt');
    expect(p.context.dice).toEqual([3, 3]);
    expect(p.context.roll).toBe(6);
    const from = node('train-station');
    const expected = graph.ids.filter((_, n) => n !== from && graph.distance(from, n) <= 6);
    expect(walks(p).map((o) => o.to).sort()).toEqual([...expected].sort());
    for (const o of walks(p)) expect(o.cost).toBe(graph.distance(from, node(o.to)));
    expect(moves(p)[0]).toMatchObject({ id: 'stay', to: 'train-station', cost: 0 });
    expect(p.default).toBe('stay');
  });

  it('Investigator Phase 2: leaving a location costs 1 (a roll of 2 reaches only the street and its neighbours)', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const p = promptOf(s, 0);
    expect(walks(p).map((o) => o.to).sort()).toEqual(['st-02', 'st-03', 'st-10'].sort());
  });

  it('Investigator Phase 2: entering a location costs 1 and ends the move there', () => {
    const s = begin({ dice: [6, 6, 1, 1] });
    s.invs[0] && (s.invs[0].at = node('st-45'));
    const p = promptOf(s, 0);
    const library = walks(p).find((o) => o.to === 'library');
    expect(library?.cost).toBe(1);
    // Nothing is reached through the library: every destination's cost is its street distance.
    for (const o of walks(p)) expect(o.cost).toBe(graph.distance(node('st-45'), node(o.to)));
  });

  it('Investigator Phase 7: no shortcut through a two-door location (Boarding House)', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    s.invs[0] && (s.invs[0].at = node('st-54'));
    const p = promptOf(s, 0);
    const to = walks(p).map((o) => o.to);
    expect(to).toContain('boarding-house');
    expect(to).not.toContain('st-66');
    expect(graph.distance(node('st-54'), node('st-66'))).toBeGreaterThan(2);
  });

  it("Investigator Phase 2: entering a monster's space stops the move; places beyond show where it stops", () => {
    const s = begin({ dice: [2, 1, 1, 1] });
    putMonster(s, 'maniac', 'st-02');
    const p = promptOf(s, 0);
    const stopped = walks(p).find((o) => o.to === 'st-02');
    expect(stopped).toMatchObject({ end: 'st-02', stoppedAt: null, monsters: 1, cost: 2 });
    const beyond = walks(p).filter((o) => o.stoppedAt !== null);
    for (const o of beyond) {
      expect(o.end).toBe('st-02');
      expect(graph.distance(node('train-station'), node(o.to))).toBeLessThanOrEqual(3);
    }
    const before = s.invs[0]?.at;
    const target = beyond[0];
    if (target) {
      play(s, 0, 'move', target.id);
      expect(s.invs[0]?.at).toBe(node('st-02'));
      expect(before).not.toBe(s.invs[0]?.at);
      expect(promptOf(s, 0).kind).toBe('sneak-or-fight');
    }
  });

  it('Investigator Phase 2: a Hound of Tindalos stops no one on the street (Hounds rule 1)', () => {
    const s = begin({ dice: [2, 1, 1, 1] });
    putMonster(s, 'hound-of-tindalos', 'st-02');
    const p = promptOf(s, 0);
    expect(walks(p).filter((o) => o.stoppedAt !== null)).toEqual([]);
    expect(walks(p).find((o) => o.to === 'st-02')?.monsters).toBe(0);
    play(s, 0, 'move', 'go:st-02');
    expect(s.invs[0]?.done).toBe(true);
  });

  it('Investigator Phase 2: reaching a taxi stand offers a $1 ride to any space or location, ending the move', () => {
    const s = begin({ dice: [3, 3, 1, 1] });
    const p = promptOf(s, 0);
    const taxis = moves(p).filter((o) => o.taxi);
    expect(taxis).toHaveLength(graph.size - 1);
    expect(taxis.every((o) => o.price === 1)).toBe(true);
    const money = s.invs[0]?.money ?? 0;
    const events = play(s, 0, 'move', 'taxi:lighthouse', [5]);
    expect(eventsOf(events, 'moved')[0]).toMatchObject({ to: 'lighthouse', taxi: true, price: 1 });
    expect(s.invs[0]?.money).toBe(money - 1);
    expect(s.invs[0]?.at).toBe(node('lighthouse'));
  });

  it('Investigator Phase 2: no taxi without the fare or without reaching a stand', () => {
    const s = begin({ dice: [3, 3, 1, 1] });
    if (s.invs[0]) s.invs[0].money = 0;
    expect(moves(promptOf(s, 0)).some((o) => o.taxi)).toBe(false);
    expect(moves(promptOf(s, 1)).some((o) => o.taxi)).toBe(false);
  });

  it('Investigator Phase 3: ending on an empty street ends the turn', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const events = play(s, 0, 'move', 'go:st-03');
    expect(eventsOf(events, 'turn-ended')).toEqual([{ type: 'turn-ended', investigator: s.invs[0]?.id, passed: false }]);
    expect(s.invs[0]?.done).toBe(true);
    expect(engine.prompts(s).map((p) => p.slot)).toEqual([1]);
  });

  it('Investigator Phase 4: ending in an empty location means a location encounter (D6 on its table)', () => {
    const s = begin({ dice: [2, 2, 1, 1] });
    const events = play(s, 0, 'move', 'go:city-hall', [6]);
    expect(eventsOf(events, 'table-roll')).toEqual([{ type: 'table-roll', investigator: s.invs[0]?.id, table: 'location', id: 'city-hall', die: 6 }]);
  });

  it('Investigator Phase 4: staying in a location is an encounter there too', () => {
    const s = begin({ dice: [2, 2, 1, 1] });
    const events = play(s, 0, 'move', 'stay', [6]);
    expect(eventsOf(events, 'table-roll')[0]).toMatchObject({ id: 'train-station', die: 6 });
  });

  it('Investigator Phase 5: ending where monsters are means meeting them', () => {
    const s = begin({ dice: [2, 2, 1, 1] });
    putMonster(s, 'maniac', 'city-hall');
    play(s, 0, 'move', 'go:city-hall');
    const p = promptOf(s, 0);
    expect(p.kind).toBe('sneak-or-fight');
  });

  it('Investigator Phase 6: at a gated location, the choice of the gate or the location table', () => {
    const s = begin({ dice: [3, 3, 1, 1] });
    putGate(s, 'abyss', 'black-cave');
    play(s, 0, 'move', 'go:black-cave');
    const p = promptOf(s, 0);
    expect(p.kind).toBe('gate-or-location');
    expect(p.options.map((o) => o.id).sort()).toEqual(['gate', 'location']);
    const events = play(s, 0, 'gate-or-location', 'gate', [5]);
    expect(eventsOf(events, 'gate-entered')[0]).toMatchObject({ location: 'black-cave', world: 'abyss' });
    expect(s.invs[0]).toMatchObject({ world: 'abyss', box: 2, at: -1 });
    expect(eventsOf(events, 'table-roll')[0]).toMatchObject({ table: 'world', id: 'abyss', die: 5 });
  });
});

describe('Investigator Phase: the asynchronous turn', () => {
  it('Investigator Phase 1: every investigator has an open prompt and may act in any order', () => {
    const s = begin({ players: 2, dice: [1, 1, 1, 1, 1, 1, 1, 1] });
    expect(engine.prompts(s).map((p) => p.slot).sort()).toEqual([0, 1, 2, 3]);
    play(s, 3, 'move', 'go:st-03');
    play(s, 1, 'move', 'go:st-02');
    expect(engine.prompts(s).map((p) => p.slot).sort()).toEqual([0, 2]);
  });

  it('Investigator Phase 1: option strictOrder restores clockwise order from the first player', () => {
    const s = begin({ players: 2, options: { strictOrder: true }, dice: [1, 1, 1, 1, 1, 1, 1, 1] });
    const first = s.players[s.firstPlayer];
    const second = s.players[(s.firstPlayer + 1) % 2];
    if (!first || !second) throw new Error('no players');
    const order = [...first.slots, ...second.slots];
    for (const slot of order) {
      const open = engine.prompts(s);
      expect(open.map((p) => p.slot)).toEqual([slot]);
      play(s, slot, 'move', 'go:st-03', [1, 1]);
      endTurn(s, slot);
    }
    expect(s.turn).toBe(2);
  });

  it('Mythos Phase: runs as soon as every investigator has ended their turn', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    stillPile(s);
    play(s, 0, 'move', 'go:st-03');
    expect(s.phase).toBe('investigator');
    const events = play(s, 1, 'move', 'go:st-02', [6, 6, 1, 1, 1, 1]);
    expect(eventsOf(events, 'phase').map((e) => [e.phase, e.turn])).toEqual([
      ['mythos', 1],
      ['investigator', 2],
    ]);
    expect(eventsOf(events, 'gate-roll')[0]?.location).toBe('black-cave');
  });

  it('Investigator Phase 8: one who ends in the space of another who has ended is asked to trade or end (trading.test.ts)', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    emptyHands(s, 0);
    emptyHands(s, 1);
    play(s, 0, 'move', 'go:st-03');
    const events = play(s, 1, 'move', 'go:st-03', [4, 5, 1, 1, 1, 1]);
    expect(eventsOf(events, 'turn-ended')).toHaveLength(0);
    const p = promptOf(s, 1);
    expect(p.kind).toBe('end-turn');
    expect(p.options.map((o) => o.id)).toEqual([`trade:${s.invs[0]?.id}`, 'end']);
    expect(eventsOf(endTurn(s, 1), 'turn-ended')).toHaveLength(1);
  });
});
