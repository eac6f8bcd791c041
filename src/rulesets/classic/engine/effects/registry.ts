// Every effect kind of the content schema, by its `do`, and the frame that plays a face's effects in
// order (stopping when the investigator is out of play).
import type { EffectsFrame, Frame } from '../types/frames.js';
import type { InvestigatorState } from '../types/state.js';
import type { FrameHandler } from '../handler.js';
import { inv } from '../run.js';
import type { Run } from '../run.js';
import { arrivalEffects } from './arrivals.js';
import { basicEffects } from './basic.js';
import { branchEffects } from './branches.js';
import { cardEffects } from './cards.js';
import { hireEffects } from './hires.js';
import { owedEffects } from './owed.js';
import { sellEffects } from './sell.js';
import { travelEffects } from './travel.js';
import type { EffectGroup, EffectKind, EffectOf } from './types.js';

export const EFFECTS: EffectGroup<EffectKind> = {
  ...basicEffects,
  ...branchEffects,
  ...cardEffects,
  ...arrivalEffects,
  ...travelEffects,
  ...owedEffects,
  ...hireEffects,
  ...sellEffects,
};

function play<K extends EffectKind>(r: Run, flow: Frame[], f: EffectsFrame, i: InvestigatorState, kind: K, e: EffectOf<K>): void {
  EFFECTS[kind](r, flow, f, i, e);
}

export const effectsHandler: FrameHandler<EffectsFrame> = {
  run(r, flow, f) {
    const e = f.list[f.i];
    const i = inv(r, f.slot);
    if (e === undefined || i.status !== 'active') {
      flow.pop();
      return;
    }
    f.i += 1;
    play(r, flow, f, i, e.do, e);
  },
};
