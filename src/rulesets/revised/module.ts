// The revised rules as a ruleset module (src/rulesets/contract.ts): its words, one investigator a
// player, and its reading of its own engine events, which the game log keeps as { type: 'revised', event }.
import { rulesetModule, type RulesetModule } from '../contract.js';
import { uncheckedReason } from '../../service/replay-check.js';
import type { RevisedEvent } from './engine/types.js';

export const REVISED_ID = 'revised';

/** Why a revised game is not replayed on a board without the revised content. */
export const REVISED_UNCHECKED = uncheckedReason(REVISED_ID);

const isRevisedEvent = (value: unknown): value is RevisedEvent => typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';

const TALLIES: Partial<Record<RevisedEvent['type'], 'gatesClosed' | 'monstersSlain' | 'investigatorsLost'>> = { 'gate-closed': 'gatesClosed', defeated: 'monstersSlain', 'lost-in-time': 'investigatorsLost' };

export const REVISED_MODULE: RulesetModule = rulesetModule<RevisedEvent>({
  id: REVISED_ID,
  words: { title: 'Revised', pitch: 'dice pools, sliders, terror', tag: 'revised', rules: 'revised rules' },
  // The revised game gives every player one investigator (engine/setup.ts).
  investigatorsEach: () => 1,
  isEvent: isRevisedEvent,
  events: {
    turnOpened: (event) => (event.type === 'phase' && event.phase === 'upkeep' ? event.turn : null),
    investigatorOf: (event) => ('inv' in event ? event.inv : null),
    tally: (event) => {
      const key = TALLIES[event.type];
      return key && 'inv' in event ? { key, investigator: event.inv } : null;
    },
    countAway: (counts, event, own) => {
      if (event.type === 'gate-opened') counts.gatesOpened += 1;
      else if (event.type === 'gate-closed') counts.gatesClosed += 1;
      else if (event.type === 'defeated') counts.monstersSlain += 1;
      else if (event.type === 'lost-in-time' || event.type === 'devoured') counts.investigatorsLost += 1;
      else if (event.type === 'battle-began' && own.has(event.inv)) counts.attacksOnMe += 1;
    },
    // The revised engine says nothing of a deadline: its step is the engine events of a deadline's record.
    beginsDeadline: (_event, cause) => cause === 'deadline',
  },
});
