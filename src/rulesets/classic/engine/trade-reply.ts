// A trade offer waiting for its receiver. It is the receiver's prompt (pending while they are away); the
// default accepts a gift and declines anything that asks for something back. On acceptance both sides are
// checked again (they may have traded or moved on meanwhile): a trade that no longer holds is void.
import { askFor } from '../../../engine/core/frames.js';
import { emit } from '../../../engine/core/run.js';
import type { TradeReplyFrame } from './types/frames.js';
import type { PromptBody } from './types/prompts.js';
import { popFrame } from './flow.js';
import type { FrameHandler } from './handler.js';
import { inv } from './run.js';
import type { Run } from './run.js';
import { isPartner } from './trade.js';
import { copyLot, handOver, holdsLot, lotIsEmpty } from './trade-lot.js';

function canHappen(r: Run, f: TradeReplyFrame): boolean {
  const from = inv(r, f.from);
  const to = inv(r, f.slot);
  return isPartner(r, from, to, f.setup) && holdsLot(from, f.give) && holdsLot(to, f.take);
}

function settleTrade(r: Run, f: TradeReplyFrame, accepted: boolean): void {
  const from = inv(r, f.from);
  const to = inv(r, f.slot);
  if (!accepted || !canHappen(r, f)) {
    emit(r, { type: 'trade-refused', from: from.id, to: to.id, reason: accepted ? 'void' : 'declined' });
    return;
  }
  handOver(r, from, to, f.give);
  handOver(r, to, from, f.take);
  if (f.give.charity && f.take.charity) [from.charity, to.charity] = [to.charity, from.charity];
  emit(r, { type: 'traded', from: from.id, to: to.id, give: copyLot(f.give), take: copyLot(f.take) });
}

export const tradeReplyHandler: FrameHandler<TradeReplyFrame> = {
  run(r, flow, f) {
    if (inv(r, f.slot).status === 'lost' || inv(r, f.from).status === 'lost') popFrame(r, flow);
    else askFor(f);
  },
  prompt(r, f): PromptBody {
    const gift = lotIsEmpty(f.take);
    return {
      kind: 'trade-reply',
      options: [{ id: 'accept' }, { id: 'decline' }],
      default: gift ? 'accept' : 'decline',
      context: { from: inv(r, f.from).id, give: copyLot(f.give), take: copyLot(f.take) },
    };
  },
  answer(r, flow, f, option) {
    popFrame(r, flow);
    settleTrade(r, f, option.id === 'accept');
  },
};
