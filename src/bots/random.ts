// The random bot: uniform over the legal options, drawing from its own seeded generator.
import { below } from '../engine/index.js';
import type { Bot } from './types.js';

export const randomBot: Bot = (prompt, _state, _content, rng) => {
  const option = prompt.options[below(rng, prompt.options.length)];
  if (!option) throw new Error(`prompt ${prompt.id} has no options`);
  return option.id;
};
