// Which locations are buildings (Hounds of Tindalos enter, appear and attack only there). The content
// says so for each; Dark's Carnival is the one the sources disagree on (FACTS-1987 §13): a building by
// default, not one with option darksCarnivalBuilding off.
import type { Run } from './run.js';

const DARKS_CARNIVAL = 'darks-carnival';

export function isBuilding(r: Run, node: number): boolean {
  if (!r.s.options.darksCarnivalBuilding && r.c.nodes.ids[node] === DARKS_CARNIVAL) return false;
  return r.c.building[node] === true;
}
