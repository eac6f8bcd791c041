// The shape of the revised ruleset's content in data/revised/: one zod schema for its one file, and
// the TypeScript types the revised engine uses, inferred from them (as schema.ts does for classic).
import { z } from 'zod';
import { CardLine, id } from './schema.js';

const name = z.string().min(1).max(40);
const modifier = z.number().int().min(-9).max(9);
const hands = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const Defence = z.enum(['immune', 'resistant']);
export const DIMENSIONS = ['circle', 'crescent', 'diamond', 'hexagon', 'plus', 'slash', 'square', 'star', 'triangle'] as const;

export const RevisedInvestigator = z.strictObject({
  id,
  name,
  maxStamina: z.number().int().min(1).max(9),
  maxSanity: z.number().int().min(1).max(9),
  /** Hands that may only hold spells, on top of the two everyone has. */
  spellHands: z.number().int().min(1).max(2).optional(),
  line: CardLine,
});

export const RevisedMonster = z.strictObject({
  id,
  name,
  awareness: modifier,
  horrorRating: modifier,
  horrorDamage: z.number().int().min(0).max(9),
  combatRating: modifier,
  combatDamage: z.number().int().min(0).max(9),
  toughness: z.number().int().min(1).max(9),
  /** The dimension symbol of the movement side, matched against the Mythos card's boxes. */
  dimension: z.enum(DIMENSIONS),
  /** The border: a fast monster moves twice, a stationary one never. */
  movement: z.enum(['normal', 'fast', 'stationary']),
  nightmarish: z.number().int().min(1).max(9).optional(),
  physical: Defence.optional(),
  magical: Defence.optional(),
});

export const RevisedWeapon = z.strictObject({
  id,
  name,
  kind: z.literal('weapon'),
  hands,
  bonus: z.union([z.strictObject({ physical: z.number().int().min(1).max(9) }), z.strictObject({ magical: z.number().int().min(1).max(9) })]),
  line: CardLine,
});

export const RevisedSpell = z.strictObject({
  id,
  name,
  kind: z.literal('spell'),
  hands,
  castingModifier: modifier,
  sanityCost: z.number().int().min(0).max(9),
  combatBonus: z.number().int().min(0).max(9),
  effect: z.literal('heal').optional(),
  line: CardLine,
});

export const RevisedCard = z.discriminatedUnion('kind', [RevisedWeapon, RevisedSpell]);

/** data/revised/content.json as written: lists, each entry with its id. */
export const RevisedContentFile = z.strictObject({
  version: z.string().min(1),
  investigators: z.array(RevisedInvestigator).min(1),
  monsters: z.array(RevisedMonster).min(1),
  cards: z.array(RevisedCard).min(1),
});

export type RevisedInvestigator = z.infer<typeof RevisedInvestigator>;
export type RevisedMonster = z.infer<typeof RevisedMonster>;
export type RevisedWeapon = z.infer<typeof RevisedWeapon>;
export type RevisedSpell = z.infer<typeof RevisedSpell>;
export type RevisedCard = z.infer<typeof RevisedCard>;

/** The content as the revised engine takes it: every entry by its id. */
export interface RevisedContent {
  version: string;
  investigators: Record<string, RevisedInvestigator>;
  monsters: Record<string, RevisedMonster>;
  cards: Record<string, RevisedCard>;
}
