// One application of the classic rules: the kernel's run (core/run.ts) over classic's prepared content,
// state, events, frames and prompts, and the lookups every rule makes on it.
import type { KernelRun } from '../../../engine/core/run.js';
import type { GameEvent } from './types/events.js';
import type { Frame } from './types/frames.js';
import type { PromptBody } from './types/prompts.js';
import type { GameState, InvestigatorState } from './types/state.js';
import type { Ctx } from './context.js';

export type Run = KernelRun<Ctx, GameState, GameEvent, Frame, PromptBody>;

export function inv(r: Run, slot: number): InvestigatorState {
  const found = r.s.invs[slot];
  if (!found) throw new Error(`no investigator in slot ${slot}`);
  return found;
}

export function nodeId(r: Run, node: number): string {
  return r.c.graph.ids[node] ?? `?${node}`;
}

export function speciesOf(r: Run, counter: number): string {
  return r.c.counters[counter]?.info.species.id ?? `?${counter}`;
}

export function counterInfo(r: Run, counter: number): NonNullable<Ctx['counters'][number]> {
  const info = r.c.counters[counter];
  if (!info) throw new Error(`no monster counter ${counter}`);
  return info;
}

/** An investigator standing in Arkham (not in an Other World, not on a visit). */
export function inArkham(i: InvestigatorState): boolean {
  return i.world === null && i.visit === null && i.at >= 0;
}
