// The shape of the game content in data/: one zod schema per file, and the TypeScript types the
// engine uses, inferred from them. This file is the contract between the data and the rules.
import { z } from 'zod';
import { Board } from '../../../content/board-schema.js';
import { CardLine, id } from '../../../content/card-line.js';

export { CARD_LINE_WIDTH, CardLine, id } from '../../../content/card-line.js';

const text = z.string().min(1);

export const SKILLS = ['fastTalk', 'fight', 'knowledge', 'sneak'] as const;
export type SkillName = (typeof SKILLS)[number];
export const STATS = ['strength', 'sanity'] as const;
export type StatName = (typeof STATS)[number];
/** What a check rolls against: a skill or a stat (D6 at or under the value passes). */
export const CHECKS = [...SKILLS, ...STATS] as const;
export type CheckName = (typeof CHECKS)[number];

/** A number, or a die expression rolled when the effect happens: "D6", "-D6", "2D6", "D6+1". */
export const Amount = z.union([z.number().int(), z.string().regex(/^-?\d*D6([+-]\d+)?$/)]);
export type Amount = z.infer<typeof Amount>;

// ---------------------------------------------------------------------------------------------
// Effects: the vocabulary of location and Other World table faces. Each is a small rule module in
// the engine (src/rulesets/classic/engine/effects/); part 2 adds kinds here and there together.
// ---------------------------------------------------------------------------------------------

export type Effect =
  | { do: 'nothing' }
  | { do: 'stat'; stat: StatName; amount: Amount }
  | { do: 'money'; amount: Amount }
  | { do: 'draw'; deck: 'item' | 'spell' | 'skill'; count: number }
  | { do: 'buy'; deck: 'item' | 'spell'; price: 'list' | number; count?: number }
  | { do: 'check'; check: CheckName; modifier?: number; pass: Effect[]; fail: Effect[] }
  | { do: 'coin'; heads: Effect[]; tails: Effect[] }
  | { do: 'choice'; options: { key: string; effects: Effect[] }[] }
  | { do: 'ifCarrying'; tag: string; then: Effect[]; else?: Effect[] }
  | { do: 'monster' }
  | { do: 'gate' }
  | { do: 'moveTo'; to: 'any' | 'random' | string }
  | { do: 'sidewalk' }
  | { do: 'loseTurns'; turns: number; jail?: boolean }
  | { do: 'visitWorld'; world: string }
  | { do: 'hireAlly'; ally: string }
  | { do: 'retainer' }
  | { do: 'doubleOrNothing' }
  | { do: 'nextMove'; bonus?: number; dieOnly?: boolean }
  | { do: 'skillBonus'; skill: SkillName; amount: number }
  | { do: 'sell'; what: 'story' | 'monograph'; prices: { faces: number[]; amount: number }[] }
  | { do: 'discard'; deck: 'item' | 'spell'; count: number }
  | { do: 'rollAgain' }
  | { do: 'stay' }
  | { do: 'lost' }
  | { do: 'returnToArkham' }
  | { do: 'special'; name: string };

