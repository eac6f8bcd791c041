// The engine's public face: prompts in, events out. `engineFor(content)` prepares the content once
// (board graph, lookups) and gives functions over it; the plain functions of index.ts prepare it per
// call. The kernel (core/engine.ts) makes it from the classic ruleset (rulesets/classic/ruleset.ts).
import type { Content } from '../content/schema.js';
import { copyJson } from './core/copy-json.js';
import { makeEngine } from './core/engine.js';
import type { KernelEngine, KernelStep } from './core/engine.js';
import { CLASSIC } from './rulesets/classic/ruleset.js';
import type { GameEvent } from './rulesets/classic/types/events.js';
import type { GameSetup } from './rulesets/classic/types/options.js';
import type { Answer, Prompt } from './rulesets/classic/types/prompts.js';
import type { GameState } from './rulesets/classic/types/state.js';

export type Step = KernelStep<GameState, GameEvent, Prompt>;

export type Engine = KernelEngine<Content, GameState, GameEvent, Prompt, Answer, GameSetup>;

/** A deep copy of the state (it is plain JSON: the copy is what a store would give back). */
export function cloneState(state: GameState): GameState {
  return copyJson(state);
}

export function engineFor(content: Content): Engine {
  return makeEngine(CLASSIC, content);
}
