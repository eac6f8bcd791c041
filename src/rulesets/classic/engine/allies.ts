// Local characters (Locations, Black Cave & Shunned House): hired for their price where they live, each
// adds its Fight (+2) to the investigator's Fight skill; they are not items and carry none. One may take
// a single attack or counterattack in your place and is then discarded: the engine has them step in when
// a blow would take the investigator's last Strength (the one moment the choice is never in doubt).
// A discarded ally is free to be hired again.
import { emit } from '../../../engine/core/run.js';
import type { Ally } from '../content/schema.js';
import type { InvestigatorState } from './types/state.js';
import type { Run } from './run.js';

export function allyOf(r: Run, id: string): Ally | undefined {
  return r.c.content.allies.find((a) => a.id === id);
}

/** Not in anyone's hands (lost investigators' allies are free again). */
export function allyFree(r: Run, id: string): boolean {
  return !r.s.invs.some((i) => i.allies.includes(id));
}

export function allyFight(r: Run, i: InvestigatorState): number {
  let total = 0;
  for (const id of i.allies) total += allyOf(r, id)?.fight ?? 0;
  return total;
}

/** The Strength loss a blow of `loss` costs `i`: none when an ally takes it (and leaves). */
export function allyTakesBlow(r: Run, i: InvestigatorState, loss: number): number {
  const ally = i.allies[0];
  if (ally === undefined || loss < i.str) return loss;
  i.allies.shift();
  emit(r, { type: 'ally-took-blow', investigator: i.id, ally, loss });
  return 0;
}
