// The service plays both rulesets through one face: a table engine per ruleset, over the state the
// game document holds (classic's GameState or the revised game's state). Revised events go into the
// log wrapped ({ type: 'revised', event }), so every reader of classic events passes them by.
import type { Bot } from '../rulesets/classic/bots/index.js';
import type { RevisedBot } from '../rulesets/revised/bots/index.js';
import type { Content } from '../rulesets/classic/content/schema.js';
import type { RevisedContent } from '../rulesets/revised/content/schema.js';
import { isRuleError } from '../engine/index.js';
import type { Answer, Engine, GameEvent, GameSetup, GameState, Prompt, RevisedEngine, RevisedEvent, RevisedGameState, RevisedPrompt, RngState, RuleError, RulesetName } from '../engine/index.js';

export type TableState = GameState | RevisedGameState;
export type TablePrompt = Prompt | RevisedPrompt;
/** A revised game's engine event as the game log keeps it. */
export interface RevisedLogged {
  type: 'revised';
  event: RevisedEvent;
}
export type EngineEvent = GameEvent | RevisedLogged;

export interface TableStep {
  state: TableState;
  events: EngineEvent[];
}

export interface TableEngine {
  readonly ruleset: RulesetName;
  readonly contentVersion: string;
  /** The rules version its games are stamped with when they start (`sysop verify` reads it). */
  readonly rulesVersion: number;
  /** The investigators a player may choose from, by content id. */
  investigatorIds(): string[];
  start(setup: GameSetup, seed: string): TableStep;
  answer(state: TableState, answer: Answer): TableStep | RuleError;
  endPhaseByDeadline(state: TableState): TableStep;
  prompts(state: TableState): TablePrompt[];
  /** The bot's answer to the first open prompt of a slot it plays, or null when it has none. */
  botAnswer(state: TableState, rng: RngState, botPlays: (slot: number) => boolean): { promptId: string; optionId: string } | null;
}

export function isRevisedState(state: TableState): state is RevisedGameState {
  return 'ruleset' in state && state.ruleset === 'revised';
}

/** The classic state of a classic game (a revised one is refused: the callers know which they hold). */
export function classicState(state: TableState): GameState {
  if (isRevisedState(state)) throw new Error('a revised game handed to the classic engine');
  return state;
}

/** The revised state of a revised game (a classic one is refused). */
export function revisedState(state: TableState): RevisedGameState {
  if (!isRevisedState(state)) throw new Error('a classic game handed to the revised engine');
  return state;
}

export function classicTable(engine: Engine, content: Content, bot: Bot): TableEngine {
  return {
    ruleset: 'classic',
    contentVersion: content.version,
    rulesVersion: engine.rulesVersion,
    investigatorIds: () => content.investigators.map((inv) => inv.id),
    start: (setup, seed) => engine.start(setup, seed),
    answer: (state, answer) => engine.answer(classicState(state), answer),
    endPhaseByDeadline: (state) => engine.endPhaseByDeadline(classicState(state)),
    prompts: (state) => engine.prompts(classicState(state)),
    botAnswer: (state, rng, botPlays) => {
      const own = classicState(state);
      const prompt = engine.prompts(own).find((p) => botPlays(p.slot));
      return prompt ? { promptId: prompt.id, optionId: bot(prompt, own, content, rng) } : null;
    },
  };
}

/** Revised events as the game log keeps them. */
export const wrapRevised = (events: readonly RevisedEvent[]): RevisedLogged[] => events.map((event) => ({ type: 'revised', event }));

export function revisedTable(engine: RevisedEngine, content: RevisedContent, bot: RevisedBot): TableEngine {
  const stepOf = (step: { state: RevisedGameState; events: RevisedEvent[] }): TableStep => ({ state: step.state, events: wrapRevised(step.events) });
  return {
    ruleset: 'revised',
    contentVersion: content.version,
    rulesVersion: engine.rulesVersion,
    investigatorIds: () => Object.keys(content.investigators),
    start: (setup, seed) => stepOf(engine.start({ players: setup.players }, seed)),
    answer: (state, answer) => {
      const step = engine.answer(revisedState(state), answer);
      return isRuleError(step) ? step : stepOf(step);
    },
    endPhaseByDeadline: (state) => stepOf(engine.endPhaseByDeadline(revisedState(state))),
    prompts: (state) => engine.prompts(revisedState(state)),
    botAnswer: (state, rng, botPlays) => {
      const own = revisedState(state);
      const prompt = engine.prompts(own).find((p) => botPlays(p.slot));
      return prompt ? { promptId: prompt.id, optionId: bot(prompt, own, content, rng) } : null;
    },
  };
}

/** The seat (index) that plays the investigator in `slot`, -1 when there is none. */
export function seatOfSlot(seats: readonly { player: string }[], state: TableState, slot: number): number {
  if (isRevisedState(state)) {
    const player = state.invs[slot]?.player;
    return player === undefined ? -1 : seats.findIndex((seat) => seat.player === player);
  }
  return state.invs[slot]?.player ?? -1;
}

/** The slots of the investigators seat `index` plays. */
export function slotsOfSeat(seats: readonly { player: string }[], state: TableState, index: number): number[] {
  if (isRevisedState(state)) {
    const player = seats[index]?.player;
    return state.invs.flatMap((inv, slot) => (inv.player === player ? [slot] : []));
  }
  return state.players[index]?.slots ?? [];
}

/** Doom tokens and gates standing, whatever the ruleset. */
export function gaugesOf(state: TableState | null): { doom: number; gatesOnBoard: number } {
  if (!state) return { doom: 0, gatesOnBoard: 0 };
  if (isRevisedState(state)) return { doom: state.board.doom, gatesOnBoard: Object.keys(state.board.gates).length };
  return { doom: state.doom, gatesOnBoard: state.gates.length };
}
