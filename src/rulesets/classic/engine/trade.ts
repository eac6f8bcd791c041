// Investigator Phase 8 and Setup 7: money, items, spells, charity cards and local characters change hands
// between investigators who have ended their turns in the same space; before play (all at the Train
// Station) skills may be traded too. An offer is built in a trade frame (trade-desk.ts), then waits for
// the receiver's consent (trade-reply.ts). Investigators never attack each other: there is no such move.
import type { Frame } from './types/frames.js';
import type { EndTurnOption } from './types/prompts.js';
import type { InvestigatorState } from './types/state.js';
import { sameSpace } from './same-space.js';
import type { Run } from './run.js';
import { emptyLot } from './trade-lot.js';

/** Frames that may sit on a turn whose moves and encounters are over. */
function afterTheTurn(f: Frame): boolean {
  return (f.k === 'turn' && f.stage === 'end') || f.k === 'trade' || f.k === 'trade-reply';
}

/** Done for this Investigator Phase, or at the end of the turn with only trading left. */
export function endedTurn(i: InvestigatorState): boolean {
  if (i.flow.length === 0) return i.done;
  return i.flow[0]?.k === 'turn' && i.flow.every(afterTheTurn);
}

function offerKey(r: Run, from: InvestigatorState, to: InvestigatorState): string {
  return `${r.s.turn}:${r.s.phase}:${from.slot}>${to.slot}`;
}

/** Whether `from` already opened an offer to `to` in this phase (one offer per partner per phase). */
function offeredThisPhase(r: Run, from: InvestigatorState, to: InvestigatorState): boolean {
  const offers = r.s.tradeOffers;
  return offers !== undefined && offers.length > 0 && offers.includes(offerKey(r, from, to));
}

/** Whether `o` is someone `i` may trade with now (see tradePartners). */
function mayTrade(r: Run, i: InvestigatorState, o: InvestigatorState, setup: boolean): boolean {
  if (o.slot === i.slot) return false;
  if (setup) return r.s.phase === 'setup' && (o.status === 'setup' || o.status === 'active');
  return o.status === 'active' && i.status === 'active' && sameSpace(i, o) && endedTurn(o);
}

/** Who `i` may trade with now: before play anyone else at the table; in play, those who ended in `i`'s space. */
export function tradePartners(r: Run, i: InvestigatorState, setup: boolean): InvestigatorState[] {
  return r.s.invs.filter((o) => mayTrade(r, i, o, setup));
}

export function isPartner(r: Run, i: InvestigatorState, other: InvestigatorState, setup: boolean): boolean {
  const seated = r.s.invs[other.slot];
  return seated !== undefined && mayTrade(r, i, seated, setup);
}

/** The end-turn options that start an offer: `trade:<investigator>`, once per partner per phase. */
export function tradeOptions(r: Run, i: InvestigatorState, setup = false): EndTurnOption[] {
  const out: EndTurnOption[] = [];
  for (const o of r.s.invs) {
    if (mayTrade(r, i, o, setup) && !offeredThisPhase(r, i, o)) out.push({ id: `trade:${o.id}`, action: 'trade', card: null, price: 0, partner: o.id });
  }
  return out;
}

/** Opens the trade desk toward the partner named by a `trade:<investigator>` option. */
export function startTrade(r: Run, flow: Frame[], i: InvestigatorState, partnerId: string, setup: boolean): void {
  const partner = tradePartners(r, i, setup).find((o) => o.id === partnerId);
  if (!partner || offeredThisPhase(r, i, partner)) return;
  const prefix = `${r.s.turn}:${r.s.phase}:`;
  r.s.tradeOffers = [...(r.s.tradeOffers ?? []).filter((key) => key.startsWith(prefix)), offerKey(r, i, partner)];
  flow.push({ k: 'trade', slot: i.slot, partner: partner.slot, give: emptyLot(), take: emptyLot(), setup, ask: 0 });
}
