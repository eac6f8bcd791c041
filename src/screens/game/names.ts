// What the game screens call things: content ids to the names players read. Every lookup falls back
// to a tidied id, so a card or place added to the content later still reads as words, never "undefined".
import type { Content } from '../../rulesets/classic/content/schema.js';

interface Lookups {
  locations: Map<string, string>;
  streets: Map<string, string>;
  worlds: Map<string, string>;
  monsters: Map<string, string>;
  investigators: Map<string, string>;
  items: Map<string, string>;
  spells: Map<string, string>;
  skills: Map<string, string>;
  allies: Map<string, string>;
}

const cache = new WeakMap<Content, Lookups>();

function lookups(content: Content): Lookups {
  let found = cache.get(content);
  if (!found) {
    const byId = (list: ReadonlyArray<{ id: string; name: string }>): Map<string, string> => new Map(list.map((x) => [x.id, x.name]));
    found = {
      locations: byId(content.board.locations),
      streets: new Map(content.board.streets.map((s) => [s.id, s.street])),
      worlds: byId(content.otherWorlds),
      monsters: byId(content.monsters),
      investigators: byId(content.investigators),
      items: byId(content.items),
      spells: byId(content.spells),
      skills: byId(content.skills),
      allies: byId(content.allies),
    };
    cache.set(content, found);
  }
  return found;
}

/** `hound-of-tindalos` -> `Hound of tindalos`, `pay-5` -> `Pay 5`: words for an id nothing else names. */
export function tidyId(id: string): string {
  const words = id.split(/[-_:]+/).filter((w) => w !== '');
  const text = words.join(' ');
  return text === '' ? '?' : text.charAt(0).toUpperCase() + text.slice(1);
}

export function isLocation(content: Content, id: string): boolean {
  return lookups(content).locations.has(id);
}

export function isStreetSpace(content: Content, id: string): boolean {
  return lookups(content).streets.has(id);
}

export function locationName(content: Content, id: string): string {
  return lookups(content).locations.get(id) ?? tidyId(id);
}

/** The street a street space lies on. */
export function streetName(content: Content, id: string): string {
  return lookups(content).streets.get(id) ?? tidyId(id);
}

/** Any board id as a place: a location's name, or "Armitage Street" for a street space. */
export function placeName(content: Content, id: string): string {
  const found = lookups(content);
  return found.locations.get(id) ?? found.streets.get(id) ?? (id === '' ? 'nowhere' : tidyId(id));
}

/** Places whose names stand without "the" in a sentence, besides possessives ("Velma's Diner") and streets. */
const BARE_PLACES = new Set(['city-hall', 'lake-miskatonic', 'miskatonic-university', 'north-church']);

/** A place inside a sentence: "the Police Station", "Velma's Diner", "Armitage Street". */
export function placeInText(content: Content, id: string): string {
  const found = lookups(content);
  const name = found.locations.get(id);
  if (name === undefined) return placeName(content, id);
  return BARE_PLACES.has(id) || /'s? /.test(name) ? name : `the ${name}`;
}

/** An Other World's name as a heading or a list item shows it: "The Abyss". */
export function worldName(content: Content, id: string): string {
  return lookups(content).worlds.get(id) ?? tidyId(id);
}

/** An Other World's name inside a sentence: "the gate to the City of the Great Race". */
export function worldInText(content: Content, id: string): string {
  return worldName(content, id).replace(/^The /, 'the ');
}

export function monsterName(content: Content, species: string): string {
  return lookups(content).monsters.get(species) ?? tidyId(species);
}

export function investigatorName(content: Content, id: string): string {
  return lookups(content).investigators.get(id) ?? tidyId(id);
}

export type Deck = 'item' | 'spell' | 'skill';

export function cardName(content: Content, deck: Deck | string, id: string): string {
  const found = lookups(content);
  const table = deck === 'item' ? found.items : deck === 'spell' ? found.spells : deck === 'skill' ? found.skills : undefined;
  return table?.get(id) ?? found.items.get(id) ?? found.spells.get(id) ?? found.skills.get(id) ?? tidyId(id);
}

export function allyName(content: Content, id: string): string {
  return lookups(content).allies.get(id) ?? tidyId(id);
}

/** The species of a monster counter (counters are numbered through data/monsters.json in file order). */
export function speciesOfCounter(content: Content, counter: number): string | null {
  let index = 0;
  for (const species of content.monsters) {
    if (counter < index + species.counters.length) return counter >= index ? species.id : null;
    index += species.counters.length;
  }
  return null;
}

/** "1 monster", "3 monsters": a count and a noun with its plural. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "a Ghoul", "an Elder Thing": the article a name wants (by its first letter, which serves these names). */
export function withArticle(name: string): string {
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}

/** A list in words: "a", "a and b", "a, b and c". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** Seat letters for the map and the menus; M, O and T are left out, the map's own marks. */
const SEAT_LETTERS = 'ABCDEFGHIJKLNPQRSUVWXYZ';

export function seatLetter(slot: number): string {
  return SEAT_LETTERS.charAt(slot) || '+';
}
