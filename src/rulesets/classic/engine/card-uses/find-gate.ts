// Find Gate (rules sheet, Spells): in an Other World, at the start of movement or of a combat (after
// surviving the sanity check), cast it to come back to Arkham at a gate of that world (the player's
// choice of several), as a return through it: the far side has been seen. At the start of a turn the
// move in Arkham follows; in an encounter the turn ends there. Not on a one-encounter visit (that ends
// by itself), and not with no gate of the world on the board.
import { emit } from '../../../../engine/core/run.js';
import type { InvestigatorState } from '../types/state.js';
import { unwind } from '../flow.js';
import { gatesOfWorld } from '../gates.js';
import type { Run } from '../run.js';
import { sanityCheck, worstUnchecked } from '../sanity.js';
import { canCast, castSpell } from '../spell-cast.js';
import { turnFrameOf } from './turn-frame.js';
import { useOption } from './types.js';
import type { CardUse } from './types.js';

function homeward(r: Run, i: InvestigatorState): string | null {
  return i.world !== null && i.visit === null && gatesOfWorld(r, i.world).length > 0 ? i.world : null;
}

export const findGate: CardUse = {
  offers(r, i, card, m) {
    // At the start of a turn it is worth casting only where the boxes would not bring one back anyway.
    const fits = (m.at === 'world' && (i.box === 2 || i.stay)) || (m.at === 'encounter' && m.frame.where === 'world');
    return fits && homeward(r, i) !== null && canCast(r, i, card) ? [useOption(card, 'spell', null)] : [];
  },
  use(r, flow, i, o, m) {
    emit(r, { type: 'card-used', investigator: i.id, card: o.card, mode: null, target: i.world, dice: [] });
    if (m.at === 'encounter') {
      const worst = worstUnchecked(r, i, m.monsters);
      if (worst !== null && sanityCheck(r, flow, i, worst)) return;
    }
    if (!castSpell(r, flow, i, o.card)) return;
    const world = homeward(r, i);
    if (world === null) return;
    if (m.at === 'encounter') unwind(r, flow);
    else {
      const turn = turnFrameOf(flow);
      if (turn) turn.stage = 'move';
    }
    flow.push({ k: 'return', slot: i.slot, world, ask: 0 });
  },
};
