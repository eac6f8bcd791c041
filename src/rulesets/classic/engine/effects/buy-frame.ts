// A purchase from the cards on offer. Location Encounters 1: one may Fast Talk (once per card): a pass
// takes $1 off and buys at once; a failure adds $1 (option fastTalkPenalty off: the price stands).
import { d6 } from '../../../../engine/core/dice.js';
import { askFor } from '../../../../engine/core/frames.js';
import { emit } from '../../../../engine/core/run.js';
import type { BuyFrame, Frame } from '../types/frames.js';
import type { BuyOption, PromptBody } from '../types/prompts.js';
import { gainCard } from '../cards.js';
import { popFrame } from '../flow.js';
import type { FrameHandler } from '../handler.js';
import { changeMoney } from '../harm.js';
import { inv } from '../run.js';
import type { Run } from '../run.js';
import { skillValue, useSkillBonus } from '../skills.js';

/** Spell cards print no price; a "list price" spell purchase costs this. */
export const spellPrice = 5;

function buy(r: Run, flow: Frame[], f: BuyFrame, k: number, price: number): void {
  const i = inv(r, f.slot);
  const card = f.cards[k];
  if (card === undefined) return;
  f.cards.splice(k, 1);
  f.prices.splice(k, 1);
  f.talked.splice(k, 1);
  changeMoney(r, i, -price);
  gainCard(r, i, f.deck, card, price);
  if (f.cards.length === 0) flow.pop();
}

export const buyHandler: FrameHandler<BuyFrame> = {
  run(_r, _flow, f) {
    askFor(f);
  },
  prompt(r, f): PromptBody {
    const money = inv(r, f.slot).money;
    const options: BuyOption[] = [{ id: 'done', action: 'done', card: null, price: 0 }];
    f.cards.forEach((card, k) => {
      const price = f.prices[k] ?? 0;
      if (price <= money) options.push({ id: `buy:${k}`, action: 'buy', card, price });
      if (!f.talked[k] && price - 1 <= money) options.push({ id: `talk:${k}`, action: 'talk', card, price: Math.max(0, price - 1) });
    });
    return { kind: 'buy', options, default: 'done', context: { deck: f.deck, money } };
  },
  answer(r, flow, f, option) {
    const [action, index] = option.id.split(':');
    if (action === 'done' || index === undefined) {
      popFrame(r, flow);
      return;
    }
    const k = Number(index);
    if (action === 'buy') {
      buy(r, flow, f, k, f.prices[k] ?? 0);
      return;
    }
    const i = inv(r, f.slot);
    const skill = skillValue(r, i, 'fastTalk');
    const die = d6(r);
    useSkillBonus(i, 'fastTalk');
    const pass = die <= skill;
    const price = f.prices[k] ?? 0;
    const after = pass ? Math.max(0, price - 1) : price + (r.s.options.fastTalkPenalty ? 1 : 0);
    emit(r, { type: 'fast-talk', investigator: i.id, card: f.cards[k] ?? '', die, skill, pass, price: after });
    f.talked[k] = true;
    f.prices[k] = after;
    if (pass) buy(r, flow, f, k, after);
  },
};
