// Things that appear: a monster (in Arkham it stays on the location and must be met; in an Other World
// it is met there and goes back to the pile unless killed; a Hound never appears outside a building or
// in a Hound-safe world), and a gate with its monster, which pulls the investigator through to box 2
// while the monster stays in Arkham unmet.
import { emit } from '../../../../engine/core/run.js';
import { encounterFrame } from '../encounter-frame.js';
import { drawMonster, gateAt, returnMonster } from '../board-monsters.js';
import { addMonster, enterGate, openGate } from '../gates.js';
import { counterInfo, inArkham, speciesOf } from '../run.js';
import { skipRest } from './types.js';
import type { EffectGroup } from './types.js';
import type { Frame } from '../types/frames.js';
import type { InvestigatorState } from '../types/state.js';
import type { Run } from '../run.js';

/** `n` monsters appear where the investigator is, who then meets them (one encounter for all). */
export function monstersAppear(r: Run, flow: Frame[], i: InvestigatorState, n: number): void {
  let met = 0;
  for (let k = 0; k < n; k += 1) {
    if (inArkham(i)) {
      if (addMonster(r, i.at, true) !== null) met += 1;
      continue;
    }
    const world = i.visit ?? i.world ?? '';
    const counter = drawMonster(r);
    if (counter === null) continue;
    if (counterInfo(r, counter).info.hound && r.c.worlds.get(world)?.houndSafe) {
      returnMonster(r, counter, 'refused');
      continue;
    }
    i.owMonsters.push(counter);
    met += 1;
    emit(r, { type: 'monster-met', counter, species: speciesOf(r, counter), world, investigator: i.id });
  }
  if (met > 0) flow.push(encounterFrame(i.slot, inArkham(i) ? 'arkham' : 'world'));
}

export const arrivalEffects: EffectGroup<'monster' | 'gate'> = {
  monster(r, flow, _f, i) {
    monstersAppear(r, flow, i, 1);
  },
  gate(r, flow, f, i) {
    if (!inArkham(i)) return;
    openGate(r, i.at);
    if (r.s.phase === 'over' || !gateAt(r, i.at)) return;
    skipRest(f);
    enterGate(r, flow, i, i.at);
  },
};
