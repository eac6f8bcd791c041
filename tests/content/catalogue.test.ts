// The card and counter catalogue in data/ against the numbers of the 1987 box (FACTS-1987 §7, §8, §10).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Ally, GateTable, Investigator, Item, MonsterSpecies, RulesNumbers, SkillCard, Spell } from '../../src/rulesets/classic/content/schema.js';

function dataFile<T>(name: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(new URL(`../../data/${name}`, import.meta.url), 'utf8')));
}

const monsters = dataFile('monsters.json', z.array(MonsterSpecies));
const items = dataFile('items.json', z.array(Item));
const spells = dataFile('spells.json', z.array(Spell));
const skills = dataFile('skills.json', z.array(SkillCard));
const investigators = dataFile('investigators.json', z.array(Investigator));
const allies = dataFile('allies.json', z.array(Ally));
const gateTable = dataFile('gate-table.json', GateTable);
const rules = dataFile('rules.json', RulesNumbers);

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const byId = <T extends { id: string }>(list: readonly T[], id: string): T => {
  const found = list.find((entry) => entry.id === id);
  if (found === undefined) throw new Error(`no entry ${id}`);
  return found;
};

describe('monsters (§7)', () => {
  // species: SP, sanity a/b, movement per counter (hand + speed), colour per counter, blocker.
  const expected: [string, number, [number | string, number | string], string[], string[], boolean][] = [
    ['cthulhu', 30, [2, 'D6+1'], ['S0'], ['bw'], false],
    ['yog-sothoth', 23, [2, 'D6+1'], ['S0'], ['bw'], false],
    ['nyarlathotep', 24, [2, 'D6+1'], ['S0'], ['bw'], false],
    ['ghatanothoa', 23, [2, 'D6+1'], ['S0'], ['bw'], false],
    ['shub-niggurath', 20, [2, 'D6+1'], ['S0'], ['bw'], false],
    ['werewolf', 8, [0, 1], ['L5'], ['bw'], false],
    ['ghost', 6, [1, 2], ['S0', 'S0'], ['bw', 'bw'], false],
    ['vampire', 8, [0, 0], ['R5'], ['bw'], false],
    ['maniac', 8, [0, 0], ['L5', 'L5', 'R5', 'R5'], ['bw', 'bw', 'bw', 'bw'], false],
    ['zombie', 10, [0, 0], ['L5'], ['bw'], false],
    ['shoggoth', 14, [1, 3], ['L6', 'R6'], ['light-blue', 'light-blue'], false],
    ['formless-spawn', 14, [1, 2], ['L5', 'R5'], ['yellow', 'yellow'], false],
    ['ghoul', 8, [0, 1], ['L6', 'R6', 'R6'], ['yellow', 'yellow', 'yellow'], false],
    ['elder-thing', 12, [0, 1], ['L5', 'R5'], ['light-blue', 'light-blue'], false],
    ['nightgaunt', 14, [0, 1], ['F6', 'F6', 'F6'], ['rust', 'rust', 'rust'], false],
    ['gug', 17, [1, 3], ['L2', 'R2'], ['rust', 'rust'], true],
    ['shantak', 8, [0, 1], ['F5', 'F5', 'F5'], ['medium-purple', 'medium-purple', 'medium-purple'], false],
    ['star-spawn', 18, [1, 3], ['R4', 'L4', 'L4'], ['green', 'medium-purple', 'mustard'], true],
    ['deep-one', 9, [0, 1], ['L5', 'L6', 'R5', 'R6'], ['green', 'green', 'green', 'green'], false],
    ['hound-of-tindalos', 15, [1, 4], ['F8', 'F8', 'F8'], ['red', 'red', 'red'], false],
    ['dimensional-shambler', 11, [0, 2], ['L3', 'R3'], ['red', 'red'], false],
    ['flying-polyp', 16, [2, 4], ['F9', 'F9'], ['mustard', 'mustard'], false],
    ['mi-go', 9, [1, 2], ['L4', 'R4', 'R4'], ['dark-purple', 'dark-purple', 'dark-purple'], false],
    ['dhole', 19, [1, 4], ['R3'], ['dark-purple'], true],
  ];

  it('has the 24 species entries (5 Powers and 19 others) in the order of §7, 49 counters in all', () => {
    expect(monsters.map((m) => m.id)).toEqual(expected.map((e) => e[0]));
    expect(sum(monsters.map((m) => m.counters.length))).toBe(49);
  });

  it.each(expected)('%s: SP %i, sanity %j, movement %j, colours %j, blocker %s', (id, sp, sanity, moves, colours, blocker) => {
    const m = byId(monsters, id);
    expect(m.sp).toBe(sp);
    expect(m.sanity).toEqual(sanity);
    expect(m.counters.map((c) => `${c.hand}${c.speed}`)).toEqual(moves);
    expect(m.counters.map((c) => c.colour)).toEqual(colours);
    expect(m.blocker).toBe(blocker);
  });

  it('counts counters per colour as §7 does', () => {
    const perColour: Record<string, number> = {};
    for (const counter of monsters.flatMap((m) => m.counters)) perColour[counter.colour] = (perColour[counter.colour] ?? 0) + 1;
    expect(perColour).toEqual({
      bw: 14,
      yellow: 5,
      red: 5,
      rust: 5,
      green: 5,
      'medium-purple': 4,
      'light-blue': 4,
      'dark-purple': 4,
      mustard: 3,
    });
  });

  it('gives each species its special rules', () => {
    const specials = Object.fromEntries(monsters.map((m) => [m.id, [...m.specials].sort()]));
    for (const power of ['cthulhu', 'yog-sothoth', 'nyarlathotep', 'ghatanothoa', 'shub-niggurath']) {
      expect(specials[power]).toEqual(['only-magic', 'power']);
    }
    expect(specials).toMatchObject({
      werewolf: ['only-magic-or-silver'],
      ghost: ['ghost', 'only-magic'],
      vampire: ['grows-each-mythos', 'only-magic'],
      maniac: [],
      zombie: ['only-magic'],
      shoggoth: ['sp-plus-d6', 'weapons-do-one'],
      'formless-spawn': ['only-magic'],
      ghoul: [],
      'elder-thing': [],
      nightgaunt: ['carries-through-gate'],
      gug: [],
      shantak: [],
      'star-spawn': [],
      'deep-one': [],
      'hound-of-tindalos': ['hound', 'only-magic'],
      'dimensional-shambler': [],
      'flying-polyp': ['weapons-do-one'],
      'mi-go': ['killed-gives-item'],
      dhole: [],
    });
  });

  it('keeps every description within 200 characters', () => {
    for (const m of monsters) expect(m.description.length, m.id).toBeLessThanOrEqual(200);
  });
});

