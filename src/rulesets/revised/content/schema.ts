// The shape of the revised ruleset's content in data/revised/: a zod schema for each of its files, and
// the TypeScript types the revised engine uses, inferred from them (as schema.ts does for classic).
import { z } from 'zod';
import { CardLine, id } from '../../../content/card-line.js';

const name = z.string().min(1).max(40);
const modifier = z.number().int().min(-9).max(9);
const hands = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const Defence = z.enum(['immune', 'resistant']);
export const DIMENSIONS = ['circle', 'crescent', 'diamond', 'hexagon', 'plus', 'slash', 'square', 'star', 'triangle'] as const;

export const SKILLS = ['speed', 'sneak', 'fight', 'will', 'lore', 'luck'] as const;
const SkillName = z.enum(SKILLS);

/** A linked pair on a slider: at step `at` (0..3) the first skill is `first + at`, the second `second - at`. */
const Slider = z.strictObject({ first: z.number().int().min(0).max(6), second: z.number().int().min(3).max(9), at: z.number().int().min(0).max(3) });

export const RevisedInvestigator = z.strictObject({
  id,
  name,
  maxStamina: z.number().int().min(1).max(9),
  maxSanity: z.number().int().min(1).max(9),
  /** Hands that may only hold spells, on top of the two everyone has. */
  spellHands: z.number().int().min(1).max(2).optional(),
  line: CardLine,
  /** Where the investigator starts: a location of the board. */
  home: id,
  money: z.number().int().min(0).max(20),
  clues: z.number().int().min(0).max(9),
  /** Slider steps that may be taken in each Upkeep. */
  focus: z.number().int().min(1).max(4),
  /** Speed with Sneak, Fight with Will, Lore with Luck. */
  sliders: z.strictObject({ speed: Slider, fight: Slider, lore: Slider }),
  /** The cards taken from the decks at setup: items, spells, skills and allies. */
  items: z.array(id).max(5),
});

/** What a card, a bought service or a use brings: Stamina, Sanity or Clue tokens, or a card drawn. */
const CardDraw = z.strictObject({ kind: z.enum(['common', 'unique', 'spell', 'skill', 'ally']) });
const Gain = z.union([z.strictObject({ kind: z.enum(['clues', 'stamina', 'sanity']), n: z.number().int().min(1).max(9) }), CardDraw]);
const Check = z.strictObject({ skill: SkillName, modifier, needed: z.number().int().min(1).max(3) });

const Effect = z.union([
  z.strictObject({ kind: z.enum(['clues', 'money', 'stamina', 'sanity']), n: z.number().int().min(-9).max(9) }),
  z.strictObject({ kind: z.enum(['monster', 'delayed', 'arrested', 'lost']) }),
  CardDraw,
  /** One named card, taken from its deck if it is there. */
  z.strictObject({ kind: z.literal('card'), card: id }),
  /** A shop: the top `look` cards of a deck shown, one of them bought at its price. */
  z.strictObject({ kind: z.literal('shop'), deck: z.enum(['common', 'unique', 'spells']), look: z.number().int().min(1).max(5) }),
  /** A service paid for: `price` dollars for what it gives. */
  z.strictObject({ kind: z.literal('offer'), price: z.number().int().min(1).max(9), gain: z.array(Gain).min(1) }),
]);

/** A few sentences of an encounter's story, printable ASCII on one line (the screen wraps it). */
const StoryText = z
  .string()
  .min(20)
  .max(240, 'an encounter\'s text is at most 240 characters')
  .regex(/^[\x20-\x7e]+$/, "an encounter's text is printable ASCII on one line");

/**
 * One encounter: its opening words, an optional skill check, what a pass (or no check) brings and
 * what a failure brings, each outcome told in words of its own; with no check there is one outcome.
 */
export const RevisedEncounter = z
  .strictObject({
    line: StoryText,
    check: Check.optional(),
    pass: z.array(Effect),
    passText: StoryText,
    fail: z.array(Effect).optional(),
    failText: StoryText.optional(),
  })
  .refine((e) => (e.check === undefined) === (e.failText === undefined) && (e.check !== undefined || e.fail === undefined), {
    message: 'an encounter with a check has a failText; one without a check has no fail and no failText',
    path: ['failText'],
  });

