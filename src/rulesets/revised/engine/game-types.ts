// The revised game's whole state as the kernel runs it: the investigators with their flows of frames,
// the Mythos flow, the decks, the phase and whose turn of it it is; and its prompts and options, in
// the shape classic's prompts have (docs/engine-protocol.md).
import type { Battle } from './combat.js';
import type { CheckResult } from './checks.js';
import type { RevisedGain } from '../content/schema.js';
import type { CardDeck, InvestigatorState, RevisedState } from './types.js';

/** The turn's phases (D-PHASES), the final battle's two steps, and the end. */
export type Phase = 'upkeep' | 'movement' | 'arkham' | 'otherworld' | 'mythos' | 'final-attack' | 'final-harm' | 'over';

export type SliderPair = 'speed' | 'fight' | 'lore';

interface At {
  slot: number;
  ask: number;
}

export type Frame =
  | (At & { k: 'upkeep'; left: number; used: string[] })
  | (At & { k: 'move'; points: number; evaded: string[]; going: string | null; ending: boolean; stopped: boolean })
  | (At & { k: 'face'; pending: { monster: string; fromEncounter: boolean }[]; movementOver: boolean; fought: boolean })
  | (At & { k: 'battle'; monster: string; fromEncounter: boolean; surprise: boolean; battle: Battle | null })
  | (At & { k: 'collapse'; chosen: string[] })
  | (At & { k: 'arkham' })
  | (At & { k: 'otherworld' })
  | (At & { k: 'encounter'; source: 'location' | 'world'; at: string; index: number; result: CheckResult | null; offered: boolean })
  | (At & { k: 'close-gate'; location: string; result: CheckResult | null; offered: boolean; sealing: boolean })
  | (At & { k: 'shop'; at: string; deck: 'common' | 'unique' | 'spells'; look: number })
  | (At & { k: 'offer'; at: string; price: number; gain: RevisedGain[] })
  | (At & { k: 'mythos'; first: boolean })
  | (At & { k: 'final-attack' })
  | (At & { k: 'final-harm' });

export type FrameKind = Frame['k'];
export type FrameOf<K extends FrameKind> = Extract<Frame, { k: K }>;

export interface GameInvestigator extends InvestigatorState {
  /** The player who plays this investigator. */
  player: string;
  flow: Frame[];
  /** The step (0..3) of each slider (D-SLIDERS). */
  sliders: Record<SliderPair, number>;
  /** Gate markers of closed gates, by Other World. */
  gateTrophies: string[];
  /** The explored marker: the location of the gate this investigator came back through. */
  explored: string | null;
  /** The game turn in which this investigator has no (more) encounters. */
  quietTurn: number;
  /** Out of the final battle for good (D-ANCIENT). */
  devoured: boolean;
  /** The game turn in which a re-roll skill was last used (once a turn). */
  rerollTurn: number;
  /** Answered a prompt since the phase began (a deadline passes those who did not). */
  acted: boolean;
}

export type Outcome =
  | { result: 'won'; reason: 'gates-closed' | 'sealed' | 'ancient-one-banished' }
  | { result: 'lost'; reason: 'devoured' };

export interface RevisedGameState extends RevisedState {
  ruleset: 'revised';
  phase: Phase;
  turn: number;
  /** Player ids in seat order. */
  players: string[];
  invs: GameInvestigator[];
  /** The flow of the Mythos Phase (no one's prompts). */
  world: Frame[];
  /** The index in `invs` of the first player. */
  firstPlayer: number;
  /** How far the current phase has got through the investigators, counted from the first player. */
  actor: number;
  /** D-TERROR, 0..10. */
  terror: number;
  decks: Record<CardDeck, string[]> & { mythos: string[]; mythosDiscard: string[] };
  outcome: Outcome | null;
  /** The final battle: its round and the successes not yet turned into doom tokens removed. */
  final: { round: number; successes: number; by: 'doom' | 'gates' } | null;
}

export interface RevisedOption {
  id: string;
  label: string;
  /** Dice rolled and successes needed, and the chance of a pass, for a check this option makes. */
  dice?: number;
  needed?: number;
  chance?: number;
  to?: string;
  monster?: string;
  hold?: string[];
  cast?: string[];
  /** The card an option buys or uses, and its price. */
  card?: string;
  price?: number;
}

export type PromptContext = Record<string, string | number | boolean | null>;

export interface RevisedPromptBody {
  kind: string;
  options: RevisedOption[];
  default: string;
  context: PromptContext;
}

export interface RevisedPrompt extends RevisedPromptBody {
  id: string;
  investigator: string;
  slot: number;
}

export interface RevisedSetup {
  players: { id: string; investigators?: string[] }[];
}
