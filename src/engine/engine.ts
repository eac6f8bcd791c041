// The engine's public face: prompts in, events out. `engineFor(content)` prepares the content once
// (board graph, lookups) and gives functions over it; the plain functions of index.ts prepare it per
// call. `answer` and `endPhaseByDeadline` never touch their input state: they clone it once and work
// in place on the copy, as the simulator does on its own state with the *InPlace functions.
import type { Content } from '../content/schema.js';
import { ruleError } from './core/errors.js';
import type { RuleError } from './core/errors.js';
import { buildContext } from './rulesets/classic/context.js';
import type { Ctx } from './rulesets/classic/context.js';
import { passDeadline } from './rulesets/classic/deadline.js';
import { applyOption, findOpen, openPrompts, promptBody, settle, toPrompt } from './rulesets/classic/driver.js';
import { allFlows } from './rulesets/classic/flow.js';
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
  deadlineInPlace(state: GameState): GameEvent[];
  prompts(state: GameState): Prompt[];
  /** The first open prompt (investigators by seat, then the Mythos Phase), without building the others. */
  nextPrompt(state: GameState): Prompt | null;
}

export function cloneState(state: GameState): GameState {
  return JSON.parse(JSON.stringify(state)) as GameState;
}

function runOn(c: Ctx, state: GameState): Run {
  if (state.contentVersion !== c.content.version) {
    throw new Error(`game made with content ${state.contentVersion}, engine given ${c.content.version}`);
  }
  return { c, s: state, ev: [] };
}

function applyInPlace(c: Ctx, state: GameState, answer: Answer): GameEvent[] | RuleError {
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
  return r.ev;
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
      if (!Array.isArray(result)) return result;
      return { state: copy, events: result, prompts: openPrompts(runOn(c, copy)) };
    },
    endPhaseByDeadline(state) {
      const copy = cloneState(state);
      const r = runOn(c, copy);
      if (copy.phase === 'over') return step(r);
      copy.version += 1;
      passDeadline(r);
      return step(r);
    },
    applyAnswerInPlace: (state, answer) => applyInPlace(c, state, answer),
    answerPromptInPlace(state, prompt, optionId) {
      const r = runOn(c, state);
      if (state.phase === 'over') return ruleError('rule/game_over', 'the game is over');
      const open = findOpen(r, prompt.id);
      if (!open) return ruleError('rule/stale_prompt', `prompt ${prompt.id} is not open`);
      const option = prompt.options.find((o: PromptOption) => o.id === optionId);
      if (!option) return ruleError('rule/illegal_option', `option ${optionId} is not offered by ${prompt.id}`);
      state.version += 1;
      applyOption(r, open.flow, open.frame, option);
      return r.ev;
    },
    deadlineInPlace(state) {
      const r = runOn(c, state);
      if (state.phase === 'over') return r.ev;
      state.version += 1;
      passDeadline(r);
      return r.ev;
    },
    prompts: (state) => openPrompts(runOn(c, state)),
    nextPrompt(state) {
      const r = runOn(c, state);
      for (const flow of allFlows(r)) {
        const top = flow[flow.length - 1];
        if (top !== undefined && top.ask > 0) return toPrompt(r, top);
      }
      return null;
    },
  };
}