describe('items (§10)', () => {
  // id: price, attack bonus (null: none), magic, hands, copies, use.
  const expected: [string, number, number | null, boolean, number, number, string][] = [
    ['automatic-45', 5, 4, false, 1, 2, 'keep'],
    ['revolver-38', 4, 3, false, 1, 2, 'keep'],
    ['derringer-18', 3, 2, false, 1, 1, 'keep'],
    ['shotgun', 7, 6, false, 2, 2, 'keep'],
    ['rifle', 5, 5, false, 2, 1, 'keep'],
    ['submachine-gun', 13, 7, false, 2, 1, 'keep'],
    ['dynamite', 4, 8, false, 2, 2, 'one-use'],
    ['knife', 2, 1, false, 1, 1, 'keep'],
    ['cavalry-saber', 3, 2, false, 1, 1, 'keep'],
    ['sword-of-glory', 6, 6, true, 1, 1, 'keep'],
    ['enchanted-knife', 6, 4, true, 1, 1, 'keep'],
    ['lamp-of-alhazred', 5, 3, true, 1, 1, 'keep'],
    ['holy-water', 2, 6, true, 0, 1, 'one-turn'],
    ['elder-sign', 5, null, false, 0, 4, 'one-use'],
    ['taxi-whistle', 1, null, false, 0, 2, 'one-use'],
    ['auction', 0, null, false, 0, 3, 'one-use'],
    ['silver-bullet', 3, null, false, 0, 1, 'one-use'],
    ['silver-key', 4, null, false, 0, 1, 'keep'],
    ['brazen-head', 8, null, false, 0, 1, 'one-use'],
    ['brass-collar', 3, null, false, 0, 1, 'keep'],
    ['piccolo-of-leng', 6, null, false, 0, 1, 'keep'],
    ['dragons-eye', 6, null, false, 0, 1, 'one-use'],
    ['blue-watcher', 4, null, false, 0, 1, 'one-use'],
    ['healing-stone', 3, null, false, 0, 1, 'keep'],
    ['alien-spectacles', 6, null, false, 0, 1, 'keep'],
    ['ruby-of-rlyeh', 15, null, false, 0, 1, 'keep'],
    ['flute-of-the-outer-gods', 5, null, false, 0, 1, 'one-use'],
  ];

  it('has 37 cards in 27 kinds', () => {
    expect(items.map((i) => i.id).sort()).toEqual(expected.map((e) => e[0]).sort());
    expect(sum(items.map((i) => i.copies))).toBe(37);
  });

  it.each(expected)('%s: $%i, attack %s (magic %s), %i hands, %i copies, %s', (id, price, bonus, magic, hands, copies, use) => {
    const item = byId(items, id);
    expect(item.price).toBe(price);
    expect(item.attack).toEqual(bonus === null ? undefined : { bonus, magic });
    expect(item.hands).toBe(hands);
    expect(item.copies).toBe(copies);
    expect(item.use).toBe(use);
  });

  it('tags exactly the six guns as guns', () => {
    const guns = items.filter((i) => i.tags.includes('gun')).map((i) => i.id);
    expect(guns.sort()).toEqual(['automatic-45', 'derringer-18', 'revolver-38', 'rifle', 'shotgun', 'submachine-gun']);
  });

  it('names the rule module of every item with an effect beyond its attack', () => {
    const effects = Object.fromEntries(items.filter((i) => i.effect !== undefined).map((i) => [i.id, i.effect]));
    expect(effects).toEqual({
      auction: 'auction',
      'silver-bullet': 'silver-bullet',
      'silver-key': 'silver-key',
      'brazen-head': 'brazen-head',
      'brass-collar': 'brass-collar',
      'piccolo-of-leng': 'piccolo-of-leng',
      'dragons-eye': 'dragons-eye',
      'blue-watcher': 'blue-watcher',
      'healing-stone': 'healing-stone',
      'alien-spectacles': 'alien-spectacles',
      'ruby-of-rlyeh': 'ruby-of-rlyeh',
      'flute-of-the-outer-gods': 'flute',
      'elder-sign': 'elder-sign',
      'taxi-whistle': 'taxi-whistle',
    });
  });
});

