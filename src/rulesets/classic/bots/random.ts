// The random bot: uniform over the legal options, drawing from its own seeded generator.
import { randomOptionId } from '../../../bots/random-option.js';
import type { Bot } from './types.js';

export { randomOptionId };

export const randomBot: Bot = (prompt, _state, _content, rng) => randomOptionId(prompt, rng);
