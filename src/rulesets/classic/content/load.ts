// Reads the game content from data/, checks every file against its schema (schema.ts) and the files
// against each other (ids that must exist, D6 tables, card totals), and reports every problem found
// with its file and field, so a sysop or content author can fix them all in one pass.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { checkBoard } from '../../../content/check-board.js';
import {
  Ally,
  CardLine,
  Board,
  GateTable,
  Investigator,
  Item,
  LocationTables,
  MonsterSpecies,
  OtherWorld,
  RulesNumbers,
  SkillCard,
  Spell,
} from './schema.js';
import type { Content, Effect, TableFace } from './schema.js';
import { describeIssue, errorOf, formatPath, parseJson, type ContentProblem } from '../../../content/problems.js';

export { ContentError, describeIssue, errorOf, formatPath, formatProblem, parseJson } from '../../../content/problems.js';
export type { ContentProblem } from '../../../content/problems.js';

/** The content files, in the order they are read and reported. */
export const CONTENT_FILES = [
  'content.json',
  'rules.json',
  'board.json',
  'location-tables.json',
  'gate-table.json',
  'other-worlds.json',
  'monsters.json',
  'items.json',
  'spells.json',
  'skills.json',
  'investigators.json',
  'allies.json',
] as const;
export type ContentFile = (typeof CONTENT_FILES)[number];

const ContentVersion = z.object({ version: z.string().min(1), retainerLine: CardLine });

/** The numbers of the 1987 box (FACTS-1987 §1, §6, §10) that the content must add up to. */
const TOTALS = { streets: 68, locations: 26, worlds: 8, counters: 49, items: 37, spells: 24, skills: 8, investigators: 8 };
/**
 * The eight printed skill profiles (FACTS-1987 §8), as fastTalk/fight/knowledge/sneak; each is used by
 * exactly one investigator. FACTS says each sums to 13, but only the first and last do: the others sum
 * to 14, in the rulebook digest too, so the profiles themselves are what we check.
 */
const PROFILES = ['1/4/4/4', '5/4/3/2', '4/5/2/3', '2/4/3/5', '3/3/4/4', '4/3/4/3', '4/4/3/3', '2/3/5/3'];
const GATE_ROLLS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const D6_FACES = [1, 2, 3, 4, 5, 6];

const fileName = (name: ContentFile): string => `data/${name}`;

/** Reads and checks the content in `dataDir`; throws one ContentError listing every problem. */
export function loadContent(dataDir: string): Content {
  const files: Record<string, unknown> = {};
  const problems: ContentProblem[] = [];
  for (const name of CONTENT_FILES) {
    let text: string;
    try {
      text = readFileSync(join(dataDir, name), 'utf8');
    } catch (error) {
      const missing = error instanceof Error && 'code' in error && error.code === 'ENOENT';
      const reason = missing ? 'file not found' : `cannot read: ${String(error)}`;
      problems.push({ file: fileName(name), path: '', reason });
      continue;
    }
    const parsed = parseJson(text);
    if (parsed.ok) files[name] = parsed.value;
    else problems.push({ file: fileName(name), path: `line ${parsed.line}`, reason: parsed.reason });
  }
  return checkContent(files, problems);
}

/** The checks of loadContent on already-parsed files, keyed by file name (`monsters.json`). */
export function validateContent(files: Record<string, unknown>): Content {
  return checkContent(files, []);
}

