// The player picks one branch of a table face. A branch that starts by paying more money than the
// investigator has is not offered.
import { askFor } from '../../../../engine/core/frames.js';
import { emit } from '../../../../engine/core/run.js';
import type { Effect } from '../../content/schema.js';
import type { ChooseFrame } from '../types/frames.js';
import type { ActionOption, PromptBody } from '../types/prompts.js';
import type { FrameHandler } from '../handler.js';
import { inv } from '../run.js';

/** Money a branch takes up front (its leading fixed payments). */
function upfront(effects: readonly Effect[]): number {
  let cost = 0;
  for (const e of effects) {
    if (e.do !== 'money' || typeof e.amount !== 'number' || e.amount >= 0) break;
    cost -= e.amount;
  }
  return cost;
}

export const chooseHandler: FrameHandler<ChooseFrame> = {
  run(_r, _flow, f) {
    askFor(f);
  },
  prompt(r, f): PromptBody {
    const money = inv(r, f.slot).money;
    const affordable = f.options.filter((o) => upfront(o.effects) <= money);
    const offered = affordable.length > 0 ? affordable : f.options;
    const options: ActionOption[] = offered.map((o) => ({ id: o.key }));
    // The safe default: the branch that does least.
    let safe = offered[offered.length - 1];
    for (const o of offered) if (safe === undefined || o.effects.length < safe.effects.length) safe = o;
    return { kind: 'choice', options, default: safe?.key ?? '', context: { table: f.src.table, id: f.src.id } };
  },
  answer(r, flow, f, option) {
    flow.pop();
    const chosen = f.options.find((o) => o.key === option.id);
    emit(r, { type: 'choice-made', investigator: inv(r, f.slot).id, key: option.id });
    if (chosen && chosen.effects.length > 0) flow.push({ k: 'effects', slot: f.slot, src: f.src, list: chosen.effects, i: 0, ask: 0 });
  },
};
