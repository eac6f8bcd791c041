// A bot answers one prompt: given the prompt, the game state, the content and its own seeded
// generator, it names one of the offered options.
import type { Content } from '../content/schema.js';
import type { GameState, Prompt, RngState } from '../../../engine/index.js';

export type Bot = (prompt: Prompt, state: GameState, content: Content, rng: RngState) => string;
