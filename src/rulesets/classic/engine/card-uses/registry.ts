// Every card-use module by the `effect` id its cards carry, and the two calls the prompts make: the
// use options an investigator has at a moment, and applying the one chosen. Cards whose rule works
// inside combat (Silver Bullet, Piccolo of Leng, Flesh Ward, Alien Spectacles, bound monsters) are in
// combat-cards.ts; those that work by themselves (Ruby of R'lyeh, Brass Collar) in upkeep.ts; the Taxi
// Whistle's rides join the move options (taxi-whistle.ts).
import type { Frame } from '../types/frames.js';
import type { PromptOption, UseOption } from '../types/prompts.js';
import type { InvestigatorState } from '../types/state.js';
import { firstCopy } from '../cards.js';
import type { Ctx, UseEffects } from '../context.js';
import type { Run } from '../run.js';
import { auction } from './auction.js';
import { bindMonster } from './bind-monster.js';
import { brazenHead } from './brazen-head.js';
import { elderSign } from './elder-sign.js';
import { findGate } from './find-gate.js';
import { flute } from './flute.js';
import { gem } from './gems.js';
import { healingStone } from './healing-stone.js';
import { itemEffect, spellEffect } from './held.js';
import { mendSpell } from './mend.js';
import { mists } from './mists.js';
import { silverKey } from './silver-key.js';
import type { CardUse, Moment } from './types.js';

/** Looked up when called (not a table built at load), so the modules' import order never matters. */
function moduleFor(effect: string | undefined): CardUse | undefined {
  switch (effect) {
    case 'auction':
      return auction;
    case 'bind-monster':
      return bindMonster;
    case 'brazen-head':
      return brazenHead;
    case 'elder-sign':
      return elderSign;
    case 'find-gate':
      return findGate;
    case 'flute':
      return flute;
    case 'dragons-eye':
    case 'blue-watcher':
      return gem;
    case 'healing-stone':
      return healingStone;
    case 'heal':
    case 'cloud-memory':
      return mendSpell;
    case 'mists-of-rlyeh':
      return mists;
    case 'silver-key':
      return silverKey;
    default:
      return undefined;
  }
}

export function isUseOption(o: PromptOption | { id: string }): o is UseOption {
  return o.id.startsWith('use:') && 'mode' in o && 'deck' in o;
}

/** By card id, the effect of each item and spell that has a card-use module (most have none), made once per content. */
function useEffects(c: Ctx): UseEffects {
  if (c.useEffects !== undefined) return c.useEffects;
  const made: UseEffects = { items: new Map(), spells: new Map() };
  for (const item of c.content.items) if (item.effect !== undefined && moduleFor(item.effect) !== undefined) made.items.set(item.id, item.effect);
  for (const spell of c.content.spells) if (spell.effect !== undefined && moduleFor(spell.effect) !== undefined) made.spells.set(spell.id, spell.effect);
  c.useEffects = made;
  return made;
}

function addOffers(r: Run, i: InvestigatorState, m: Moment, cards: readonly string[], effects: ReadonlyMap<string, string>, out: UseOption[]): void {
  for (let k = 0; k < cards.length; k += 1) {
    const card = cards[k] ?? '';
    const effect = effects.get(card);
    if (effect === undefined || !firstCopy(cards, k)) continue;
    const use = moduleFor(effect);
    if (use !== undefined) for (const option of use.offers(r, i, card, m)) out.push(option);
  }
}

/** The card uses open to `i` at this moment, items first, each card once. */
export function useOptions(r: Run, i: InvestigatorState, m: Moment): UseOption[] {
  const out: UseOption[] = [];
  if (i.status !== 'active' || r.s.phase === 'over') return out;
  const { items, spells } = useEffects(r.c);
  addOffers(r, i, m, i.items, items, out);
  addOffers(r, i, m, i.spells, spells, out);
  return out;
}

/** Uses the card of `o` (an option that was offered at this moment). */
export function applyUse(r: Run, flow: Frame[], i: InvestigatorState, o: UseOption, m: Moment): void {
  const effect = o.deck === 'item' ? itemEffect(r, o.card) : spellEffect(r, o.card);
  moduleFor(effect)?.use(r, flow, i, o, m);
}
