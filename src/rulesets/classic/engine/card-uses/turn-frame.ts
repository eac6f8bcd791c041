// The frame that owns an investigator's turn, for card uses that change what the rest of it does.
import type { Frame, TurnFrame } from '../types/frames.js';

export function turnFrameOf(flow: readonly Frame[]): TurnFrame | undefined {
  for (const f of flow) if (f.k === 'turn') return f;
  return undefined;
}
