// Facts the engine reports, as data (documented one by one in docs/events.md). Screens, the daily
// newspaper and tests turn them into words or checks; the engine never writes sentences.
// `investigator` is always a content investigator id; locations and street spaces are board ids.
import type { CheckName, StatName } from '../../content/schema.js';

export type MonsterReturnReason = 'sneaked' | 'hound' | 'gate-closed' | 'refused' | 'left-world' | 'lost' | 'charity' | 'gives-item';
export type CardLossReason = 'discard' | 'knocked-out' | 'insane' | 'used' | 'lost' | 'one-turn';

export type GameEvent =
  | { type: 'game-started'; players: string[]; investigators: { slot: number; player: string; investigator: string }[] }
  | { type: 'kit-dealt'; investigator: string; money: number; items: string[]; spells: string[]; skills: string[] }
  | { type: 'stats-set'; investigator: string; strength: number; sanity: number }
  | { type: 'first-player'; rolls: { round: number; player: string; dice: number[] }[]; player: string }
  | { type: 'phase'; phase: 'investigator' | 'mythos'; turn: number }
  | { type: 'gate-roll'; dice: number[]; location: string }
  | { type: 'gate-opened'; location: string; doom: number; gatesOnBoard: number }
  | { type: 'gate-blocked'; location: string; reason: 'elder-sign' | 'no-gate-cards' | 'already-gated' }
  | { type: 'monster-appeared'; counter: number; species: string; location: string; faceUp: boolean }
  | { type: 'monster-met'; counter: number; species: string; world: string; investigator: string }
  | { type: 'monster-returned'; counter: number; species: string; reason: MonsterReturnReason }
  | { type: 'monster-moved'; counter: number; species: string; from: string; to: string; path: string[] }
  | { type: 'monster-grew'; counter: number; species: string; sp: number }
  | { type: 'monster-attacks'; counter: number; species: string; investigator: string; location: string }
  | { type: 'turn-skipped'; investigator: string; turnsLeft: number }
  | { type: 'turn-ended'; investigator: string; passed: boolean }
  | { type: 'move-roll'; investigator: string; dice: number[]; bonus: number; roll: number }
  | { type: 'moved'; investigator: string; from: string; to: string; cost: number; taxi: boolean; price: number }
  | { type: 'table-roll'; investigator: string; table: 'location' | 'world'; id: string; die: number }
  | { type: 'check'; investigator: string; check: CheckName; die: number; target: number; pass: boolean }
  | { type: 'coin'; investigator: string; die: number; heads: boolean }
  | { type: 'choice-made'; investigator: string; key: string }
  | { type: 'stat'; investigator: string; stat: StatName; delta: number; value: number }
  | { type: 'money'; investigator: string; delta: number; value: number }
  | { type: 'card-gained'; investigator: string; deck: 'item' | 'spell' | 'skill'; card: string; price: number }
  | { type: 'card-lost'; investigator: string; deck: 'item' | 'spell' | 'skill'; card: string; reason: CardLossReason }
  | { type: 'fast-talk'; investigator: string; card: string; die: number; skill: number; pass: boolean; price: number }
  | { type: 'flag-set'; investigator: string; flag: 'next-move' | 'skill-bonus' | 'stay' | 'lose-turns'; value: number }
  | { type: 'jailed'; investigator: string; turns: number }
  | { type: 'sneak'; investigator: string; die: number; skill: number; pass: boolean; toGate: boolean }
  | { type: 'sanity-check'; investigator: string; counter: number; species: string; die: number; sanity: number; pass: boolean; loss: number }
  | { type: 'spell-cast'; investigator: string; spell: string; die: number; knowledge: number; pass: boolean; sanityCost: number }
  | { type: 'combat'; investigator: string; counter: number; species: string; die: number; total: number; sp: number; killed: boolean }
  | { type: 'trophy'; investigator: string; counter: number; species: string }
  | { type: 'knocked-out'; investigator: string; stat: StatName; to: string }
  | { type: 'carried'; investigator: string; counter: number; species: string; world: string }
  | { type: 'lost'; investigator: string }
  | { type: 'investigator-joined'; investigator: string; slot: number; player: string }
  | { type: 'gate-revealed'; location: string; world: string }
  | { type: 'gate-entered'; investigator: string; location: string; world: string }
  | { type: 'box'; investigator: string; world: string; box: number }
  | { type: 'visit'; investigator: string; world: string }
  | { type: 'returned'; investigator: string; world: string; location: string }
  | { type: 'gate-attack'; investigator: string; location: string; world: string; die: number; total: number; sp: number; destroyed: boolean }
  | { type: 'gate-closed'; investigator: string; location: string; world: string; gatesOnBoard: number }
  | { type: 'service'; investigator: string; service: 'hospital' | 'sanitarium'; paid: number }
  | { type: 'effect-owed'; investigator: string; effect: string }
  | { type: 'deadline'; phase: 'setup' | 'investigator' | 'mythos' | 'over'; turn: number }
  | { type: 'game-over'; result: 'won' | 'lost'; reason: 'gates-closed' | 'too-many-gates' | 'doom' };

export type GameEventType = GameEvent['type'];
