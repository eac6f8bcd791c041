// A uniform pick among a prompt's options, for any ruleset's random bot: an id and options with ids.
import { below } from '../engine/core/rng.js';
import type { RngState } from '../engine/core/rng.js';

/** One of the prompt's options, uniformly (any ruleset's prompt: an id and options with ids). */
export function randomOptionId(prompt: { id: string; options: readonly { id: string }[] }, rng: RngState): string {
  const option = prompt.options[below(rng, prompt.options.length)];
  if (!option) throw new Error(`prompt ${prompt.id} has no options`);
  return option.id;
}
