// House rule powerSeal: when destroying a gate kills a Power guarding it, its corpse may be left on the
// location as an ersatz Elder Sign, for 1 item and 1 spell: no gate or monster appears there again, but
// the Doom Factor does not move back. The counter leaves the closer's trophies for the location.
import { askFor } from '../../../engine/core/frames.js';
import { emit } from '../../../engine/core/run.js';
import type { Frame, SealFrame } from './types/frames.js';
import type { PromptBody } from './types/prompts.js';
import type { InvestigatorState } from './types/state.js';
import type { FrameHandler } from './handler.js';
import { counterInfo, inArkham, inv, nodeId, speciesOf } from './run.js';
import type { Run } from './run.js';

/** Still standing at the location (not knocked out by the closing's cost). */
function here(i: InvestigatorState, node: number): boolean {
  return i.status === 'active' && inArkham(i) && i.at === node;
}

function canPay(i: InvestigatorState): boolean {
  return i.items.length > 0 && i.spells.length > 0;
}

/** After the gate at `node` was destroyed by `i`: the offer, when one of `guardians` was a Power now in `i`'s trophies. */
export function offerPowerSeal(r: Run, flow: Frame[], i: InvestigatorState, node: number, guardians: readonly number[]): void {
  if (!r.s.options.powerSeal || r.s.elderSigns.includes(node) || !here(i, node) || !canPay(i)) return;
  const power = guardians.find((c) => counterInfo(r, c).info.species.specials.includes('power') && i.trophies.includes(c));
  if (power !== undefined) flow.push({ k: 'seal', slot: i.slot, node, counter: power, ask: 0 });
}

function stillPossible(r: Run, f: SealFrame): boolean {
  const i = inv(r, f.slot);
  return here(i, f.node) && canPay(i) && i.trophies.includes(f.counter) && !r.s.elderSigns.includes(f.node);
}

export const sealHandler: FrameHandler<SealFrame> = {
  run(r, flow, f) {
    if (stillPossible(r, f)) askFor(f);
    else flow.pop();
  },
  prompt(r, f): PromptBody {
    // Two cards are a real price: leaving the corpse is the safe default.
    return { kind: 'power-seal', options: [{ id: 'seal' }, { id: 'skip' }], default: 'skip', context: { location: nodeId(r, f.node), counter: f.counter, species: speciesOf(r, f.counter) } };
  },
  answer(r, flow, f, option) {
    flow.pop();
    if (option.id !== 'seal' || !stillPossible(r, f)) return;
    const i = inv(r, f.slot);
    i.trophies.splice(i.trophies.indexOf(f.counter), 1);
    r.s.powerSeals.push({ n: f.node, c: f.counter });
    r.s.elderSigns.push(f.node);
    emit(r, { type: 'power-sealed', investigator: i.id, location: nodeId(r, f.node), counter: f.counter, species: speciesOf(r, f.counter) });
    // The price, cards of the player's choice: the item first, then the spell.
    flow.push({ k: 'discard', slot: i.slot, deck: 'spell', count: 1, reason: 'effect', ask: 0 });
    flow.push({ k: 'discard', slot: i.slot, deck: 'item', count: 1, reason: 'effect', ask: 0 });
  },
};
