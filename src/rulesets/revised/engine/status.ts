// Stamina and Sanity within their maxima, and what happens at 0 (R-STATUS-*): insane or unconscious
// in Arkham, lost in time and space from an Other World; delayed and arrested investigators.
import { emit } from '../../../engine/core/run.js';
import { maximumOf } from './cards.js';
import type { InvestigatorState, Place, RevisedError, RevisedRun, StatCause } from './types.js';

export const ASYLUM = 'arkham-asylum';
export const HOSPITAL = 'st-marys-hospital';
export const JAIL = 'police-station-jail';
export const POLICE_STATION = 'police-station';

/**
 * Changes Stamina by `delta`, never above the maximum (the sheet's and the allies') nor below 0; returns
 * the new value. `by` names a cause the events before it cannot tell (the Ancient One's blow, answered
 * in a prompt of its own).
 */
export function changeStamina(r: RevisedRun, inv: InvestigatorState, delta: number, by?: StatCause): number {
  const now = Math.min(maximumOf(r.c, inv, 'stamina'), Math.max(0, inv.stamina + delta));
  if (now !== inv.stamina) emit(r, { type: 'stamina', inv: inv.id, delta: now - inv.stamina, now, ...(by === undefined ? {} : { by }) });
  inv.stamina = now;
  return now;
}

export function changeSanity(r: RevisedRun, inv: InvestigatorState, delta: number, by?: StatCause): number {
  const now = Math.min(maximumOf(r.c, inv, 'sanity'), Math.max(0, inv.sanity + delta));
  if (now !== inv.sanity) emit(r, { type: 'sanity', inv: inv.id, delta: now - inv.sanity, now, ...(by === undefined ? {} : { by }) });
  inv.sanity = now;
  return now;
}

/** Insane, unconscious, or neither: the state after a loss. */
export function collapseDue(inv: InvestigatorState): 'insane' | 'unconscious' | null {
  if (inv.sanity <= 0) return 'insane';
  if (inv.stamina <= 0) return 'unconscious';
  return null;
}

export const conscious = (inv: InvestigatorState): boolean => collapseDue(inv) === null;

/** How many items a collapse takes: half, rounded down (common, unique and spells; not allies or skills). */
export const itemsToDiscard = (inv: InvestigatorState): number => Math.floor(inv.items.length / 2);

/**
 * An investigator at 0 Sanity or 0 Stamina discards the items the player chose (exactly half, rounded
 * down), half the Clue tokens and every retainer. In Arkham: to the Asylum with 1 Sanity, or to the
 * Hospital with 1 Stamina. In an Other World: Lost in Time and Space, both at least 1, delayed.
 */
export function collapse(r: RevisedRun, inv: InvestigatorState, discard: string[]): RevisedError | Place {
  const cause = collapseDue(inv);
  if (cause === null) throw new Error(`${inv.id} is neither insane nor unconscious`);
  const want = itemsToDiscard(inv);
  const left = [...inv.items];
  for (const id of discard) {
    const at = left.indexOf(id);
    if (at < 0) return { error: 'revised/not_owned', message: `${inv.id} holds no ${id} to discard` };
    left.splice(at, 1);
  }
  if (discard.length !== want) return { error: 'revised/wrong_discard', message: `${inv.id} must discard ${want} items, not ${discard.length}` };
  inv.items = left;
  const cluesLost = Math.floor(inv.clues / 2);
  inv.clues -= cluesLost;
  inv.retainers = [];
  let to: Place;
  if (inv.place.kind === 'arkham') {
    to = { kind: 'arkham', node: cause === 'insane' ? ASYLUM : HOSPITAL };
    if (cause === 'insane') changeSanity(r, inv, 1 - inv.sanity);
    else changeStamina(r, inv, 1 - inv.stamina);
  } else {
    to = { kind: 'lost' };
    changeSanity(r, inv, Math.max(1, inv.sanity) - inv.sanity);
    changeStamina(r, inv, Math.max(1, inv.stamina) - inv.stamina);
    inv.delayed = true;
  }
  inv.place = to;
  emit(r, { type: 'collapsed', inv: inv.id, cause, to, discarded: discard, cluesLost });
  return to;
}

/** Arrested: to the Jail Cell, half the money (rounded down) lost, delayed, the next turn skipped. */
export function arrest(r: RevisedRun, inv: InvestigatorState): void {
  const moneyLost = Math.floor(inv.money / 2);
  inv.money -= moneyLost;
  inv.place = { kind: 'arkham', node: JAIL };
  inv.delayed = true;
  inv.jailed = true;
  emit(r, { type: 'arrested', inv: inv.id, moneyLost });
}

/**
 * The investigator's turn in the Movement Phase. A delayed one stands up and gets no movement; a
 * jailed one also walks out to the main area of the Police Station. True when it may move.
 */
export function beginMovement(r: RevisedRun, inv: InvestigatorState): boolean {
  if (!inv.delayed) return true;
  inv.delayed = false;
  if (inv.jailed) {
    inv.jailed = false;
    inv.place = { kind: 'arkham', node: POLICE_STATION };
  }
  emit(r, { type: 'stood-up', inv: inv.id });
  return false;
}

/** A gate opening where the investigator stands draws them to the first area of its world, delayed. */
export function drawnThroughGate(inv: InvestigatorState, world: string): void {
  inv.place = { kind: 'other-world', world, area: 1 };
  inv.delayed = true;
}
