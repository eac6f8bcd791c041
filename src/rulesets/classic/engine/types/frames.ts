// The flow of play as data: each investigator's turn, and the Mythos Phase, is a stack of frames.
// The engine runs the top frame until it must ask someone; the frame then holds the open decision
// (`ask` > 0 is the prompt's number). All fields are plain JSON so a stored game resumes anywhere.
import type { Effect } from '../../content/schema.js';
import type { TradeLot } from './prompts.js';

/** Where a rolled table comes from: a location's event table or an Other World's table. */
export type TableSource = { table: 'location'; id: string } | { table: 'world'; id: string };

/** 0: running; -1: wants a decision (the driver numbers it); > 0: waiting on prompt `p<ask>`. */
interface Base {
  ask: number;
}

export type TurnStage = 'start' | 'move' | 'encounter' | 'end';

export interface TurnFrame extends Base { k: 'turn'; slot: number; stage: TurnStage }
export interface StatsFrame extends Base { k: 'stats'; slot: number }
export interface MoveFrame extends Base { k: 'move'; slot: number; dice: number[]; roll: number }
export interface ArriveFrame extends Base { k: 'arrive'; slot: number }
export interface GateChoiceFrame extends Base { k: 'gate-choice'; slot: number; node: number }
export interface AttackAskFrame extends Base { k: 'attack-ask'; slot: number; node: number }
export interface GateAttackFrame extends Base { k: 'gate-attack'; slot: number; node: number; checked: boolean }
export interface EnterAskFrame extends Base { k: 'enter-ask'; slot: number; node: number }
export interface TableFrame extends Base { k: 'table'; slot: number; src: TableSource }
export interface EffectsFrame extends Base { k: 'effects'; slot: number; src: TableSource; list: Effect[]; i: number }
export interface ChooseFrame extends Base { k: 'choose'; slot: number; src: TableSource; options: { key: string; effects: Effect[] }[] }
export interface BuyFrame extends Base {
  k: 'buy';
  slot: number;
  deck: 'item' | 'spell';
  /** The cards on offer, held here (out of the deck) until the purchase ends. */
  cards: string[];
  prices: number[];
  talked: boolean[];
}
export interface DiscardFrame extends Base { k: 'discard'; slot: number; deck: 'item' | 'spell'; count: number; reason: 'effect' | 'knocked-out' | 'insane' }
export interface PickLocationFrame extends Base { k: 'pick-location'; slot: number }
export interface EncounterFrame extends Base {
  k: 'enc';
  slot: number;
  /** arkham: the monsters in the investigator's space; world: those met in an Other World. */
  where: 'arkham' | 'world';
  /** A Mythos Phase attack: only `only` takes part, and no Sneak before one round of combat. */
  mythos: boolean;
  only: number;
  /** Counters fought at least one round in this encounter. */
  fought: number[];
  /** Species already sanity-checked in this encounter (only the first of a species is checked). */
  species: string[];
  /** A failed Sneak (not toward a gate) leads straight to combat. */
  mustFight: boolean;
  /** Shoggoth-like monsters roll their extra SP once per combat: counter, bonus pairs. */
  rolled: number[];
}
export interface CombatFrame extends Base { k: 'combat'; slot: number; counter: number; sp: number }
export interface SneakToFrame extends Base { k: 'sneak-to'; slot: number }
export interface WorldFrame extends Base { k: 'world'; slot: number; world: string }
export interface VisitEndFrame extends Base { k: 'visit-end'; slot: number }
export interface ReturnFrame extends Base { k: 'return'; slot: number; world: string }
export interface HealFrame extends Base { k: 'heal'; slot: number; stat: 'strength' | 'sanity' }
/** `movers` (task C, house rule simplifiedMonsterMovement): the counters that move in step 2. */
export interface MythosFrame extends Base { k: 'mythos'; stage: number; movers?: number[] }
export interface AttackFrame extends Base { k: 'attack'; counter: number; stage: number; slot: number }
/** After a Sneak in Arkham: the monsters left behind, flipped face down, each re-aimed by the player in turn. */
export interface AimFrame extends Base { k: 'aim'; slot: number; counters: number[] }
/** Task B: the start of a turn in an Other World, where cards may be used before the boxes move on. */
export interface UseCardsFrame extends Base { k: 'use-cards'; slot: number; world: string; box: number }
/** Task B: an Auction. `slot` is the investigator asked now; the lots are held here, out of the deck. */
export interface AuctionFrame extends Base {
  k: 'auction';
  slot: number;
  auctioneer: number;
  lots: string[];
  /** bid: the bidding on lots[0]; list: no one bid, the auctioneer may buy it at list price. */
  stage: 'bid' | 'list';
  /** Slots in bidding order (clockwise from the auctioneer, who comes last) and where the asking stands. */
  order: number[];
  next: number;
  /** Slots out of the bidding on this lot. */
  out: number[];
  high: number;
  highBidder: number;
  /** An item bid at its list value instead of cash (null: cash). */
  highItem: string | null;
}
/** Task B: a monster held by Bind Monster, let loose after a kill into a space next to the investigator. */
export interface ReleaseFrame extends Base { k: 'release'; slot: number; counter: number }

