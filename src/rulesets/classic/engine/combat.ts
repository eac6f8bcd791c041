// Combat: attack total = D6 + spells cast + Fight + items used, within hand limits (one 2-handed or
// two 1-handed weapons, any no-hands items). Only-magic targets ignore Fight and physical weapons;
// "weapons do 1 point" makes Fight and each physical weapon count 1. Casting Spells 1–6: a Knowledge
// roll per spell, SAN paid only on success, never down to 0, each card once per game turn
// (spell-cast.ts). The cards that work inside a round are in card-uses/combat-cards.ts.
import { d6 } from '../../../engine/core/dice.js';
import type { Frame } from './types/frames.js';
import type { CombatTarget, LoadoutOption } from './types/prompts.js';
import type { InvestigatorState } from './types/state.js';
import { cardExtras, combatSpell, roundCards, wardingSpell, wearsSpectacles } from './card-uses/combat-cards.js';
import type { Extra } from './card-uses/combat-cards.js';
import { count, firstCopy, loseCard } from './cards.js';
import type { Run } from './run.js';
import { skillValue, useSkillBonus } from './skills.js';
import { castSpell } from './spell-cast.js';
import type { TargetRules } from './combat-target.js';

interface Weapon {
  id: string;
  value: number;
  /** What it may count: with Alien Spectacles a 1-handed physical weapon may count in full. */
  rank: number;
  hands: number;
  keep: boolean;
}

function counted(r: Run, id: string, target: TargetRules, spectacles: boolean): Weapon | null {
  const item = r.c.items.get(id);
  if (!item?.attack) return null;
  const { bonus, magic } = item.attack;
  const value = magic ? bonus : target.onlyMagic ? 0 : target.weaponsDoOne ? 1 : bonus;
  const rank = spectacles && !magic && item.hands === 1 ? bonus : value;
  return { id, value, rank, hands: item.hands, keep: item.use === 'keep' };
}

/** Alien Spectacles: the best 1-handed physical weapon of the hand counts as magical. */
function spectaclesBonus(hand: readonly Weapon[]): number {
  let best = 0;
  for (const w of hand) best = Math.max(best, w.rank - w.value);
  return best;
}

export function fightCounted(r: Run, i: InvestigatorState, target: TargetRules): number {
  const fight = skillValue(r, i, 'fight');
  return target.onlyMagic ? 0 : target.weaponsDoOne ? Math.min(1, fight) : fight;
}

/** Spells that can be cast now: combat spells with a face-up copy. */
function castable(r: Run, i: InvestigatorState, target: TargetRules): string[] {
  const out: string[] = [];
  for (let k = 0; k < i.spells.length; k += 1) {
    const id = i.spells[k] ?? '';
    if (firstCopy(i.spells, k) && combatSpell(r, id, target) && count(i.spells, id) > count(i.spent, id)) out.push(id);
  }
  return out;
}

/** The hand choices worth offering: the best of the kept weapons, and each throw-away weapon with the best partner. */
function handChoices(weapons: Weapon[]): Weapon[][] {
  const keep = weapons.filter((w) => w.keep).sort((a, b) => b.rank - a.rank);
  const bestKeep = bestCombo(keep);
  const choices: Weapon[][] = [bestKeep];
  for (const w of weapons) {
    if (w.keep || choices.some((c) => c.length === 1 && c[0]?.id === w.id)) continue;
    if (w.hands === 2) choices.push([w]);
    else {
      const partner = keep.find((k) => k.hands === 1);
      choices.push(partner ? [w, partner] : [w]);
    }
  }
  return choices;
}

function bestCombo(sorted: Weapon[]): Weapon[] {
  const one = sorted.filter((w) => w.hands === 1);
  const two = sorted.find((w) => w.hands === 2);
  const pair = one.slice(0, 2);
  const pairValue = pair.reduce((a, w) => a + w.rank, 0);
  if (two && two.rank > pairValue) return [two];
  return pair;
}

/** One choice of spells to cast: the cards, as they read in an option id, and what they cost and add. */
interface SpellChoice {
  chosen: string[];
  joined: string;
  sanityCost: number;
  spellBonus: number;
}

/** Every subset of `spells` (by bit mask, in mask order) that does not cost all the investigator's SAN. */
function spellChoices(r: Run, i: InvestigatorState, spells: readonly string[]): SpellChoice[] {
  const out: SpellChoice[] = [];
  for (let mask = 0; mask < 1 << spells.length; mask += 1) {
    const chosen: string[] = [];
    let sanityCost = 0;
    let spellBonus = 0;
    for (let k = 0; k < spells.length; k += 1) {
      if ((mask & (1 << k)) === 0) continue;
      const id = spells[k] ?? '';
      const spell = r.c.spells.get(id);
      chosen.push(id);
      sanityCost += spell?.sanityCost ?? 0;
      spellBonus += spell?.attack?.bonus ?? 0;
    }
    if (sanityCost >= i.san && sanityCost > 0) continue;
    out.push({ chosen, joined: chosen.join('+'), sanityCost, spellBonus });
  }
  return out;
}

