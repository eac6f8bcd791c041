// Dragon's Eye and Blue Watcher of the Pyramid (rules sheet, Items; Gates and Other Worlds): banish any
// one monster in Arkham (back to the pile), or close any one gate without having seen its far side (a
// gate destroyed: it and its guardians are trophies). The blast costs D6 STR; the card is discarded.
// Where a gate may be closed is option gemGateClosing: `at-gate` (default), standing at it as one's
// attack on it for the turn (the sheet lists the gems under ATTACKING A GATE: a sanity check against
// each guardian first, once per turn); `anywhere`, from anywhere, at any free moment (the item lines
// read alone: "closes any one Gate").
import { d6 } from '../../../../engine/core/dice.js';
import { emit } from '../../../../engine/core/run.js';
import type { UseOption } from '../types/prompts.js';
import { boardMonster, returnMonster, takeOffBoard } from '../board-monsters.js';
import { loseCard } from '../cards.js';
import { checkGuardians } from '../gate-attack.js';
import { destroyGate } from '../gates.js';
import { changeStat } from '../harm.js';
import { nodeId } from '../run.js';
import type { Run } from '../run.js';
import { freeMoment, useOption } from './types.js';
import type { CardUse } from './types.js';

function banishOption(card: string, counter: number): UseOption {
  return useOption(card, 'item', 'banish', { counter });
}

function closeOption(r: Run, card: string, node: number): UseOption {
  return useOption(card, 'item', 'close', { location: nodeId(r, node) });
}

function fromAnywhere(r: Run): boolean {
  return r.s.options.gemGateClosing === 'anywhere';
}

export const gem: CardUse = {
  offers(r, i, card, m) {
    if (freeMoment(m)) {
      const out: UseOption[] = [];
      for (const x of r.s.monsters) out.push(banishOption(card, x.c));
      if (fromAnywhere(r)) for (const g of r.s.gates) out.push(closeOption(r, card, g.n));
      return out;
    }
    if (m.at === 'encounter' && m.frame.where === 'arkham') return m.monsters.map((counter) => banishOption(card, counter));
    if (m.at === 'gate' && (fromAnywhere(r) || i.attackedTurn < r.s.turn)) return [closeOption(r, card, m.node)];
    return [];
  },
  use(r, flow, i, o, m) {
    if (o.mode === 'close' && m.at === 'gate' && !fromAnywhere(r)) {
      // The gate's attack step: once a turn, and each guardian's sanity check is survived first.
      i.attackedTurn = r.s.turn;
      if (checkGuardians(r, flow, i, m.node)) return;
    }
    emit(r, { type: 'card-used', investigator: i.id, card: o.card, mode: o.mode, target: o.location ?? (o.counter === null ? null : String(o.counter)), dice: [] });
    loseCard(r, i, 'item', o.card, 'used');
    if (o.mode === 'banish' && o.counter !== null && boardMonster(r, o.counter)) {
      takeOffBoard(r, o.counter);
      returnMonster(r, o.counter, 'banished');
    } else if (o.mode === 'close' && o.location !== null) {
      destroyGate(r, flow, i, r.c.graph.indexOf(o.location));
    }
    if (i.status === 'active' && r.s.phase !== 'over') changeStat(r, flow, i, 'strength', -d6(r));
  },
};
