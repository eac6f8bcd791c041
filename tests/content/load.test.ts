// The content loader: the real data/ loads, and broken content is refused with errors that name the
// file and the field. Broken variants start from a sound fixture: our catalogue files from data/ plus a
// small generated board, location tables and Other Worlds, so these tests do not depend on the map.
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTENT_FILES, ContentError, loadContent, validateContent } from '../../src/rulesets/classic/content/load.js';
import {
  Ally,
  GateTable,
  Investigator,
  Item,
  MonsterSpecies,
  RulesNumbers,
  SkillCard,
  Spell,
  WORLD_COLOURS,
} from '../../src/rulesets/classic/content/schema.js';
import type { Board, Effect, LocationTables, OtherWorld, TableFace } from '../../src/rulesets/classic/content/schema.js';

const DATA_DIR = fileURLToPath(new URL('../../data/', import.meta.url));

function dataFile<T>(name: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(join(DATA_DIR, name), 'utf8')));
}

type Files = {
  'content.json': { version: string; retainerLine: string };
  'rules.json': RulesNumbers;
  'board.json': Board;
  'location-tables.json': LocationTables;
  'gate-table.json': GateTable;
  'other-worlds.json': OtherWorld[];
  'monsters.json': MonsterSpecies[];
  'items.json': Item[];
  'spells.json': Spell[];
  'skills.json': SkillCard[];
  'investigators.json': Investigator[];
  'allies.json': Ally[];
};

const LOCATIONS = [
  'black-cave', 'boarding-house', 'city-hall', 'historical-society', 'library', 'north-church', 'velmas-diner',
  'curiositie-shoppe', 'hibs-roadhouse', 'dagon-mission', 'darks-carnival', 'devils-beach', 'founders-rock',
  'graveyard', 'harney-jones-shack', 'hospital', 'sanitarium', 'lake-miskatonic', 'lighthouse',
  'miskatonic-university', 'newspaper', 'police-station', 'shunned-house', 'silver-twilight-lodge',
  'train-station', 'woods',
];
const NON_BUILDINGS = ['black-cave', 'devils-beach', 'founders-rock', 'graveyard', 'lake-miskatonic', 'woods'];
const TWO_DOORS = ['dagon-mission', 'boarding-house', 'miskatonic-university'];
const SERVICE_ONLY = ['hospital', 'sanitarium', 'dagon-mission'];
const WORLDS = [
  'abyss', 'plateau-of-leng', 'rlyeh', 'another-dimension', 'city-of-the-great-race', 'earths-dreamlands', 'yuggoth',
  'great-hall-of-celeano',
];

/** 68 street spaces in one ring around the screen: 27 along the top and bottom, 7 down each side. */
function ringBoard(): Board {
  const cells: [number, number][] = [];
  for (let i = 0; i < 27; i += 1) cells.push([3 * i, 0]);
  for (let i = 0; i < 7; i += 1) cells.push([78, 2 + 2 * i]);
  for (let i = 0; i < 27; i += 1) cells.push([78 - 3 * i, 20]);
  for (let i = 0; i < 7; i += 1) cells.push([0, 14 - 2 * i]);
  const streetId = (i: number): string => `st-${String(i + 1).padStart(2, '0')}`;
  const streets = cells.map(([x, y], i) => ({ id: streetId(i), street: 'Ring Road', x, y }));
  const links = cells.map((_, i): [string, string] => [streetId(i), streetId((i + 1) % cells.length)]);
  const locations = LOCATIONS.map((id, k) => ({
    id,
    name: id,
    building: !NON_BUILDINGS.includes(id),
    entrances: TWO_DOORS.includes(id) ? [streetId(k), streetId(k + 34)] : [streetId(k)],
    x: 6 + 3 * (k % 13),
    y: 10 + 2 * Math.floor(k / 13),
    services: [],
  }));
  return { streets, links, locations };
}

/** A D6 table of quiet faces, with `special` effects on the faces given. */
function table(special: Record<number, Effect[]> = {}): TableFace[] {
  return [1, 2, 3, 4, 5, 6].map((face) => ({ faces: [face], text: 'All is quiet.', effects: special[face] ?? [{ do: 'nothing' }] }));
}