export const Effect: z.ZodType<Effect> = z.lazy(() =>
  z.discriminatedUnion('do', [
    z.object({ do: z.literal('nothing') }),
    z.object({ do: z.literal('stat'), stat: z.enum(STATS), amount: Amount }),
    z.object({ do: z.literal('money'), amount: Amount }),
    z.object({ do: z.literal('draw'), deck: z.enum(['item', 'spell', 'skill']), count: z.number().int().min(1) }),
    z.object({
      do: z.literal('buy'),
      deck: z.enum(['item', 'spell']),
      price: z.union([z.literal('list'), z.number().int().min(0)]),
      count: z.number().int().min(1).optional(),
    }),
    z.object({
      do: z.literal('check'),
      check: z.enum(CHECKS),
      modifier: z.number().int().optional(),
      pass: z.array(Effect),
      fail: z.array(Effect),
    }),
    z.object({ do: z.literal('coin'), heads: z.array(Effect), tails: z.array(Effect) }),
    z.object({ do: z.literal('choice'), options: z.array(z.object({ key: id, effects: z.array(Effect) })).min(2) }),
    z.object({ do: z.literal('ifCarrying'), tag: id, then: z.array(Effect), else: z.array(Effect).optional() }),
    z.object({ do: z.literal('monster') }),
    z.object({ do: z.literal('gate') }),
    z.object({ do: z.literal('moveTo'), to: z.union([z.literal('any'), z.literal('random'), id]) }),
    z.object({ do: z.literal('sidewalk') }),
    z.object({ do: z.literal('loseTurns'), turns: z.number().int().min(1), jail: z.boolean().optional() }),
    z.object({ do: z.literal('visitWorld'), world: id }),
    z.object({ do: z.literal('hireAlly'), ally: id }),
    z.object({ do: z.literal('retainer') }),
    z.object({ do: z.literal('doubleOrNothing') }),
    z.object({ do: z.literal('nextMove'), bonus: z.number().int().optional(), dieOnly: z.boolean().optional() }),
    z.object({ do: z.literal('skillBonus'), skill: z.enum(SKILLS), amount: z.number().int() }),
    z.object({
      do: z.literal('sell'),
      what: z.enum(['story', 'monograph']),
      prices: z.array(z.object({ faces: z.array(z.number().int().min(1).max(6)), amount: z.number().int() })),
    }),
    z.object({ do: z.literal('discard'), deck: z.enum(['item', 'spell']), count: z.number().int().min(1) }),
    z.object({ do: z.literal('rollAgain') }),
    z.object({ do: z.literal('stay') }),
    z.object({ do: z.literal('lost') }),
    z.object({ do: z.literal('returnToArkham') }),
    z.object({ do: z.literal('special'), name: id }),
  ]),
);

/** One face (or several faces) of a D6 table: our own words, and what happens. */
export const TableFace = z.object({
  faces: z.array(z.number().int().min(1).max(6)).min(1),
  text: text,
  effects: z.array(Effect),
});
export type TableFace = z.infer<typeof TableFace>;

/** A D6 table: every face 1..6 covered exactly once (checked in the loader). */
export const D6Table = z.array(TableFace).min(1);

// data/board.json: the street map of Arkham (src/content/board-schema.ts, as every board is drawn).
export { Board, Location, SERVICES, StreetSpace } from '../../../content/board-schema.js';

/** data/location-tables.json: location id to its D6 event table (service-only locations have none). */
export const LocationTables = z.record(id, D6Table);
export type LocationTables = z.infer<typeof LocationTables>;

// ---------------------------------------------------------------------------------------------
// data/gate-table.json, data/other-worlds.json, data/monsters.json
// ---------------------------------------------------------------------------------------------

export const GateTable = z.object({
  /** 2D6 result (2..12) to location id. */
  rolls: z.record(z.string().regex(/^(2|3|4|5|6|7|8|9|10|11|12)$/), id),
  /** Results that also put one monster on every gated location (7 by default; 4 and 10 as an option). */
  everyGateRolls: z.array(z.number().int().min(2).max(12)),
  everyGateRollsBoardReading: z.array(z.number().int().min(2).max(12)),
});
export type GateTable = z.infer<typeof GateTable>;

export const WORLD_COLOURS = ['bw', 'yellow', 'light-blue', 'green', 'red', 'mustard', 'rust', 'dark-purple', 'medium-purple'] as const;

export const OtherWorld = z.object({
  id,
  name: text,
  colour: z.enum(WORLD_COLOURS),
  /** Strength points of each of this world's two gate cards. */
  gateSp: z.number().int().min(1),
  /** A Hound of Tindalos never appears here: drawn for this world, it goes back to the pile. */
  houndSafe: z.boolean(),
  table: D6Table,
});
export type OtherWorld = z.infer<typeof OtherWorld>;

export const MONSTER_SPECIALS = [
  'only-magic',
  'only-magic-or-silver',
  'weapons-do-one',
  'killed-gives-item',
  'carries-through-gate',
  'hound',
  'grows-each-mythos',
  'sp-plus-d6',
  'ghost',
  'power',
] as const;
export type MonsterSpecial = (typeof MONSTER_SPECIALS)[number];

export const MonsterCounter = z.object({
  /** L or R: handed walker; F: flyer; S: stationary. */
  hand: z.enum(['L', 'R', 'F', 'S']),
  speed: z.number().int().min(0),
  /** The Other World colour this counter is keyed to ("bw" ignores gate closing). */
  colour: z.enum(WORLD_COLOURS),
});
export type MonsterCounter = z.infer<typeof MonsterCounter>;

