// A street space in words a player can find on the map: its street and the place whose door it is
// ("River Street by Newspaper") or, for a space with no door on it, which way it lies from the
// nearest place ("Garrison Street north of Dagon Mission").
import type { Content, Location } from '../content/schema.js';
import { graphOf } from '../bots/board.js';
import { isLocation, placeName, streetName } from '../../../screens/game/names.js';

const cache = new WeakMap<Content, Map<string, string>>();

/** A board id as a place to go: a location's name, or a street space with its landmark. */
export function spaceLabel(content: Content, id: string): string {
  if (isLocation(content, id)) return placeName(content, id);
  let labels = cache.get(content);
  if (!labels) {
    labels = new Map();
    cache.set(content, labels);
  }
  const known = labels.get(id);
  if (known !== undefined) return known;
  const label = landmarked(content, id);
  labels.set(id, label);
  return label;
}

function landmarked(content: Content, id: string): string {
  const street = streetName(content, id);
  const door = content.board.locations.find((l) => l.entrances.includes(id));
  if (door) return `${street} by ${door.name}`;
  const graph = graphOf(content);
  const space = content.board.streets.find((s) => s.id === id);
  if (!space || !graph.ids.includes(id)) return street;
  const from = graph.indexOf(id);
  let nearest: Location | null = null;
  let best = Number.POSITIVE_INFINITY;
  for (const l of content.board.locations) {
    const d = graph.distance(from, graph.indexOf(l.id));
    if (d < best) {
      best = d;
      nearest = l;
    }
  }
  return nearest === null ? street : `${street} ${direction(nearest, space)} of ${nearest.name}`;
}

/** Which way `to` lies from `from` on the map (y grows downward), by the longer of the two distances. */
function direction(from: { x: number; y: number }, to: { x: number; y: number }): string {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.abs(dx) >= Math.abs(dy)) return dx >= 0 ? 'east' : 'west';
  return dy >= 0 ? 'south' : 'north';
}
