// Deadline plumbing for any ruleset: once the deadline has passed, every open prompt takes its default,
// flow after flow, until the game has moved on (the ruleset says when) or no prompt is open. A ruleset
// may first deal with a frame itself (classic passes an investigator who has not acted at all).
import type { Driver } from './driver.js';
import type { FrameBase, PromptBodyBase } from './frames.js';
import type { KernelRun } from './run.js';

/** Bounds the defaults taken in one deadline; each default moves a flow on, so this is never reached. */
const MAX_DEFAULTS = 100_000;

export interface DefaultRules<R, F> {
  /** True while the deadline still holds (the same phase and game turn): defaults stop once it is false. */
  stillDue(r: R): boolean;
  /** Deals with open frame `f` without its default; true if it did (and the game was settled since). */
  pass?(r: R, flow: F[], f: F): boolean;
}

export function takeDefaults<R extends KernelRun, F extends FrameBase, B extends PromptBodyBase<O>, O extends { id: string }, P>(
  r: R,
  d: Driver<R, F, B, O, P>,
  rules: DefaultRules<R, F>,
): void {
  d.settle(r);
  for (let n = 0; n < MAX_DEFAULTS; n += 1) {
    if (r.s.phase === 'over' || !rules.stillDue(r)) break;
    const open = d.firstOpen(r);
    if (!open) break;
    const { flow, frame } = open;
    if (rules.pass?.(r, flow, frame) === true) continue;
    const body = d.promptBody(r, frame);
    const option = body.options.find((o) => o.id === body.default) ?? body.options[0];
    if (!option) throw new Error(`engine bug: ${body.kind} has no default`);
    d.applyOption(r, flow, frame, option, false);
  }
}
