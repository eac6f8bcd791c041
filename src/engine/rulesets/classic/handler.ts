// What a frame kind does: run until it must ask, build its prompt, take an answer, and say whether
// an open question still makes sense after other investigators have acted.
import type { Frame } from '../../types/frames.js';
import type { PromptBody, PromptOption } from '../../types/prompts.js';
import type { Run } from './run.js';

export interface FrameHandler<F extends Frame> {
  run(r: Run, flow: Frame[], f: F): void;
  prompt?(r: Run, f: F): PromptBody;
  answer?(r: Run, flow: Frame[], f: F, option: PromptOption): void;
  /** False when the board changed under an open question (its monster or gate is gone): ask again. */
  valid?(r: Run, f: F): boolean;
}

export type FrameMap = { [F in Frame as F['k']]: F };
export type HandlerMap = { [K in keyof FrameMap]: FrameHandler<FrameMap[K]> };

/** Sets up a decision; the driver numbers it, or takes the only option without asking. */
export function askFor(f: Frame): void {
  f.ask = -1;
}

/**
 * Sets up a decision known to offer two or more options: numbered at once, so the driver does not
 * build the prompt only to count its options (the move prompt, with its taxi rides, is the costly one).
 */
export function askNumbered(r: Run, f: Frame): void {
  r.s.seq += 1;
  f.ask = r.s.seq;
}
