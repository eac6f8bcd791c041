// The revised rules as a ruleset module (src/rulesets/contract.ts): its words, one investigator a
// player, and its reading of its own engine events, which the game log keeps as { type: 'revised', event }.
import { z } from 'zod';
import { rulesetModule, type RulesetModule } from '../contract.js';
import { REVISED_PICK } from './screens/pick.js';
import type { RevisedEvent } from './engine/types.js';

export const REVISED_ID = 'revised';

const isRevisedEvent = (value: unknown): value is RevisedEvent => typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';

const TALLIES: Partial<Record<RevisedEvent['type'], 'gatesClosed' | 'monstersSlain' | 'investigatorsLost'>> = { 'gate-closed': 'gatesClosed', defeated: 'monstersSlain', 'lost-in-time': 'investigatorsLost' };

export const REVISED_MODULE: RulesetModule = rulesetModule<RevisedEvent>({
  id: REVISED_ID,
  words: {
    title: 'Revised',
    pitch: 'dice pools, sliders, terror',
    tag: 'revised',
    rules: 'revised rules',
    about:
      'Revised plays the later rules: skill checks are pools of dice where fives and sixes succeed, each investigator sets skill sliders every turn, the terror level climbs, and an Ancient One wakes when its doom track fills. Each investigator is dealt by the game there.',
  },
  // Its table is set up by the game: no rules options of its own here.
  tableOptions: false,
  pick: REVISED_PICK,
  sim: async () => (await import('./sim/command.js')).REVISED_SIM,
  // The revised game gives every player one investigator (engine/setup.ts).
  investigatorsEach: () => 1,
  isEvent: isRevisedEvent,
  stateShape: z
    .object({ ruleset: z.literal(REVISED_ID), players: z.array(z.unknown()), invs: z.array(z.unknown()), board: z.object({ doom: z.number(), gates: z.record(z.string(), z.string()) }).passthrough(), turn: z.number() })
    .passthrough(),
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
