// The Mythos Phase: 1 a gate appears (2D6 on the Gate Appearance Table; on the every-gate rolls a
// monster also appears at every gated location), 2 monsters move, 3 monsters attack: each attacks the
// highest-Fight investigator in its space (a coin on a tie), a sanity check and then combat with no
// Sneak until one round has been fought.
import { roll2d6 } from '../../../engine/core/dice.js';
import { emit } from '../../../engine/core/run.js';
import type { AttackFrame, MythosFrame } from './types/frames.js';
import type { InvestigatorState } from './types/state.js';
import { encounterFrame } from './encounter-frame.js';
import { boardMonster, meetsAt } from './board-monsters.js';
import { addMonster, openGate } from './gates.js';
import type { FrameHandler } from './handler.js';
import { coinPick, moveMonsters } from './monster-movement.js';
import { inArkham, nodeId, speciesOf } from './run.js';
import type { Run } from './run.js';
import { skillValue } from './skills.js';
import { simplifiedMovers } from './simplified-movement.js';
import { growOn } from './vampire-growth.js';

/** Step 1; true when the roll also put a monster at every gated location. */
function gateAppears(r: Run): boolean {
  if (r.s.decks.gate.length === 0) {
    emit(r, { type: 'gate-blocked', location: '', reason: 'no-gate-cards' });
    return false;
  }
  const dice = roll2d6(r);
  const roll = dice[0] + dice[1];
  const node = r.c.gateRoll[roll] ?? -1;
  if (node < 0) return false;
  emit(r, { type: 'gate-roll', dice, location: nodeId(r, node) });
  openGate(r, node);
  if (r.s.phase === 'over') return false;
  const gateTable = r.c.content.gateTable;
  const everyGate = r.s.options.everyGateRolls === 'board' ? gateTable.everyGateRollsBoardReading : gateTable.everyGateRolls;
  if (everyGate.includes(roll) && !r.s.elderSigns.includes(node)) {
    for (const g of [...r.s.gates]) addMonster(r, g.n, false);
    return true;
  }
  return false;
}

export const mythosHandler: FrameHandler<MythosFrame> = {
  run(r, flow, f) {
    switch (f.stage) {
      case 0: {
        const simplified = r.s.options.simplifiedMonsterMovement;
        const before = simplified ? r.s.monsters.map((m) => m.c) : [];
        growOn(r, 'mythos-phase');
        const everyGate = gateAppears(r);
        if (simplified) f.movers = simplifiedMovers(r, before, everyGate);
        f.stage = 1;
        return;
      }
      case 1:
        moveMonsters(r, f.movers);
        f.stage = 2;
        return;
      case 2: {
        f.stage = 3;
        const attackers: number[] = [];
        for (const m of r.s.monsters) if (hasTarget(r, m.c, m.n)) attackers.push(m.c);
        for (let k = attackers.length - 1; k >= 0; k -= 1) {
          flow.push({ k: 'attack', counter: attackers[k] ?? -1, stage: 0, slot: -1, ask: 0 });
        }
        return;
      }
      default:
        flow.pop();
    }
  },
};

function attackable(i: InvestigatorState, node: number): boolean {
  return i.status === 'active' && inArkham(i) && i.at === node;
}

/** Whether a monster at `node` has anyone to attack (targetsAt without the list). */
function hasTarget(r: Run, counter: number, node: number): boolean {
  if (!meetsAt(r, counter, node)) return false;
  for (const i of r.s.invs) if (attackable(i, node)) return true;
  return false;
}

/** Investigators a monster at `node` can attack. */
function targetsAt(r: Run, counter: number, node: number): number[] {
  if (!meetsAt(r, counter, node)) return [];
  const out: number[] = [];
  for (const i of r.s.invs) if (attackable(i, node)) out.push(i.slot);
  return out;
}

export const attackHandler: FrameHandler<AttackFrame> = {
  run(r, flow, f) {
    if (f.stage === 1) {
      flow.pop();
      return;
    }
    const m = boardMonster(r, f.counter);
    const targets = m ? targetsAt(r, f.counter, m.n) : [];
    if (!m || targets.length === 0) {
      flow.pop();
      return;
    }
    let top = -1;
    let strongest: number[] = [];
    for (const slot of targets) {
      const target = r.s.invs[slot];
      const fight = target ? skillValue(r, target, 'fight') : 0;
      if (fight > top) {
        top = fight;
        strongest = [slot];
      } else if (fight === top) strongest.push(slot);
    }
    const slot = coinPick(r, strongest) ?? -1;
    const target = r.s.invs[slot];
    if (!target) {
      flow.pop();
      return;
    }
    f.stage = 1;
    f.slot = slot;
    m.up = true;
    emit(r, { type: 'monster-attacks', counter: f.counter, species: speciesOf(r, f.counter), investigator: target.id, location: nodeId(r, m.n) });
    flow.push(encounterFrame(slot, 'arkham', f.counter));
  },
};
