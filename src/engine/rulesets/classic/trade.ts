// Investigator Phase 8 (trading between investigators who ended in the same space) is part 2. This is
// its extension point: the options it returns join the end-turn prompt; none means the turn just ends.
import type { ActionOption } from '../../types/prompts.js';
import type { InvestigatorState } from '../../types/state.js';
import type { Run } from './run.js';

export function tradeOptions(_r: Run, _i: InvestigatorState): ActionOption[] {
  return [];
}
