// Mists of R'lyeh (rules sheet, Spells; Investigator Phase 2): cast at the start of a move or in an
// encounter. For the rest of the game turn no monster stops the investigator's moves, and their next
// Sneak succeeds without a roll (even to bail out of a combat: a Mythos attack before a round, or after
// a failed Sneak); that Sneak ends the mists.
import { emit } from '../../../../engine/core/run.js';
import type { InvestigatorState } from '../types/state.js';
import type { Run } from '../run.js';
import { canCast, castSpell } from '../spell-cast.js';
import { useOption } from './types.js';
import type { CardUse } from './types.js';

export function mistsUp(r: Run, i: InvestigatorState): boolean {
  return i.cards.mistsTurn === r.s.turn && r.s.turn > 0;
}

/** A Sneak under the mists: it passes, and the mists are gone. Returns whether they were up. */
export function spendMists(r: Run, i: InvestigatorState): boolean {
  if (!mistsUp(r, i)) return false;
  i.cards.mistsTurn = 0;
  return true;
}

export const mists: CardUse = {
  offers(r, i, card, m) {
    const fits = m.at === 'move' || m.at === 'encounter';
    return fits && !mistsUp(r, i) && canCast(r, i, card) ? [useOption(card, 'spell', null)] : [];
  },
  use(r, flow, i, o) {
    emit(r, { type: 'card-used', investigator: i.id, card: o.card, mode: null, target: null, dice: [] });
    if (castSpell(r, flow, i, o.card)) i.cards.mistsTurn = r.s.turn;
  },
};
