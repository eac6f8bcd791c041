// Combat: attack total = D6 + spells cast + Fight + items used, within hand limits (one 2-handed or
// two 1-handed weapons, any no-hands items). Only-magic targets ignore Fight and physical weapons;
// "weapons do 1 point" makes Fight and each physical weapon count 1. Casting Spells 1–6: a Knowledge
// roll per spell, SAN paid only on success, never down to 0, each card once per game turn
// (spell-cast.ts). The cards that work inside a round are in card-uses/combat-cards.ts.
import type { Frame } from '../../types/frames.js';
import type { CombatTarget, LoadoutOption } from '../../types/prompts.js';
import type { InvestigatorState } from '../../types/state.js';
import { cardExtras, combatSpell, roundCards, wardingSpell, wearsSpectacles } from './card-uses/combat-cards.js';
import type { Extra } from './card-uses/combat-cards.js';
import { count, loseCard } from './cards.js';
import { d6 } from './run.js';
import type { Run } from './run.js';
import { skillValue, useSkillBonus } from './skills.js';
import { castSpell } from './spell-cast.js';

export interface TargetRules {
  onlyMagic: boolean;
  weaponsDoOne: boolean;
  /** The monster counter attacked (none: a gate). */
  counter?: number;
}

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
  for (const id of new Set(i.spells)) {
    if (combatSpell(r, id, target) && count(i.spells, id) > count(i.spent, id)) out.push(id);
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

export function loadoutOptions(r: Run, i: InvestigatorState, target: TargetRules): LoadoutOption[] {
  const handWeapons: Weapon[] = [];
  const noHands: Weapon[] = [];
  const spectacles = wearsSpectacles(r, i);
  for (const id of new Set(i.items)) {
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
  const spells = castable(r, i, target);
  const out: LoadoutOption[] = [];
  const hands = handChoices(handWeapons);
  // No-hands items: one already in use this turn comes along for free; others are a choice.
  const freeExtras = noHands.filter((w) => w.keep || i.inUse.includes(w.id));
  const optionalExtras = noHands.filter((w) => !freeExtras.includes(w));
  for (const handSet of hands) {
    const extras: Extra[] = [
      ...optionalExtras.map((w) => ({ item: w.id, counter: null, value: w.value })),
      ...cardExtras(r, i, target, handSet.map((w) => w.id)),
    ];
    const base = fight + [...handSet, ...freeExtras].reduce((a, w) => a + w.value, 0) + spectaclesBonus(handSet);
    for (let extraMask = 0; extraMask < 1 << extras.length; extraMask += 1) {
      const picked = extras.filter((_, k) => (extraMask & (1 << k)) !== 0);
      const ids = [...[...handSet, ...freeExtras].map((w) => w.id), ...picked.flatMap((x) => (x.item === null ? [] : [x.item]))];
      const bound = picked.flatMap((x) => (x.counter === null ? [] : [x.counter]));
      const fixed = base + picked.reduce((a, x) => a + x.value, 0);
      for (let spellMask = 0; spellMask < 1 << spells.length; spellMask += 1) {
        const chosen = spells.filter((_, k) => (spellMask & (1 << k)) !== 0);
        let sanityCost = 0;
        let spellBonus = 0;
        for (const id of chosen) {
          const spell = r.c.spells.get(id);
          sanityCost += spell?.sanityCost ?? 0;
          spellBonus += spell?.attack?.bonus ?? 0;
        }
        if (sanityCost >= i.san && sanityCost > 0) continue;
        const id = `w:${ids.join('+')}|s:${chosen.join('+')}${bound.length > 0 ? `|b:${bound.join('+')}` : ''}`;
        out.push({ id, items: ids, spells: chosen, bound, fixed, spellBonus, knowledge, sanityCost });
      }
    }
  }
  return dedupe(out);
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
