// Stranding (Gates and Other Worlds, "If you destroy the Gate"): closing the last gate to a world leaves
// whoever is in that world with no way back. They are lost (or, with the "Investigator Lost" rules,
// adrift), and the one who closed it loses D6 Sanity for each. The prompts that lead to closing a gate
// name those who would be stranded (`strands`), so the closer is told before.
import { d6 } from '../../../engine/core/dice.js';
import { emit } from '../../../engine/core/run.js';
import type { Frame } from './types/frames.js';
import type { InvestigatorState } from './types/state.js';
import { gateAt } from './board-monsters.js';
import { changeStat, loseInvestigator } from './harm.js';
import type { Run } from './run.js';

/** Those in `world` itself (not on a one-encounter visit), still in play. */
function inWorld(r: Run, world: string): InvestigatorState[] {
  return r.s.invs.filter((i) => i.status === 'active' && i.world === world && i.visit === null);
}

/** Who would be stranded if the gate at `node` were closed now (none while another gate to its world stands). */
export function strandedBy(r: Run, node: number): InvestigatorState[] {
  const gate = gateAt(r, node);
  if (!gate) return [];
  if (r.s.gates.some((g) => g.world === gate.world && g.n !== node)) return [];
  return inWorld(r, gate.world);
}

export function strandIds(r: Run, node: number): string[] {
  return strandedBy(r, node).map((i) => i.id);
}

/** After the gate to `world` closed: if none to it is left, its investigators are lost; D6 SAN each to the closer. */
export function strandAfterClosing(r: Run, flow: Frame[], closer: InvestigatorState, world: string): void {
  if (r.s.gates.some((g) => g.world === world)) return;
  const stranded = inWorld(r, world).filter((i) => i.slot !== closer.slot);
  for (const i of stranded) {
    emit(r, { type: 'stranded', investigator: i.id, by: closer.id, world });
    loseInvestigator(r, i.flow, i);
  }
  for (let k = 0; k < stranded.length && closer.status === 'active'; k += 1) {
    if (changeStat(r, flow, closer, 'sanity', -d6(r))) return;
  }
}
