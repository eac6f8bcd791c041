// What the card rules ask of an investigator's hand and of the table: cards held by their effect id,
// once-a-turn marks, and who stands in the same space.
import type { InvestigatorState } from '../types/state.js';
import type { Run } from '../run.js';
import { sameSpace } from '../same-space.js';

export function itemEffect(r: Run, card: string): string | undefined {
  return r.c.items.get(card)?.effect;
}

export function spellEffect(r: Run, card: string): string | undefined {
  return r.c.spells.get(card)?.effect;
}

/** The first item in hand whose rule is `effect`, if any. */
export function heldItem(r: Run, i: InvestigatorState, effect: string): string | undefined {
  return i.items.find((card) => itemEffect(r, card) === effect);
}

export function usedThisTurn(r: Run, i: InvestigatorState, card: string): boolean {
  return i.cards.usedTurn[card] === r.s.turn;
}

export function markUsed(r: Run, i: InvestigatorState, card: string): void {
  i.cards.usedTurn[card] = r.s.turn;
}

/** Investigators in `i`'s space, `i` first: those in play, and one adrift there (the "Investigator Lost" rules: a rescuer may give points). */
export function inSpace(r: Run, i: InvestigatorState): InvestigatorState[] {
  const out = [i];
  for (const o of r.s.invs) if (o !== i && (o.status === 'active' || o.status === 'adrift') && sameSpace(i, o)) out.push(o);
  return out;
}

export function investigatorNamed(r: Run, id: string | null): InvestigatorState | undefined {
  return r.s.invs.find((o) => o.id === id);
}
