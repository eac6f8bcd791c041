// Revised investigator status (shared/rules/002, docs/revised-rules.md R-STATUS-*, R-DELAY-*, R-ARREST-*).
import { describe, expect, it } from 'vitest';
import { arrest, beginMovement, changeSanity, changeStamina, collapse, collapseDue, drawnThroughGate, itemsToDiscard } from '../../src/rulesets/revised/engine/status.js';
import { investigator, runWith } from './support/revised.js';

describe('revised Sanity, Stamina and status', () => {
  it('R-STATUS-1: Stamina and Sanity start at the sheet\'s values and never rise above them', () => {
    const inv = investigator('elias');
    expect([inv.stamina, inv.sanity]).toEqual([5, 7]);
    const r = runWith([inv]);
    changeStamina(r, inv, -2);
    expect(changeStamina(r, inv, 5)).toBe(5);
    expect(changeSanity(r, inv, 3)).toBe(7);
    expect(changeStamina(r, inv, -9)).toBe(0);
    expect(r.ev).toEqual([{ type: 'stamina', inv: 'elias', delta: -2, now: 3 }, { type: 'stamina', inv: 'elias', delta: 2, now: 5 }, { type: 'stamina', inv: 'elias', delta: -5, now: 0 }]);
  });

  it('R-STATUS-2: insane in Arkham: half the items and Clue tokens (rounded down) and every retainer go, to the Asylum with 1 Sanity', () => {
    const inv = investigator('ned', {}, { sanity: 0, clues: 5, items: ['pistol', 'rifle', 'wither'], retainers: ['paper'], others: ['ally-dog'] });
    const r = runWith([inv]);
    expect(collapseDue(inv)).toBe('insane');
    expect(itemsToDiscard(inv)).toBe(1);
    const to = collapse(r, inv, ['rifle']);
    expect(to).toEqual({ kind: 'arkham', node: 'arkham-asylum' });
    expect(inv).toMatchObject({ sanity: 1, clues: 3, items: ['pistol', 'wither'], retainers: [], others: ['ally-dog'], delayed: false });
  });

  it('R-STATUS-3: unconscious in Arkham: the same losses, to the Hospital with 1 Stamina', () => {
    const inv = investigator('ned', {}, { stamina: 0, sanity: 3, clues: 1, items: ['pistol', 'rifle', 'wither', 'mend'] });
    const r = runWith([inv]);
    expect(collapse(r, inv, ['rifle', 'mend'])).toEqual({ kind: 'arkham', node: 'st-marys-hospital' });
    expect(inv).toMatchObject({ stamina: 1, sanity: 3, clues: 1, items: ['pistol', 'wither'] });
  });

  it('R-STATUS-4: at 0 in an Other World: lost in time and space, Stamina and Sanity at least 1, delayed', () => {
    const inv = investigator('ada', {}, { stamina: 0, sanity: 0, clues: 2, items: ['pistol', 'ward'], place: { kind: 'other-world', world: 'pale-plateau', area: 2 } });
    const r = runWith([inv]);
    expect(collapse(r, inv, ['ward'])).toEqual({ kind: 'lost' });
    expect(inv).toMatchObject({ stamina: 1, sanity: 1, clues: 1, items: ['pistol'], delayed: true, place: { kind: 'lost' } });
  });

  it('R-STATUS-4: an Other World collapse keeps a Stamina or Sanity that was not at 0', () => {
    const inv = investigator('ada', {}, { stamina: 0, sanity: 4, place: { kind: 'other-world', world: 'pale-plateau', area: 1 } });
    collapse(runWith([inv]), inv, []);
    expect([inv.stamina, inv.sanity]).toEqual([1, 4]);
  });

  it('R-STATUS-5: only items count towards the half (allies and skills do not); the wrong count or an item not held is refused', () => {
    const inv = investigator('ned', {}, { stamina: 0, items: ['pistol', 'rifle'], others: ['ally-dog', 'skill-stealth', 'skill-lore'] });
    const r = runWith([inv]);
    expect(itemsToDiscard(inv)).toBe(1);
    expect(collapse(r, inv, [])).toMatchObject({ error: 'revised/wrong_discard' });
    expect(collapse(r, inv, ['pistol', 'rifle'])).toMatchObject({ error: 'revised/wrong_discard' });
    expect(collapse(r, inv, ['ally-dog'])).toMatchObject({ error: 'revised/not_owned' });
    expect(inv).toMatchObject({ stamina: 0, items: ['pistol', 'rifle'] });
    expect(r.ev).toEqual([]);
  });

  it('R-DELAY-1: a delayed investigator gets no movement and stands up at their Movement turn', () => {
    const inv = investigator('ada', {}, { delayed: true });
    const r = runWith([inv]);
    expect(beginMovement(r, inv)).toBe(false);
    expect(inv.delayed).toBe(false);
    expect(beginMovement(r, inv)).toBe(true);
    expect(r.ev).toEqual([{ type: 'stood-up', inv: 'ada' }]);
  });

  it('R-ARREST-1: arrested: to the Jail Cell, half the money (rounded down) lost, delayed; the next Movement only walks out to the Police Station', () => {
    const inv = investigator('ned', {}, { money: 7 });
    const r = runWith([inv]);
    arrest(r, inv);
    expect(inv).toMatchObject({ money: 4, delayed: true, jailed: true, place: { kind: 'arkham', node: 'police-station-jail' } });
    expect(beginMovement(r, inv)).toBe(false);
    expect(inv).toMatchObject({ delayed: false, jailed: false, place: { kind: 'arkham', node: 'police-station' } });
    expect(beginMovement(r, inv)).toBe(true);
  });

  it('R-GATE-5: a gate opening on an investigator draws them to the first area of its world, delayed', () => {
    const inv = investigator('ada');
    drawnThroughGate(inv, 'drowned-city');
    expect(inv).toMatchObject({ place: { kind: 'other-world', world: 'drowned-city', area: 1 }, delayed: true });
    expect(beginMovement(runWith([inv]), inv)).toBe(false);
  });
});
