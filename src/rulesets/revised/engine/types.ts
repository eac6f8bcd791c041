// The revised game's JSON shapes: its content (the types of src/rulesets/revised/content/schema.ts, by the
// names the rules use) and the parts of its state the combat core reads and changes.
import type { RevisedAlly, RevisedCard, RevisedContent, RevisedInvestigator, RevisedItem, RevisedMonster, RevisedSkill, RevisedSpell, RevisedWeapon } from '../content/schema.js';
import type { KernelRun, KernelState } from '../../../engine/core/run.js';

export type Skill = 'speed' | 'sneak' | 'fight' | 'will' | 'lore' | 'luck';

/** Where an investigator stands: an Arkham node, an Other World's area, or Lost in Time and Space. */
export type Place = { kind: 'arkham'; node: string } | { kind: 'other-world'; world: string; area: 1 | 2 } | { kind: 'lost' };

export interface InvestigatorState {
  id: string;
  card: string;
  stamina: number;
  sanity: number;
  /** The current value of each skill, as the sliders set it (sliders.ts). */
  skills: Record<Skill, number>;
  clues: number;
  money: number;
  /** Common items, unique items and spells by card id: what "half of his items" counts. */
  items: string[];
  /** Allies and skills: never counted as items (R-STATUS-5). */
  others: string[];
  retainers: string[];
  trophies: string[];
  place: Place;
  /** The marker on its side: no movement in the next Movement Phase. */
  delayed: boolean;
  /** In the Jail Cell: the next turn is skipped. */
  jailed: boolean;
}

export type Defence = NonNullable<RevisedMonster['physical']>;
export type InvestigatorCard = RevisedInvestigator;
export type MonsterCard = RevisedMonster;
export type WeaponCard = RevisedWeapon;
export type SpellCard = RevisedSpell;
/** What the hands hold: weapons and spells. */
export type HandCard = RevisedWeapon | RevisedSpell;
export type ItemCard = RevisedItem;
export type SkillCard = RevisedSkill;
export type AllyCard = RevisedAlly;
export type AnyCard = RevisedCard;
/** The decks of the game's cards. */
export type CardDeck = 'common' | 'unique' | 'spells' | 'skills' | 'allies';
export type { RevisedContent };

/** The board as the Mythos Phase sees it (locations by node id). */
export interface RevisedBoard {
  doom: number;
  /** The spaces of the Ancient One's doom track. */
  doomTrack: number;
  /** Gate markers face down, by the Other World each leads to; the top is the end. */
  gateStack: string[];
  /** Open gates: location to Other World. */
  gates: Record<string, string>;
  elderSigns: string[];
  /** Monsters on the board, by location. */
  monsters: Record<string, string[]>;
  outskirts: string[];
  /** Monsters the board holds before more go to the Outskirts (D-LIMIT, set at setup). */
  monsterLimit: number;
  /** Clue tokens lying on locations. */
  clues: Record<string, number>;
}

export interface RevisedState extends KernelState {
  invs: InvestigatorState[];
  /** The monster cup, by monster id. */
  cup: string[];
  board: RevisedBoard;
}

export type RevisedEvent =
  | { type: 'check'; inv: string; check: CheckKind; dice: number; rolls: number[]; successes: number; needed: number; passed: boolean }
  | { type: 'stamina'; inv: string; delta: number; now: number; by?: StatCause }
  | { type: 'sanity'; inv: string; delta: number; now: number; by?: StatCause }
  | { type: 'evaded'; inv: string; monster: string }
  | { type: 'battle-began'; inv: string; monster: string; surprise: boolean }
  | { type: 'fled'; inv: string; monster: string }
  | { type: 'defeated'; inv: string; monster: string }
  | { type: 'cast'; inv: string; spell: string; passed: boolean }
  | { type: 'collapsed'; inv: string; cause: 'insane' | 'unconscious'; to: Place; discarded: string[]; cluesLost: number }
  | { type: 'arrested'; inv: string; moneyLost: number }
  | { type: 'stood-up'; inv: string }
  | { type: 'doom'; now: number }
  | { type: 'gate-opened'; location: string; world: string }
  | { type: 'drawn-through'; inv: string; world: string }
  | { type: 'monster-placed'; monster: string; at: string }
  | { type: 'monster-moved'; monster: string; from: string; to: string }
  | { type: 'clue-placed'; location: string; takenBy: string | null }
  | { type: 'game-started'; investigators: string[]; ancientOne: string }
  | { type: 'phase'; phase: string; turn: number }
  | { type: 'sliders'; inv: string; skills: Record<Skill, number> }
  | { type: 'moved'; inv: string; from: string; to: string }
  | { type: 'clues'; inv: string; delta: number; now: number }
  | { type: 'money'; inv: string; delta: number; now: number }
  /** `from`: the location, Other World or card that gave it. */
  | { type: 'card-gained'; inv: string; card: string; kind: AnyCard['kind']; from: string }
  | { type: 'card-bought'; inv: string; card: string; price: number; at: string }
  | { type: 'card-used'; inv: string; card: string; discarded: boolean }
  | { type: 'maximum'; inv: string; stat: 'stamina' | 'sanity'; now: number; by: string }
  | { type: 'paid'; inv: string; price: number; at: string }
  | { type: 'encounter'; inv: string; at: string; index: number }
  /** The encounter's check is settled (`passed` true with no check): its pass or fail effects follow. */
  | { type: 'encounter-outcome'; inv: string; at: string; index: number; passed: boolean }
  | { type: 'entered-gate'; inv: string; location: string; world: string }
  | { type: 'world-moved'; inv: string; world: string; area: 1 | 2 }
  | { type: 'returned'; inv: string; location: string; world: string }
  | { type: 'lost-in-time'; inv: string }
  | { type: 'gate-closed'; inv: string; location: string; world: string; monstersReturned: string[] }
  | { type: 'sealed'; inv: string; location: string }
  | { type: 'mythos-card'; card: string }
  | { type: 'surge'; location: string; monsters: string[] }
  | { type: 'terror'; now: number }
  | { type: 'outskirts-cleared'; monsters: string[] }
  | { type: 'awakened'; ancientOne: string; by: 'doom' | 'gates' }
  | { type: 'final-round'; round: number; attack: number }
  | { type: 'doom-removed'; removed: number; now: number }
  | { type: 'devoured'; inv: string }
  | { type: 'first-player'; inv: string }
  | { type: 'game-over'; result: 'won' | 'lost'; reason: string };

/** A cause of a change of Stamina or Sanity that the events before it do not tell. */
export type StatCause = 'ancient-one';

export type CheckKind = 'evade' | 'horror' | 'combat' | 'spell' | Skill | 'close-gate';

/** The revised rules' violations: returned as values, and nothing changes. */
export type RevisedErrorCode = 'revised/too_many_hands' | 'revised/not_held' | 'revised/no_flee_when_surprised' | 'revised/not_owned' | 'revised/wrong_discard' | 'revised/battle_over' | 'revised/not_a_spell' | 'revised/not_there' | 'revised/cannot_afford';

export interface RevisedError {
  error: RevisedErrorCode;
  message: string;
}

export type RevisedRun = KernelRun<RevisedContent, RevisedState, RevisedEvent>;
