// One investigator's turn in the Investigator Phase: lost turns and Other World boxes first, then the
// move, then the encounter where the move ended, then the end of the turn (end-turn.ts: trading, sales).
import { askFor, askNumbered } from '../../../engine/core/frames.js';
import { emit } from '../../../engine/core/run.js';
import type { Frame, StatsFrame, TurnFrame } from './types/frames.js';
import type { EndTurnOption, PromptBody, StatsOption, UseOption } from './types/prompts.js';
import { cardUpkeep, endUses, offerWorldCards, useAtEnd } from './card-uses/turn-cards.js';
import { END, endTurnAction, endTurnOptions, isEndTurnOption } from './end-turn.js';
import type { FrameHandler } from './handler.js';
import { inArkham, inv } from './run.js';
import type { Run } from './run.js';

function endTurn(r: Run, flow: Frame[], f: TurnFrame): void {
  const i = inv(r, f.slot);
  flow.pop();
  i.done = true;
  // A "+1 at your next encounter" bonus lasts until the end of the investigator's next turn.
  if (i.skillBonus !== null && i.skillBonus.turn < r.s.turn) i.skillBonus = null;
  emit(r, { type: 'turn-ended', investigator: i.id, passed: false });
}

export const turnHandler: FrameHandler<TurnFrame> = {
  run(r, flow, f) {
    const i = inv(r, f.slot);
    if (i.status !== 'active' && f.stage !== 'end') f.stage = 'end';
    switch (f.stage) {
      case 'start': {
        cardUpkeep(r, flow, i);
        if (i.loseTurns > 0) {
          i.loseTurns -= 1;
          emit(r, { type: 'turn-skipped', investigator: i.id, turnsLeft: i.loseTurns });
          f.stage = 'end';
          return;
        }
        if (i.world !== null) {
          if (offerWorldCards(r, flow, i)) return;
          if (i.stay || i.box === 2) {
            if (i.stay) i.stay = false;
            else i.box = 1;
            emit(r, { type: 'box', investigator: i.id, world: i.world, box: i.box });
            f.stage = 'end';
            flow.push({ k: 'world', slot: i.slot, world: i.world, ask: 0 });
            return;
          }
          f.stage = 'move';
          flow.push({ k: 'return', slot: i.slot, world: i.world, ask: 0 });
          return;
        }
        f.stage = 'move';
        return;
      }
      case 'move': {
        f.stage = 'encounter';
        if (!inArkham(i)) {
          f.stage = 'end';
          return;
        }
        if (i.stay) {
          i.stay = false;
          return;
        }
        flow.push({ k: 'move', slot: i.slot, dice: [], roll: 0, ask: 0 });
        return;
      }
      case 'encounter': {
        f.stage = 'end';
        if (inArkham(i)) flow.push({ k: 'arrive', slot: i.slot, ask: 0 });
        return;
      }
      case 'end': {
        // Something to do besides ending: two options or more (END comes last), so no count is needed.
        if (endTurnOptions(r, i).length > 0) {
          askNumbered(r, f);
          return;
        }
        endTurn(r, flow, f);
        return;
      }
    }
  },
  prompt(r, f): PromptBody {
    const i = inv(r, f.slot);
    const options: (EndTurnOption | UseOption)[] = endTurnOptions(r, i);
    for (const use of endUses(r, i)) options.push(use);
    options.push(END);
    return { kind: 'end-turn', options, default: 'end', context: null };
  },
  answer(r, flow, f, option) {
    if (useAtEnd(r, flow, inv(r, f.slot), option)) return;
    // Anything but the end leaves the turn at its end stage, to ask again once the action is done.
    const ends = isEndTurnOption(option) && (option.action === 'end' || endTurnAction(r, flow, inv(r, f.slot), option));
    if (ends && flow[flow.length - 1] === f) endTurn(r, flow, f);
  },
};

/** Setup 3: divide the stat points between STR and SAN, each within the limits. */
export const statsHandler: FrameHandler<StatsFrame> = {
  run(_r, _flow, f) {
    askFor(f);
  },
  prompt(r): PromptBody {
    const { statPoints, statMin, statMax } = r.c.content.rules;
    const options: StatsOption[] = [];
    for (let str = statMin; str <= statMax; str += 1) {
      const san = statPoints - str;
      if (san >= statMin && san <= statMax) options.push({ id: `str-${str}`, strength: str, sanity: san });
    }
    const middle = options[Math.floor((options.length - 1) / 2)];
    return { kind: 'setup-stats', options, default: middle?.id ?? '', context: { points: statPoints, min: statMin, max: statMax } };
  },
  answer(r, flow, f, option) {
    if (!('strength' in option) || !('sanity' in option)) throw new Error('not a stats option');
    const i = inv(r, f.slot);
    i.str = option.strength;
    i.san = option.sanity;
    i.status = 'active';
    emit(r, { type: 'stats-set', investigator: i.id, strength: i.str, sanity: i.san });
    flow.pop();
  },
};
