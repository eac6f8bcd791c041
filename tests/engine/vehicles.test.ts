// Vehicles and blockers (Investigator Phase 2, the Monster Counters' blockers, the Lighthouse's car):
// a taxi or a car goes round monsters where a route can be traced, else stops one space short.
import { describe, expect, it } from 'vitest';
import type { GameState, MoveOption, Prompt } from '../../src/engine/index.js';
import { isUseOption } from '../../src/engine/index.js';
import { buildContext } from '../../src/rulesets/classic/engine/context.js';
import { vehicleDestination } from '../../src/rulesets/classic/engine/vehicles.js';
import { begin, content, encounterAt, eventsOf, graph, node, park, play, promptOf, putMonster } from './support/game.js';

function moves(p: Prompt): MoveOption[] {
  if (p.kind !== 'move') throw new Error(`expected a move prompt, got ${p.kind}`);
  return p.options.filter((o): o is MoveOption => !isUseOption(o));
}

function option(s: GameState, id: string): MoveOption | undefined {
  return moves(promptOf(s, 0)).find((o) => o.id === id);
}

/** Investigator 0 standing on the taxi stand st-13 with the fare, its move prompt open. */
function atStand(): GameState {
  const s = begin({ dice: [1, 1, 1, 1] });
  park(s, 0, 'st-13');
  return s;
}

describe('Vehicles', () => {
  it('Investigator Phase 2 (vehicles): a taxi goes round a monster when another route can be traced', () => {
    const s = atStand();
    putMonster(s, 'maniac', 'st-14');
    expect(option(s, 'taxi:st-16')).toMatchObject({ to: 'st-16', end: 'st-16', stoppedAt: null, taxi: true, price: 1 });
    const events = play(s, 0, 'move', 'taxi:st-16');
    expect(eventsOf(events, 'moved')[0]).toMatchObject({ from: 'st-13', to: 'st-16', taxi: true, price: 1 });
  });

  it('Investigator Phase 2 (vehicles): with no route round, the ride stops one space short of the monster', () => {
    const s = atStand();
    putMonster(s, 'maniac', 'st-15');
    // Every way into st-15 ends on it: the taxi halts on st-14, the nearest space it can reach.
    expect(option(s, 'taxi:st-15')).toMatchObject({ to: 'st-15', end: 'st-14', stoppedAt: 'st-14', monsters: 0 });
    expect(option(s, 'taxi:city-hall')).toMatchObject({ end: 'st-14' });
  });

  it('Monster Counters: a blocker (Gug, Star Spawn, Dhole) stops vehicles in its own and adjacent spaces: the ride ends one space distant', () => {
    const s = atStand();
    putMonster(s, 'gug', 'st-15');
    const ride = option(s, 'taxi:st-16');
    expect(ride?.end).not.toBe('st-16');
    expect(graph.distance(node(ride?.end ?? ''), node('st-15'))).toBe(2);
    // A plain monster in the same place leaves st-16 open by another route.
    const t = atStand();
    putMonster(t, 'maniac', 'st-15');
    expect(option(t, 'taxi:st-16')?.end).toBe('st-16');
  });

  it('vehicleDestination: where one ride ends (for the Taxi Whistle); a Hound on the street blocks nothing', () => {
    const s = atStand();
    const c = buildContext(content);
    const r = { c, s, ev: [] };
    putMonster(s, 'maniac', 'st-15');
    expect(vehicleDestination(r, node('st-13'), node('st-15'))).toBe(node('st-14'));
    expect(vehicleDestination(r, node('st-13'), node('woods'))).toBe(node('woods'));
    const t = atStand();
    putMonster(t, 'hound-of-tindalos', 'st-15');
    expect(vehicleDestination({ c, s: t, ev: [] }, node('st-13'), node('st-15'))).toBe(node('st-15'));
  });
});

describe("The Lighthouse's car", () => {
  it('Lighthouse: the car for sale: $30 buys a car (or pass); short of the money there is nothing to decide', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    i.money = 30;
    encounterAt(s, 0, 'lighthouse', [3]);
    const p = promptOf(s, 0);
    expect(p.kind).toBe('choice');
    expect(p.options.map((o) => o.id)).toEqual(['buy-car', 'pass']);
    expect(p.default).toBe('pass');
    const events = play(s, 0, 'choice', 'buy-car');
    expect(eventsOf(events, 'money')[0]).toMatchObject({ delta: -30, value: 0 });
    expect(eventsOf(events, 'car-bought')).toEqual([{ type: 'car-bought', investigator: i.id, price: 30 }]);
    expect(i.car).toBe(true);

    const t = begin({ dice: [1, 1, 1, 1] });
    const j = t.invs[0];
    if (!j) throw new Error('no investigator');
    j.money = 29;
    const poor = encounterAt(t, 0, 'lighthouse', [3]);
    expect(eventsOf(poor, 'choice-made')).toEqual([{ type: 'choice-made', investigator: j.id, key: 'pass' }]);
    expect(j.car).toBeUndefined();
  });

  it('Lighthouse: a car owner drives anywhere once per turn, free, going round monsters where a route can be traced', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    i.car = true;
    const cars = moves(promptOf(s, 0)).filter((o) => o.car === true);
    expect(cars).toHaveLength(graph.size - 1);
    expect(cars.find((o) => o.id === 'car:woods')).toMatchObject({ to: 'woods', end: 'woods', cost: 0, price: 0, taxi: false });
    putMonster(s, 'maniac', 'st-26');
    const blocked = moves(promptOf(s, 0)).find((o) => o.id === 'car:woods');
    expect(blocked?.end).not.toBe('woods');
    expect(graph.distance(node(blocked?.end ?? ''), node('st-26'))).toBe(1);
    const events = play(s, 0, 'move', 'car:woods');
    expect(eventsOf(events, 'moved')[0]).toMatchObject({ from: 'train-station', to: blocked?.end, car: true, price: 0 });
    expect(i.money).toBe(13);
  });
});