/** Task C: a local character (`ally`) or a retainer offered by a table face: take it or leave it. */
export interface OfferFrame extends Base { k: 'offer'; slot: number; what: 'ally' | 'retainer'; ally: string | null }
/** Task C: the Dagon Mission's charity, for one who qualifies. */
export interface CharityFrame extends Base { k: 'charity'; slot: number }
/** Task C: building a trade offer to the investigator in slot `partner` (`setup`: before play, skills too). */
export interface TradeFrame extends Base { k: 'trade'; slot: number; partner: number; give: TradeLot; take: TradeLot; setup: boolean }
/**
 * Task C: a trade waiting for its receiver's consent. It sits on the offerer's flow (`from`), but `slot`
 * is the receiver, who is asked: the offer is a pending prompt for them even while they are away.
 */
export interface TradeReplyFrame extends Base { k: 'trade-reply'; slot: number; from: number; give: TradeLot; take: TradeLot; setup: boolean }
/** Task C, Setup 7: before play, offer trades (skills too) or declare oneself ready. */
export interface ReadyFrame extends Base { k: 'ready'; slot: number }
/** Task C, house rule extraStartCards: two of an extra skill, spell and item. */
export interface ExtraCardsFrame extends Base { k: 'extra-cards'; slot: number }
/** Task C, option investigatorLost 'rescue': a lost investigator's turn: wait for rescue, or give up. */
export interface AdriftFrame extends Base { k: 'adrift'; slot: number }
/** Task C, house rule powerSeal: the corpse of Power `counter` may seal `node` for 1 item and 1 spell. */
export interface SealFrame extends Base { k: 'seal'; slot: number; node: number; counter: number }

export type Frame =
  | TurnFrame
  | StatsFrame
  | MoveFrame
  | ArriveFrame
  | GateChoiceFrame
  | AttackAskFrame
  | GateAttackFrame
  | EnterAskFrame
  | TableFrame
  | EffectsFrame
  | ChooseFrame
  | BuyFrame
  | DiscardFrame
  | PickLocationFrame
  | EncounterFrame
  | CombatFrame
  | SneakToFrame
  | WorldFrame
  | VisitEndFrame
  | ReturnFrame
  | HealFrame
  | MythosFrame
  | AttackFrame
  | UseCardsFrame
  | AuctionFrame
  | ReleaseFrame
  | AimFrame
  | OfferFrame
  | CharityFrame
  | TradeFrame
  | TradeReplyFrame
  | ReadyFrame
  | ExtraCardsFrame
  | AdriftFrame
  | SealFrame;

export type FrameKind = Frame['k'];
export type FrameOf<K extends FrameKind> = Extract<Frame, { k: K }>;

