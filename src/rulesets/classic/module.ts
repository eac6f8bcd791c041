// The 1987 rules as a ruleset module (src/rulesets/contract.ts): its words, its seats' investigators,
// and its reading of its own engine events, which the game log keeps bare (the envelope's default).
import { z } from 'zod';
import { rulesetModule, type RulesetModule } from '../contract.js';
import { CLASSIC_PICK } from './screens/pick.js';
import { investigatorsPerPlayer } from './engine/setup.js';
import type { GameEvent } from './engine/types/events.js';

export const CLASSIC_ID = 'classic';

const isGameEvent = (value: unknown): value is GameEvent => typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';

export const CLASSIC_MODULE: RulesetModule = rulesetModule<GameEvent>({
  id: CLASSIC_ID,
  words: {
    title: 'Classic (1987)',
    pitch: 'the 1987 game, options yours',
    tag: '',
    rules: 'rules',
    about: 'Classic is the 1987 board game, with its Doom Factor and the rules options a table may change.',
  },
  tableOptions: true,
  pick: CLASSIC_PICK,
  sim: async () => (await import('./sim/command.js')).CLASSIC_SIM,
  investigatorsEach: (seats, options) => investigatorsPerPlayer(Math.max(1, seats), options.investigatorsPerPlayer),
  isEvent: isGameEvent,
  stateShape: z.object({ players: z.array(z.unknown()), invs: z.array(z.unknown()), gates: z.array(z.unknown()), turn: z.number() }).passthrough(),
  events: {
    turnOpened: (event) => (event.type === 'phase' && event.phase === 'investigator' ? event.turn : null),
    investigatorOf: (event) => ('investigator' in event && typeof event.investigator === 'string' ? event.investigator : null),
    tally: (event) => {
      switch (event.type) {
        case 'gate-closed':
          return { key: 'gatesClosed', investigator: event.investigator };
        case 'trophy':
          return { key: 'monstersSlain', investigator: event.investigator };
        case 'lost':
          return { key: 'investigatorsLost', investigator: event.investigator };
        default:
          return null;
      }
    },
    countAway: (counts, event, own) => {
      switch (event.type) {
        case 'gate-opened':
          counts.gatesOpened += 1;
          break;
        case 'gate-closed':
          counts.gatesClosed += 1;
          break;
        case 'trophy':
          counts.monstersSlain += 1;
          break;
        case 'lost':
          counts.investigatorsLost += 1;
          break;
        case 'monster-attacks':
          if (own.has(event.investigator)) counts.attacksOnMe += 1;
          break;
        default:
          break;
      }
    },
    beginsDeadline: (event) => event.type === 'deadline',
  },
});
