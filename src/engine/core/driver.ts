// The machine that runs flows, for any ruleset: the top frame of a flow runs until it asks; an answer
// resumes it; then every flow that can move does, and the game moves on from phase to phase until
// someone must decide. The ruleset gives its frame handlers, its flows and its phase changes.
import type { FrameBase, FrameHandler, PromptBodyBase } from './frames.js';
import { promptId } from './frames.js';
import type { KernelRun } from './run.js';

/** Bounds the steps of one flow between two decisions; a rule that loops forever is a bug. */
const MAX_STEPS = 100_000;

/** What the driver needs of a ruleset. */
export interface DriverRules<R extends KernelRun<unknown, KernelRun['s'], unknown, F, B>, F extends FrameBase, B extends PromptBodyBase<O>, O extends { id: string }, P> {
  /** Every frame kind's handler, by `k` (the handler registry). */
  readonly handlers: Readonly<Record<string, FrameHandler<R, F, F, B, O> | undefined>>;
  /** How many flows the game has, and flow `k` of them, in the order prompts are handed out. */
  flowCount(r: R): number;
  flowAt(r: R, k: number): F[];
  /** Moves the game on to its next phase when every flow waits or is done; true if it did. */
  advancePhase(r: R): boolean;
  /** The prompt handed out for frame `f` waiting on prompt `id`. */
  prompt(r: R, f: F, id: string, body: B): P;
  /** A player (not a deadline's default) answered `f`. */
  answered(r: R, f: F): void;
}

export interface Driver<R, F, B, O, P> {
  /** The prompt body of a waiting frame: the one the driver kept when nothing has run since, else built now. */
  promptBody(r: R, f: F): B;
  toPrompt(r: R, f: F): P;
  /** Runs one flow until its top frame waits on a prompt, or the flow is empty. */
  drive(r: R, flow: F[]): void;
  /** Applies a validated option to the frame waiting for it, then lets the game run on. */
  applyOption(r: R, flow: F[], f: F, option: O, byPlayer?: boolean): void;
  /** Runs every flow that can move and every phase change, until all wait on someone (or the game ends). */
  settle(r: R): void;
  /** The flow and frame holding prompt `id`, if it is open. */
  findOpen(r: R, promptId: string): { flow: F[]; frame: F } | null;
  /** The first flow (in order) whose top frame waits on a prompt, and that frame. */
  firstOpen(r: R): { flow: F[]; frame: F } | null;
  /** The first open prompt (flows in order), without building the others. */
  firstOpenPrompt(r: R): P | null;
  /** Every open prompt, flows in order. */
  openPrompts(r: R): P[];
}

/** The number of a prompt id `p<n>` (0: not a prompt id); the usual `p<digits>` read without cutting the string. */
export function promptNumber(id: string): number {
  if (!id.startsWith('p')) return 0;
  let n = 0;
  for (let k = 1; k < id.length && k < 16; k += 1) {
    const digit = id.charCodeAt(k) - 48;
    if (digit < 0 || digit > 9) break;
    n = n * 10 + digit;
    if (k === id.length - 1) return n;
  }
  const read = Number(id.slice(1));
  return Number.isInteger(read) && read > 0 ? read : 0;
}

/**
 * The top frame of a flow. An empty flow is not read at index -1: that is a named-property look-up
 * (the key "-1") up the prototype chain, which V8 does slowly, and most flows are empty most of the time.
 */
export function topOf<F>(flow: readonly F[]): F | undefined {
  const n = flow.length;
  return n === 0 ? undefined : flow[n - 1];
}

