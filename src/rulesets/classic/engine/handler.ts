// Classic's frame handlers: the kernel's handler shape (core/frames.ts) over classic's run, frames and
// prompts, and the table of every frame kind's handler (filled in by handlers.ts, the registry).
import type { FrameHandler as KernelHandler } from '../../../engine/core/frames.js';
import type { Frame } from './types/frames.js';
import type { PromptBody, PromptOption } from './types/prompts.js';
import type { Run } from './run.js';

export type FrameHandler<F extends Frame> = KernelHandler<Run, F, Frame, PromptBody, PromptOption>;

export type FrameMap = { [F in Frame as F['k']]: F };
export type HandlerMap = { [K in keyof FrameMap]: FrameHandler<FrameMap[K]> };
