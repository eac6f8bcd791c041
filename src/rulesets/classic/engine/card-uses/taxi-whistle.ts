// Taxi Whistle (rules sheet, Items; Investigator Phase 2): at the start of the move, pay the fare ($1)
// and ride from where you stand to any space or location in Arkham, ending the move. The taxi is a
// vehicle: it goes round monsters where a route can be traced, else stops one space short of the
// blocker (vehicles.ts). The whistle is discarded after one ride.
import { emit } from '../../../../engine/core/run.js';
import type { MoveOption, UseOption } from '../types/prompts.js';
import type { InvestigatorState } from '../types/state.js';
import { metAndGated } from '../board-monsters.js';
import { loseCard } from '../cards.js';
import { moveOption, RIDE } from '../move-option-table.js';
import type { Run } from '../run.js';
import { vehicleEnds } from '../vehicles.js';
import { heldItem } from './held.js';

const PREFIX = 'whistle:';

/** Adds a whistled ride to every other space, when the investigator holds a whistle and the fare. */
export function whistleRides(r: Run, i: InvestigatorState, out: (MoveOption | UseOption)[]): void {
  const t = r.c.moves;
  if (heldItem(r, i, 'taxi-whistle') === undefined || i.money < t.fare) return;
  const ends = vehicleEnds(r, i.at);
  const { met, gated } = metAndGated(r);
  for (let v = 0; v < ends.length; v += 1) {
    if (v === i.at) continue;
    const e = ends[v] ?? v;
    out.push(moveOption(t, RIDE.whistle, v, e, 0, met[e] ?? 0, gated[e] === 1));
  }
}

/** After a move: a whistled ride uses the whistle up (the fare is paid as for any taxi). */
export function afterWhistleRide(r: Run, i: InvestigatorState, option: MoveOption): void {
  if (!option.id.startsWith(PREFIX)) return;
  const whistle = heldItem(r, i, 'taxi-whistle');
  if (whistle === undefined) return;
  emit(r, { type: 'card-used', investigator: i.id, card: whistle, mode: null, target: option.to, dice: [] });
  loseCard(r, i, 'item', whistle, 'used');
}