describe('spells (§10)', () => {
  // id: copies, attack bonus (null: none), sanity cost, use.
  const expected: [string, number, number | null, number, string][] = [
    ['bind-monster', 6, null, 0, 'discard'],
    ['cloud-memory', 2, null, 0, 'per-turn'],
    ['dread-curse-of-azathoth', 2, 9, 2, 'per-turn'],
    ['find-gate', 3, null, 0, 'per-turn'],
    ['flesh-ward', 1, null, 0, 'per-turn'],
    ['heal', 2, null, 0, 'per-turn'],
    ['mists-of-rlyeh', 2, null, 0, 'per-turn'],
    ['power-drain', 2, 6, 1, 'per-turn'],
    ['shrivelling', 2, 6, 1, 'per-turn'],
    ['powder-of-ibn-ghazi', 2, 7, 1, 'per-turn'],
  ];

  it('has 24 cards in 10 kinds', () => {
    expect(spells.map((s) => s.id).sort()).toEqual(expected.map((e) => e[0]).sort());
    expect(sum(spells.map((s) => s.copies))).toBe(24);
  });

  it.each(expected)('%s: %i copies, attack %s, SAN cost %i, %s', (id, copies, bonus, sanityCost, use) => {
    const spell = byId(spells, id);
    expect(spell.copies).toBe(copies);
    expect(spell.attack).toEqual(bonus === null ? undefined : { bonus, magic: true });
    expect(spell.sanityCost).toBe(sanityCost);
    expect(spell.use).toBe(use);
    // Attack spells need no rule module; every other spell names its own.
    expect(spell.effect).toBe(bonus === null ? id : undefined);
  });
});

