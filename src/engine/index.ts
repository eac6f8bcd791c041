// arkham-door's rules engine (ARCHITECTURE.md, "The engine: prompts in, events out"). Pure: no I/O,
// no clock, no Math.random; every roll comes from the generator state inside GameState.
import type { Content } from '../rulesets/classic/content/schema.js';
import type { RuleError } from './core/errors.js';
import { engineFor } from './engine.js';
import type { Step } from './engine.js';
import type { GameEvent } from '../rulesets/classic/engine/types/events.js';
import type { GameSetup } from '../rulesets/classic/engine/types/options.js';
import type { Answer } from '../rulesets/classic/engine/types/prompts.js';
import type { GameState } from '../rulesets/classic/engine/types/state.js';

export { engineFor, cloneState, revisedEngineFor } from './engine.js';
export type { Engine, Step, RevisedEngine, RevisedStep, RulesetName } from './engine.js';
export type { RevisedGameState, RevisedPrompt, RevisedOption, RevisedSetup, GameInvestigator as RevisedInvestigatorState, Outcome as RevisedOutcome, Phase as RevisedPhase } from '../rulesets/revised/engine/game-types.js';
export type { RevisedEvent } from '../rulesets/revised/engine/types.js';
export { revisedCensus, censusProblems as revisedCensusProblems } from '../rulesets/revised/engine/census.js';
export { RULES_VERSION as CLASSIC_RULES_VERSION } from '../rulesets/classic/engine/ruleset.js';
export { RULES_VERSION as REVISED_RULES_VERSION } from '../rulesets/revised/engine/ruleset.js';
export { outskirtsLimit as revisedOutskirtsLimit } from '../rulesets/revised/engine/mythos-phase.js';
export { skillsAt as revisedSkillsAt } from '../rulesets/revised/engine/sliders.js';
export { isRuleError, ruleError } from './core/errors.js';
export type { RuleError, RuleErrorCode } from './core/errors.js';
export { DEFAULT_OPTIONS, withDefaults } from '../rulesets/classic/engine/types/options.js';
export type { GameOptions, GameSetup } from '../rulesets/classic/engine/types/options.js';
export type { GameEvent, GameEventType } from '../rulesets/classic/engine/types/events.js';
export type * from '../rulesets/classic/engine/types/prompts.js';
export type { GameState, InvestigatorState, BoardMonster, GateOnBoard, Outcome, Phase } from '../rulesets/classic/engine/types/state.js';
export { seedRng, nextU32, below } from './core/rng.js';
export type { RngState } from './core/rng.js';
export { cardCensus } from '../rulesets/classic/engine/census.js';
export { walkerRoute } from '../rulesets/classic/engine/monster-movement.js';
export { isUseOption } from '../rulesets/classic/engine/card-uses/registry.js';

/** Sets up a new game and runs it to the first decisions (the STR/SAN splits). */
export function start(content: Content, setup: GameSetup, seed: string | number): Step {
  return engineFor(content).start(setup, seed);
}

/** Applies one answer; the input state is never changed. A refused answer comes back as a RuleError. */
export function answer(content: Content, state: GameState, given: Answer): Step | RuleError {
  return engineFor(content).answer(state, given);
}

/** The turn deadline passed: those still to act pass, open prompts take their defaults, the game runs on. */
export function endPhaseByDeadline(content: Content, state: GameState): Step {
  return engineFor(content).endPhaseByDeadline(state);
}

/** For the simulator: applies an answer to `state` itself. */
export function applyAnswerInPlace(content: Content, state: GameState, given: Answer): GameEvent[] | RuleError {
  return engineFor(content).applyAnswerInPlace(state, given);
}
