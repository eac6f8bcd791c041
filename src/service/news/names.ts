// Names for the ids in events, from the content: investigators, places (locations, or the street of a
// street space), Other Worlds and monster species. An unknown id is printed as it is.
import type { Content } from '../../rulesets/classic/content/schema.js';
import type { RevisedContent } from '../../rulesets/revised/content/schema.js';

export interface ContentNames {
  investigator(id: string): string;
  place(id: string): string;
  world(id: string): string;
  species(id: string): string;
}

export function contentNames(content: Content): ContentNames {
  const lookup = (entries: { id: string; name: string }[]): ((id: string) => string) => {
    const map = new Map(entries.map((entry) => [entry.id, entry.name]));
    return (id) => map.get(id) ?? id;
  };
  const streets = content.board.streets.map((space) => ({ id: space.id, name: space.street }));
  return {
    investigator: lookup(content.investigators),
    place: lookup([...content.board.locations, ...streets]),
    world: lookup(content.otherWorlds),
    species: lookup(content.monsters),
  };
}

/** The revised game's names for the same roles (its content keeps every entry by id); a monster on the board may carry a counter ("kind#2"). */
export function revisedContentNames(content: RevisedContent): ContentNames & { ancientOne: string } {
  const lookup = (entries: Readonly<Record<string, { name: string }>>): ((id: string) => string) => {
    return (id) => (Object.prototype.hasOwnProperty.call(entries, id) ? entries[id]?.name : undefined) ?? id;
  };
  const monster = lookup(content.monsters);
  return {
    investigator: lookup(content.investigators),
    place: lookup(content.board),
    world: lookup(content.worlds),
    species: (id) => monster(id.split(/[#:]/)[0] ?? id),
    ancientOne: content.ancientOne.name,
  };
}
