// The first line of a revised table's "While you were away": the away summary's totals in a sentence
// (gates opened and closed, monsters defeated, investigators lost, battles your investigator met),
// before the records since are told one line each.
import type { AwaySummary } from '../../../service/away-summary.js';
import { plural } from '../../../screens/game/names.js';

/** The totals as one sentence, or none when the summary counts nothing of these. */
export function revisedAwayLines(away: AwaySummary | null): string[] {
  if (!away) return [];
  const t = away.totals;
  const parts = [
    t.gatesOpened > 0 ? `${plural(t.gatesOpened, 'gate')} opened` : '',
    t.gatesClosed > 0 ? `${plural(t.gatesClosed, 'gate')} closed` : '',
    t.monstersSlain > 0 ? `${plural(t.monstersSlain, 'monster')} defeated` : '',
    t.investigatorsLost > 0 ? `${plural(t.investigatorsLost, 'investigator')} lost` : '',
    t.attacksOnMe > 0 ? `${plural(t.attacksOnMe, 'battle')} for your investigator` : '',
  ].filter((part) => part !== '');
  const turns = away.turns.length;
  const over = `Over ${turns === 1 ? 'one game turn' : `${turns} game turns`}`;
  return [parts.length === 0 ? `${over}, the others played on; no gate moved and no one fell.` : `${over}: ${parts.join(', ')}.`];
}
