// The Dagon Mission (Locations, Dagon Mission 1–4). One whose charity card shows CHARITY, on coming to
// the Mission, qualifies in each of spells, money and items where they have none, or no more than any
// other investigator in play. They may take, in a category that qualifies them, $10, 2 items or 1 spell;
// the card then turns to its "repay" side until their next destroyed monster or gate goes back to the
// pile instead of their trophies (trophies.ts).
import { askFor } from '../../../engine/core/frames.js';
import { emit } from '../../../engine/core/run.js';
import type { CharityFrame, Frame } from './types/frames.js';
import type { ActionOption, PromptBody } from './types/prompts.js';
import type { InvestigatorState } from './types/state.js';
import { drawInto } from './cards.js';
import type { FrameHandler } from './handler.js';
import { changeMoney } from './harm.js';
import { inv } from './run.js';
import type { Run } from './run.js';

type Gift = 'money' | 'items' | 'spell';
const GIFTS: readonly Gift[] = ['money', 'items', 'spell'];
/** What the Mission gives in each category. */
const CHARITY_MONEY = 10;
const CHARITY_ITEMS = 2;
const CHARITY_SPELLS = 1;

function amount(i: InvestigatorState, gift: Gift): number {
  return gift === 'money' ? i.money : gift === 'items' ? i.items.length : i.spells.length;
}

/** The categories in which `i` qualifies for charity now (none when the card shows "repay"). */
export function charityGifts(r: Run, i: InvestigatorState): Gift[] {
  if (!i.charity || i.status !== 'active') return [];
  const others = r.s.invs.filter((o) => o.slot !== i.slot && o.status === 'active');
  return GIFTS.filter((gift) => {
    const mine = amount(i, gift);
    return mine === 0 || others.every((o) => mine <= amount(o, gift));
  });
}

/** Coming to the Mission: the offer, to one who qualifies. */
export function offerCharity(r: Run, flow: Frame[], i: InvestigatorState): void {
  if (charityGifts(r, i).length > 0) flow.push({ k: 'charity', slot: i.slot, ask: 0 });
}

function give(r: Run, i: InvestigatorState, gift: Gift): void {
  i.charity = false;
  emit(r, { type: 'charity', investigator: i.id, gift });
  if (gift === 'money') changeMoney(r, i, CHARITY_MONEY);
  else if (gift === 'items') drawInto(r, i, 'item', CHARITY_ITEMS);
  else drawInto(r, i, 'spell', CHARITY_SPELLS);
}

export const charityHandler: FrameHandler<CharityFrame> = {
  run(r, flow, f) {
    if (charityGifts(r, inv(r, f.slot)).length > 0) askFor(f);
    else flow.pop();
  },
  prompt(r, f): PromptBody {
    const gifts = charityGifts(r, inv(r, f.slot));
    const options: ActionOption[] = [...gifts.map((id) => ({ id })), { id: 'decline' }];
    // Free help is the safe answer; its price is a future trophy.
    return { kind: 'charity', options, default: gifts[0] ?? 'decline', context: null };
  },
  answer(r, flow, f, option) {
    flow.pop();
    const i = inv(r, f.slot);
    const gift = charityGifts(r, i).find((g) => g === option.id);
    if (gift !== undefined) give(r, i, gift);
  },
};
