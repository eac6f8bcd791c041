// Bind Monster (rules sheet, Spells): cast on a monster on the board in your space, never a Power,
// after the sanity check of meeting it in combat. Banish it to your trophies, or capture it and carry it
// as a weapon worth its SP: physical, except against its own species (then magical). A capture lasts
// until an attack with it succeeds: on a monster, the slain one is a trophy and the bound one is let
// loose into a space next to you of your choice (in an Other World, back to the pile); on a gate, the
// bound monster goes to the trophies with the gate. The spell goes back to the pile after one success.
// A bound monster needs no hands (the rules sheet does not say).
import { emit } from '../../../../engine/core/run.js';
import type { Frame } from '../types/frames.js';
import type { InvestigatorState } from '../types/state.js';
import { returnMonster, takeOffBoard } from '../board-monsters.js';
import { loseCard } from '../cards.js';
import type { TargetRules } from '../combat-target.js';
import { checkOnMeeting } from '../sanity.js';
import { counterInfo, inArkham, speciesOf } from '../run.js';
import type { Run } from '../run.js';
import { canCast, castSpell } from '../spell-cast.js';
import { awardMonster } from '../trophies.js';
import { useOption } from './types.js';
import type { CardUse } from './types.js';

const MODES = ['banish', 'capture'] as const;

function bindable(r: Run, counter: number): boolean {
  return !counterInfo(r, counter).info.species.specials.includes('power');
}

export const bindMonster: CardUse = {
  offers(r, i, card, m) {
    if (m.at !== 'encounter' || m.frame.where !== 'arkham' || !canCast(r, i, card)) return [];
    return m.monsters.filter((c) => bindable(r, c)).flatMap((counter) => MODES.map((mode) => useOption(card, 'spell', mode, { counter })));
  },
  use(r, flow, i, o, m) {
    const counter = o.counter;
    if (counter === null || m.at !== 'encounter') return;
    emit(r, { type: 'card-used', investigator: i.id, card: o.card, mode: o.mode, target: String(counter), dice: [] });
    if (checkOnMeeting(r, flow, m.frame, i, counter)) return;
    if (!castSpell(r, flow, i, o.card)) return;
    loseCard(r, i, 'spell', o.card, 'used');
    takeOffBoard(r, counter);
    if (o.mode === 'banish') {
      awardMonster(r, i, counter);
      return;
    }
    i.cards.bound.push(counter);
    emit(r, { type: 'monster-bound', investigator: i.id, counter, species: speciesOf(r, counter) });
  },
};

/** A bound monster's worth as a weapon against `target` (a gate: its full SP). */
export function boundValue(r: Run, counter: number, target: TargetRules): number {
  const info = counterInfo(r, counter).info;
  const against = target.counter === undefined ? null : counterInfo(r, target.counter).info.species.id;
  if (against === info.species.id) return info.species.sp;
  return target.onlyMagic ? 0 : target.weaponsDoOne ? 1 : info.species.sp;
}

/** Takes a counter out of the bound ones; false when it was not bound. */
export function unbind(i: InvestigatorState, counter: number): boolean {
  const at = i.cards.bound.indexOf(counter);
  if (at < 0) return false;
  i.cards.bound.splice(at, 1);
  return true;
}

/** After a monster fell to an attack with bound monsters: each is let loose next to the investigator. */
export function releaseBound(r: Run, flow: Frame[], i: InvestigatorState, used: readonly number[]): void {
  for (const counter of used) {
    if (!i.cards.bound.includes(counter)) continue;
    if (inArkham(i)) flow.push({ k: 'release', slot: i.slot, counter, ask: 0 });
    else {
      unbind(i, counter);
      returnMonster(r, counter, 'released');
    }
  }
}

/** After a gate fell to an attack with bound monsters: they join the trophies with it. */
export function boundToTrophies(r: Run, i: InvestigatorState, used: readonly number[]): void {
  for (const counter of used) if (unbind(i, counter)) awardMonster(r, i, counter);
}

