// The machine that runs flows: the top frame of a flow runs until it asks; an answer resumes it; then
// every flow that can move does, and the game moves on from phase to phase until someone must decide.
import type { Frame } from '../types/frames.js';
import type { Prompt, PromptBody, PromptOption } from '../types/prompts.js';
import type { FrameMap } from '../rulesets/classic/handler.js';
import { HANDLERS } from '../rulesets/classic/handlers.js';
import { flowAt, flowCount } from '../rulesets/classic/flow.js';
import { inv } from '../rulesets/classic/run.js';
import type { Run } from '../rulesets/classic/run.js';
import { advancePhase } from '../rulesets/classic/turn-cycle.js';

/** Bounds the steps of one flow between two decisions; a rule that loops forever is a bug. */
const MAX_STEPS = 100_000;

// Every rule runs through runFrame, answerFrame or advancePhase; each drops the prompt kept in
// `r.built`, which is therefore only ever handed out for the very state it was built from.
function runFrame<K extends keyof FrameMap>(r: Run, flow: Frame[], k: K, f: FrameMap[K]): void {
  r.built = null;
  HANDLERS[k].run(r, flow, f);
}

function bodyOf<K extends keyof FrameMap>(r: Run, k: K, f: FrameMap[K]): PromptBody {
  const prompt = HANDLERS[k].prompt;
  if (!prompt) throw new Error(`frame ${k} asks but builds no prompt`);
  return prompt(r, f);
}

function answerFrame<K extends keyof FrameMap>(r: Run, flow: Frame[], k: K, f: FrameMap[K], option: PromptOption): void {
  const answer = HANDLERS[k].answer;
  if (!answer) throw new Error(`frame ${k} takes no answer`);
  r.built = null;
  answer(r, flow, f, option);
}

function stillValid<K extends keyof FrameMap>(r: Run, k: K, f: FrameMap[K]): boolean {
  const valid = HANDLERS[k].valid;
  return valid ? valid(r, f) : true;
}

/** The prompt body of a waiting frame: the one the driver kept when nothing has run since, else built now. */
export function promptBody(r: Run, f: Frame): PromptBody {
  const kept = r.built;
  if (kept !== undefined && kept !== null && kept.frame === f) return kept.body;
  const body = bodyOf(r, f.k, f);
  if (body.options.length === 0) throw new Error(`engine bug: a ${body.kind} prompt with no legal option`);
  return body;
}

function slotOf(f: Frame): number {
  return 'slot' in f ? f.slot : -1;
}

export function toPrompt(r: Run, f: Frame): Prompt {
  const slot = slotOf(f);
  const body = promptBody(r, f);
  return { id: `p${f.ask}`, investigator: inv(r, slot).id, slot, kind: body.kind, options: body.options, default: body.default, context: body.context } as Prompt;
}

/** Runs one flow until its top frame waits on a prompt, or the flow is empty. */
export function drive(r: Run, flow: Frame[]): void {
  for (let step = 0; step < MAX_STEPS; step += 1) {
    if (r.s.phase === 'over') return;
    const f = flow[flow.length - 1];
    if (f === undefined || f.ask > 0) return;
    if (f.ask === -1) {
      const body = promptBody(r, f);
      const only = body.options.length === 1 ? body.options[0] : undefined;
      if (only !== undefined) {
        f.ask = 0;
        answerFrame(r, flow, f.k, f, only);
        continue;
      }
      r.s.seq += 1;
      f.ask = r.s.seq;
      r.built = { frame: f, body };
      return;
    }
    runFrame(r, flow, f.k, f);
  }
  throw new Error('engine bug: a flow made no progress');
}

/** Applies a validated option to the frame waiting for it, then lets the game run on. */
export function applyOption(r: Run, flow: Frame[], f: Frame, option: PromptOption, byPlayer = true): void {
  f.ask = 0;
  const slot = slotOf(f);
  if (byPlayer && slot >= 0 && r.s.phase === 'investigator') inv(r, slot).acted = true;
  answerFrame(r, flow, f.k, f, option);
  drive(r, flow);
  settle(r);
}

/** Runs every flow that can move and every phase change, until all wait on someone (or the game ends). */
export function settle(r: Run): void {
  for (let round = 0; round < MAX_STEPS; round += 1) {
    if (r.s.phase === 'over') return;
    let busy = false;
    for (let k = 0; k < flowCount(r); k += 1) {
      const flow = flowAt(r, k);
      const top = flow[flow.length - 1];
      if (top === undefined) continue;
      if (top.ask > 0 && !stillValid(r, top.k, top)) top.ask = 0;
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
}

/** The number of a prompt id `p<n>` (0: not a prompt id); the usual `p<digits>` read without cutting the string. */
function promptNumber(promptId: string): number {
  if (!promptId.startsWith('p')) return 0;
  let n = 0;
  for (let k = 1; k < promptId.length && k < 16; k += 1) {
    const digit = promptId.charCodeAt(k) - 48;
    if (digit < 0 || digit > 9) break;
    n = n * 10 + digit;
    if (k === promptId.length - 1) return n;
  }
  const read = Number(promptId.slice(1));
  return Number.isInteger(read) && read > 0 ? read : 0;
}

/** The flow and frame holding prompt `id`, if it is open. */
export function findOpen(r: Run, promptId: string): { flow: Frame[]; frame: Frame } | null {
  const ask = promptNumber(promptId);
  if (ask <= 0) return null;
  for (let k = 0; k < flowCount(r); k += 1) {
    const flow = flowAt(r, k);
    const top = flow[flow.length - 1];
    if (top !== undefined && top.ask === ask) return { flow, frame: top };
  }
  return null;
}

/** The first open prompt (investigators by seat, then the Mythos Phase), without building the others. */
export function firstOpenPrompt(r: Run): Prompt | null {
  for (let k = 0; k < flowCount(r); k += 1) {
    const flow = flowAt(r, k);
    const top = flow[flow.length - 1];
    if (top !== undefined && top.ask > 0) return toPrompt(r, top);
  }
  return null;
}

/** Every open prompt: investigators by seat, then the Mythos Phase. */
export function openPrompts(r: Run): Prompt[] {
  const out: Prompt[] = [];
  for (let k = 0; k < flowCount(r); k += 1) {
    const flow = flowAt(r, k);
    const top = flow[flow.length - 1];
    if (top !== undefined && top.ask > 0) out.push(toPrompt(r, top));
  }
  return out;
}
