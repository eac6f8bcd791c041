// Taxi Whistle (rules sheet, Items; Investigator Phase 2): at the start of the move, pay the fare ($1)
// and ride from where you stand to any space or location in Arkham, ending the move. The taxi is a
// vehicle: it goes round monsters where a route can be traced, else stops one space short of the
// blocker (vehicles.ts). The whistle is discarded after one ride.
import type { MoveOption } from '../../../types/prompts.js';
import type { InvestigatorState } from '../../../types/state.js';
import { gateAt, monstersMetAt } from '../board-monsters.js';
import { loseCard } from '../cards.js';
import { emit, nodeId } from '../run.js';
import type { Run } from '../run.js';
import { vehicleEnds } from '../vehicles.js';
import { heldItem } from './held.js';

const PREFIX = 'whistle:';

export function whistleRides(r: Run, i: InvestigatorState): MoveOption[] {
  const fare = r.c.content.rules.taxiFare;
  if (heldItem(r, i, 'taxi-whistle') === undefined || i.money < fare) return [];
  const ends = vehicleEnds(r, i.at);
  const out: MoveOption[] = [];
  for (let v = 0; v < ends.length; v += 1) {
    if (v === i.at) continue;
    const e = ends[v] ?? v;
    const to = nodeId(r, v);
    const end = nodeId(r, e);
    out.push({ id: `${PREFIX}${to}`, to, end, stoppedAt: e === v ? null : end, cost: 0, taxi: true, price: fare, monsters: monstersMetAt(r, e).length, gate: gateAt(r, e) !== undefined });
  }
  return out;
}

/** After a move: a whistled ride uses the whistle up (the fare is paid as for any taxi). */
export function afterWhistleRide(r: Run, i: InvestigatorState, option: MoveOption): void {
  if (!option.id.startsWith(PREFIX)) return;
  const whistle = heldItem(r, i, 'taxi-whistle');
  if (whistle === undefined) return;
  emit(r, { type: 'card-used', investigator: i.id, card: whistle, mode: null, target: option.to, dice: [] });
  loseCard(r, i, 'item', whistle, 'used');
}
