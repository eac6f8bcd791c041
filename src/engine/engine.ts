// The engine's public face: prompts in, events out. `engineFor(content)` prepares the content once
// (board graph, lookups) and gives functions over it; the plain functions of index.ts prepare it per
// call. The kernel (core/engine.ts) makes it from the classic ruleset (rulesets/classic/ruleset.ts).
import type { Content } from '../content/schema.js';
import { copyJson } from './core/copy-json.js';
import { makeEngine } from './core/engine.js';
import type { RuleError } from './core/errors.js';
import { CLASSIC } from './rulesets/classic/ruleset.js';
import type { GameEvent } from './rulesets/classic/types/events.js';
import type { GameSetup } from './rulesets/classic/types/options.js';
import type { Answer, Prompt } from './rulesets/classic/types/prompts.js';
import type { GameState } from './rulesets/classic/types/state.js';

export interface Step {
  state: GameState;
  events: GameEvent[];
  prompts: Prompt[];
}

export interface Engine {
  readonly content: Content;
  start(setup: GameSetup, seed: string | number): Step;
  /** Pure: the input state is left as it was. */
  answer(state: GameState, answer: Answer): Step | RuleError;
  /** Pure: the input state is left as it was. */
  endPhaseByDeadline(state: GameState): Step;
  /** Changes `state` in place (the simulator's way); returns the events, or the RuleError with nothing changed. */
  applyAnswerInPlace(state: GameState, answer: Answer): GameEvent[] | RuleError;
  /**
   * The simulator's fast path: answers `prompt`, taken by prompts()/nextPrompt() from this very state
   * with nothing applied since, without building it a second time.
   */
  answerPromptInPlace(state: GameState, prompt: Prompt, optionId: string): GameEvent[] | RuleError;
  /**
   * answerPromptInPlace, then nextPrompt, in one call: the next prompt is often the one the rules just
   * built to see whether it needed asking, and is then handed out without being built again.
   */
  answerAndNextInPlace(state: GameState, prompt: Prompt, optionId: string): { events: GameEvent[]; next: Prompt | null } | RuleError;
  deadlineInPlace(state: GameState): GameEvent[];
  prompts(state: GameState): Prompt[];
  /** The first open prompt (investigators by seat, then the Mythos Phase), without building the others. */
  nextPrompt(state: GameState): Prompt | null;
}

/** A deep copy of the state (it is plain JSON: the copy is what a store would give back). */
export function cloneState(state: GameState): GameState {
  return copyJson(state);
}

export function engineFor(content: Content): Engine {
  return makeEngine(CLASSIC, content);
}
