// The revised content loader: data/revised loads, and broken content is refused with an error that
// names the file and the field.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from '../../src/content/load.js';
import { loadRevisedContent, validateRevisedContent } from '../../src/content/load-revised.js';

type Entry = Record<string, unknown>;
interface File { version: string; investigators: Entry[]; monsters: Entry[]; cards: Entry[] }
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
