// An effect module: how one kind of table-face effect changes the game. It may act at once, push the
// frames that continue it (a check's branch, a monster encounter), or open a decision.
import type { Effect } from '../../content/schema.js';
import type { EffectsFrame, Frame } from '../types/frames.js';
import type { InvestigatorState } from '../types/state.js';
import type { Run } from '../run.js';

export type EffectKind = Effect['do'];
export type EffectOf<K extends EffectKind> = Extract<Effect, { do: K }>;
export type EffectHandler<K extends EffectKind> = (r: Run, flow: Frame[], f: EffectsFrame, i: InvestigatorState, e: EffectOf<K>) => void;
export type EffectGroup<K extends EffectKind> = { [P in K]: EffectHandler<P> };

/** Plays a list of effects after the current one (nothing for an empty list). */
export function pushEffects(flow: Frame[], f: EffectsFrame, list: readonly Effect[]): void {
  if (list.length > 0) flow.push({ k: 'effects', slot: f.slot, src: f.src, list: [...list], i: 0, ask: 0 });
}

/** Skips whatever the face still had to say (the investigator has gone elsewhere). */
export function skipRest(f: EffectsFrame): void {
  f.i = f.list.length;
}
