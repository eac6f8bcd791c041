// The heuristic bot's answers to the prompts of locations' services, trading and lost investigators:
// it takes a retainer and an affordable ally, takes charity, keeps to itself in trading (accepting
// gifts), waits for rescue, rescues others, and seals a location with a Power's corpse when it may.
import type { GameState, Prompt } from '../../../engine/index.js';
import { investigatorOf } from './board.js';

/** Money the bot keeps in hand after hiring help. */
const RESERVE = 3;

export function serviceChoice(prompt: Prompt, state: GameState): string | undefined {
  switch (prompt.kind) {
    case 'offer':
      if (prompt.context.what === 'retainer') return 'take';
      return investigatorOf(state, prompt.slot).money - prompt.context.price >= RESERVE ? 'take' : 'leave';
    case 'trade':
      return 'cancel';
    case 'setup-trade':
      return 'ready';
    case 'adrift':
      return 'wait';
    case 'power-seal':
      return 'seal';
    case 'end-turn':
      return prompt.options.find((o) => 'action' in o && o.action === 'carry')?.id ?? 'end';
    default:
      return undefined;
  }
}
