// The location event tables and Other World tables in data/: their shape, and the 1987 danger profile
// they must keep (FACTS-1987 §6, §11, §12) so the balance of the gate table holds.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CHECKS, LocationTables, OtherWorld, type Effect, type TableFace } from '../../src/rulesets/classic/content/schema.js';

const LOCATION_IDS = [
  'black-cave', 'boarding-house', 'city-hall', 'historical-society', 'library', 'north-church', 'velmas-diner',
  'curiositie-shoppe', 'hibs-roadhouse', 'dagon-mission', 'darks-carnival', 'devils-beach', 'founders-rock',
  'graveyard', 'harney-jones-shack', 'hospital', 'sanitarium', 'lake-miskatonic', 'lighthouse',
  'miskatonic-university', 'newspaper', 'police-station', 'shunned-house', 'silver-twilight-lodge',
  'train-station', 'woods',
];
const SERVICE_ONLY = ['hospital', 'sanitarium', 'dagon-mission'];
const TABLE_LOCATIONS = LOCATION_IDS.filter((id) => !SERVICE_ONLY.includes(id));
const GATE_LOCATIONS = [
  'shunned-house', 'darks-carnival', 'lighthouse', 'devils-beach', 'graveyard', 'founders-rock',
  'silver-twilight-lodge', 'woods', 'lake-miskatonic', 'harney-jones-shack', 'black-cave',
];
/** Die faces showing "monster appears" outright, per location (FACTS-1987 §6). */
const MONSTER_FACES: Record<string, number[]> = {
  'black-cave': [1], 'darks-carnival': [1], 'founders-rock': [1], graveyard: [1], 'harney-jones-shack': [1],
  'shunned-house': [1], 'silver-twilight-lodge': [1], 'train-station': [1], woods: [1],
  'devils-beach': [1, 2], lighthouse: [1, 2],
};
const ALLY_IDS = ['black-cave-guide', 'shunned-house-ally'];

const WORLDS = [
  { id: 'abyss', name: 'The Abyss', colour: 'yellow', gateSp: 13, houndSafe: true, monsterFaces: [3] },
  { id: 'another-dimension', name: 'Another Dimension', colour: 'red', gateSp: 13, houndSafe: false, monsterFaces: [5] },
  { id: 'city-of-the-great-race', name: 'The City of the Great Race', colour: 'mustard', gateSp: 13, houndSafe: false, monsterFaces: [3] },
  { id: 'earths-dreamlands', name: "Earth's Dreamlands", colour: 'rust', gateSp: 10, houndSafe: true, monsterFaces: [3] },
  { id: 'great-hall-of-celeano', name: 'The Great Hall of Celaeno', colour: 'medium-purple', gateSp: 15, houndSafe: false, monsterFaces: [2, 3] },
  { id: 'plateau-of-leng', name: 'The Plateau of Leng', colour: 'light-blue', gateSp: 15, houndSafe: true, monsterFaces: [1] },
  { id: 'rlyeh', name: "R'lyeh", colour: 'green', gateSp: 16, houndSafe: false, monsterFaces: [1] },
  { id: 'yuggoth', name: 'Yuggoth', colour: 'dark-purple', gateSp: 15, houndSafe: false, monsterFaces: [] },
];
const WORLD_IDS = WORLDS.map((w) => w.id);
/** World, die face, and the check whose failure leaves the investigator lost (FACTS-1987 §11). */
const LOST_FACES = [
  { world: 'abyss', face: 2, check: 'fight' },
  { world: 'earths-dreamlands', face: 4, check: 'fastTalk' },
  { world: 'great-hall-of-celeano', face: 1, check: 'fastTalk' },
];

