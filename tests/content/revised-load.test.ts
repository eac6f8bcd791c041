// The revised content loader: data/revised loads (content.json with encounters.json merged into its
// places), and broken content is refused with an error that names the file and the field.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from '../../src/rulesets/classic/content/load.js';
import { loadRevisedContent, REVISED_ENCOUNTERS_FILE, validateRevisedContent } from '../../src/rulesets/revised/content/load.js';

type Entry = Record<string, unknown>;
interface File { version: string; investigators: Entry[]; monsters: Entry[]; cards: Entry[] }
interface Encounters { locations: Record<string, Entry[]>; worlds: Record<string, Entry[]> }
const sound = (): File => JSON.parse(readFileSync('data/revised/content.json', 'utf8')) as File;
const soundEncounters = (): Encounters => JSON.parse(readFileSync('data/revised/encounters.json', 'utf8')) as Encounters;

function refusal(value: unknown, encounters: unknown = soundEncounters()): { file: string; path: string; reason: string } {
  try {
    validateRevisedContent(value, encounters);
  } catch (error) {
    if (error instanceof ContentError) return { file: error.file, path: error.path, reason: error.reason };
    throw error;
  }
  throw new Error('the content was accepted');
}

/** A copy of the encounters file with `change` made to the first encounter of the rail yard. */
function brokenEncounter(change: (entry: Entry) => Entry): Encounters {
  const file = soundEncounters();
  const [first, ...rest] = file.locations['rail-yard'] ?? [];
  if (first === undefined) throw new Error('the rail yard has no encounters');
  file.locations['rail-yard'] = [change(first), ...rest];
  return file;
}

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('revised content', () => {
  it('loads data/revised with every entry by its id', () => {
    const c = loadRevisedContent('data/revised');
    expect(c.version).toBe('revised-0.4');
    expect(Object.keys(c.investigators)).toEqual(['ned', 'ada', 'elias', 'odile', 'mott', 'june', 'basil', 'rosa']);
    expect(c.monsters.brood?.toughness).toBe(3);
    expect(c.cards.mend).toMatchObject({ kind: 'spell', castingModifier: 1, sanityCost: 1, effect: 'heal' });
  });

  it('names the field of a bad value', () => {
    const bad = sound();
    bad.monsters[1] = { ...bad.monsters[1], toughness: 0 };
    expect(refusal(bad)).toMatchObject({ path: 'monsters[1].toughness' });
  });

  it('refuses an unknown field, a card of three hands and a weapon with two bonuses', () => {
    const extra = sound();
    extra.investigators[0] = { ...extra.investigators[0], luck: 3 };
    expect(refusal(extra).path).toBe('investigators[0]');
    const hands = sound();
    hands.cards[0] = { ...hands.cards[0], hands: 3 };
    expect(refusal(hands).path).toBe('cards[0].hands');
    const both = sound();
    both.cards[0] = { ...both.cards[0], bonus: { physical: 1, magical: 1 } };
    expect(refusal(both).path).toBe('cards[0].bonus');
  });

  it('loads every kind of card: weapons and items of both decks, spells, skills and allies, with prices on what is sold', () => {
    const c = loadRevisedContent('data/revised');
    const kinds = Object.values(c.cards).map((card) => card.kind);
    for (const kind of ['weapon', 'item', 'spell', 'skill', 'ally'] as const) expect(kinds.filter((k) => k === kind).length, kind).toBeGreaterThanOrEqual(6);
    expect(c.cards.lantern).toMatchObject({ kind: 'item', deck: 'common', price: 2, checkBonus: { check: 'luck', n: 1 } });
    expect(c.cards.sigil).toMatchObject({ kind: 'item', deck: 'unique', ward: { stamina: 1, sanity: 1 } });
    expect(c.cards.tobias).toMatchObject({ kind: 'ally', maxStamina: 1 });
  });

  it('names the file and the entry of a bad card: an ally with a price, a bonus to no check, a use with no gain', () => {
    const ally = sound();
    const at = ally.cards.findIndex((c) => c.kind === 'ally');
    ally.cards[at] = { ...ally.cards[at], price: 3 };
    expect(refusal(ally).path).toBe(`cards[${at}]`);
    const bonus = sound();
    const lantern = bonus.cards.findIndex((c) => c.id === 'lantern');
    bonus.cards[lantern] = { ...bonus.cards[lantern], checkBonus: { check: 'dance', n: 1 } };
    expect(refusal(bonus).path).toBe(`cards[${lantern}].checkBonus.check`);
    const use = sound();
    const tonic = use.cards.findIndex((c) => c.id === 'tonic');
    use.cards[tonic] = { ...use.cards[tonic], use: { gain: [], discard: 'always' } };
    expect(refusal(use).path).toBe(`cards[${tonic}].use.gain`);
  });

  it('refuses an encounter that names a card the content does not have, naming the file and the encounter', () => {
    const bad = soundEncounters();
    const library = bad.locations.library ?? [];
    library.push({ line: 'A book that is not there, on a shelf that is not there either, in a room you have never seen.', pass: [{ kind: 'card', card: 'no-such-book' }], passText: 'You take the book that is not there.' });
    expect(refusal(sound(), bad)).toEqual({ file: REVISED_ENCOUNTERS_FILE, path: `locations.library[${library.length - 1}]`, reason: '"no-such-book" is not a card' });
  });

  it('refuses an id used twice', () => {
    const twice = sound();
    twice.monsters.push({ ...twice.monsters[0] });
    expect(refusal(twice)).toEqual({ file: 'data/revised/content.json', path: 'monsters[10].id', reason: '"brood" is used twice' });
  });

  it('reports a missing file and a JSON syntax error with its line, for content.json and encounters.json', () => {
    const dir = mkdtempSync(join(tmpdir(), 'revised-'));
    dirs.push(dir);
    expect(() => loadRevisedContent(dir)).toThrow('data/revised/content.json: file not found');
    writeFileSync(join(dir, 'content.json'), '{\n  "version": "x",\n  oops\n}\n');
    expect(() => loadRevisedContent(dir)).toThrow(/data\/revised\/content.json: line 3: JSON syntax error/);
    writeFileSync(join(dir, 'content.json'), readFileSync('data/revised/content.json'));
    expect(() => loadRevisedContent(dir)).toThrow('data/revised/encounters.json: file not found');
    writeFileSync(join(dir, 'encounters.json'), '{\n  "locations": {\n  ,\n}\n');
    expect(() => loadRevisedContent(dir)).toThrow(/data\/revised\/encounters.json: line 3: JSON syntax error/);
  });

  it('gives every location and Other World its encounters from encounters.json, each told in words for its opening and its outcomes', () => {
    const c = loadRevisedContent('data/revised');
    for (const area of Object.values(c.board)) {
      if (area.kind === 'street') expect(area.encounters, area.id).toBeUndefined();
      else expect(area.encounters?.length ?? 0, area.id).toBeGreaterThanOrEqual(5);
    }
    for (const world of Object.values(c.worlds)) expect(world.encounters.length, world.id).toBeGreaterThanOrEqual(6);
    const all = [...Object.values(c.board).flatMap((area) => area.encounters ?? []), ...Object.values(c.worlds).flatMap((world) => world.encounters)];
    for (const e of all) {
      expect(e.line.length, e.line).toBeGreaterThanOrEqual(60);
      expect(e.line.length, e.line).toBeLessThanOrEqual(220);
      expect(e.failText !== undefined, e.line).toBe(e.check !== undefined);
    }
    // Every skill is checked somewhere, and not every check is at the same modifier.
    expect(new Set(all.flatMap((e) => (e.check ? [e.check.skill] : []))).size).toBe(6);
    expect(new Set(all.flatMap((e) => (e.check ? [e.check.modifier] : []))).size).toBeGreaterThan(2);
    // No opening is told twice.
    expect(new Set(all.map((e) => e.line)).size).toBe(all.length);
  });

  it('has a Mythos deck of at least 24 cards, each with a line of its own', () => {
    const c = loadRevisedContent('data/revised');
    expect(c.mythos.length).toBeGreaterThanOrEqual(24);
    expect(new Set(c.mythos.map((m) => m.line)).size).toBe(c.mythos.length);
  });

  it('refuses a broken encounters file, naming encounters.json and the entry', () => {
    expect(refusal(sound(), brokenEncounter((e) => ({ ...e, passText: undefined })))).toMatchObject({ file: REVISED_ENCOUNTERS_FILE, path: 'locations.rail-yard[0].passText' });
    expect(refusal(sound(), brokenEncounter((e) => ({ ...e, failText: undefined })))).toMatchObject({ file: REVISED_ENCOUNTERS_FILE, path: 'locations.rail-yard[0].failText' });
    expect(refusal(sound(), brokenEncounter((e) => ({ ...e, pass: [{ kind: 'treasure' }] }))).path).toBe('locations.rail-yard[0].pass[0]');
    expect(refusal(sound(), brokenEncounter((e) => ({ ...e, line: 'Too short.' }))).path).toBe('locations.rail-yard[0].line');
    const stray = soundEncounters();
    stray.locations.downtown = stray.locations['rail-yard'] ?? [];
    expect(refusal(sound(), stray)).toEqual({ file: REVISED_ENCOUNTERS_FILE, path: 'locations.downtown', reason: '"downtown" is not a location of the board' });
    const missing = soundEncounters();
    delete missing.worlds['drowned-city'];
    expect(refusal(sound(), missing)).toMatchObject({ file: REVISED_ENCOUNTERS_FILE, path: 'worlds' });
    const unknown = soundEncounters();
    unknown.worlds.nowhere = unknown.worlds['drowned-city'] ?? [];
    expect(refusal(sound(), unknown)).toMatchObject({ file: REVISED_ENCOUNTERS_FILE, path: 'worlds.nowhere' });
  });
});
