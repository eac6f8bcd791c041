// Letting a bound monster loose after a kill (Bind Monster): the player picks a space next to theirs;
// no Elder Sign's location (no monster appears there). A Hound let loose outside a building goes back
// to the pile, as one drawn there would.
import { askFor } from '../../../../engine/core/frames.js';
import { emit } from '../../../../engine/core/run.js';
import type { ReleaseFrame } from '../types/frames.js';
import type { NodeOption, PromptBody } from '../types/prompts.js';
import { placeMonster, returnMonster } from '../board-monsters.js';
import type { FrameHandler } from '../handler.js';
import { inArkham, inv, nodeId, speciesOf } from '../run.js';
import type { Run } from '../run.js';
import { unbind } from './bind-monster.js';

function spaces(r: Run, node: number): number[] {
  const next = r.c.graph.neighbours(node);
  const open = next.filter((n) => !r.s.elderSigns.includes(n));
  return open.length > 0 ? open : [...next];
}

export const releaseHandler: FrameHandler<ReleaseFrame> = {
  run(r, flow, f) {
    const i = inv(r, f.slot);
    if (!i.cards.bound.includes(f.counter)) {
      flow.pop();
      return;
    }
    if (!inArkham(i)) {
      flow.pop();
      unbind(i, f.counter);
      returnMonster(r, f.counter, 'released');
      return;
    }
    askFor(f);
  },
  prompt(r, f): PromptBody {
    const at = inv(r, f.slot).at;
    const options: NodeOption[] = spaces(r, at).map((n) => ({ id: nodeId(r, n), node: nodeId(r, n) }));
    return { kind: 'release-monster', options, default: options[0]?.id ?? '', context: { counter: f.counter, species: speciesOf(r, f.counter), from: nodeId(r, at) } };
  },
  answer(r, flow, f, option) {
    flow.pop();
    const i = inv(r, f.slot);
    if (!unbind(i, f.counter)) return;
    emit(r, { type: 'monster-released', investigator: i.id, counter: f.counter, species: speciesOf(r, f.counter), location: option.id });
    placeMonster(r, f.counter, r.c.graph.indexOf(option.id), true);
  },
};