function checkContent(files: Record<string, unknown>, problems: ContentProblem[]): Content {
  const reported = new Set(problems.map((p) => p.file));
  const parse = <T>(name: ContentFile, schema: z.ZodType<T>): T | undefined => {
    const file = fileName(name);
    if (reported.has(file)) return undefined;
    if (!(name in files)) {
      problems.push({ file, path: '', reason: 'file missing' });
      return undefined;
    }
    // Content is parsed once per process: zod's eval-compiled fast path costs more to build than it saves.
    const result = schema.safeParse(files[name], { reportInput: true, jitless: true });
    if (result.success) return result.data;
    const first = result.error.issues[0];
    problems.push({ file, path: formatPath(first?.path ?? []), reason: first ? describeIssue(first) : 'invalid' });
    return undefined;
  };

  const head = parse('content.json', ContentVersion);
  const version = head?.version;
  const rules = parse('rules.json', RulesNumbers);
  const board = parse('board.json', Board);
  const locationTables = parse('location-tables.json', LocationTables);
  const gateTable = parse('gate-table.json', GateTable);
  const otherWorlds = parse('other-worlds.json', z.array(OtherWorld));
  const monsters = parse('monsters.json', z.array(MonsterSpecies));
  const items = parse('items.json', z.array(Item));
  const spells = parse('spells.json', z.array(Spell));
  const skills = parse('skills.json', z.array(SkillCard));
  const investigators = parse('investigators.json', z.array(Investigator));
  const allies = parse('allies.json', z.array(Ally));

  if (
    head === undefined ||
    version === undefined ||
    rules === undefined ||
    board === undefined ||
    locationTables === undefined ||
    gateTable === undefined ||
    otherWorlds === undefined ||
    monsters === undefined ||
    items === undefined ||
    spells === undefined ||
    skills === undefined ||
    investigators === undefined ||
    allies === undefined
  ) {
    throw errorOf(problems);
  }
  const content: Content = {
    version,
    retainerLine: head.retainerLine,
    rules,
    board,
    locationTables,
    gateTable,
    otherWorlds,
    monsters,
    items,
    spells,
    skills,
    investigators,
    allies,
  };
  problems.push(...crossCheck(content));
  if (problems.length > 0) throw errorOf(problems);
  return content;
}

// ---------------------------------------------------------------------------------------------
// Cross-checks: what no single file's schema can see
// ---------------------------------------------------------------------------------------------

function crossCheck(c: Content): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const at = (name: ContentFile, path: string, reason: string): void => {
    problems.push({ file: fileName(name), path, reason });
  };
  const locationIds = new Set(c.board.locations.map((l) => l.id));
  const worldIds = new Set(c.otherWorlds.map((w) => w.id));
  const allyIds = new Set(c.allies.map((a) => a.id));
  const itemTags = new Set(c.items.flatMap((i) => i.tags));

  // The board: links and entrances name streets, ids are unique, the map draws cleanly.
  for (const sentence of checkBoard(c.board)) at('board.json', '', sentence);
  countIs('board.json', 'street spaces', c.board.streets.length, TOTALS.streets, at);
  countIs('board.json', 'locations', c.board.locations.length, TOTALS.locations, at);

  uniqueIds('other-worlds.json', c.otherWorlds, at);
  uniqueIds('monsters.json', c.monsters, at);
  uniqueIds('items.json', c.items, at);
  uniqueIds('spells.json', c.spells, at);
  uniqueIds('skills.json', c.skills, at);
  uniqueIds('investigators.json', c.investigators, at);
  uniqueIds('allies.json', c.allies, at);

  for (const roll of GATE_ROLLS) {
    const location = c.gateTable.rolls[String(roll)];
    if (location === undefined) at('gate-table.json', 'rolls', `no location for the roll ${roll}`);
    else if (!locationIds.has(location)) at('gate-table.json', `rolls.${roll}`, `unknown location "${location}"`);
  }
  c.allies.forEach((ally, i) => {
    if (!locationIds.has(ally.location)) at('allies.json', `[${i}].location`, `unknown location "${ally.location}"`);
  });

  const known: KnownIds = { locationIds, worldIds, allyIds, itemTags };
  const checkEffects = (name: ContentFile, path: string, effects: readonly Effect[]): void => {
    effects.forEach((effect, i) => {
      const here = `${path}[${i}]`;
      for (const [field, reason] of effectProblems(effect, known)) at(name, `${here}.${field}`, reason);
      for (const [field, nested] of nestedEffects(effect)) checkEffects(name, `${here}.${field}`, nested);
    });
  };
  const checkTable = (name: ContentFile, path: string, table: readonly TableFace[]): void => {
    for (const reason of d6Coverage(table)) at(name, path, reason);
    table.forEach((face, i) => checkEffects(name, `${path}[${i}].effects`, face.effects));
  };
  for (const [location, table] of Object.entries(c.locationTables)) {
    if (!locationIds.has(location)) at('location-tables.json', location, `unknown location "${location}"`);
    checkTable('location-tables.json', location, table);
  }
  c.otherWorlds.forEach((world, i) => checkTable('other-worlds.json', `[${i}].table`, world.table));
  countIs('other-worlds.json', 'Other Worlds', c.otherWorlds.length, TOTALS.worlds, at);

  const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
  countIs('monsters.json', 'monster counters', sum(c.monsters.map((m) => m.counters.length)), TOTALS.counters, at);
  countIs('items.json', 'item cards', sum(c.items.map((i) => i.copies)), TOTALS.items, at);
  countIs('spells.json', 'spell cards', sum(c.spells.map((s) => s.copies)), TOTALS.spells, at);
  countIs('skills.json', 'skill cards', sum(c.skills.map((s) => s.copies)), TOTALS.skills, at);
  countIs('investigators.json', 'investigators', c.investigators.length, TOTALS.investigators, at);
  const unused = new Set(PROFILES);
  c.investigators.forEach((investigator, i) => {
    const { fastTalk, fight, knowledge, sneak } = investigator.skills;
    const profile = `${fastTalk}/${fight}/${knowledge}/${sneak}`;
    if (unused.delete(profile)) return;
    const why = PROFILES.includes(profile) ? 'is used twice' : 'is not one of the printed profiles';
    at('investigators.json', `[${i}].skills`, `the profile ${profile} (Fast Talk/Fight/Knowledge/Sneak) ${why}`);
  });
  return problems;
}