export const MonsterSpecies = z.object({
  id,
  name: text,
  sp: z.number().int().min(1),
  /** Sanity lost on a passed and on a failed sanity check. */
  sanity: z.tuple([Amount, Amount]),
  blocker: z.boolean().default(false),
  specials: z.array(z.enum(MONSTER_SPECIALS)).default([]),
  counters: z.array(MonsterCounter).min(1),
  description: text,
});
export type MonsterSpecies = z.infer<typeof MonsterSpecies>;

// ---------------------------------------------------------------------------------------------
// data/items.json, data/spells.json, data/skills.json, data/investigators.json, data/allies.json
// ---------------------------------------------------------------------------------------------

export const Attack = z.object({ bonus: z.number().int(), magic: z.boolean() });

export const Item = z.object({
  id,
  name: text,
  price: z.number().int().min(0),
  copies: z.number().int().min(1),
  /** 0 for a no-hands item. */
  hands: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  attack: Attack.optional(),
  /** keep: stays; one-use: discarded after use; one-turn: lasts the turn it is used, then discarded. */
  use: z.enum(['keep', 'one-use', 'one-turn']),
  tags: z.array(id).default([]),
  /** The rule module that gives this item its effect beyond an attack bonus (part 2). */
  effect: id.optional(),
  text: text,
  line: CardLine,
});
export type Item = z.infer<typeof Item>;

export const Spell = z.object({
  id,
  name: text,
  copies: z.number().int().min(1),
  sanityCost: z.number().int().min(0),
  attack: Attack.optional(),
  /** per-turn: kept, usable once a game turn; discard: returned to the pile after one success. */
  use: z.enum(['per-turn', 'discard']),
  effect: id.optional(),
  text: text,
  line: CardLine,
});
export type Spell = z.infer<typeof Spell>;

export const SkillCard = z.object({ id, name: text, skill: z.enum(SKILLS), bonus: z.number().int().min(1), copies: z.number().int().min(1), text, line: CardLine });
export type SkillCard = z.infer<typeof SkillCard>;

export const Investigator = z.object({
  id,
  name: text,
  occupation: text,
  skills: z.object({ fastTalk: z.number().int().min(0), fight: z.number().int().min(0), knowledge: z.number().int().min(0), sneak: z.number().int().min(0) }),
  bio: text,
});
export type Investigator = z.infer<typeof Investigator>;

export const Ally = z.object({ id, name: text, location: id, price: z.number().int().min(0), fight: z.number().int(), text, line: CardLine });
export type Ally = z.infer<typeof Ally>;

/** The numbers of the rules that a sysop might tune, kept out of code. */
export const RulesNumbers = z.object({
  startMoney: z.number().int(),
  startItems: z.number().int(),
  startItemsManyPlayers: z.number().int(),
  startSkills: z.number().int(),
  startSpells: z.number().int(),
  statPoints: z.number().int(),
  statMin: z.number().int(),
  statMax: z.number().int(),
  firstGateMonsters: z.number().int(),
  doomLimit: z.number().int(),
  /** Gates on the board that lose the game, by number of players: [max players, gates]. */
  gateLimits: z.array(z.tuple([z.number().int(), z.number().int()])),
  retainerPay: z.number().int(),
  retainers: z.number().int(),
  charityCards: z.number().int(),
  healingCost: z.number().int(),
  taxiFare: z.number().int(),
});
export type RulesNumbers = z.infer<typeof RulesNumbers>;

export const Content = z.object({
  version: z.string(),
  /** A retainer (a paper's or the University's weekly pay) explained like a card. */
  retainerLine: CardLine,
  board: Board,
  locationTables: LocationTables,
  gateTable: GateTable,
  otherWorlds: z.array(OtherWorld),
  monsters: z.array(MonsterSpecies),
  items: z.array(Item),
  spells: z.array(Spell),
  skills: z.array(SkillCard),
  investigators: z.array(Investigator),
  allies: z.array(Ally),
  rules: RulesNumbers,
});
export type Content = z.infer<typeof Content>;
