// Combat: attack total = D6 + spells cast + Fight + items used, within hand limits (one 2-handed or
// two 1-handed weapons, any no-hands items). Only-magic targets ignore Fight and physical weapons;
// "weapons do 1 point" makes Fight and each physical weapon count 1. Casting Spells 1–6: a Knowledge
// roll per spell, SAN paid only on success, never down to 0, each card once per game turn.
import type { Frame } from '../../types/frames.js';
import type { CombatTarget, LoadoutOption } from '../../types/prompts.js';
import type { InvestigatorState } from '../../types/state.js';
import { count, loseCard } from './cards.js';
import { changeStat } from './harm.js';
import { d6, emit } from './run.js';
import type { Run } from './run.js';
import { skillValue, useSkillBonus } from './skills.js';

export interface TargetRules {
  onlyMagic: boolean;
  weaponsDoOne: boolean;
}

interface Weapon {
  id: string;
  value: number;
  hands: number;
  keep: boolean;
}

function counted(r: Run, id: string, target: TargetRules): Weapon | null {
  const item = r.c.items.get(id);
  if (!item?.attack) return null;
  const { bonus, magic } = item.attack;
  const value = magic ? bonus : target.onlyMagic ? 0 : target.weaponsDoOne ? 1 : bonus;
  return { id, value, hands: item.hands, keep: item.use === 'keep' };
}

export function fightCounted(r: Run, i: InvestigatorState, target: TargetRules): number {
  const fight = skillValue(r, i, 'fight');
  return target.onlyMagic ? 0 : target.weaponsDoOne ? Math.min(1, fight) : fight;
}

/** Spells that can be cast now: attack spells with a face-up copy. */
function castable(r: Run, i: InvestigatorState): string[] {
  const out: string[] = [];
  for (const id of new Set(i.spells)) {
    if (r.c.spells.get(id)?.attack && count(i.spells, id) > count(i.spent, id)) out.push(id);
  }
  return out;
}

/** The hand choices worth offering: the best of the kept weapons, and each throw-away weapon with the best partner. */
function handChoices(weapons: Weapon[]): Weapon[][] {
  const keep = weapons.filter((w) => w.keep).sort((a, b) => b.value - a.value);
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
  const pairValue = pair.reduce((a, w) => a + w.value, 0);
  if (two && two.value > pairValue) return [two];
  return pair;
}

export function loadoutOptions(r: Run, i: InvestigatorState, target: TargetRules): LoadoutOption[] {
  const handWeapons: Weapon[] = [];
  const noHands: Weapon[] = [];
  for (const id of new Set(i.items)) {
    const w = counted(r, id, target);
    if (!w) continue;
    if (w.hands === 0) noHands.push(w);
    else {
      handWeapons.push(w);
      if (w.hands === 1 && count(i.items, id) > 1) handWeapons.push(w);
    }
  }
  const fight = fightCounted(r, i, target);
  const knowledge = skillValue(r, i, 'knowledge');
  const spells = castable(r, i);
  const out: LoadoutOption[] = [];
  const hands = handChoices(handWeapons);
  // No-hands items: one already in use this turn comes along for free; others are a choice.
  const freeExtras = noHands.filter((w) => w.keep || i.inUse.includes(w.id));
  const optionalExtras = noHands.filter((w) => !freeExtras.includes(w));
  for (const handSet of hands) {
    for (let extraMask = 0; extraMask < 1 << optionalExtras.length; extraMask += 1) {
      const items = [...handSet, ...freeExtras, ...optionalExtras.filter((_, k) => (extraMask & (1 << k)) !== 0)];
      const fixed = fight + items.reduce((a, w) => a + w.value, 0);
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
        const ids = items.map((w) => w.id);
        out.push({ id: `w:${ids.join('+')}|s:${chosen.join('+')}`, items: ids, spells: chosen, fixed, spellBonus, knowledge, sanityCost });
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

/** Casts the chosen spells, rolls the D6 and gives the total; uses up one-use items. */
export function attackTotal(r: Run, flow: Frame[], i: InvestigatorState, option: LoadoutOption): { die: number; total: number } {
  let bonus = option.fixed;
  for (const id of option.spells) {
    const spell = r.c.spells.get(id);
    if (!spell) continue;
    const knowledge = skillValue(r, i, 'knowledge');
    const die = d6(r);
    useSkillBonus(i, 'knowledge');
    const pass = die <= knowledge;
    i.spent.push(id);
    emit(r, { type: 'spell-cast', investigator: i.id, spell: id, die, knowledge, pass, sanityCost: pass ? spell.sanityCost : 0 });
    if (!pass) continue;
    bonus += spell.attack?.bonus ?? 0;
    if (spell.sanityCost > 0) changeStat(r, flow, i, 'sanity', -Math.min(spell.sanityCost, i.san - 1));
  }
  useSkillBonus(i, 'fight');
  const die = d6(r);
  for (const id of option.items) {
    const item = r.c.items.get(id);
    if (item?.use === 'one-use') loseCard(r, i, 'item', id, 'used');
    else if (item?.use === 'one-turn' && !i.inUse.includes(id)) i.inUse.push(id);
  }
  return { die, total: die + bonus };
}

export function targetOf(kind: 'monster' | 'gate', sp: number, counter: number | null, species: string | null, world: string | null): CombatTarget {
  return { kind, counter, species, world, sp };
}
