// An offer from a table face, taken or left: a local character for hire (it costs its price; leaving it
// is the safe default) or a retainer (free money: taking it is). Checked again on the answer: the ally
// may have been hired by another meanwhile.
import { askFor } from '../../../engine/core/frames.js';
import { emit } from '../../../engine/core/run.js';
import type { OfferFrame } from './types/frames.js';
import type { PromptBody } from './types/prompts.js';
import type { InvestigatorState } from './types/state.js';
import { allyFree, allyOf } from './allies.js';
import type { FrameHandler } from './handler.js';
import { changeMoney } from './harm.js';
import { inv } from './run.js';
import type { Run } from './run.js';
import { retainersHeld } from './retainer.js';

function stillOpen(r: Run, f: OfferFrame, i: InvestigatorState): boolean {
  if (f.what === 'retainer') return !i.retainer && retainersHeld(r) < r.c.content.rules.retainers;
  const ally = f.ally === null ? undefined : allyOf(r, f.ally);
  return ally !== undefined && allyFree(r, ally.id) && i.money >= ally.price;
}

export const offerHandler: FrameHandler<OfferFrame> = {
  run(r, flow, f) {
    if (stillOpen(r, f, inv(r, f.slot))) askFor(f);
    else flow.pop();
  },
  prompt(r, f): PromptBody {
    const price = f.ally === null ? 0 : (allyOf(r, f.ally)?.price ?? 0);
    return {
      kind: 'offer',
      options: [{ id: 'take' }, { id: 'leave' }],
      default: f.what === 'retainer' ? 'take' : 'leave',
      context: { what: f.what, ally: f.ally, price },
    };
  },
  answer(r, flow, f, option) {
    flow.pop();
    const i = inv(r, f.slot);
    if (option.id !== 'take' || !stillOpen(r, f, i)) return;
    if (f.what === 'retainer') {
      i.retainer = true;
      emit(r, { type: 'retainer-taken', investigator: i.id });
      return;
    }
    const ally = f.ally === null ? undefined : allyOf(r, f.ally);
    if (!ally) return;
    changeMoney(r, i, -ally.price);
    i.allies.push(ally.id);
    emit(r, { type: 'ally-hired', investigator: i.id, ally: ally.id, price: ally.price });
  },
};