type Report = (name: ContentFile, path: string, reason: string) => void;

function countIs(name: ContentFile, what: string, found: number, expected: number, at: Report): void {
  if (found !== expected) at(name, '', `${expected} ${what} expected, found ${found}`);
}

function uniqueIds(name: ContentFile, entries: readonly { id: string }[], at: Report): void {
  const first = new Map<string, number>();
  entries.forEach((entry, i) => {
    const earlier = first.get(entry.id);
    if (earlier === undefined) first.set(entry.id, i);
    else at(name, `[${i}].id`, `duplicate id "${entry.id}" (first at [${earlier}])`);
  });
}

/** Every face 1..6 exactly once. */
function d6Coverage(table: readonly TableFace[]): string[] {
  const faces = table.flatMap((face) => face.faces);
  const problems: string[] = [];
  for (const face of D6_FACES) {
    const n = faces.filter((f) => f === face).length;
    if (n === 0) problems.push(`face ${face} is missing`);
    else if (n > 1) problems.push(`face ${face} appears ${n} times`);
  }
  return problems;
}

interface KnownIds {
  readonly locationIds: ReadonlySet<string>;
  readonly worldIds: ReadonlySet<string>;
  readonly allyIds: ReadonlySet<string>;
  readonly itemTags: ReadonlySet<string>;
}

/** [field, reason] for each id this effect names that does not exist. */
function effectProblems(effect: Effect, known: KnownIds): [string, string][] {
  switch (effect.do) {
    case 'moveTo': {
      const fine = effect.to === 'any' || effect.to === 'random' || known.locationIds.has(effect.to);
      return fine ? [] : [['to', `unknown location "${effect.to}"`]];
    }
    case 'visitWorld':
      return known.worldIds.has(effect.world) ? [] : [['world', `unknown Other World "${effect.world}"`]];
    case 'hireAlly':
      return known.allyIds.has(effect.ally) ? [] : [['ally', `unknown ally "${effect.ally}"`]];
    case 'ifCarrying':
      return known.itemTags.has(effect.tag) ? [] : [['tag', `no item carries the tag "${effect.tag}"`]];
    default:
      return [];
  }
}

/** The effect lists inside an effect, with the field that holds each. */
function nestedEffects(effect: Effect): [string, readonly Effect[]][] {
  switch (effect.do) {
    case 'check':
      return [['pass', effect.pass], ['fail', effect.fail]];
    case 'coin':
      return [['heads', effect.heads], ['tails', effect.tails]];
    case 'choice':
      return effect.options.map((option, i): [string, readonly Effect[]] => [`options[${i}].effects`, option.effects]);
    case 'ifCarrying':
      return effect.else === undefined ? [['then', effect.then]] : [['then', effect.then], ['else', effect.else]];
    default:
      return [];
  }
}
