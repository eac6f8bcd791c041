// Elder Sign (rules sheet, Items; Gates and Other Worlds): at a gate whose far side you have seen, as
// your attack on it for the turn (a sanity check against each guardian first): the gate is destroyed (a
// trophy, with its guardians), the Doom Factor goes back by 1, and the card stays on the location,
// which no gate or monster will enter again (Hounds still do: Hounds rule 5). It costs 2 SAN.
import { emit } from '../../../../engine/core/run.js';
import { mayAttackGate } from '../gates.js';
import { checkGuardians } from '../gate-attack.js';
import { destroyGate } from '../gates.js';
import { changeStat } from '../harm.js';
import { nodeId } from '../run.js';
import { useOption } from './types.js';
import type { CardUse } from './types.js';

const SANITY_COST = 2;

export const elderSign: CardUse = {
  offers(r, i, card, m) {
    return m.at === 'gate' && mayAttackGate(r, i, m.node) ? [useOption(card, 'item', null, { location: nodeId(r, m.node) })] : [];
  },
  use(r, flow, i, o) {
    const node = i.at;
    i.attackedTurn = r.s.turn;
    if (checkGuardians(r, flow, i, node)) return;
    const at = i.items.indexOf(o.card);
    if (at < 0) return;
    emit(r, { type: 'card-used', investigator: i.id, card: o.card, mode: null, target: nodeId(r, node), dice: [] });
    i.items.splice(at, 1);
    r.s.boardCards.push({ n: node, card: o.card });
    r.s.elderSigns.push(node);
    r.s.doom = Math.max(0, r.s.doom - 1);
    emit(r, { type: 'gate-sealed', investigator: i.id, location: nodeId(r, node), doom: r.s.doom });
    destroyGate(r, flow, i, node);
    if (r.s.phase !== 'over') changeStat(r, flow, i, 'sanity', -SANITY_COST);
  },
};