export function makeDriver<R extends KernelRun<unknown, KernelRun['s'], unknown, F, B>, F extends FrameBase, B extends PromptBodyBase<O>, O extends { id: string }, P>(
  rules: DriverRules<R, F, B, O, P>,
): Driver<R, F, B, O, P> {
  const { handlers, flowCount, flowAt, advancePhase } = rules;

  const handlerOf = (f: F): FrameHandler<R, F, F, B, O> => {
    const h = handlers[f.k];
    if (h === undefined) throw new Error(`no handler for frame ${f.k}`);
    return h;
  };

  // Every rule runs through runFrame, answerFrame or advancePhase; each drops the prompt kept in
  // `r.built`, which is therefore only ever handed out for the very state it was built from.
  const runFrame = (r: R, flow: F[], f: F): void => {
    r.built = null;
    handlerOf(f).run(r, flow, f);
  };

  const bodyOf = (r: R, f: F): B => {
    const h = handlerOf(f);
    if (!h.prompt) throw new Error(`frame ${f.k} asks but builds no prompt`);
    return h.prompt(r, f);
  };

  const answerFrame = (r: R, flow: F[], f: F, option: O): void => {
    const h = handlerOf(f);
    if (!h.answer) throw new Error(`frame ${f.k} takes no answer`);
    r.built = null;
    h.answer(r, flow, f, option);
  };

  const stillValid = (r: R, f: F): boolean => {
    const h = handlerOf(f);
    return h.valid ? h.valid(r, f) : true;
  };

  const promptBody = (r: R, f: F): B => {
    const kept = r.built;
    if (kept !== undefined && kept !== null && kept.frame === f) return kept.body;
    const body = bodyOf(r, f);
    if (body.options.length === 0) throw new Error(`engine bug: a ${body.kind} prompt with no legal option`);
    return body;
  };

  const toPrompt = (r: R, f: F): P => rules.prompt(r, f, promptId(f.ask), promptBody(r, f));

  const drive = (r: R, flow: F[]): void => {
    for (let step = 0; step < MAX_STEPS; step += 1) {
      if (r.s.phase === 'over') return;
      const f = topOf(flow);
      if (f === undefined || f.ask > 0) return;
      if (f.ask === -1) {
        const body = promptBody(r, f);
        const only = body.options.length === 1 ? body.options[0] : undefined;
        if (only !== undefined) {
          f.ask = 0;
          answerFrame(r, flow, f, only);
          continue;
        }
        r.s.seq += 1;
        f.ask = r.s.seq;
        r.built = { frame: f, body };
        return;
      }
      runFrame(r, flow, f);
    }
    throw new Error('engine bug: a flow made no progress');
  };

  const settle = (r: R): void => {
    for (let round = 0; round < MAX_STEPS; round += 1) {
      if (r.s.phase === 'over') return;
      let busy = false;
      for (let k = 0; k < flowCount(r); k += 1) {
        const flow = flowAt(r, k);
        const top = topOf(flow);
        if (top === undefined) continue;
        if (top.ask > 0 && !stillValid(r, top)) top.ask = 0;
        if (top.ask <= 0) {
          drive(r, flow);
          busy = true;
        }
      }
      if (advancePhase(r)) {
        r.built = null;
        busy = true;
      }
      if (!busy) return;
    }
    throw new Error('engine bug: the game made no progress');
  };

  const applyOption = (r: R, flow: F[], f: F, option: O, byPlayer = true): void => {
    f.ask = 0;
    if (byPlayer) rules.answered(r, f);
    answerFrame(r, flow, f, option);
    drive(r, flow);
    settle(r);
  };

  const findOpen = (r: R, id: string): { flow: F[]; frame: F } | null => {
    const ask = promptNumber(id);
    if (ask <= 0) return null;
    for (let k = 0; k < flowCount(r); k += 1) {
      const flow = flowAt(r, k);
      const top = topOf(flow);
      if (top !== undefined && top.ask === ask) return { flow, frame: top };
    }
    return null;
  };

  const firstOpen = (r: R): { flow: F[]; frame: F } | null => {
    for (let k = 0; k < flowCount(r); k += 1) {
      const flow = flowAt(r, k);
      const top = topOf(flow);
      if (top !== undefined && top.ask > 0) return { flow, frame: top };
    }
    return null;
  };

  const firstOpenPrompt = (r: R): P | null => {
    for (let k = 0; k < flowCount(r); k += 1) {
      const flow = flowAt(r, k);
      const top = topOf(flow);
      if (top !== undefined && top.ask > 0) return toPrompt(r, top);
    }
    return null;
  };

  const openPrompts = (r: R): P[] => {
    const out: P[] = [];
    for (let k = 0; k < flowCount(r); k += 1) {
      const flow = flowAt(r, k);
      const top = topOf(flow);
      if (top !== undefined && top.ask > 0) out.push(toPrompt(r, top));
    }
    return out;
  };

  return { promptBody, toPrompt, drive, applyOption, settle, findOpen, firstOpen, firstOpenPrompt, openPrompts };
}
