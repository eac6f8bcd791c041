// Retainers (Locations, Newspaper & Miskatonic University): $2 at the start of each of one's turns for
// the rest of the game; at most one each; the retainer cards are few (rules.retainers), so an offer when
// all are out comes to nothing. While on retainer one may not sell stories or monographs (effects/sell.ts).
import { emit } from '../../../engine/core/run.js';
import type { InvestigatorState } from './types/state.js';
import { changeMoney } from './harm.js';
import type { Run } from './run.js';

export function retainersHeld(r: Run): number {
  return r.s.invs.filter((i) => i.retainer).length;
}

export function collectRetainer(r: Run, i: InvestigatorState): void {
  if (!i.retainer || i.status !== 'active') return;
  const amount = r.c.content.rules.retainerPay;
  changeMoney(r, i, amount);
  emit(r, { type: 'retainer-paid', investigator: i.id, amount });
}
