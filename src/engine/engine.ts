// The engine's public face: prompts in, events out. `engineFor(content)` prepares the content once
// (board graph, lookups) and gives functions over it; the plain functions of index.ts prepare it per
// call. `answer` and `endPhaseByDeadline` never touch their input state: they clone it once and work
// in place on the copy, as the simulator does on its own state with the *InPlace functions.
import type { Content } from '../content/schema.js';
import { copyJson } from './core/copy-json.js';
import { ruleError } from './core/errors.js';
import type { RuleError } from './core/errors.js';
import { buildContext } from './rulesets/classic/context.js';
import type { Ctx } from './rulesets/classic/context.js';
import { passDeadline } from './rulesets/classic/deadline.js';
import { applyOption, findOpen, firstOpenPrompt, openPrompts, promptBody, settle } from './core/driver.js';
import type { Run } from './rulesets/classic/run.js';
import { newGame } from './rulesets/classic/setup.js';
import type { GameEvent } from './types/events.js';
import type { GameSetup } from './types/options.js';
import type { Answer, Prompt, PromptOption } from './types/prompts.js';
import type { GameState } from './types/state.js';

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

function runOn(c: Ctx, state: GameState): Run {
  if (state.contentVersion !== c.content.version) {
    throw new Error(`game made with content ${state.contentVersion}, engine given ${c.content.version}`);
  }
  return { c, s: state, ev: [], built: null };
}

/** Checks and applies one answer to `state` itself; the Run (its events, the prompts it built) or the refusal. */
function applyInPlace(c: Ctx, state: GameState, answer: Answer): Run | RuleError {
  const r = runOn(c, state);
  if (state.phase === 'over') return ruleError('rule/game_over', 'the game is over');
  const open = findOpen(r, answer.promptId);
  if (!open) return ruleError('rule/stale_prompt', `prompt ${answer.promptId} is not open`);
  if (answer.version !== state.version) {
    return ruleError('rule/stale_version', `answer made at version ${answer.version}, the game is at ${state.version}`);
  }
  const option = promptBody(r, open.frame).options.find((o) => o.id === answer.optionId);
  if (!option) return ruleError('rule/illegal_option', `option ${answer.optionId} is not offered by ${answer.promptId}`);
  state.version += 1;
  applyOption(r, open.flow, open.frame, option);
  return r;
}

/** Applies an option of `prompt`, built from this very state with nothing applied since. */
function answerPrompt(c: Ctx, state: GameState, prompt: Prompt, optionId: string): Run | RuleError {
  const r = runOn(c, state);
  if (state.phase === 'over') return ruleError('rule/game_over', 'the game is over');
  const open = findOpen(r, prompt.id);
  if (!open) return ruleError('rule/stale_prompt', `prompt ${prompt.id} is not open`);
  let option: PromptOption | undefined;
  for (const o of prompt.options) {
    if (o.id === optionId) {
      option = o;
      break;
    }
  }
  if (!option) return ruleError('rule/illegal_option', `option ${optionId} is not offered by ${prompt.id}`);
  state.version += 1;
  applyOption(r, open.flow, open.frame, option);
  return r;
}

function isRun(result: Run | RuleError): result is Run {
  return 'ev' in result;
}

export function engineFor(content: Content): Engine {
  const c = buildContext(content);
  const step = (r: Run): Step => ({ state: r.s, events: r.ev, prompts: openPrompts(r) });
  return {
    content,
    start(setup, seed) {
      const r = newGame(c, setup, seed);
      settle(r);
      return step(r);
    },
    answer(state, answer) {
      const copy = cloneState(state);
      const result = applyInPlace(c, copy, answer);
      if (!isRun(result)) return result;
      return step(result);
    },
    endPhaseByDeadline(state) {
      const copy = cloneState(state);
      const r = runOn(c, copy);
      if (copy.phase === 'over') return step(r);
      copy.version += 1;
      passDeadline(r);
      return step(r);
    },
    applyAnswerInPlace(state, answer) {
      const result = applyInPlace(c, state, answer);
      return isRun(result) ? result.ev : result;
    },
    answerPromptInPlace(state, prompt, optionId) {
      const result = answerPrompt(c, state, prompt, optionId);
      return isRun(result) ? result.ev : result;
    },
    answerAndNextInPlace(state, prompt, optionId) {
      const result = answerPrompt(c, state, prompt, optionId);
      return isRun(result) ? { events: result.ev, next: firstOpenPrompt(result) } : result;
    },
    deadlineInPlace(state) {
      const r = runOn(c, state);
      if (state.phase === 'over') return r.ev;
      state.version += 1;
      passDeadline(r);
      return r.ev;
    },
    prompts: (state) => openPrompts(runOn(c, state)),
    nextPrompt: (state) => firstOpenPrompt(runOn(c, state)),
  };
}
