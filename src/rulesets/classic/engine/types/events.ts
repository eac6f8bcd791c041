// Facts the engine reports, as data (documented one by one in docs/events.md). Screens, the daily
// newspaper and tests turn them into words or checks; the engine never writes sentences.
// `investigator` is always a content investigator id; locations and street spaces are board ids.
import type { CheckName, StatName } from '../../content/schema.js';
import type { TradeLot } from './prompts.js';

export type MonsterReturnReason = 'sneaked' | 'hound' | 'gate-closed' | 'refused' | 'left-world' | 'lost' | 'charity' | 'gives-item' | 'banished' | 'released';
export type CardLossReason = 'discard' | 'knocked-out' | 'insane' | 'used' | 'lost' | 'one-turn' | 'bid' | 'sold';

export type GameEvent =
  | CardEvent
  | ServiceEvent
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
  | { type: 'monster-aimed'; counter: number; species: string; investigator: string; location: string; toward: string }
  | { type: 'car-bought'; investigator: string; price: number }
  | { type: 'monster-attacks'; counter: number; species: string; investigator: string; location: string }
  | { type: 'turn-skipped'; investigator: string; turnsLeft: number }
  | { type: 'turn-ended'; investigator: string; passed: boolean }
  | { type: 'move-roll'; investigator: string; dice: number[]; bonus: number; roll: number }
  | { type: 'moved'; investigator: string; from: string; to: string; cost: number; taxi: boolean; price: number; car?: boolean }
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

/** Task C: locations' services, trading, house rules and lost investigators (docs/events.md). */
export type ServiceEvent =
  | { type: 'ally-hired'; investigator: string; ally: string; price: number }
  | { type: 'ally-took-blow'; investigator: string; ally: string; loss: number }
  | { type: 'retainer-taken'; investigator: string }
  | { type: 'retainer-paid'; investigator: string; amount: number }
  | { type: 'sold'; investigator: string; what: 'item' | 'story' | 'monograph'; card: string | null; die: number | null; price: number }
  | { type: 'ignored'; investigator: string; effect: 'hireAlly' | 'retainer' | 'sell'; reason: 'has-retainer' | 'on-retainer' | 'none-left' | 'cannot-pay' }
  | { type: 'charity'; investigator: string; gift: 'money' | 'items' | 'spell' }
  | { type: 'charity-repaid'; investigator: string; trophy: 'monster' | 'gate' }
  | { type: 'trade-offered'; from: string; to: string; give: TradeLot; take: TradeLot }
  | { type: 'traded'; from: string; to: string; give: TradeLot; take: TradeLot }
  | { type: 'trade-refused'; from: string; to: string; reason: 'declined' | 'void' }
  | { type: 'adrift'; investigator: string; world: string; box: number }
  | { type: 'rescue-move'; investigator: string; by: string; world: string; box: number }
  | { type: 'revived'; investigator: string }
  | { type: 'borrowed'; investigator: string; from: string; card: string }
  | { type: 'gave-up'; investigator: string }
  | { type: 'power-sealed'; investigator: string; location: string; counter: number; species: string };

/** Task B: what item and spell cards do (docs/events.md, "Items and spells"). */
export type CardEvent =
  | { type: 'card-used'; investigator: string; card: string; mode: string | null; target: string | null; dice: number[] }
  | { type: 'gate-sealed'; investigator: string; location: string; doom: number }
  | { type: 'monster-blocked'; location: string; reason: 'elder-sign' }
  | { type: 'monster-bound'; investigator: string; counter: number; species: string }
  | { type: 'monster-released'; investigator: string; counter: number; species: string; location: string }
  | { type: 'attack-cancelled'; investigator: string; counter: number; card: string }
  | { type: 'stranded'; investigator: string; by: string; world: string }
  | { type: 'auction-opened'; investigator: string; lots: string[] }
  | { type: 'bid'; investigator: string; card: string; amount: number; item: string | null }
  | { type: 'auction-sold'; auctioneer: string; buyer: string; card: string; price: number; item: string | null; cut: number }
  | { type: 'auction-unsold'; auctioneer: string; card: string };

export type GameEventType = GameEvent['type'];
