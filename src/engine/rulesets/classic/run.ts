// One application of the rules: the prepared content, the state being changed in place, and the
// events reported so far. Dice come from the state's generator (or its forced test queue).
import type { Amount } from '../../../content/schema.js';
import { below, nextU32 } from '../../core/rng.js';
import type { GameEvent } from '../../types/events.js';
import type { Frame } from '../../types/frames.js';
import type { PromptBody } from '../../types/prompts.js';
import type { GameState, InvestigatorState } from '../../types/state.js';
import type { Ctx } from './context.js';

export interface Run {
  readonly c: Ctx;
  readonly s: GameState;
  readonly ev: GameEvent[];
  /**
   * The prompt the driver last built to number a frame, kept for handing it out without building it a
   * second time; the driver drops it as soon as any rule runs (driver.ts). Lives only as long as this
   * Run, one engine call, so nothing outside the engine can change the state under it.
   */
  built?: { frame: Frame; body: PromptBody } | null;
}

export function emit(r: Run, event: GameEvent): void {
  r.ev.push(event);
}

export function d6(r: Run): number {
  const forced = r.s.forcedDice;
  if (forced !== undefined && forced.length > 0) {
    const die = forced.shift() ?? 1;
    if (forced.length === 0) delete r.s.forcedDice;
    return die;
  }
  return Math.floor((nextU32(r.s.rng) * 6) / 4294967296) + 1;
}

export function roll2d6(r: Run): [number, number] {
  return [d6(r), d6(r)];
}

/** A coin flip is a D6: 1–3 heads (so tests force coins like dice). */
export function coinDie(r: Run): number {
  return d6(r);
}

export function randomIndex(r: Run, n: number): number {
  return below(r.s.rng, n);
}

/** Rolls an amount: a number, or "D6", "-D6", "2D6", "D6+1". */
export function rollAmount(r: Run, amount: Amount): number {
  if (typeof amount === 'number') return amount;
  const m = /^(-?)(\d*)D6([+-]\d+)?$/.exec(amount);
  if (!m) throw new Error(`bad amount: ${amount}`);
  const dice = m[2] === '' || m[2] === undefined ? 1 : Number(m[2]);
  let total = Number(m[3] ?? 0);
  for (let i = 0; i < dice; i += 1) total += d6(r);
  return m[1] === '-' ? -total : total;
}

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
