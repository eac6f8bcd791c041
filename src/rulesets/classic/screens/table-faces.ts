// The face of a location's or an Other World's table that a `table-roll` event landed on: its own
// words come first in the narration, before what it does.
import type { Content, TableFace } from '../content/schema.js';

const worldTables = new WeakMap<Content, Map<string, readonly TableFace[]>>();

function tableOf(content: Content, table: 'location' | 'world', id: string): readonly TableFace[] | undefined {
  if (table === 'location') return content.locationTables[id];
  let worlds = worldTables.get(content);
  if (!worlds) {
    worlds = new Map(content.otherWorlds.map((w) => [w.id, w.table]));
    worldTables.set(content, worlds);
  }
  return worlds.get(id);
}

export function faceOf(content: Content, table: 'location' | 'world', id: string, die: number): TableFace | null {
  return tableOf(content, table, id)?.find((face) => face.faces.includes(die)) ?? null;
}