/** An area of the board: a street or a location, its neighbours, its exit arrows. */
export const RevisedArea = z.strictObject({
  id,
  name,
  kind: z.enum(['street', 'location']),
  /** A location's street. */
  street: id.optional(),
  neighbours: z.array(id).min(1),
  white: id.optional(),
  black: id.optional(),
  /** A location where gates may open (the unstable ones). */
  gateSite: z.literal(true).optional(),
});

export const RevisedWorld = z.strictObject({
  id,
  name,
  dimension: z.enum(DIMENSIONS),
  /** The modifier of the Fight or Lore check that closes one of its gates. */
  closeModifier: modifier,
  /** How many gate markers lead to it. */
  markers: z.number().int().min(1).max(4),
  line: CardLine,
});

export const RevisedMythos = z.strictObject({
  id,
  name,
  gate: id,
  clue: id,
  white: z.array(z.enum(DIMENSIONS)),
  black: z.array(z.enum(DIMENSIONS)),
  line: CardLine,
});

export const RevisedAncientOne = z.strictObject({
  id,
  name,
  doomTrack: z.number().int().min(4).max(16),
  /** The modifier of every Combat check in the final battle. */
  combatRating: modifier,
  /** What each investigator loses, in Stamina or Sanity, in the first round of the final battle. */
  attack: z.number().int().min(1).max(5),
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
  /** How many of it the cup holds. */
  count: z.number().int().min(1).max(6),
  /** The dimension symbol of the movement side, matched against the Mythos card's boxes. */
  dimension: z.enum(DIMENSIONS),
  /** The border: a fast monster moves twice, a stationary one never. */
  movement: z.enum(['normal', 'fast', 'stationary']),
  nightmarish: z.number().int().min(1).max(9).optional(),
  /** What its combat damage does besides Stamina: more of it, or the victim dropped through the nearest open gate instead (R-DAMAGE-2). */
  damageAbility: z.union([z.strictObject({ kind: z.literal('more'), n: z.number().int().min(1).max(5) }), z.strictObject({ kind: z.literal('through-gate') })]).optional(),
  /** It takes an investigator by surprise: no Evade check, no fleeing in the first round (R-SURPRISE-1). */
  surprise: z.literal(true).optional(),
  physical: Defence.optional(),
  magical: Defence.optional(),
});

const copies = z.number().int().min(1).max(6);
const price = z.number().int().min(1).max(12);
const Deck = z.enum(['common', 'unique']);
/** The checks a standing bonus counts in: a skill's (and the checks made with it), or Combat, Evade, Horror or Spell checks only. */
export const BONUS_CHECKS = [...SKILLS, 'combat', 'evade', 'horror', 'spell'] as const;
const CheckBonus = z.strictObject({ check: z.enum(BONUS_CHECKS), n: z.number().int().min(1).max(3) });
const Cost = z.strictObject({ stamina: z.number().int().min(1).max(3).optional(), sanity: z.number().int().min(1).max(3).optional() });

export const RevisedWeapon = z.strictObject({
  id,
  name,
  kind: z.literal('weapon'),
  deck: Deck,
  price,
  hands,
  bonus: z.union([z.strictObject({ physical: z.number().int().min(1).max(9) }), z.strictObject({ magical: z.number().int().min(1).max(9) })]),
  copies,
  line: CardLine,
});

/** An item that is not a weapon: a standing bonus, a use in Upkeep, or a ward that closes and seals a gate. */
export const RevisedItem = z.strictObject({
  id,
  name,
  kind: z.literal('item'),
  deck: Deck,
  price,
  checkBonus: CheckBonus.optional(),
  /** Used once in an Upkeep: the cost paid, the check (if any) made, and on a pass (or with no check) the gains. */
  use: z.strictObject({ cost: Cost.optional(), check: Check.optional(), gain: z.array(Gain).min(1), discard: z.enum(['always', 'on-pass', 'never']) }).optional(),
  /** Closes the gate it is used at and seals it, for this cost; the card goes back under its deck. */
  ward: Cost.optional(),
  copies,
  line: CardLine,
});