describe('skills and investigators (§8)', () => {
  it('has 8 skill cards, two +1 cards per skill', () => {
    expect(sum(skills.map((s) => s.copies))).toBe(8);
    for (const skill of ['fastTalk', 'fight', 'knowledge', 'sneak']) {
      const cards = skills.filter((s) => s.skill === skill);
      expect(sum(cards.map((c) => c.copies)), skill).toBe(2);
      for (const card of cards) expect(card.bonus).toBe(1);
    }
  });

  it('has 8 investigators with exactly the eight printed skill profiles, in order P1..P8', () => {
    const profiles = [
      [1, 4, 4, 4],
      [5, 4, 3, 2],
      [4, 5, 2, 3],
      [2, 4, 3, 5],
      [3, 3, 4, 4],
      [4, 3, 4, 3],
      [4, 4, 3, 3],
      [2, 3, 5, 3],
    ];
    const actual = investigators.map((i) => [i.skills.fastTalk, i.skills.fight, i.skills.knowledge, i.skills.sneak]);
    expect(actual).toEqual(profiles);
    // FACTS-1987 §8 says each profile sums to 13; the printed numbers (and the rulebook digest) give
    // 13 only for the first and last, 14 for the rest. The numbers are the fact we keep.
    expect(actual.map(sum)).toEqual([13, 14, 14, 14, 14, 14, 14, 13]);
    expect(new Set(investigators.map((i) => i.name)).size).toBe(8);
  });

  it('gives each investigator a bio of two sentences within 200 characters', () => {
    for (const i of investigators) {
      expect(i.bio.length, i.id).toBeLessThanOrEqual(200);
      expect(i.bio.match(/[.!?](\s|$)/g)?.length, i.id).toBe(2);
    }
  });
});

describe('local characters, gate table and rule numbers', () => {
  it('has the two $5, +2 Fight local characters', () => {
    expect(allies.map((a) => [a.id, a.location, a.price, a.fight])).toEqual([
      ['black-cave-guide', 'black-cave', 5, 2],
      ['shunned-house-ally', 'shunned-house', 5, 2],
    ]);
  });

  it('maps the 2D6 gate rolls as §5 does', () => {
    expect(gateTable.rolls).toEqual({
      '2': 'shunned-house',
      '3': 'darks-carnival',
      '4': 'lighthouse',
      '5': 'devils-beach',
      '6': 'graveyard',
      '7': 'founders-rock',
      '8': 'silver-twilight-lodge',
      '9': 'woods',
      '10': 'lake-miskatonic',
      '11': 'harney-jones-shack',
      '12': 'black-cave',
    });
    expect(gateTable.everyGateRolls).toEqual([7]);
    expect(gateTable.everyGateRollsBoardReading).toEqual([4, 10]);
  });

  it('keeps the setup and limit numbers of §2, §4 and §10', () => {
    expect(rules).toEqual({
      startMoney: 13,
      startItems: 3,
      startItemsManyPlayers: 2,
      startSkills: 1,
      startSpells: 1,
      statPoints: 10,
      statMin: 3,
      statMax: 7,
      firstGateMonsters: 3,
      doomLimit: 13,
      gateLimits: [
        [2, 8],
        [4, 7],
        [99, 6],
      ],
      retainerPay: 2,
      retainers: 4,
      charityCards: 8,
      healingCost: 3,
      taxiFare: 1,
    });
  });

  it('keeps every card text within 200 characters', () => {
    for (const card of [...items, ...spells, ...skills, ...allies]) expect(card.text.length, card.id).toBeLessThanOrEqual(200);
  });
});
