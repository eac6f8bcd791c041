// Setup 7: before play starts the investigators, all at the Train Station, may trade skills as well as
// everything else. After the STR/SAN split each is asked once to offer trades or declare themselves
// ready (with nobody to trade with, ready without asking); play starts when all are ready.
import { askFor } from '../../../engine/core/frames.js';
import type { ReadyFrame } from './types/frames.js';
import type { EndTurnOption, PromptBody } from './types/prompts.js';
import { isEndTurnOption } from './end-turn.js';
import type { FrameHandler } from './handler.js';
import { inv } from './run.js';
import { startTrade, tradeOptions } from './trade.js';

const READY: EndTurnOption = { id: 'ready', action: 'end', card: null, price: 0, partner: null };

export const readyHandler: FrameHandler<ReadyFrame> = {
  run(_r, _flow, f) {
    askFor(f);
  },
  prompt(r, f): PromptBody {
    const options = tradeOptions(r, inv(r, f.slot), true);
    options.push(READY);
    return { kind: 'setup-trade', options, default: READY.id, context: null };
  },
  answer(r, flow, f, option) {
    if (isEndTurnOption(option) && option.action === 'trade' && option.partner !== null) {
      startTrade(r, flow, inv(r, f.slot), option.partner, true);
      return;
    }
    flow.pop();
  },
};
