// The random bot: uniform over the legal options, drawing from its own seeded generator.
import { below } from '../engine/index.js';
import type { RngState } from '../engine/index.js';
import type { Bot } from './types.js';

/** One of the prompt's options, uniformly (any ruleset's prompt: an id and options with ids). */
export function randomOptionId(prompt: { id: string; options: readonly { id: string }[] }, rng: RngState): string {
  const option = prompt.options[below(rng, prompt.options.length)];
  if (!option) throw new Error(`prompt ${prompt.id} has no options`);
  return option.id;
}

export const randomBot: Bot = (prompt, _state, _content, rng) => randomOptionId(prompt, rng);