function fixture(): Files {
  const locationTables: LocationTables = {};
  for (const id of LOCATIONS) if (!SERVICE_ONLY.includes(id)) locationTables[id] = table();
  locationTables['black-cave'] = table({ 1: [{ do: 'monster' }], 2: [{ do: 'hireAlly', ally: 'black-cave-guide' }], 6: [{ do: 'gate' }] });
  locationTables['boarding-house'] = table({ 1: [{ do: 'ifCarrying', tag: 'gun', then: [{ do: 'monster' }] }] });
  locationTables['library'] = table({
    3: [{ do: 'check', check: 'knowledge', pass: [{ do: 'visitWorld', world: 'earths-dreamlands' }], fail: [{ do: 'moveTo', to: 'woods' }] }],
  });
  return {
    'content.json': dataFile('content.json', z.object({ version: z.string(), retainerLine: z.string() })),
    'rules.json': dataFile('rules.json', RulesNumbers),
    'board.json': ringBoard(),
    'location-tables.json': locationTables,
    'gate-table.json': dataFile('gate-table.json', GateTable),
    'other-worlds.json': WORLDS.map((id, i) => ({
      id,
      name: id,
      colour: WORLD_COLOURS[i + 1] ?? 'bw',
      gateSp: 13,
      houndSafe: false,
      table: table({ 1: [{ do: 'monster' }], 2: [{ do: 'coin', heads: [{ do: 'stay' }], tails: [{ do: 'lost' }] }] }),
    })),
    'monsters.json': dataFile('monsters.json', z.array(MonsterSpecies)),
    'items.json': dataFile('items.json', z.array(Item)),
    'spells.json': dataFile('spells.json', z.array(Spell)),
    'skills.json': dataFile('skills.json', z.array(SkillCard)),
    'investigators.json': dataFile('investigators.json', z.array(Investigator)),
    'allies.json': dataFile('allies.json', z.array(Ally)),
  };
}

function nth<T>(list: readonly T[] | undefined, i: number): T {
  const value = list?.[i];
  if (value === undefined) throw new Error(`fixture has no entry ${i}`);
  return value;
}

function locationTable(files: Files, id: string): TableFace[] {
  const found = files['location-tables.json'][id];
  if (found === undefined) throw new Error(`fixture has no table for ${id}`);
  return found;
}