export function loadoutOptions(r: Run, i: InvestigatorState, target: TargetRules): LoadoutOption[] {
  const handWeapons: Weapon[] = [];
  const noHands: Weapon[] = [];
  const spectacles = wearsSpectacles(r, i);
  for (let k = 0; k < i.items.length; k += 1) {
    const id = i.items[k] ?? '';
    if (!firstCopy(i.items, k)) continue;
    const w = counted(r, id, target, spectacles);
    if (!w) continue;
    if (w.hands === 0) noHands.push(w);
    else {
      handWeapons.push(w);
      if (w.hands === 1 && count(i.items, id) > 1) handWeapons.push(w);
    }
  }
  const fight = fightCounted(r, i, target);
  const knowledge = skillValue(r, i, 'knowledge');
  const casts = spellChoices(r, i, castable(r, i, target));
  const out: LoadoutOption[] = [];
  const hands = handChoices(handWeapons);
  // No-hands items: one already in use this turn comes along for free; others are a choice.
  const freeExtras = noHands.filter((w) => w.keep || i.inUse.includes(w.id));
  const optionalExtras = noHands.filter((w) => !freeExtras.includes(w));
  for (const handSet of hands) {
    const extras: Extra[] = optionalExtras.map((w) => ({ item: w.id, counter: null, value: w.value }));
    for (const extra of cardExtras(r, i, target, handSet.map((w) => w.id))) extras.push(extra);
    let base = fight + spectaclesBonus(handSet);
    const carried: string[] = [];
    for (const w of handSet) {
      base += w.value;
      carried.push(w.id);
    }
    for (const w of freeExtras) {
      base += w.value;
      carried.push(w.id);
    }
    for (let extraMask = 0; extraMask < 1 << extras.length; extraMask += 1) {
      const ids = [...carried];
      const bound: number[] = [];
      let fixed = base;
      for (let k = 0; k < extras.length; k += 1) {
        const x = extras[k];
        if (x === undefined || (extraMask & (1 << k)) === 0) continue;
        if (x.item !== null) ids.push(x.item);
        if (x.counter !== null) bound.push(x.counter);
        fixed += x.value;
      }
      const prefix = `w:${ids.join('+')}|s:`;
      const boundPart = bound.length > 0 ? `|b:${bound.join('+')}` : '';
      for (const cast of casts) {
        const id = `${prefix}${cast.joined}${boundPart}`;
        out.push({ id, items: ids, spells: cast.chosen, bound, fixed, spellBonus: cast.spellBonus, knowledge, sanityCost: cast.sanityCost });
      }
    }
  }
  return out.length > 1 ? dedupe(out) : out;
}

function dedupe(options: LoadoutOption[]): LoadoutOption[] {
  const seen = new Set<string>();
  return options.filter((o) => {
    if (seen.has(o.id)) return false;
    seen.add(o.id);
    return true;
  });
}

/** The default: the kept weapons, nothing thrown away, no spell (nothing at stake). */
export function defaultLoadout(options: LoadoutOption[]): string {
  return options[0]?.id ?? '';
}

export interface AttackRound {
  die: number;
  total: number;
  /** The monster dies whatever the total (the Silver Bullet). */
  outright: boolean;
  /** The card that cancels the counterattack this round (Flesh Ward, the Piccolo's heads), or null. */
  warded: string | null;
}

/** Casts the chosen spells, rolls the D6 and gives the total; uses up one-use items. */
export function attackTotal(r: Run, flow: Frame[], i: InvestigatorState, option: LoadoutOption): AttackRound {
  let bonus = option.fixed;
  let warded: string | null = null;
  for (const id of option.spells) {
    if (!castSpell(r, flow, i, id)) continue;
    bonus += r.c.spells.get(id)?.attack?.bonus ?? 0;
    if (wardingSpell(r, id)) warded = id;
  }
  useSkillBonus(i, 'fight');
  const die = d6(r);
  const cards = roundCards(r, i, option);
  for (const id of option.items) {
    const item = r.c.items.get(id);
    if (item?.use === 'one-use') loseCard(r, i, 'item', id, 'used');
    else if (item?.use === 'one-turn' && !i.inUse.includes(id)) i.inUse.push(id);
  }
  return { die, total: die + bonus, outright: cards.outright, warded: warded ?? cards.warded };
}

export function targetOf(kind: 'monster' | 'gate', sp: number, counter: number | null, species: string | null, world: string | null): CombatTarget {
  return { kind, counter, species, world, sp };
}
