// The revised content loader: data/revised loads, and broken content is refused with an error that
// names the file and the field.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from '../../src/content/load.js';
import { loadRevisedContent, validateRevisedContent } from '../../src/content/load-revised.js';

type Entry = Record<string, unknown>;
interface File { version: string; investigators: Entry[]; monsters: Entry[]; cards: Entry[]; board: (Entry & { encounters?: Entry[] })[] }
const sound = (): File => JSON.parse(readFileSync('data/revised/content.json', 'utf8')) as File;

function refusal(value: unknown): { path: string; reason: string } {
  try {
    validateRevisedContent(value);
  } catch (error) {
    if (error instanceof ContentError) return { path: error.path, reason: error.reason };
    throw error;
  }
  throw new Error('the content was accepted');
}

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('revised content', () => {
  it('loads data/revised with every entry by its id', () => {
    const c = loadRevisedContent('data/revised');
    expect(c.version).toBe('revised-0.3');
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
    const dir = mkdtempSync(join(tmpdir(), 'revised-'));
    dirs.push(dir);
    const bad = sound();
    const at = bad.board.findIndex((a) => a.id === 'library');
    const encounters = bad.board[at]?.encounters ?? [];
    encounters.push({ line: 'A book that is not there.', pass: [{ kind: 'card', card: 'no-such-book' }] });
    writeFileSync(join(dir, 'content.json'), JSON.stringify(bad));
    expect(() => loadRevisedContent(dir)).toThrow(`data/revised/content.json: board[${at}].encounters[${encounters.length - 1}]: "no-such-book" is not a card`);
  });

  it('refuses an id used twice', () => {
    const twice = sound();
    twice.monsters.push({ ...twice.monsters[0] });
    expect(refusal(twice)).toEqual({ path: 'monsters[10].id', reason: '"brood" is used twice' });
  });

  it('reports a missing file and a JSON syntax error with its line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'revised-'));
    dirs.push(dir);
    expect(() => loadRevisedContent(dir)).toThrow('data/revised/content.json: file not found');
    writeFileSync(join(dir, 'content.json'), '{\n  "version": "x",\n  oops\n}\n');
    expect(() => loadRevisedContent(dir)).toThrow(/data\/revised\/content.json: line 3: JSON syntax error/);
  });
});
