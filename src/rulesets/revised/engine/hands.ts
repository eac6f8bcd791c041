// Weapons and spells within the hand limit (R-HANDS-*): two hands for any mix, extra spell-only hands
// for an investigator whose card has them, cards of no hands on top. A spell's hands count even when
// its casting failed.
import type { HandCard, InvestigatorState, RevisedContent, RevisedError } from './types.js';

export const HANDS = 2;

export function handCard(c: RevisedContent, id: string): HandCard {
  const found = c.cards[id];
  if (found?.kind !== 'weapon' && found?.kind !== 'spell') throw new Error(`no weapon or spell ${id}`);
  return found;
}

/** Checks that `held` are cards the investigator owns and that their hands fit. */
export function checkHands(c: RevisedContent, inv: InvestigatorState, held: readonly string[]): RevisedError | null {
  const owned = [...inv.items];
  let weaponHands = 0;
  let spellHands = 0;
  for (const id of held) {
    const at = owned.indexOf(id);
    if (at < 0) return { error: 'revised/not_owned', message: `${inv.id} holds no ${id}` };
    const kind = c.cards[id]?.kind;
    if (kind !== 'weapon' && kind !== 'spell') return { error: 'revised/not_held', message: `${id} is not a weapon or a spell: it takes no hands` };
    owned.splice(at, 1);
    const cardHeld = handCard(c, id);
    if (cardHeld.kind === 'spell') spellHands += cardHeld.hands;
    else weaponHands += cardHeld.hands;
  }
  const extra = c.investigators[inv.card]?.spellHands ?? 0;
  const over = weaponHands + Math.max(0, spellHands - extra);
  if (over > HANDS) return { error: 'revised/too_many_hands', message: `${held.join(', ')} need ${weaponHands + spellHands} hands; ${inv.id} has ${HANDS}${extra > 0 ? ` and ${extra} for spells` : ''}` };
  return null;
}
