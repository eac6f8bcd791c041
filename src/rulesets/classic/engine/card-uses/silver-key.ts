// Silver Key (rules sheet, Items): the owner marks a spot (a space or location in Arkham, or a box of
// an Other World) and may move the mark at any time. For the rest of the game they may pass between the
// marked spot and Earth's Dreamlands at a movement step or in an encounter, after a sanity check
// (D6 at or under SAN; a failure and the key stays shut this turn). We allow one try a turn. Arriving
// in the Dreamlands is arriving in box 2 (its table is rolled); arriving at a box of another world
// rolls that world's table; arriving at an Arkham spot at the movement step is the move (the encounter
// there follows), in an encounter it ends the turn.
import { d6 } from '../../../../engine/core/dice.js';
import { emit } from '../../../../engine/core/run.js';
import type { Frame } from '../types/frames.js';
import type { InvestigatorState } from '../types/state.js';
import { returnMonster } from '../board-monsters.js';
import { unwind } from '../flow.js';
import { arriveFromWorld } from '../gates.js';
import { inArkham, nodeId } from '../run.js';
import type { Run } from '../run.js';
import { markUsed, usedThisTurn } from './held.js';
import { turnFrameOf } from './turn-frame.js';
import { freeMoment, useOption } from './types.js';
import type { CardUse, Moment } from './types.js';

/** Earth's Dreamlands (data/other-worlds.json). */
export const DREAMLANDS = 'earths-dreamlands';

type Spot = NonNullable<InvestigatorState['cards']['keyMark']>;

function here(i: InvestigatorState): Spot | null {
  if (inArkham(i)) return { at: i.at, world: null, box: 0 };
  if (i.world !== null && i.visit === null) return { at: -1, world: i.world, box: i.box };
  return null;
}

function same(a: Spot | null, b: Spot | null): boolean {
  return a !== null && b !== null && a.at === b.at && a.world === b.world && a.box === b.box;
}

function spotName(r: Run, spot: Spot): string {
  return spot.world === null ? nodeId(r, spot.at) : `${spot.world}:${spot.box}`;
}

function inDreamlands(i: InvestigatorState): boolean {
  return i.visit === null && i.world === DREAMLANDS;
}

function mayTravel(r: Run, i: InvestigatorState, card: string, m: Moment): boolean {
  const mark = i.cards.keyMark;
  if (mark === null || mark.world === DREAMLANDS || usedThisTurn(r, i, card)) return false;
  const step = m.at === 'move' || m.at === 'world' || (m.at === 'encounter' && !m.frame.mythos);
  if (!step) return false;
  return inDreamlands(i) || same(here(i), mark);
}

function leaveWorld(r: Run, i: InvestigatorState): void {
  for (const c of i.owMonsters) returnMonster(r, c, 'left-world');
  i.owMonsters = [];
}

function toBox(r: Run, flow: Frame[], i: InvestigatorState, world: string, box: number): void {
  leaveWorld(r, i);
  Object.assign(i, { world, box, at: -1, explored: -1, healedShort: false });
  emit(r, { type: 'box', investigator: i.id, world, box });
  flow.push({ k: 'world', slot: i.slot, world, ask: 0 });
}

function travel(r: Run, flow: Frame[], i: InvestigatorState, mark: Spot, m: Moment): void {
  if (m.at === 'encounter') unwind(r, flow);
  else if (m.at === 'move') flow.pop();
  if (!inDreamlands(i)) toBox(r, flow, i, DREAMLANDS, 2);
  else if (mark.world === null) arriveFromWorld(r, i, mark.at, false);
  else toBox(r, flow, i, mark.world, mark.box);
  // At the start of a turn in an Other World the key is the move: the boxes do not move on, and one
  // who comes out in Arkham has the encounter there.
  const turn = turnFrameOf(flow);
  if (m.at === 'world' && turn) turn.stage = inArkham(i) ? 'encounter' : 'end';
}

export const silverKey: CardUse = {
  offers(r, i, card, m) {
    const out = [];
    const spot = here(i);
    if (freeMoment(m) && spot !== null && spot.world !== DREAMLANDS && !same(spot, i.cards.keyMark)) {
      out.push(useOption(card, 'item', 'mark', { location: spotName(r, spot) }));
    }
    if (mayTravel(r, i, card, m)) out.push(useOption(card, 'item', 'travel'));
    return out;
  },
  use(r, flow, i, o, m) {
    const mark = i.cards.keyMark;
    if (o.mode === 'mark') {
      const spot = here(i);
      if (spot === null) return;
      i.cards.keyMark = spot;
      emit(r, { type: 'card-used', investigator: i.id, card: o.card, mode: 'mark', target: spotName(r, spot), dice: [] });
      return;
    }
    if (mark === null) return;
    markUsed(r, i, o.card);
    emit(r, { type: 'card-used', investigator: i.id, card: o.card, mode: 'travel', target: inDreamlands(i) ? spotName(r, mark) : DREAMLANDS, dice: [] });
    const die = d6(r);
    const pass = die <= i.san;
    emit(r, { type: 'check', investigator: i.id, check: 'sanity', die, target: i.san, pass });
    if (pass) travel(r, flow, i, mark, m);
  },
};
