// A bot of the revised game answers one prompt, as a classic bot does, over the revised state.
import type { RevisedContent } from '../content/schema.js';
import type { RevisedGameState, RevisedPrompt, RngState } from '../../../engine/index.js';

export type RevisedBot = (prompt: RevisedPrompt, state: RevisedGameState, content: RevisedContent, rng: RngState) => string;
