// What the monster encounter asks of the item and spell cards, in one place: the uses offered at the
// encounter choice (Bind Monster, the Flute, the gems, Mists of R'lyeh, Find Gate, the Silver Key),
// the mists' Sneak, and a round's aftermath (a cancelled counterattack, bound monsters let loose).
import type { EncounterFrame, Frame } from '../types/frames.js';
import type { UseOption } from '../types/prompts.js';
import type { InvestigatorState } from '../types/state.js';
import type { Run } from '../run.js';
import { applyUse, useOptions } from './registry.js';

export { mistsUp, spendMists } from './mists.js';
export { wardOff } from './combat-cards.js';
export { releaseBound } from './bind-monster.js';

export function encounterUses(r: Run, f: EncounterFrame, i: InvestigatorState, monsters: number[]): UseOption[] {
  return useOptions(r, i, { at: 'encounter', frame: f, monsters });
}

export function useInEncounter(r: Run, flow: Frame[], f: EncounterFrame, i: InvestigatorState, o: UseOption, monsters: number[]): void {
  applyUse(r, flow, i, o, { at: 'encounter', frame: f, monsters });
}
