// The arithmetic of a D6 roll at or under a target, and of a combat total against SP, for bots; and
// the best attack an investigator can make with what they carry.
import type { Content, SkillName } from '../content/schema.js';
import type { InvestigatorState } from '../../../engine/index.js';
import { factsOf } from './facts.js';

/** Chance that D6 ≤ target. */
export function atOrUnder(target: number): number {
  return Math.max(0, Math.min(6, target)) / 6;
}

/** Chance that D6 + bonus ≥ sp. */
export function killChance(bonus: number, sp: number): number {
  return Math.max(0, Math.min(6, 7 - (sp - bonus))) / 6;
}

/** Kill chance with spells whose casts each pass on D6 ≤ knowledge (all-or-nothing estimate per spell). */
export function loadoutChance(fixed: number, spellBonuses: readonly number[], knowledge: number, sp: number): number {
  // Sum over which casts pass: spells are few (≤ 4), so enumerate the subsets.
  const n = spellBonuses.length;
  const pass = atOrUnder(knowledge);
  let chance = 0;
  for (let mask = 0; mask < 1 << n; mask += 1) {
    let bonus = fixed;
    let p = 1;
    for (let k = 0; k < n; k += 1) {
      if ((mask & (1 << k)) !== 0) {
        bonus += spellBonuses[k] ?? 0;
        p *= pass;
      } else p *= 1 - pass;
    }
    chance += p * killChance(bonus, sp);
  }
  return chance;
}

/** What an investigator brings to one attack: Fight and items as they count, the spells to cast, Knowledge. */
export interface AttackPlan {
  fixed: number;
  spells: number[];
  knowledge: number;
}

/** How the target counts weapons: only magic, or physical weapons and Fight worth 1 each. */
export interface TargetKind {
  onlyMagic: boolean;
  weaponsDoOne: boolean;
}

/**
 * The strongest attack `i` can make on a target of this kind: the best kept weapons within two hands
 * (with one-use and one-turn ones too when `spend`), no-hands weapons, and every attack spell face up
 * (a SAN cost never exhausting SAN).
 */
export function bestAttack(content: Content, i: InvestigatorState, target: TargetKind, spend: boolean, fresh = false): AttackPlan {
  const facts = factsOf(content);
  const oneHand: number[] = [];
  let twoHand = 0;
  let noHands = 0;
  for (const id of i.items) {
    const item = facts.items.get(id);
    if (!item?.attack || (!spend && item.use !== 'keep')) continue;
    const value = item.attack.magic ? item.attack.bonus : target.onlyMagic ? 0 : target.weaponsDoOne ? 1 : item.attack.bonus;
    if (item.hands === 0) noHands += value;
    else if (item.hands === 1) oneHand.push(value);
    else twoHand = Math.max(twoHand, value);
  }
  oneHand.sort((a, b) => b - a);
  const hands = Math.max(twoHand, (oneHand[0] ?? 0) + (oneHand[1] ?? 0));
  const fight = skillOf(content, i, 'fight');
  const counted = target.onlyMagic ? 0 : target.weaponsDoOne ? Math.min(1, fight) : fight;
  const spells: number[] = [];
  let cost = 0;
  for (let k = 0; k < i.spells.length; k += 1) {
    const id = i.spells[k] ?? '';
    if (i.spells.indexOf(id) !== k) continue;
    const spell = facts.spells.get(id);
    // `fresh`: as it will be next turn, every spell face up again.
    if (!spell?.attack || (!fresh && i.spent.includes(id))) continue;
    if (cost + spell.sanityCost >= i.san && spell.sanityCost > 0) continue;
    cost += spell.sanityCost;
    spells.push(spell.attack.bonus);
  }
  return { fixed: counted + hands + noHands, spells, knowledge: skillOf(content, i, 'knowledge') };
}

/** Chance that one attack of this plan reaches `sp`. */
export function planChance(plan: AttackPlan, sp: number): number {
  return loadoutChance(plan.fixed, plan.spells, plan.knowledge, sp);
}

/** A skill as the engine counts it for checks: the profile plus skill cards (Fight: plus local characters). */
export function skillOf(content: Content, i: InvestigatorState, skill: SkillName): number {
  const facts = factsOf(content);
  let value = facts.investigators.get(i.id)?.skills[skill] ?? 0;
  for (const id of i.skills) if (facts.skills.get(id)?.skill === skill) value += 1;
  if (skill === 'fight') for (const id of i.allies) value += facts.allies.get(id)?.fight ?? 0;
  return value;
}
