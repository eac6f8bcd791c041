// The engine's public face: prompts in, events out. `engineFor(content)` prepares the content once
// (board graph, lookups) and gives functions over it; the plain functions of index.ts prepare it per
// call. The kernel (core/engine.ts) makes it from the classic ruleset (rulesets/classic/ruleset.ts).
import type { Content } from '../rulesets/classic/content/schema.js';
import { copyJson } from './core/copy-json.js';
import { makeEngine } from './core/engine.js';
import type { KernelEngine, KernelStep } from './core/engine.js';
import { CLASSIC } from '../rulesets/classic/engine/ruleset.js';
import type { GameEvent } from '../rulesets/classic/engine/types/events.js';
import type { GameSetup } from '../rulesets/classic/engine/types/options.js';
import type { Answer, Prompt } from '../rulesets/classic/engine/types/prompts.js';
import type { GameState } from '../rulesets/classic/engine/types/state.js';
import type { RevisedContent } from '../rulesets/revised/content/schema.js';
import type { RevisedGameState, RevisedPrompt, RevisedSetup } from '../rulesets/revised/engine/game-types.js';
import { REVISED } from '../rulesets/revised/engine/ruleset.js';
import type { RevisedEvent } from '../rulesets/revised/engine/types.js';

export type Step = KernelStep<GameState, GameEvent, Prompt>;

export type Engine = KernelEngine<Content, GameState, GameEvent, Prompt, Answer, GameSetup>;

/** A deep copy of the state (it is plain JSON: the copy is what a store would give back). */
export function cloneState(state: GameState): GameState {
  return copyJson(state);
}

export function engineFor(content: Content): Engine {
  return makeEngine(CLASSIC, content);
}

/** The revised (2005) game's engine: the same calls as classic's, over its own state, events and prompts. */
export type RevisedEngine = KernelEngine<RevisedContent, RevisedGameState, RevisedEvent, RevisedPrompt, Answer, RevisedSetup>;
export type RevisedStep = KernelStep<RevisedGameState, RevisedEvent, RevisedPrompt>;

export function revisedEngineFor(content: RevisedContent): RevisedEngine {
  return makeEngine(REVISED, content);
}

/** A ruleset's id (src/rulesets/registry.ts lists them). */
export type RulesetName = string;
