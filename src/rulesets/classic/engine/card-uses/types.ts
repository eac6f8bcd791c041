// A card-use module: what one kind of item or spell (its `effect` id in data/items.json or
// data/spells.json) offers at a moment of the turn, as options joined to the prompt open then, and what
// it does when chosen. The moments: the start of movement (the move prompt), the encounter choice
// (sneak-or-fight), the choice at a gate one has seen from both sides, the end of the turn, and the
// start of a turn in an Other World.
import type { EncounterFrame, Frame } from '../types/frames.js';
import type { UseOption } from '../types/prompts.js';
import type { InvestigatorState } from '../types/state.js';
import type { Run } from '../run.js';

export type Moment =
  | { at: 'move' }
  | { at: 'end' }
  | { at: 'world' }
  | { at: 'gate'; node: number }
  | { at: 'encounter'; frame: EncounterFrame; monsters: number[] };

export interface CardUse {
  offers(r: Run, i: InvestigatorState, card: string, m: Moment): UseOption[];
  use(r: Run, flow: Frame[], i: InvestigatorState, o: UseOption, m: Moment): void;
}

/** The moments when a card that may be used "at any time" outside combat is offered. */
export function freeMoment(m: Moment): boolean {
  return m.at === 'move' || m.at === 'end' || m.at === 'world';
}

export interface UseTarget {
  investigator?: string;
  counter?: number;
  location?: string;
}

const NO_TARGET: UseTarget = {};

export function useOption(card: string, deck: 'item' | 'spell', mode: string | null, target: UseTarget = NO_TARGET): UseOption {
  const investigator = target.investigator ?? null;
  const counter = target.counter ?? null;
  const location = target.location ?? null;
  const on = investigator ?? (counter !== null ? String(counter) : location);
  const head = mode === null ? `use:${card}` : `use:${card}:${mode}`;
  return { id: on === null ? head : `${head}:${on}`, card, deck, mode, investigator, counter, location };
}