/** The ContentError that validating `files` throws (fails the test when nothing is thrown). */
function refusal(files: Record<string, unknown>): ContentError {
  try {
    validateContent(files);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('the content was accepted');
}

const lines = (error: ContentError): string[] => error.message.split('\n');

describe('the real data/', () => {
  const missing = CONTENT_FILES.filter((name) => !existsSync(join(DATA_DIR, name)));
  const skipped = missing.length === 0 ? '' : ` (SKIPPED: data/ lacks ${missing.join(', ')} so far)`;

  it.skipIf(missing.length > 0)(`loads and passes every check${skipped}`, () => {
    const content = loadContent(DATA_DIR);
    expect(content.version).toBe('classic-1');
    expect(content.board.locations).toHaveLength(26);
    expect(content.otherWorlds).toHaveLength(8);
    expect(Object.keys(content.locationTables).length).toBeGreaterThan(0);
  });

  it.skipIf(missing.length > 0)(`loads within a few milliseconds once warm (the door cold start)${skipped}`, () => {
    loadContent(DATA_DIR);
    const runs = 5;
    const started = performance.now();
    for (let i = 0; i < runs; i += 1) loadContent(DATA_DIR);
    // A regression guard with room for a loaded CI machine: a warm load typically takes 3 to 10 ms.
    expect((performance.now() - started) / runs).toBeLessThan(100);
  });
});

describe('validateContent', () => {
  it('accepts the fixture and returns the content with schema defaults filled', () => {
    const content = validateContent(fixture());
    expect(content.version).toBe('classic-1');
    expect(content.monsters.find((m) => m.id === 'maniac')?.blocker).toBe(false);
    expect(content.items.find((i) => i.id === 'auction')?.tags).toEqual([]);
  });

  it('reports a file that is absent', () => {
    const files = Object.fromEntries(Object.entries(fixture()).filter(([name]) => name !== 'spells.json'));
    const error = refusal(files);
    expect(error.file).toBe('data/spells.json');
    expect(error.message).toBe('data/spells.json: file missing');
  });

  it('names the file and the field path of a wrong type deep inside', () => {
    const files = fixture();
    Object.assign(nth(nth(files['monsters.json'], 3).counters, 0), { speed: '5' });
    const error = refusal(files);
    expect(error.message).toBe('data/monsters.json: [3].counters[0].speed: expected a number');
    expect([error.file, error.path, error.reason]).toEqual(['data/monsters.json', '[3].counters[0].speed', 'expected a number']);
  });

  it('names a missing field, a bad enum value and an unknown effect kind in plain words', () => {
    const files = fixture();
    Object.assign(nth(files['items.json'], 0), { name: undefined });
    Object.assign(nth(files['spells.json'], 1), { use: 'sometimes' });
    Object.assign(nth(nth(files['other-worlds.json'], 2).table, 4), { effects: [{ do: 'dance' }] });
    const problems = lines(refusal(files));
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^data\/other-worlds\.json: \[2\]\.table\[4\]\.effects\[0\]\.do: unknown "do", expected "nothing", "stat", /);
    expect(problems[1]).toBe('data/items.json: [0].name: missing, expected a string');
    expect(problems[2]).toBe('data/spells.json: [1].use: expected "per-turn" or "discard"');
  });

  it('lists the alternatives of a union, and keeps the schema\'s own words for a bad id or pattern', () => {
    const files = fixture();
    Object.assign(nth(files['items.json'], 2), { hands: 3 });
    Object.assign(nth(files['monsters.json'], 0), { sanity: [2, 'D8'] });
    Object.assign(nth(locationTable(files, 'woods'), 1), { effects: [{ do: 'money', amount: true }] });
    nth(files['skills.json'], 0).id = 'Silver Tongue';
    expect(lines(refusal(files))).toEqual([
      'data/location-tables.json: woods[1].effects[0].amount: expected a number or a string',
      'data/monsters.json: [0].sanity[1]: Invalid string: must match pattern /^-?\\d*D6([+-]\\d+)?$/',
      'data/items.json: [2].hands: expected 0 or 1 or 2',
      'data/skills.json: [0].id: ids are lower-case words joined by hyphens',
    ]);
  });

  it('collects the problems of every file into one error', () => {
    const files = fixture();
    Object.assign(files['rules.json'], { startMoney: 'lots' });
    Object.assign(nth(files['allies.json'], 1), { price: -5 });
    const error = refusal(files);
    expect(error.problems.map((p) => p.file)).toEqual(['data/rules.json', 'data/allies.json']);
    expect(lines(error)[0]).toBe('data/rules.json: startMoney: expected a number');
    expect(lines(error)[1]).toMatch(/^data\/allies\.json: \[1\]\.price: /);
  });

  it('refuses an unknown location in the gate table', () => {
    const files = fixture();
    files['gate-table.json'].rolls['7'] = 'founders-rok';
    expect(lines(refusal(files))).toEqual(['data/gate-table.json: rolls.7: unknown location "founders-rok"']);
  });

  it('refuses a gate table that leaves a roll out', () => {
    const files = fixture();
    delete files['gate-table.json'].rolls['12'];
    expect(lines(refusal(files))).toEqual(['data/gate-table.json: rolls: no location for the roll 12']);
  });

  it('refuses a location table without face 4, or with a face twice', () => {
    const files = fixture();
    files['location-tables.json']['black-cave'] = locationTable(files, 'black-cave').filter((f) => !f.faces.includes(4));
    nth(nth(files['other-worlds.json'], 5).table, 0).faces = [1, 2];
    expect(lines(refusal(files))).toEqual([
      'data/location-tables.json: black-cave: face 4 is missing',
      'data/other-worlds.json: [5].table: face 2 appears 2 times',
    ]);
  });

  it('refuses a table for a place that is not a location', () => {
    const files = fixture();
    files['location-tables.json']['miskatonic-library'] = table();
    expect(lines(refusal(files))).toEqual(['data/location-tables.json: miskatonic-library: unknown location "miskatonic-library"']);
  });

  it('refuses a duplicate id', () => {
    const files = fixture();
    nth(files['items.json'], 1).id = 'automatic-45';
    const error = refusal(files);
    expect(lines(error)).toContain('data/items.json: [1].id: duplicate id "automatic-45" (first at [0])');
  });

  it('refuses an effect naming an unknown Other World, also inside a check', () => {
    const files = fixture();
    const library = locationTable(files, 'library');
    nth(library, 2).effects = [{ do: 'check', check: 'sneak', pass: [], fail: [{ do: 'visitWorld', world: 'kadath' }] }];
    expect(lines(refusal(files))).toEqual(['data/location-tables.json: library[2].effects[0].fail[0].world: unknown Other World "kadath"']);
  });

  it('refuses unknown move targets, allies and carried tags', () => {
    const files = fixture();
    nth(nth(files['other-worlds.json'], 0).table, 3).effects = [
      { do: 'moveTo', to: 'innsmouth' },
      { do: 'choice', options: [{ key: 'stay', effects: [{ do: 'stay' }] }, { key: 'hire', effects: [{ do: 'hireAlly', ally: 'old-whateley' }] }] },
      { do: 'ifCarrying', tag: 'umbrella', then: [], else: [{ do: 'moveTo', to: 'random' }] },
    ];
    expect(lines(refusal(files))).toEqual([
      'data/other-worlds.json: [0].table[3].effects[0].to: unknown location "innsmouth"',
      'data/other-worlds.json: [0].table[3].effects[1].options[1].effects[0].ally: unknown ally "old-whateley"',
      'data/other-worlds.json: [0].table[3].effects[2].tag: no item carries the tag "umbrella"',
    ]);
  });

  it('refuses an ally placed at an unknown location', () => {
    const files = fixture();
    nth(files['allies.json'], 0).location = 'black-cove';
    expect(lines(refusal(files))).toEqual(['data/allies.json: [0].location: unknown location "black-cove"']);
  });

  it('refuses a board whose entrance names an unknown street', () => {
    const files = fixture();
    nth(files['board.json'].locations, 4).entrances = ['st-99'];
    const error = refusal(files);
    expect(error.file).toBe('data/board.json');
    expect(error.message).toContain('st-99');
  });

  it('checks the totals of the box: counters, cards, investigators and their profiles', () => {
    const files = fixture();
    nth(files['monsters.json'], 8).counters.pop();
    nth(files['items.json'], 0).copies = 3;
    nth(files['spells.json'], 0).copies = 5;
    nth(files['skills.json'], 0).copies = 2;
    nth(files['investigators.json'], 2).skills.sneak = 4;
    files['other-worlds.json'].pop();
    expect(lines(refusal(files))).toEqual([
      'data/other-worlds.json: 8 Other Worlds expected, found 7',
      'data/monsters.json: 49 monster counters expected, found 48',
      'data/items.json: 37 item cards expected, found 38',
      'data/spells.json: 24 spell cards expected, found 23',
      'data/skills.json: 8 skill cards expected, found 9',
      'data/investigators.json: [2].skills: the profile 4/5/2/4 (Fast Talk/Fight/Knowledge/Sneak) is not one of the printed profiles',
    ]);
  });
});

