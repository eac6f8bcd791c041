// The flow of play as data, for any ruleset: a flow is a stack of frames; the driver runs the top frame
// until it must ask someone, and the frame then holds the open decision (`ask`). What a frame kind
// does is its handler: run until it must ask, build its prompt, take an answer, and say whether an
// open question still makes sense after others have acted.
import type { KernelRun } from './run.js';

/** 0: running; -1: wants a decision (the driver numbers it); > 0: waiting on prompt `p<ask>`. */
export interface FrameBase {
  k: string;
  ask: number;
}

/** A prompt as a rule builds it, before the driver gives it its id and names the one it asks. */
export interface PromptBodyBase<O extends { id: string } = { id: string }> {
  kind: string;
  options: readonly O[];
  default: string;
}

/**
 * What one frame kind does. `R` is the ruleset's run, `F` the frame kind, `All` every frame a flow
 * may hold, `B` the prompt bodies and `O` their options.
 */
export interface FrameHandler<R, F extends FrameBase, All extends FrameBase, B, O> {
  run(r: R, flow: All[], f: F): void;
  prompt?(r: R, f: F): B;
  answer?(r: R, flow: All[], f: F, option: O): void;
  /** False when the board changed under an open question (its monster or gate is gone): ask again. */
  valid?(r: R, f: F): boolean;
}

/** Sets up a decision; the driver numbers it, or takes the only option without asking. */
export function askFor(f: FrameBase): void {
  f.ask = -1;
}

/**
 * Sets up a decision known to offer two or more options: numbered at once, so the driver does not
 * build the prompt only to count its options (a costly prompt, such as a move with its rides).
 */
export function askNumbered(r: KernelRun, f: FrameBase): void {
  r.s.seq += 1;
  f.ask = r.s.seq;
}

/** The prompt id of a frame waiting on prompt number `ask`. */
export function promptId(ask: number): string {
  return `p${ask}`;
}
