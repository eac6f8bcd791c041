// Hospital and Sanitarium: $3 a turn for D6 STR (Hospital) or D6 SAN (Sanitarium). Short of money, one
// pays what one has, is treated once, and must leave before being treated there again.
import { d6 } from '../../../engine/core/dice.js';
import { askFor } from '../../../engine/core/frames.js';
import { emit } from '../../../engine/core/run.js';
import type { HealFrame, PickLocationFrame } from './types/frames.js';
import type { NodeOption, PromptBody } from './types/prompts.js';
import type { FrameHandler } from './handler.js';
import { changeMoney, changeStat } from './harm.js';
import { inv, nodeId } from './run.js';
import { rideTo } from './effects/travel.js';

export const healHandler: FrameHandler<HealFrame> = {
  run(_r, _flow, f) {
    askFor(f);
  },
  prompt(r, f): PromptBody {
    return {
      kind: 'heal',
      options: [{ id: 'heal' }, { id: 'leave' }],
      default: 'heal',
      context: { service: f.stat === 'strength' ? 'hospital' : 'sanitarium', price: r.c.content.rules.healingCost },
    };
  },
  answer(r, flow, f, option) {
    flow.pop();
    if (option.id !== 'heal') return;
    const i = inv(r, f.slot);
    const price = r.c.content.rules.healingCost;
    const paid = Math.min(price, i.money);
    changeMoney(r, i, -paid);
    i.healedShort = paid < price;
    emit(r, { type: 'service', investigator: i.id, service: f.stat === 'strength' ? 'hospital' : 'sanitarium', paid });
    // House rule fullHeal: all the way to the maximum in one go, instead of D6.
    const gain = r.s.options.fullHeal ? r.c.content.rules.statMax : d6(r);
    changeStat(r, flow, i, f.stat, gain);
  },
};

/** A free ride to any location of the player's choice (the encounter there follows). */
export const pickLocationHandler: FrameHandler<PickLocationFrame> = {
  run(_r, _flow, f) {
    askFor(f);
  },
  prompt(r): PromptBody {
    const options: NodeOption[] = r.c.content.board.locations.map((l) => ({ id: l.id, node: l.id }));
    // The Hospital is the safe default: no table, and treatment if it is needed.
    const safe = nodeId(r, r.c.hospital);
    return { kind: 'pick-location', options, default: options.some((o) => o.id === safe) ? safe : (options[0]?.id ?? ''), context: null };
  },
  answer(r, flow, f, option) {
    flow.pop();
    rideTo(r, flow, null, inv(r, f.slot), r.c.graph.indexOf(option.id));
  },
};