describe('loadContent', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function writeFixture(): string {
    const dir = mkdtempSync(join(tmpdir(), 'arkham-content-'));
    dirs.push(dir);
    for (const [name, value] of Object.entries(fixture())) writeFileSync(join(dir, name), JSON.stringify(value, null, 2));
    return dir;
  }

  it('reads a sound data directory', () => {
    const content = loadContent(writeFixture());
    expect(content.monsters).toHaveLength(24);
    expect(content.board.streets).toHaveLength(68);
  });

  it('reports a missing file by its name', () => {
    const dir = writeFixture();
    unlinkSync(join(dir, 'monsters.json'));
    expect(() => loadContent(dir)).toThrow(ContentError);
    expect(() => loadContent(dir)).toThrow(/^data\/monsters\.json: file not found$/);
  });

  it('reports a JSON syntax error with its line, and still checks the other files', () => {
    const dir = writeFixture();
    writeFileSync(join(dir, 'skills.json'), '[\n  {\n    "id": "silver-tongue",\n    "name": "Silver Tongue"\n    "skill": "fastTalk"\n  }\n]\n');
    const allies = readFileSync(join(dir, 'allies.json'), 'utf8');
    writeFileSync(join(dir, 'allies.json'), `\uFEFF${allies}`);
    writeFileSync(join(dir, 'content.json'), '{ "version": 1 }');
    let error: unknown;
    try {
      loadContent(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    const problems = error instanceof ContentError ? error.problems : [];
    expect(problems[0]).toMatchObject({ file: 'data/skills.json', path: 'line 5' });
    expect(problems[0]?.reason).toMatch(/^JSON syntax error: /);
    // A byte-order mark is tolerated; a schema problem of another file is reported along with the syntax error.
    expect(problems.slice(1)).toEqual([{ file: 'data/content.json', path: 'version', reason: 'expected a string' }]);
  });

  it('reports a file cut short at its last line', () => {
    const dir = writeFixture();
    writeFileSync(join(dir, 'rules.json'), '{\n  "startMoney": 13,\n');
    expect(() => loadContent(dir)).toThrow(/^data\/rules\.json: line 3: JSON syntax error: /);
  });
});
