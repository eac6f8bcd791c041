// The Vampire grows 1 SP while on the board: each Mythos Phase (rules sheet), or with option vampireGrowth
// 'gate-opened' each time a gate opens (FACTS-1987 §13, the reading that ties it to the gate step).
import { emit } from '../../../engine/core/run.js';
import { counterInfo } from './run.js';
import type { Run } from './run.js';

export function growMonsters(r: Run): void {
  for (const m of r.s.monsters) {
    const info = counterInfo(r, m.c).info;
    if (!info.grows) continue;
    m.grow += 1;
    emit(r, { type: 'monster-grew', counter: m.c, species: info.species.id, sp: info.species.sp + m.grow });
  }
}

/** At the start of a Mythos Phase (`when` 'mythos-phase') or as a gate opens ('gate-opened'). */
export function growOn(r: Run, when: 'mythos-phase' | 'gate-opened'): void {
  if (r.s.options.vampireGrowth === when) growMonsters(r);
}
