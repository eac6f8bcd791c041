// The start of a turn in an Other World (its movement step): before the boxes move on, cards may be
// used. No other prompt stands at that moment, so it is asked only when a card made for it can be used
// (Find Gate, a Silver Key journey), once a game turn; then every card usable there is offered
// (healing, the Brazen Head...), as many as the player likes, until they go on.
import { askFor } from '../../../../engine/core/frames.js';
import type { Frame, UseCardsFrame } from '../types/frames.js';
import type { ActionOption, PromptBody, UseOption } from '../types/prompts.js';
import type { InvestigatorState } from '../types/state.js';
import type { FrameHandler } from '../handler.js';
import { inv } from '../run.js';
import type { Run } from '../run.js';
import { spellEffect } from './held.js';
import { applyUse, isUseOption, useOptions } from './registry.js';
import type { Moment } from './types.js';

const WORLD: Moment = { at: 'world' };

/** A use that is a way of moving on from an Other World box. */
function movesOn(r: Run, o: UseOption): boolean {
  return o.mode === 'travel' || (o.deck === 'spell' && spellEffect(r, o.card) === 'find-gate');
}

/** Pushes the card moment at the start of a turn in an Other World, once a game turn; true if pushed. */
export function offerWorldCards(r: Run, flow: Frame[], i: InvestigatorState): boolean {
  if (i.world === null || i.cards.worldMomentTurn === r.s.turn) return false;
  i.cards.worldMomentTurn = r.s.turn;
  if (!useOptions(r, i, WORLD).some((o) => movesOn(r, o))) return false;
  flow.push({ k: 'use-cards', slot: i.slot, world: i.world, box: i.box, ask: 0 });
  return true;
}

function stillThere(i: InvestigatorState, f: UseCardsFrame): boolean {
  return i.status === 'active' && i.world === f.world && i.box === f.box && i.visit === null;
}

export const useCardsHandler: FrameHandler<UseCardsFrame> = {
  run(r, flow, f) {
    const i = inv(r, f.slot);
    if (!stillThere(i, f) || useOptions(r, i, WORLD).length === 0) {
      flow.pop();
      return;
    }
    askFor(f);
  },
  prompt(r, f): PromptBody {
    const options: (ActionOption | UseOption)[] = [{ id: 'go-on' }, ...useOptions(r, inv(r, f.slot), WORLD)];
    return { kind: 'use-cards', options, default: 'go-on', context: { world: f.world, box: f.box } };
  },
  answer(r, flow, f, option) {
    if (isUseOption(option)) applyUse(r, flow, inv(r, f.slot), option, WORLD);
    else flow.pop();
  },
};
