// The "Investigator Lost" alternate rules (option investigatorLost 'rescue'): one lost in an Other World
// stays in their box with everything they hold, doing nothing, until another investigator rescues them
// (rescue.ts). Lost by a generic event rather than by running out of Strength or Sanity, their Sanity is
// set to 0: being lost in time and space is a blow to the mind.
import { emit } from '../../../engine/core/run.js';
import type { Frame } from './types/frames.js';
import type { InvestigatorState } from './types/state.js';
import { returnMonster } from './board-monsters.js';
import { unwind } from './flow.js';
import type { Run } from './run.js';

/** Whether a loss is to be held for rescue rather than final. */
export function heldForRescue(r: Run, i: InvestigatorState): boolean {
  return r.s.options.investigatorLost === 'rescue' && i.status === 'active' && (i.world !== null || i.visit !== null);
}

export function goAdrift(r: Run, flow: Frame[], i: InvestigatorState): void {
  for (const c of i.owMonsters) returnMonster(r, c, 'lost');
  i.owMonsters = [];
  // Lost on a one-encounter visit: they stay in that world, in the box nearest home.
  if (i.visit !== null) {
    i.world = i.visit;
    i.box = 1;
    i.visit = null;
  }
  if (i.str > 0 && i.san > 0) {
    emit(r, { type: 'stat', investigator: i.id, stat: 'sanity', delta: -i.san, value: 0 });
    i.san = 0;
  }
  i.status = 'adrift';
  i.at = -1;
  i.explored = -1;
  emit(r, { type: 'adrift', investigator: i.id, world: i.world ?? '', box: i.box });
  unwind(r, flow);
}

/** Given Strength or Sanity while adrift (a spell, an item), with both above 0 again: back in play. */
export function reviveIfRestored(r: Run, i: InvestigatorState): void {
  if (i.status !== 'adrift' || i.str <= 0 || i.san <= 0) return;
  i.status = 'active';
  emit(r, { type: 'revived', investigator: i.id });
}
