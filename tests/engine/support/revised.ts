// Test data for the revised combat core: investigators, monsters, weapons and spells of our own. The
// worked examples of the rules keep their numbers under our names: Ned Barrow stands for the drifter
// facing the star-born brood, Ada Whitlock for the student facing the great worm, Elias Crane for the
// professor casting a healing spell.
import { seedRng } from '../../../src/engine/core/rng.js';
import type { InvestigatorState, RevisedContent, RevisedRun, Skill } from '../../../src/engine/rulesets/revised/types.js';

export const CONTENT: RevisedContent = {
  version: 'revised-test-1',
  investigators: {
    ned: { id: 'ned', name: 'Ned Barrow', maxStamina: 6, maxSanity: 5 },
    ada: { id: 'ada', name: 'Ada Whitlock', maxStamina: 5, maxSanity: 5 },
    elias: { id: 'elias', name: 'Elias Crane', maxStamina: 5, maxSanity: 7 },
    odile: { id: 'odile', name: 'Odile Marchand', maxStamina: 5, maxSanity: 5, spellHands: 1 },
  },
  monsters: {
    brood: { id: 'brood', name: 'Starborn Brood', awareness: -1, horrorRating: -3, horrorDamage: 2, combatRating: -3, combatDamage: 3, toughness: 3 },
    worm: { id: 'worm', name: 'Burrowing Worm', awareness: -1, horrorRating: -1, horrorDamage: 3, combatRating: -3, combatDamage: 4, toughness: 3, physical: 'resistant' },
    hollow: { id: 'hollow', name: 'Dreaming Hollow', awareness: 0, horrorRating: 0, horrorDamage: 2, combatRating: 0, combatDamage: 1, toughness: 1, nightmarish: 1 },
    mist: { id: 'mist', name: 'Pale Mist', awareness: 1, horrorRating: 0, horrorDamage: 1, combatRating: 0, combatDamage: 1, toughness: 1, physical: 'immune' },
    warden: { id: 'warden', name: 'Ironbound Warden', awareness: 0, horrorRating: 0, horrorDamage: 1, combatRating: 0, combatDamage: 2, toughness: 1, magical: 'immune', physical: 'resistant' },
    rat: { id: 'rat', name: 'Cellar Rat-Thing', awareness: 0, horrorRating: 0, horrorDamage: 1, combatRating: 0, combatDamage: 1, toughness: 1 },
  },
  cards: {
    pistol: { id: 'pistol', name: 'Service Pistol', kind: 'weapon', hands: 1, bonus: { physical: 4 } },
    rifle: { id: 'rifle', name: 'Hunting Rifle', kind: 'weapon', hands: 2, bonus: { physical: 5 } },
    knife: { id: 'knife', name: 'Chapel Knife', kind: 'weapon', hands: 1, bonus: { magical: 3 } },
    ward: { id: 'ward', name: 'Warding Stone', kind: 'weapon', hands: 0, bonus: { magical: 1 } },
    wither: { id: 'wither', name: 'Withering Word', kind: 'spell', hands: 1, castingModifier: -1, sanityCost: 1, combatBonus: 6 },
    mend: { id: 'mend', name: 'Mending Chant', kind: 'spell', hands: 1, castingModifier: 1, sanityCost: 1, combatBonus: 0, effect: 'heal' },
    rite: { id: 'rite', name: 'Binding Rite', kind: 'spell', hands: 2, castingModifier: -2, sanityCost: 2, combatBonus: 9 },
  },
};

const BASE: Record<Skill, number> = { speed: 3, sneak: 3, fight: 3, will: 3, lore: 3, luck: 3 };

export function investigator(card: string, skills: Partial<Record<Skill, number>> = {}, more: Partial<InvestigatorState> = {}): InvestigatorState {
  const sheet = CONTENT.investigators[card];
  if (sheet === undefined) throw new Error(`no test investigator ${card}`);
  return {
    id: card, card, stamina: sheet.maxStamina, sanity: sheet.maxSanity, skills: { ...BASE, ...skills }, clues: 0, money: 0,
    items: [], others: [], retainers: [], trophies: [], place: { kind: 'arkham', node: 'northside' }, delayed: false, jailed: false, ...more,
  };
}

/** A run over the test content with these investigators and the dice forced in this order. */
export function runWith(invs: InvestigatorState[], dice: number[] = []): RevisedRun {
  const s = { version: 0, contentVersion: CONTENT.version, rng: seedRng('revised'), seq: 0, phase: 'movement', invs, cup: [], ...(dice.length > 0 ? { forcedDice: [...dice] } : {}) };
  return { c: CONTENT, s, ev: [] };
}

export function monster(id: string): RevisedContent['monsters'][string] {
  const found = CONTENT.monsters[id];
  if (found === undefined) throw new Error(`no test monster ${id}`);
  return found;
}

/** n dice of which the first `hits` are successes (6) and the rest failures (2). */
export const dice = (n: number, hits: number): number[] => Array.from({ length: n }, (_, i) => (i < hits ? 6 : 2));

/** The dice still forced, i.e. not yet rolled. */
export const unrolled = (r: RevisedRun): number => r.s.forcedDice?.length ?? 0;