function readData(file: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../data/${file}`, import.meta.url), 'utf8'));
}

const tables = LocationTables.parse(readData('location-tables.json'));
const worlds = z.array(OtherWorld).parse(readData('other-worlds.json'));

type Kind = Effect['do'];
type EffectOf<K extends Kind> = Extract<Effect, { do: K }>;

/** Every effect in a list, including those nested in checks, coins, choices and conditions. */
function* allEffects(effects: readonly Effect[]): Generator<Effect> {
  for (const effect of effects) {
    yield effect;
    switch (effect.do) {
      case 'check':
        yield* allEffects(effect.pass);
        yield* allEffects(effect.fail);
        break;
      case 'coin':
        yield* allEffects(effect.heads);
        yield* allEffects(effect.tails);
        break;
      case 'choice':
        for (const option of effect.options) yield* allEffects(option.effects);
        break;
      case 'ifCarrying':
        yield* allEffects(effect.then);
        yield* allEffects(effect.else ?? []);
        break;
      default:
        break;
    }
  }
}

function ofKind<K extends Kind>(effects: Iterable<Effect>, kind: K): EffectOf<K>[] {
  return [...effects].filter((e): e is EffectOf<K> => e.do === kind);
}

/** Effects of one kind anywhere in a table, nested ones included. */
function deep<K extends Kind>(table: readonly TableFace[], kind: K): EffectOf<K>[] {
  return table.flatMap((face) => ofKind(allEffects(face.effects), kind));
}

/** The die numbers whose face has an effect of this kind at its top level, ascending. */
function facesWithTopLevel(table: readonly TableFace[], kind: Kind): number[] {
  return table
    .filter((face) => face.effects.some((e) => e.do === kind))
    .flatMap((face) => face.faces)
    .sort((a, b) => a - b);
}

function faceAt(table: readonly TableFace[], die: number): TableFace {
  const face = table.find((f) => f.faces.includes(die));
  if (face === undefined) throw new Error(`no face for ${die}`);
  return face;
}

function tableOf(location: string): TableFace[] {
  const table = tables[location];
  if (table === undefined) throw new Error(`no table for ${location}`);
  return table;
}

function worldOf(id: string): OtherWorld {
  const world = worlds.find((w) => w.id === id);
  if (world === undefined) throw new Error(`no world ${id}`);
  return world;
}

const allTables: { name: string; table: TableFace[] }[] = [
  ...Object.entries(tables).map(([name, table]) => ({ name, table })),
  ...worlds.map((w) => ({ name: w.id, table: w.table })),
];
const everyEffect = allTables.flatMap(({ table }) => table.flatMap((face) => [...allEffects(face.effects)]));
const locationEffects = Object.values(tables).flatMap((table) => table.flatMap((face) => [...allEffects(face.effects)]));

describe('table shape', () => {
  it('has a table for exactly the 23 locations that are not service-only', () => {
    expect(Object.keys(tables).sort()).toEqual([...TABLE_LOCATIONS].sort());
    expect(Object.keys(tables)).toHaveLength(23);
  });

  it('has the eight Other Worlds', () => {
    expect(worlds.map((w) => w.id).sort()).toEqual([...WORLD_IDS].sort());
  });

  it.each(allTables)('$name covers die faces 1..6 exactly once', ({ table }) => {
    const faces = table.flatMap((face) => face.faces).sort((a, b) => a - b);
    expect(faces).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('location danger profile', () => {
  it('shows "monster appears" on 13 die faces, where the 1987 tables have them', () => {
    const found: Record<string, number[]> = {};
    for (const [location, table] of Object.entries(tables)) {
      const faces = facesWithTopLevel(table, 'monster');
      if (faces.length > 0) found[location] = faces;
    }
    expect(found).toEqual(MONSTER_FACES);
    expect(Object.values(found).flat()).toHaveLength(13);
  });

  it('opens a gate on face 6 of exactly the eleven gate-table locations, and nowhere else', () => {
    for (const [location, table] of Object.entries(tables)) {
      const expected = GATE_LOCATIONS.includes(location) ? [6] : [];
      expect(facesWithTopLevel(table, 'gate'), location).toEqual(expected);
      expect(deep(table, 'gate'), location).toHaveLength(expected.length);
      if (expected.length > 0) expect(faceAt(table, 6).effects, location).toEqual([{ do: 'gate' }]);
    }
  });

  it('brings a monster to the Boarding House only for someone carrying a gun', () => {
    const conditions = tableOf('boarding-house').flatMap((face) => ofKind(face.effects, 'ifCarrying'));
    expect(conditions).toHaveLength(1);
    expect(conditions[0]?.tag).toBe('gun');
    expect(ofKind(conditions[0]?.then ?? [], 'monster')).toHaveLength(1);
    expect(ofKind(conditions[0]?.else ?? [], 'monster')).toHaveLength(0);
  });

  it('brings a monster at Lake Miskatonic only on a failed Sneak check', () => {
    const checks = tableOf('lake-miskatonic')
      .flatMap((face) => ofKind(face.effects, 'check'))
      .filter((check) => ofKind(allEffects(check.fail), 'monster').length > 0);
    expect(checks).toHaveLength(1);
    expect(checks[0]?.check).toBe('sneak');
    expect(ofKind(allEffects(checks[0]?.pass ?? []), 'monster')).toHaveLength(0);
  });

  it('has no other monsters hidden inside branches', () => {
    for (const [location, table] of Object.entries(tables)) {
      const conditional = location === 'boarding-house' || location === 'lake-miskatonic' ? 1 : 0;
      const outright = table.filter((face) => face.effects.some((e) => e.do === 'monster')).length;
      expect(deep(table, 'monster').length, location).toBe(outright + conditional);
    }
  });
});

describe('location services', () => {
  it('offers the local characters at Black Cave and Shunned House only', () => {
    const hires = Object.entries(tables).flatMap(([location, table]) =>
      deep(table, 'hireAlly').map((hire) => [location, hire.ally]),
    );
    expect(hires.sort()).toEqual([
      ['black-cave', 'black-cave-guide'],
      ['shunned-house', 'shunned-house-ally'],
    ]);
  });

  it('sells a car at the Lighthouse', () => {
    expect(deep(tableOf('lighthouse'), 'special')).toEqual([{ do: 'special', name: 'car-for-sale' }]);
  });

  it('buys monographs at Miskatonic University at $2, $5 or $10 by the die', () => {
    const sales = deep(tableOf('miskatonic-university'), 'sell');
    expect(sales).toHaveLength(1);
    expect(sales[0]?.what).toBe('monograph');
    const priceByDie = new Map((sales[0]?.prices ?? []).flatMap((p) => p.faces.map((f) => [f, p.amount] as const)));
    expect([1, 2, 3, 4, 5, 6].map((die) => priceByDie.get(die))).toEqual([2, 2, 2, 5, 5, 10]);
  });

  it('buys stories at the Newspaper for $10 or $5 by a roll covering every die face', () => {
    const sales = deep(tableOf('newspaper'), 'sell');
    expect(sales).toHaveLength(1);
    expect(sales[0]?.what).toBe('story');
    const prices = sales[0]?.prices ?? [];
    expect(prices.flatMap((p) => p.faces).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(prices.map((p) => p.amount))).toEqual(new Set([5, 10]));
  });

  it('offers a retainer at Miskatonic University and the Newspaper only', () => {
    const offering = Object.entries(tables)
      .filter(([, table]) => deep(table, 'retainer').length > 0)
      .map(([location]) => location);
    expect(offering.sort()).toEqual(['miskatonic-university', 'newspaper']);
  });

  it('jails for one turn at the Police Station only', () => {
    const jailing = Object.entries(tables)
      .filter(([, table]) => deep(table, 'loseTurns').some((lose) => lose.jail === true))
      .map(([location]) => location);
    expect(jailing).toEqual(['police-station']);
    expect(deep(tableOf('police-station'), 'loseTurns')).toContainEqual({ do: 'loseTurns', turns: 1, jail: true });
  });

  it('offers a free taxi anywhere at the Train Station', () => {
    expect(facesWithTopLevel(tableOf('train-station'), 'moveTo')).toHaveLength(1);
    expect(deep(tableOf('train-station'), 'moveTo')).toEqual([{ do: 'moveTo', to: 'any' }]);
  });

  it.each(['curiositie-shoppe', 'hibs-roadhouse'])('%s sells items at list and at a flat price', (location) => {
    const buys = deep(tableOf(location), 'buy');
    expect(buys.every((buy) => buy.deck === 'item')).toBe(true);
    expect(buys.some((buy) => buy.price === 'list')).toBe(true);
    expect(buys.some((buy) => typeof buy.price === 'number')).toBe(true);
  });

  it("sells a meal at Velma's Diner that restores Strength for money", () => {
    const meals = deep(tableOf('velmas-diner'), 'choice').flatMap((choice) => choice.options).filter((option) => {
      const paid = ofKind(option.effects, 'money').some((m) => typeof m.amount === 'number' && m.amount < 0);
      const fed = ofKind(option.effects, 'stat').some((s) => s.stat === 'strength');
      return paid && fed;
    });
    expect(meals).toHaveLength(1);
  });
});

describe('location vocabulary', () => {
  const kinds = new Set(locationEffects.map((e) => e.do));

  it('uses the whole location effect vocabulary', () => {
    const expected: Kind[] = [
      'nothing', 'stat', 'money', 'draw', 'buy', 'check', 'coin', 'choice', 'ifCarrying', 'monster', 'gate',
      'moveTo', 'sidewalk', 'loseTurns', 'visitWorld', 'hireAlly', 'retainer', 'doubleOrNothing', 'nextMove',
      'skillBonus', 'sell', 'discard', 'rollAgain', 'special',
    ];
    for (const kind of expected) expect(kinds.has(kind), kind).toBe(true);
  });

  it('keeps Other World moves out of Arkham', () => {
    for (const kind of ['lost', 'stay', 'returnToArkham'] as const) expect(kinds.has(kind), kind).toBe(false);
  });

  it('checks every skill and stat, gains and loses both stats, and rolls money both ways', () => {
    expect(new Set(ofKind(locationEffects, 'check').map((c) => c.check))).toEqual(new Set(CHECKS));
    const stats = ofKind(locationEffects, 'stat');
    for (const stat of ['strength', 'sanity'] as const) {
      expect(stats.some((s) => s.stat === stat && typeof s.amount === 'number' && s.amount > 0), stat).toBe(true);
      expect(stats.some((s) => s.stat === stat && typeof s.amount === 'number' && s.amount < 0), stat).toBe(true);
    }
    const amounts = ofKind(locationEffects, 'money').map((m) => m.amount);
    expect(amounts).toContain('D6');
    expect(amounts).toContain('-D6');
  });

  it('draws items and spells, discards both, and speeds or slows the next move', () => {
    const draws = new Set(ofKind(locationEffects, 'draw').map((d) => d.deck));
    expect(draws).toEqual(new Set(['item', 'spell']));
    expect(new Set(ofKind(locationEffects, 'discard').map((d) => d.deck))).toEqual(new Set(['item', 'spell']));
    const moves = ofKind(locationEffects, 'nextMove');
    expect(moves).toContainEqual({ do: 'nextMove', bonus: 2 });
    expect(moves).toContainEqual({ do: 'nextMove', dieOnly: true });
    expect(ofKind(locationEffects, 'skillBonus')).toContainEqual({ do: 'skillBonus', skill: 'sneak', amount: 1 });
  });

  it('rides to anywhere, to a random place and to named locations, and visits the Dreamlands', () => {
    const destinations = ofKind(locationEffects, 'moveTo').map((m) => m.to);
    expect(destinations).toContain('any');
    expect(destinations).toContain('random');
    expect(destinations.some((to) => LOCATION_IDS.includes(to))).toBe(true);
    expect(ofKind(locationEffects, 'visitWorld')).toEqual([{ do: 'visitWorld', world: 'earths-dreamlands' }]);
  });

  it('offers choices keyed pay and leave', () => {
    for (const choice of ofKind(locationEffects, 'choice')) {
      expect(choice.options.map((o) => o.key).sort()).toEqual(['leave', 'pay']);
    }
  });
});

describe('Other Worlds', () => {
  it.each(WORLDS)('$id has its name, colour, gate SP and hound rule', (expected) => {
    const world = worldOf(expected.id);
    expect(world.name).toBe(expected.name);
    expect(world.colour).toBe(expected.colour);
    expect(world.gateSp).toBe(expected.gateSp);
    expect(world.houndSafe).toBe(expected.houndSafe);
  });

  it.each(WORLDS)('$id meets monsters on the 1987 faces', ({ id, monsterFaces }) => {
    const table = worldOf(id).table;
    expect(facesWithTopLevel(table, 'monster')).toEqual(monsterFaces);
    expect(deep(table, 'monster')).toHaveLength(monsterFaces.length);
  });

  it('has 8 monster faces in 48', () => {
    const total = worlds.flatMap((w) => facesWithTopLevel(w.table, 'monster'));
    expect(total).toHaveLength(8);
    expect(worlds.flatMap((w) => w.table.flatMap((f) => f.faces))).toHaveLength(48);
  });

  it('loses investigators only on the three failed checks of 1987', () => {
    const found = worlds.flatMap((world) =>
      world.table.flatMap((face) =>
        ofKind(face.effects, 'check')
          .filter((check) => ofKind(check.fail, 'lost').length > 0)
          .flatMap((check) => face.faces.map((die) => ({ world: world.id, face: die, check: check.check }))),
      ),
    );
    expect(found).toEqual(LOST_FACES);
    const everyLost = worlds.flatMap((w) => deep(w.table, 'lost'));
    expect(everyLost).toHaveLength(LOST_FACES.length);
  });

  it('keeps you in the Abyss another turn on a failed Knowledge check (face 4)', () => {
    const checks = ofKind(faceAt(worldOf('abyss').table, 4).effects, 'check');
    expect(checks.map((c) => c.check)).toEqual(['knowledge']);
    expect(checks[0]?.fail).toEqual([{ do: 'stay' }]);
  });

  it('keeps you in the City of the Great Race on face 2, and nowhere else stays unconditionally', () => {
    expect(faceAt(worldOf('city-of-the-great-race').table, 2).effects).toEqual([{ do: 'stay' }]);
    const staying = worlds.flatMap((w) => facesWithTopLevel(w.table, 'stay').map((die) => `${w.id}:${die}`));
    expect(staying).toEqual(['city-of-the-great-race:2']);
  });

  it('shifts from Another Dimension to Celaeno (2), to R\'lyeh (3) and to a random Arkham location (4)', () => {
    const table = worldOf('another-dimension').table;
    expect(faceAt(table, 2).effects).toEqual([{ do: 'visitWorld', world: 'great-hall-of-celeano' }]);
    expect(faceAt(table, 3).effects).toEqual([{ do: 'visitWorld', world: 'rlyeh' }]);
    expect(faceAt(table, 4).effects).toEqual([{ do: 'moveTo', to: 'random' }]);
  });

  it("teaches a skill in Earth's Dreamlands on face 2", () => {
    expect(faceAt(worldOf('earths-dreamlands').table, 2).effects).toEqual([{ do: 'draw', deck: 'skill', count: 1 }]);
    const skillDraws = worlds.flatMap((w) => deep(w.table, 'draw').filter((d) => d.deck === 'skill'));
    expect(skillDraws).toHaveLength(1);
  });
});

describe('texts and references', () => {
  const faces = allTables.flatMap(({ name, table }) => table.map((face) => ({ name, text: face.text })));

  it('keeps every text short, printable ASCII and free of control characters', () => {
    for (const { name, text } of faces) {
      expect(text.length, `${name}: ${text}`).toBeLessThanOrEqual(200);
      // Printable ASCII only: the text has to survive CP437 and 7-bit terminals unchanged.
      expect(text, name).toMatch(/^[\x20-\x7e]+$/);
      expect(text, name).toBe(text.trim());
    }
  });

  it('writes every face in the second person', () => {
    for (const { name, text } of faces) expect(text, name).toMatch(/\byou(r)?\b/i);
  });

  it('never repeats a text', () => {
    const texts = faces.map((f) => f.text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('references only known allies, worlds and locations', () => {
    for (const hire of ofKind(everyEffect, 'hireAlly')) expect(ALLY_IDS).toContain(hire.ally);
    for (const visit of ofKind(everyEffect, 'visitWorld')) expect(WORLD_IDS).toContain(visit.world);
    for (const move of ofKind(everyEffect, 'moveTo')) expect(['any', 'random', ...LOCATION_IDS]).toContain(move.to);
  });
});
