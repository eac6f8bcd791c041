// "The same space" (Investigator Phase 8, the "Investigator Lost" rules): the same street space or
// location in Arkham, or the same box of the same Other World. A one-encounter visit is nobody's space.
import type { InvestigatorState } from './types/state.js';

export function sameSpace(a: InvestigatorState, b: InvestigatorState): boolean {
  if (a.visit !== null || b.visit !== null) return false;
  if (a.world !== null || b.world !== null) return a.world === b.world && a.box === b.box;
  return a.at >= 0 && a.at === b.at;
}
