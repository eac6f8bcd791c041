// One application of a ruleset's rules: its prepared content, the state being changed in place, and
// the events reported so far. The kernel asks only this much of any ruleset's state.
import type { RngState } from './rng.js';

export interface KernelState {
  /** Bumped by every accepted answer and every deadline: an answer made at an older one is stale. */
  version: number;
  /** The content the game was made with; an engine over another content refuses it. */
  contentVersion: string;
  /** Every roll and shuffle comes from here. */
  rng: RngState;
  /** Tests only: D6 results to use before the generator. */
  forcedDice?: number[];
  /** The last prompt number handed out. */
  seq: number;
  /** 'over' when the game has ended; the other phases are the ruleset's. */
  phase: string;
}

export interface KernelRun<C = unknown, S extends KernelState = KernelState, E = unknown, F = unknown, B = unknown> {
  readonly c: C;
  readonly s: S;
  readonly ev: E[];
  /**
   * The prompt the driver last built to number a frame, kept for handing it out without building it a
   * second time; the driver drops it as soon as any rule runs (driver.ts). Lives only as long as this
   * Run, one engine call, so nothing outside the engine can change the state under it.
   */
  built?: { frame: F; body: B } | null;
}

export function emit<E>(r: { readonly ev: E[] }, event: E): void {
  r.ev.push(event);
}
