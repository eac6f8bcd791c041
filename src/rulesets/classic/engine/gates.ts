// Gates and Other Worlds 1–8: opening a gate (Mythos or a table face), going through to box 2, the
// return to a gate of that world, and closing a gate for good.
import { drawTop } from '../../../engine/core/decks.js';
import { emit } from '../../../engine/core/run.js';
import type { Frame } from './types/frames.js';
import type { InvestigatorState } from './types/state.js';
import { drawMonster, gateAt, placeMonster, returnMonster, takeOffBoard } from './board-monsters.js';
import { counterInfo, nodeId } from './run.js';
import type { Run } from './run.js';
import { offerPowerSeal } from './power-seal.js';
import { strandAfterClosing } from './strand.js';
import { awardGate, awardMonster } from './trophies.js';
import { growOn } from './vampire-growth.js';
import { checkLossAfterGate, checkWin } from './win-loss.js';

export type GateResult = 'opened' | 'monster-only' | 'nothing';

/**
 * A gate appears at `node` with one monster face down (Mythos Phase 1). One gate per location (a gated
 * location gets only the monster), nothing at an Elder Sign, and (errata) nothing at all once every
 * gate card is out. Doom advances with each gate placed.
 */
export function openGate(r: Run, node: number): GateResult {
  const location = nodeId(r, node);
  if (r.s.decks.gate.length === 0) {
    emit(r, { type: 'gate-blocked', location, reason: 'no-gate-cards' });
    return 'nothing';
  }
  if (r.s.elderSigns.includes(node)) {
    emit(r, { type: 'gate-blocked', location, reason: 'elder-sign' });
    return 'nothing';
  }
  if (gateAt(r, node)) {
    emit(r, { type: 'gate-blocked', location, reason: 'already-gated' });
    addMonster(r, node, false);
    return 'monster-only';
  }
  const world = drawTop(r.s.decks.gate);
  if (world === null) return 'nothing';
  r.s.gates.push({ n: node, world, up: false });
  r.s.doom += 1;
  emit(r, { type: 'gate-opened', location, doom: r.s.doom, gatesOnBoard: r.s.gates.length });
  growOn(r, 'gate-opened');
  addMonster(r, node, false);
  checkLossAfterGate(r);
  return 'opened';
}

export function addMonster(r: Run, node: number, faceUp: boolean): number | null {
  // Elder Sign (rules sheet, Items): no monster appears again at the location it seals.
  if (r.s.elderSigns.includes(node)) {
    emit(r, { type: 'monster-blocked', location: nodeId(r, node), reason: 'elder-sign' });
    return null;
  }
  const counter = drawMonster(r);
  if (counter === null) return null;
  return placeMonster(r, counter, node, faceUp) ? counter : null;
}

/** Through the gate at `node` to box 2 of its world, where the world's table is rolled at once. */
export function enterGate(r: Run, flow: Frame[], i: InvestigatorState, node: number): void {
  const gate = gateAt(r, node);
  if (!gate) return;
  if (!gate.up) {
    gate.up = true;
    emit(r, { type: 'gate-revealed', location: nodeId(r, node), world: gate.world });
  }
  i.world = gate.world;
  i.box = 2;
  i.at = -1;
  i.explored = -1;
  i.healedShort = false;
  emit(r, { type: 'gate-entered', investigator: i.id, location: nodeId(r, node), world: gate.world });
  flow.push({ k: 'world', slot: i.slot, world: gate.world, ask: 0 });
}

/** Leaves an Other World for Arkham at `node`; monsters met there go back to the pile. */
export function arriveFromWorld(r: Run, i: InvestigatorState, node: number, explored: boolean): void {
  const world = i.visit ?? i.world ?? '';
  for (const c of i.owMonsters) returnMonster(r, c, 'left-world');
  i.owMonsters = [];
  i.world = null;
  i.visit = null;
  i.box = 0;
  i.at = node;
  i.explored = explored ? node : -1;
  emit(r, { type: 'returned', investigator: i.id, world, location: nodeId(r, node) });
}

export function gatesOfWorld(r: Run, world: string): number[] {
  const out: number[] = [];
  for (const g of r.s.gates) if (g.world === world) out.push(g.n);
  return out;
}

/**
 * A gate destroyed: it and its guardians become trophies; roving monsters of its colour go back; with
 * no gate to its world left, whoever is there is stranded (strand.ts); house rule powerSeal: a Power
 * among the guardians may seal the location (power-seal.ts).
 */
export function destroyGate(r: Run, flow: Frame[], i: InvestigatorState, node: number): void {
  const gate = gateAt(r, node);
  if (!gate) return;
  r.s.gates.splice(r.s.gates.indexOf(gate), 1);
  awardGate(r, i, gate.world);
  const colour = r.c.worlds.get(gate.world)?.colour;
  const guardians: number[] = [];
  for (const m of [...r.s.monsters]) {
    if (m.n === node) {
      takeOffBoard(r, m.c);
      awardMonster(r, i, m.c);
      guardians.push(m.c);
    } else if (counterInfo(r, m.c).colour === colour && !gateAt(r, m.n)) {
      // Roving only: one standing on another gate guards that gate and stays.
      takeOffBoard(r, m.c);
      returnMonster(r, m.c, 'gate-closed');
    }
  }
  emit(r, { type: 'gate-closed', investigator: i.id, location: nodeId(r, node), world: gate.world, gatesOnBoard: r.s.gates.length });
  strandAfterClosing(r, flow, i, gate.world);
  checkWin(r);
  if (r.s.phase !== 'over') offerPowerSeal(r, flow, i, node, guardians);
}

export function mayAttackGate(r: Run, i: InvestigatorState, node: number): boolean {
  return i.explored === node && i.attackedTurn < r.s.turn && gateAt(r, node) !== undefined;
}
