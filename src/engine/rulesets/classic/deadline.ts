// The turn deadline: every investigator who has not acted this Investigator Phase passes (no move, no
// encounter); every other open prompt takes its default; the game runs on to the next point where
// someone must decide (the Mythos Phase's prompts, or the next Investigator Phase).
import type { Frame } from '../../types/frames.js';
import type { Driver } from '../../core/driver.js';
import { emit } from '../../core/run.js';
import type { Prompt, PromptBody, PromptOption } from '../../types/prompts.js';
import { allFlows, releaseFrame } from './flow.js';
import { inv } from './run.js';
import type { Run } from './run.js';

/** Bounds the defaults taken in one deadline; each default moves a flow on, so this is never reached. */
const MAX_DEFAULTS = 100_000;

function openFrame(r: Run): { flow: Frame[]; frame: Frame } | null {
  for (const flow of allFlows(r)) {
    const top = flow[flow.length - 1];
    if (top !== undefined && top.ask > 0) return { flow, frame: top };
  }
  return null;
}

export function passDeadline(r: Run, d: Driver<Run, Frame, PromptBody, PromptOption, Prompt>): void {
  const phase = r.s.phase;
  const turn = r.s.turn;
  emit(r, { type: 'deadline', phase, turn });
  d.settle(r);
  for (let n = 0; n < MAX_DEFAULTS; n += 1) {
    if (r.s.phase === 'over' || r.s.phase !== phase || r.s.turn !== turn) break;
    const open = openFrame(r);
    if (!open) break;
    const { flow, frame } = open;
    if (r.s.phase === 'investigator' && frame.k === 'move' && !inv(r, frame.slot).acted) {
      const i = inv(r, frame.slot);
      // A change made here, not by a rule the driver runs: the prompt it kept may no longer hold.
      r.built = null;
      for (const f of flow) releaseFrame(r, f);
      flow.length = 0;
      i.done = true;
      emit(r, { type: 'turn-ended', investigator: i.id, passed: true });
      d.settle(r);
      continue;
    }
    const body = d.promptBody(r, frame);
    const option = body.options.find((o) => o.id === body.default) ?? body.options[0];
    if (!option) throw new Error(`engine bug: ${body.kind} has no default`);
    d.applyOption(r, flow, frame, option, false);
  }
}
