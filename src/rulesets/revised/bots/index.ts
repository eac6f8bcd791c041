// The revised game's bots by name: the random bot (the classic one's pick over any prompt) and the
// heuristic bot.
import { randomOptionId } from '../../../bots/random-option.js';
import { revisedHeuristicBot } from './heuristic.js';
import type { RevisedBot } from './types.js';

export type { RevisedBot } from './types.js';
export { revisedHeuristicBot } from './heuristic.js';

export const revisedRandomBot: RevisedBot = (prompt, _state, _content, rng) => randomOptionId(prompt, rng);

export const REVISED_BOTS: Readonly<Record<string, RevisedBot>> = { random: revisedRandomBot, heuristic: revisedHeuristicBot };
