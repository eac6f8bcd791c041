// A new monster encounter frame (an encounter in Arkham or an Other World, or a Mythos Phase attack).
import type { EncounterFrame } from './types/frames.js';

/** A monster encounter; `attacker` >= 0 makes it a Mythos Phase attack by that counter. */
export function encounterFrame(slot: number, where: 'arkham' | 'world', attacker = -1): EncounterFrame {
  return { k: 'enc', slot, where, mythos: attacker >= 0, only: attacker, fought: [], species: [], mustFight: false, rolled: [], ask: 0 };
}
