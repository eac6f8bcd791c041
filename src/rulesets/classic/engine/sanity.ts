// Sanity Checks 1–4: D6 at or under SAN passes; lose the monster's first number on a pass, its second
// on a failure (either may be a die roll). At most once per individual monster per game turn.
import { d6, rollAmount } from '../../../engine/core/dice.js';
import { emit } from '../../../engine/core/run.js';
import type { EncounterFrame, Frame } from './types/frames.js';
import type { InvestigatorState } from './types/state.js';
import { changeStat } from './harm.js';
import { counterInfo } from './run.js';
import type { Run } from './run.js';

/** Rolls a sanity check against `counter`; true when it leaves the investigator out of play. */
export function sanityCheck(r: Run, flow: Frame[], i: InvestigatorState, counter: number): boolean {
  const species = counterInfo(r, counter).info.species;
  const die = d6(r);
  const pass = die <= i.san;
  const loss = Math.max(0, rollAmount(r, pass ? species.sanity[0] : species.sanity[1]));
  i.checked.push(counter);
  emit(r, { type: 'sanity-check', investigator: i.id, counter, species: species.id, die, sanity: i.san, pass, loss });
  return loss > 0 && changeStat(r, flow, i, 'sanity', -loss);
}

/** The one counter to check against when sneaking: of the worst species, not yet checked this turn. */
export function worstUnchecked(r: Run, i: InvestigatorState, counters: readonly number[]): number | null {
  let best: number | null = null;
  let bestFail = -1;
  let bestPass = -1;
  for (const c of counters) {
    if (i.checked.includes(c)) continue;
    const info = counterInfo(r, c).info;
    if (info.worstFail > bestFail || (info.worstFail === bestFail && info.worstPass > bestPass)) {
      best = c;
      bestFail = info.worstFail;
      bestPass = info.worstPass;
    }
  }
  return best;
}

/** The sanity check of beginning combat with `counter` (not again for its species in this encounter, nor for it this turn); true when it leaves the investigator out of play. */
export function checkOnMeeting(r: Run, flow: Frame[], f: EncounterFrame, i: InvestigatorState, counter: number): boolean {
  const species = counterInfo(r, counter).info.species.id;
  if (i.checked.includes(counter) || f.species.includes(species)) return false;
  f.species.push(species);
  return sanityCheck(r, flow, i, counter);
}
