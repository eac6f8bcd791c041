// Attacking a gate (Gates and Other Worlds 8): for one who came back through it and has not left the
// location, once per game turn. A sanity check against each guardian, then the combat total against
// the gate's SP. Destroyed: the gate and its guardians are trophies. Failed: meet the guardians if
// there are any, else the turn is over.
import { askFor } from '../../../engine/core/frames.js';
import { emit } from '../../../engine/core/run.js';
import type { Frame, GateAttackFrame } from './types/frames.js';
import type { PromptBody } from './types/prompts.js';
import type { InvestigatorState } from './types/state.js';
import { encounterFrame } from './encounter-frame.js';
import { boundToTrophies } from './card-uses/bind-monster.js';
import { gateAt, monstersMetAt } from './board-monsters.js';
import { attackTotal, defaultLoadout, loadoutOptions, targetOf } from './combat.js';
import { destroyGate } from './gates.js';
import type { FrameHandler } from './handler.js';
import { inArkham, inv, nodeId } from './run.js';
import type { Run } from './run.js';
import { sanityCheck } from './sanity.js';

const PLAIN = { onlyMagic: false, weaponsDoOne: false };

/** A sanity check against each guardian not yet checked this turn; true when it leaves the investigator out of play. */
export function checkGuardians(r: Run, flow: Frame[], i: InvestigatorState, node: number): boolean {
  for (const c of monstersMetAt(r, node)) if (!i.checked.includes(c) && sanityCheck(r, flow, i, c)) return true;
  return false;
}

function gateSp(r: Run, node: number): number {
  const gate = gateAt(r, node);
  return gate ? (r.c.worlds.get(gate.world)?.gateSp ?? 0) : 0;
}

export const gateAttackHandler: FrameHandler<GateAttackFrame> = {
  run(r, flow, f) {
    const i = inv(r, f.slot);
    if (!inArkham(i) || i.at !== f.node || !gateAt(r, f.node)) {
      flow.pop();
      return;
    }
    if (!f.checked) {
      f.checked = true;
      i.attackedTurn = r.s.turn;
      if (checkGuardians(r, flow, i, f.node)) return;
    }
    askFor(f);
  },
  prompt(r, f): PromptBody {
    const options = loadoutOptions(r, inv(r, f.slot), PLAIN);
    const world = gateAt(r, f.node)?.world ?? null;
    return { kind: 'combat-loadout', options, default: defaultLoadout(options), context: { target: targetOf('gate', gateSp(r, f.node), null, null, world) } };
  },
  answer(r, flow, f, option) {
    if (!('fixed' in option)) throw new Error('not a loadout option');
    const i = inv(r, f.slot);
    flow.pop();
    const gate = gateAt(r, f.node);
    if (!gate) return;
    const sp = gateSp(r, f.node);
    const { die, total } = attackTotal(r, flow, i, option);
    const destroyed = total >= sp;
    emit(r, { type: 'gate-attack', investigator: i.id, location: nodeId(r, f.node), world: gate.world, die, total, sp, destroyed });
    if (destroyed) {
      // Bind Monster: a bound monster that helped destroy a gate goes to the trophies with it.
      boundToTrophies(r, i, option.bound);
      destroyGate(r, flow, i, f.node);
    } else if (monstersMetAt(r, f.node).length > 0) flow.push(encounterFrame(i.slot, 'arkham'));
  },
  valid(r, f) {
    const i = inv(r, f.slot);
    return inArkham(i) && i.at === f.node && gateAt(r, f.node) !== undefined;
  },
};
