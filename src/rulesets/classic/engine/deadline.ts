// The turn deadline: every investigator who has not acted this Investigator Phase passes (no move, no
// encounter); every other open prompt takes its default (core/deadline.ts); the game runs on to the
// next point where someone must decide (the Mythos Phase's prompts, or the next Investigator Phase).
import { takeDefaults } from '../../../engine/core/deadline.js';
import type { Driver } from '../../../engine/core/driver.js';
import { emit } from '../../../engine/core/run.js';
import type { Frame } from './types/frames.js';
import type { Prompt, PromptBody, PromptOption } from './types/prompts.js';
import { releaseFrame } from './flow.js';
import { inv } from './run.js';
import type { Run } from './run.js';

export function passDeadline(r: Run, d: Driver<Run, Frame, PromptBody, PromptOption, Prompt>): void {
  const phase = r.s.phase;
  const turn = r.s.turn;
  emit(r, { type: 'deadline', phase, turn });
  takeDefaults(r, d, {
    stillDue: (run) => run.s.phase === phase && run.s.turn === turn,
    pass(run, flow, frame) {
      if (run.s.phase !== 'investigator' || frame.k !== 'move' || inv(run, frame.slot).acted) return false;
      const i = inv(run, frame.slot);
      // A change made here, not by a rule the driver runs: the prompt it kept may no longer hold.
      run.built = null;
      for (const f of flow) releaseFrame(run, f);
      flow.length = 0;
      i.done = true;
      emit(run, { type: 'turn-ended', investigator: i.id, passed: true });
      d.settle(run);
      return true;
    },
  });
}
