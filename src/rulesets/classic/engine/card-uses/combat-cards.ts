// Cards that work inside a combat round (rules sheet, Items and Spells):
// - Silver Bullet: fired from any gun in hand (the loadout's gun), it kills the Werewolf outright; only
//   the bullet counts against it, so it is offered only against a monster that only magic or silver
//   harms. One use.
// - Piccolo of Leng: once per turn, a coin: heads, the attack draws no counterattack.
// - Flesh Ward: cast with the attack; if it works, the monster's attack or counterattack this round
//   does nothing.
// - Alien Spectacles: one 1-handed physical weapon in the loadout counts as magical.
// - A monster held by Bind Monster: a weapon worth its SP (bind-monster.ts), needing no hands.
import { coinDie } from '../../../../engine/core/dice.js';
import { emit } from '../../../../engine/core/run.js';
import type { LoadoutOption } from '../types/prompts.js';
import type { InvestigatorState } from '../types/state.js';
import type { TargetRules } from '../combat-target.js';
import { counterInfo } from '../run.js';
import type { Run } from '../run.js';
import { boundValue } from './bind-monster.js';
import { heldItem, itemEffect, markUsed, spellEffect, usedThisTurn } from './held.js';

/** A piece added to a loadout at will: an item card or a bound monster, and what it counts. */
export interface Extra {
  item: string | null;
  counter: number | null;
  value: number;
}

function againstMonster(target: TargetRules): boolean {
  return target.counter !== undefined;
}

function silverKills(r: Run, target: TargetRules): boolean {
  return target.counter !== undefined && counterInfo(r, target.counter).info.species.specials.includes('only-magic-or-silver');
}

/** Spells worth casting in a combat: the attack spells, and Flesh Ward against a monster. */
export function combatSpell(r: Run, id: string, target: TargetRules): boolean {
  return r.c.spells.get(id)?.attack !== undefined || (againstMonster(target) && spellEffect(r, id) === 'flesh-ward');
}

export function wearsSpectacles(r: Run, i: InvestigatorState): boolean {
  return heldItem(r, i, 'alien-spectacles') !== undefined;
}

/** The card pieces one may add to a loadout whose weapons in hand are `hand`. */
export function cardExtras(r: Run, i: InvestigatorState, target: TargetRules, hand: readonly string[]): Extra[] {
  const out: Extra[] = [];
  const piccolo = heldItem(r, i, 'piccolo-of-leng');
  if (piccolo !== undefined && againstMonster(target) && !usedThisTurn(r, i, piccolo)) out.push({ item: piccolo, counter: null, value: 0 });
  const bullet = heldItem(r, i, 'silver-bullet');
  const gun = hand.some((id) => r.c.items.get(id)?.tags.includes('gun'));
  if (bullet !== undefined && gun && silverKills(r, target)) out.push({ item: bullet, counter: null, value: 0 });
  for (const counter of i.cards.bound) out.push({ item: null, counter, value: boundValue(r, counter, target) });
  return out;
}

export interface RoundCards {
  outright: boolean;
  /** The card that cancels the monster's counterattack this round (null: none). */
  warded: string | null;
}

/** What the round's cards do once the attack is made: the Silver Bullet's kill, the Piccolo's coin. */
export function roundCards(r: Run, i: InvestigatorState, option: LoadoutOption): RoundCards {
  let warded: string | null = null;
  for (const id of option.items) {
    if (itemEffect(r, id) !== 'piccolo-of-leng') continue;
    markUsed(r, i, id);
    const die = coinDie(r);
    const heads = die <= 3;
    emit(r, { type: 'coin', investigator: i.id, die, heads });
    if (heads) warded = id;
  }
  const outright = option.items.some((id) => itemEffect(r, id) === 'silver-bullet');
  return { outright, warded };
}

/** A spell that, cast with the attack, cancels the counterattack. */
export function wardingSpell(r: Run, id: string): boolean {
  return spellEffect(r, id) === 'flesh-ward';
}

/** The counterattack is cancelled by `warded`: reports it; true when it was. */
export function wardOff(r: Run, i: InvestigatorState, counter: number, warded: string | null): boolean {
  if (warded === null) return false;
  emit(r, { type: 'attack-cancelled', investigator: i.id, counter, card: warded });
  return true;
}
