// Effects that take the investigator somewhere: a free ride (to a named, a chosen or a random
// location, where they meet whatever is there), out to the sidewalk, a one-encounter visit to another
// world, back to Arkham, lost in time and space, or out of play for some turns (jail).
import { roll2d6 } from '../../../../engine/core/dice.js';
import { emit } from '../../../../engine/core/run.js';
import type { EffectsFrame, Frame } from '../types/frames.js';
import type { InvestigatorState } from '../types/state.js';
import { arriveFromWorld } from '../gates.js';
import { unwind } from '../flow.js';
import { loseInvestigator } from '../harm.js';
import { inArkham, nodeId } from '../run.js';
import type { Run } from '../run.js';
import { skipRest } from './types.js';
import type { EffectGroup } from './types.js';

/** Takes the investigator to `node` as if they had moved there: the encounter there follows. */
export function rideTo(r: Run, flow: Frame[], f: EffectsFrame | null, i: InvestigatorState, node: number): void {
  if (f) skipRest(f);
  if (!inArkham(i)) arriveFromWorld(r, i, node, false);
  else if (i.at !== node) {
    const from = i.at;
    i.at = node;
    i.explored = -1;
    i.healedShort = false;
    emit(r, { type: 'moved', investigator: i.id, from: nodeId(r, from), to: nodeId(r, node), cost: 0, taxi: false, price: 0 });
  }
  flow.push({ k: 'arrive', slot: i.slot, ask: 0 });
}

export const travelEffects: EffectGroup<'moveTo' | 'sidewalk' | 'visitWorld' | 'lost' | 'returnToArkham' | 'loseTurns'> = {
  moveTo(r, flow, f, i, e) {
    if (e.to === 'any') {
      skipRest(f);
      flow.push({ k: 'pick-location', slot: i.slot, ask: 0 });
      return;
    }
    if (e.to === 'random') {
      const dice = roll2d6(r);
      const node = r.c.gateRoll[dice[0] + dice[1]] ?? r.c.trainStation;
      emit(r, { type: 'gate-roll', dice, location: nodeId(r, node) });
      rideTo(r, flow, f, i, node);
      return;
    }
    rideTo(r, flow, f, i, r.c.graph.indexOf(e.to));
  },
  sidewalk(r, _flow, f, i) {
    if (!inArkham(i) || !r.c.graph.isLocation(i.at)) return;
    const street = r.c.graph.doors(i.at)[0];
    if (street === undefined) return;
    skipRest(f);
    const from = i.at;
    i.at = street;
    i.explored = -1;
    i.healedShort = false;
    emit(r, { type: 'moved', investigator: i.id, from: nodeId(r, from), to: nodeId(r, street), cost: 0, taxi: false, price: 0 });
  },
  visitWorld(r, flow, _f, i, e) {
    if (i.visit !== null) return;
    i.visit = e.world;
    emit(r, { type: 'visit', investigator: i.id, world: e.world });
    flow.push({ k: 'visit-end', slot: i.slot, ask: 0 });
    flow.push({ k: 'world', slot: i.slot, world: e.world, ask: 0 });
  },
  lost(r, flow, _f, i) {
    loseInvestigator(r, flow, i);
  },
  returnToArkham(_r, flow, f, i) {
    skipRest(f);
    // A visit ends by itself when its frame closes; from a world's box, back to one of its gates.
    if (i.visit === null && i.world !== null) flow.push({ k: 'return', slot: i.slot, world: i.world, ask: 0 });
  },
  loseTurns(r, flow, _f, i, e) {
    i.loseTurns += e.turns;
    if (e.jail && inArkham(i)) {
      i.at = r.c.policeStation;
      i.explored = -1;
      emit(r, { type: 'jailed', investigator: i.id, turns: e.turns });
    } else emit(r, { type: 'flag-set', investigator: i.id, flag: 'lose-turns', value: i.loseTurns });
    unwind(r, flow);
  },
};
