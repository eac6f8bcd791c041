// A ruleset's engine, the same for every ruleset: answers checked (game over, stale prompt, stale
// version, illegal option) and applied, deadlines passed, prompts handed out. The pure calls clone
// the state once and work in place on the copy; the *InPlace calls change the state they are given.
import { copyJson } from './copy-json.js';
import type { Driver } from './driver.js';
import { ruleError } from './errors.js';
import type { RuleError } from './errors.js';
import type { FrameBase, PromptBodyBase } from './frames.js';
import type { KernelRun, KernelState } from './run.js';

/** What a ruleset gives the kernel to make its engine. */
export interface Ruleset<Content, Ctx, S extends KernelState, E, F extends FrameBase, B extends PromptBodyBase<O>, O extends { id: string }, P, Setup> {
  /** Everything the rules look up, prepared once per content. */
  prepare(content: Content): Ctx;
  contentVersion(content: Content): string;
  /** The ruleset's RULES_VERSION: which behaviour of the rules a game was played under. */
  rulesVersion: number;
  driver: Driver<KernelRun<Ctx, S, E, F, B>, F, B, O, P>;
  /** A new game, set up and ready for the driver to settle. */
  newGame(c: Ctx, setup: Setup, seed: string | number): KernelRun<Ctx, S, E, F, B>;
  /** The turn deadline: those still to act pass, open prompts take their defaults. */
  passDeadline(r: KernelRun<Ctx, S, E, F, B>): void;
}

export interface KernelStep<S, E, P> {
  state: S;
  events: E[];
  prompts: P[];
}

export interface KernelEngine<Content, S, E, P, A, Setup> {
  readonly content: Content;
  /** The ruleset's RULES_VERSION (a game stamped with another was played under other rules). */
  readonly rulesVersion: number;
  start(setup: Setup, seed: string | number): KernelStep<S, E, P>;
  /** Pure: the input state is left as it was. */
  answer(state: S, answer: A): KernelStep<S, E, P> | RuleError;
  /** Pure: the input state is left as it was. */
  endPhaseByDeadline(state: S): KernelStep<S, E, P>;
  /** Changes `state` in place (the simulator's way); returns the events, or the RuleError with nothing changed. */
  applyAnswerInPlace(state: S, answer: A): E[] | RuleError;
  /**
   * The simulator's fast path: answers `prompt`, taken by prompts()/nextPrompt() from this very state
   * with nothing applied since, without building it a second time.
   */
  answerPromptInPlace(state: S, prompt: P, optionId: string): E[] | RuleError;
  /**
   * answerPromptInPlace, then nextPrompt, in one call: the next prompt is often the one the rules just
   * built to see whether it needed asking, and is then handed out without being built again.
   */
  answerAndNextInPlace(state: S, prompt: P, optionId: string): { events: E[]; next: P | null } | RuleError;
  deadlineInPlace(state: S): E[];
  prompts(state: S): P[];
  /** The first open prompt (the flows in order: in classic, investigators by seat, then the Mythos Phase), without building the others. */
  nextPrompt(state: S): P | null;
}

/** What a caller sends back: the option chosen for an open prompt, at the state version seen. */
export interface AnswerBase {
  promptId: string;
  optionId: string;
  version: number;
}

export function makeEngine<Content, Ctx, S extends KernelState, E, F extends FrameBase, B extends PromptBodyBase<O>, O extends { id: string }, P extends { id: string; options: readonly O[] }, Setup>(
  rules: Ruleset<Content, Ctx, S, E, F, B, O, P, Setup>,
  content: Content,
): KernelEngine<Content, S, E, P, AnswerBase, Setup> {
  type Run = KernelRun<Ctx, S, E, F, B>;
  const c = rules.prepare(content);
  const version = rules.contentVersion(content);
  const d = rules.driver;

  const runOn = (state: S): Run => {
    if (state.contentVersion !== version) {
      throw new Error(`game made with content ${state.contentVersion}, engine given ${version}`);
    }
    return { c, s: state, ev: [], built: null };
  };

  /** Checks and applies one answer to `state` itself; the Run (its events, the prompts it built) or the refusal. */
  const applyInPlace = (state: S, answer: AnswerBase): Run | RuleError => {
    const r = runOn(state);
    if (state.phase === 'over') return ruleError('rule/game_over', 'the game is over');
    const open = d.findOpen(r, answer.promptId);
    if (!open) return ruleError('rule/stale_prompt', `prompt ${answer.promptId} is not open`);
    if (answer.version !== state.version) {
      return ruleError('rule/stale_version', `answer made at version ${answer.version}, the game is at ${state.version}`);
    }
    const option = d.promptBody(r, open.frame).options.find((o) => o.id === answer.optionId);
    if (!option) return ruleError('rule/illegal_option', `option ${answer.optionId} is not offered by ${answer.promptId}`);
    state.version += 1;
    d.applyOption(r, open.flow, open.frame, option);
    return r;
  };

  /** Applies an option of `prompt`, built from this very state with nothing applied since. */
  const answerPrompt = (state: S, prompt: P, optionId: string): Run | RuleError => {
    const r = runOn(state);
    if (state.phase === 'over') return ruleError('rule/game_over', 'the game is over');
    const open = d.findOpen(r, prompt.id);
    if (!open) return ruleError('rule/stale_prompt', `prompt ${prompt.id} is not open`);
    let option: O | undefined;
    for (const o of prompt.options) {
      if (o.id === optionId) {
        option = o;
        break;
      }
    }
    if (!option) return ruleError('rule/illegal_option', `option ${optionId} is not offered by ${prompt.id}`);
    state.version += 1;
    d.applyOption(r, open.flow, open.frame, option);
    return r;
  };

  const isRun = (result: Run | RuleError): result is Run => 'ev' in result;
  const step = (r: Run): KernelStep<S, E, P> => ({ state: r.s, events: r.ev, prompts: d.openPrompts(r) });
  const deadline = (r: Run): void => {
    if (r.s.phase === 'over') return;
    r.s.version += 1;
    rules.passDeadline(r);
  };

  return {
    content,
    rulesVersion: rules.rulesVersion,
    start(setup, seed) {
      const r = rules.newGame(c, setup, seed);
      d.settle(r);
      return step(r);
    },
    answer(state, answer) {
      const result = applyInPlace(copyJson(state), answer);
      return isRun(result) ? step(result) : result;
    },
    endPhaseByDeadline(state) {
      const r = runOn(copyJson(state));
      deadline(r);
      return step(r);
    },
    applyAnswerInPlace(state, answer) {
      const result = applyInPlace(state, answer);
      return isRun(result) ? result.ev : result;
    },
    answerPromptInPlace(state, prompt, optionId) {
      const result = answerPrompt(state, prompt, optionId);
      return isRun(result) ? result.ev : result;
    },
    answerAndNextInPlace(state, prompt, optionId) {
      const result = answerPrompt(state, prompt, optionId);
      return isRun(result) ? { events: result.ev, next: d.firstOpenPrompt(result) } : result;
    },
    deadlineInPlace(state) {
      const r = runOn(state);
      deadline(r);
      return r.ev;
    },
    prompts: (state) => d.openPrompts(runOn(state)),
    nextPrompt: (state) => d.firstOpenPrompt(runOn(state)),
  };
}