export const RevisedSpell = z.strictObject({
  id,
  name,
  kind: z.literal('spell'),
  price,
  hands,
  castingModifier: modifier,
  sanityCost: z.number().int().min(0).max(9),
  combatBonus: z.number().int().min(0).max(9),
  /** Cast in Upkeep: heal gives Stamina back and calm Sanity, one a success; scry a Clue token. */
  effect: z.enum(['heal', 'calm', 'scry']).optional(),
  copies,
  line: CardLine,
});

export const RevisedSkill = z.strictObject({
  id,
  name,
  kind: z.literal('skill'),
  checkBonus: CheckBonus.optional(),
  /** Once a turn, a failed check of an encounter or a gate rolled again. */
  reroll: z.literal(true).optional(),
  /** Each Clue token spent rolls one die more. */
  clueDie: z.literal(true).optional(),
  copies,
  line: CardLine,
});

export const RevisedAlly = z.strictObject({
  id,
  name,
  kind: z.literal('ally'),
  checkBonus: CheckBonus.optional(),
  maxStamina: z.number().int().min(1).max(2).optional(),
  maxSanity: z.number().int().min(1).max(2).optional(),
  copies,
  /** Who they are. */
  line: CardLine,
});

export const RevisedCard = z.discriminatedUnion('kind', [RevisedWeapon, RevisedItem, RevisedSpell, RevisedSkill, RevisedAlly]);

/** data/revised/encounters.json: each location's and each Other World's encounters, by its id. */
export const RevisedEncountersFile = z.strictObject({
  locations: z.record(id, z.array(RevisedEncounter).min(1)),
  worlds: z.record(id, z.array(RevisedEncounter).min(1)),
});

/** data/revised/content.json as written: lists, each entry with its id. */
export const RevisedContentFile = z.strictObject({
  version: z.string().min(1),
  investigators: z.array(RevisedInvestigator).min(1),
  monsters: z.array(RevisedMonster).min(1),
  cards: z.array(RevisedCard).min(1),
  board: z.array(RevisedArea).min(2),
  worlds: z.array(RevisedWorld).min(1),
  mythos: z.array(RevisedMythos).min(1),
  ancientOne: RevisedAncientOne,
});

export type RevisedInvestigator = z.infer<typeof RevisedInvestigator>;
export type RevisedMonster = z.infer<typeof RevisedMonster>;
export type RevisedWeapon = z.infer<typeof RevisedWeapon>;
export type RevisedSpell = z.infer<typeof RevisedSpell>;
export type RevisedItem = z.infer<typeof RevisedItem>;
export type RevisedSkill = z.infer<typeof RevisedSkill>;
export type RevisedAlly = z.infer<typeof RevisedAlly>;
export type RevisedCard = z.infer<typeof RevisedCard>;
export type RevisedGain = z.infer<typeof Gain>;
export type BonusCheck = (typeof BONUS_CHECKS)[number];
export type RevisedEncounter = z.infer<typeof RevisedEncounter>;
export type RevisedEffect = z.infer<typeof Effect>;
/** An area as the engine takes it: a location with the encounters encounters.json gives it. */
export type RevisedArea = z.infer<typeof RevisedArea> & { encounters?: RevisedEncounter[] };
export type RevisedWorld = z.infer<typeof RevisedWorld> & { encounters: RevisedEncounter[] };
export type RevisedEncountersFile = z.infer<typeof RevisedEncountersFile>;
export type RevisedMythos = z.infer<typeof RevisedMythos>;
export type RevisedAncientOne = z.infer<typeof RevisedAncientOne>;
export type SkillName = (typeof SKILLS)[number];

/** The content as the revised engine takes it: every entry by its id. */
export interface RevisedContent {
  version: string;
  investigators: Record<string, RevisedInvestigator>;
  monsters: Record<string, RevisedMonster>;
  cards: Record<string, RevisedCard>;
  board: Record<string, RevisedArea>;
  worlds: Record<string, RevisedWorld>;
  /** The Mythos cards in the order written (the deck is shuffled from it). */
  mythos: RevisedMythos[];
  ancientOne: RevisedAncientOne;
}
