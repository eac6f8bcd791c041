// Revised weapons, spells and the hand limit (shared/rules/002, 004; docs/revised-rules.md R-WEAPON-*,
// R-SPELL-*, R-HANDS-*, R-CAST-*), with the drifter's two-handed example and the professor's Heal.
import { describe, expect, it } from 'vitest';
import { againstDefence, battleRound, beginBattle } from '../../src/rulesets/revised/engine/combat.js';
import { checkHands } from '../../src/rulesets/revised/engine/hands.js';
import { castForEffect } from '../../src/rulesets/revised/engine/spells.js';
import { CONTENT, dice, investigator, monster, runWith, unrolled } from './support/revised.js';

const fight = (hold: string[], cast: string[] = []): { kind: 'fight'; hold: string[]; cast: string[] } => ({ kind: 'fight', hold, cast });
const combatDice = (r: ReturnType<typeof runWith>): number[] => r.ev.flatMap((e) => (e.type === 'check' && e.check === 'combat' ? [e.dice] : []));

describe('revised weapons and spells', () => {
  it('R-HANDS-6: the drifter\'s example: pistol +4 and Withering Word +6 cast, Fight 6, against -3: 13 dice for 3 successes', () => {
    const ned = investigator('ned', { will: 3, fight: 6, lore: 3 }, { items: ['pistol', 'wither'] });
    const r = runWith([ned], [5, 1, ...dice(13, 3)]);
    const battle = beginBattle(r, ned, monster('brood'));
    const got = battleRound(r, ned, battle, monster('brood'), fight(['pistol', 'wither'], ['wither']));
    expect(got).toMatchObject({ dice: 13, needed: 3, successes: 3, passed: true });
    expect(ned.trophies).toEqual(['brood']);
    expect(ned.sanity).toBe(2);
  });

  it('R-WEAPON-1: a weapon\'s bonus counts with no check of its own', () => {
    const inv = investigator('ned', { will: 3, fight: 2 }, { items: ['pistol'] });
    const r = runWith([inv], [6, 6, 6, ...dice(6, 1)]);
    const battle = beginBattle(r, inv, monster('rat'));
    battleRound(r, inv, battle, monster('rat'), fight(['pistol']));
    expect(combatDice(r)).toEqual([6]);
    expect(r.ev.filter((e) => e.type === 'check')).toHaveLength(2);
  });

  it('R-WEAPON-2: a Physical bonus does nothing against Physical Immunity and half (rounded up) against Physical Resistance', () => {
    expect([againstDefence(5, 'immune'), againstDefence(5, 'resistant'), againstDefence(4, 'resistant'), againstDefence(5, undefined)]).toEqual([0, 3, 2, 5]);
    const inv = investigator('ned', { will: 3, fight: 2, sneak: 0 }, { items: ['rifle'] });
    const r = runWith([inv], [6, 6, 6, ...dice(2, 0), 6, 6, ...dice(2, 0)]);
    battleRound(r, inv, beginBattle(r, inv, monster('mist')), monster('mist'), fight(['rifle']));
    battleRound(r, inv, beginBattle(r, inv, monster('worm')), monster('worm'), fight(['rifle']));
    expect(combatDice(r)).toEqual([2, 2]);
    expect(unrolled(r)).toBe(0);
  });

  it('R-WEAPON-3: a Magical weapon works against Physical Immunity but not against Magical Immunity', () => {
    const inv = investigator('ned', { will: 3, fight: 2 }, { items: ['knife'] });
    const r = runWith([inv], [6, 6, 6, ...dice(5, 0), 6, 6, 6, ...dice(2, 0)]);
    battleRound(r, inv, beginBattle(r, inv, monster('mist')), monster('mist'), fight(['knife']));
    battleRound(r, inv, beginBattle(r, inv, monster('warden')), monster('warden'), fight(['knife']));
    expect(combatDice(r)).toEqual([5, 2]);
    expect(unrolled(r)).toBe(0);
  });

  it('R-SPELL-1: a spell gives its Magical bonus only when cast; a failed casting gives nothing', () => {
    const inv = investigator('ned', { will: 3, fight: 2, lore: 2 }, { items: ['wither'] });
    const r = runWith([inv], [6, 6, 6, 1, ...dice(2, 0)]);
    battleRound(r, inv, beginBattle(r, inv, monster('rat')), monster('rat'), fight(['wither'], ['wither']));
    expect(combatDice(r)).toEqual([2]);
  });

  it('R-HANDS-1: any weapons and spells may be held together within two hands, their bonuses added; a third hand is refused', () => {
    const inv = investigator('ned', {}, { items: ['pistol', 'knife', 'rifle', 'rite'] });
    expect(checkHands(CONTENT, inv, ['pistol', 'knife'])).toBeNull();
    expect(checkHands(CONTENT, inv, ['pistol', 'rifle'])).toMatchObject({ error: 'revised/too_many_hands' });
    expect(checkHands(CONTENT, inv, ['rite', 'knife'])).toMatchObject({ error: 'revised/too_many_hands' });
    expect(checkHands(CONTENT, inv, ['wither'])).toMatchObject({ error: 'revised/not_owned' });
    const r = runWith([inv], [6, 6, 6, ...dice(9, 0)]);
    inv.skills.fight = 2;
    const battle = beginBattle(r, inv, monster('rat'));
    expect(battleRound(r, inv, battle, monster('rat'), fight(['pistol', 'rifle']))).toMatchObject({ error: 'revised/too_many_hands' });
    battleRound(r, inv, battle, monster('rat'), fight(['pistol', 'knife']));
    expect(combatDice(r)).toEqual([9]);
  });

  it('R-HANDS-2: a spell whose casting failed still holds its hands for the round', () => {
    const inv = investigator('ned', { will: 3, fight: 1, lore: 4 }, { items: ['rite', 'pistol'] });
    const r = runWith([inv], [6, 6, 6, 1, 1, ...dice(1, 0)]);
    const battle = beginBattle(r, inv, monster('rat'));
    expect(battleRound(r, inv, battle, monster('rat'), fight(['rite', 'pistol'], ['rite']))).toMatchObject({ error: 'revised/too_many_hands' });
    battleRound(r, inv, battle, monster('rat'), fight(['rite'], ['rite']));
    expect(battle.held).toEqual([{ id: 'rite', cast: false }]);
    expect(combatDice(r)).toEqual([1]);
  });

  it('R-HANDS-3: a spell cast keeps its bonus while held; released, it stops, and taken up again it must be cast anew', () => {
    const inv = investigator('ned', { will: 3, fight: 1, lore: 4, sneak: 0 }, { items: ['wither', 'pistol'], stamina: 6 });
    const r = runWith([inv], [6, 6, 6, 6, 1, 1, ...dice(7, 0)]);
    const battle = beginBattle(r, inv, monster('rat'));
    battleRound(r, inv, battle, monster('rat'), fight(['wither'], ['wither']));
    r.s.forcedDice = dice(7, 0);
    battleRound(r, inv, battle, monster('rat'), fight(['wither']));
    r.s.forcedDice = dice(5, 0);
    battleRound(r, inv, battle, monster('rat'), fight(['pistol']));
    r.s.forcedDice = dice(1, 0);
    battleRound(r, inv, battle, monster('rat'), fight(['wither']));
    expect(combatDice(r)).toEqual([7, 7, 5, 1]);
    expect(r.ev.filter((e) => e.type === 'cast')).toHaveLength(1);
    expect(unrolled(r)).toBe(0);
  });

  it('R-HANDS-4: an investigator with a spell-only hand may hold two hands of weapons and a one-hand spell', () => {
    const odile = investigator('odile', {}, { items: ['pistol', 'knife', 'wither', 'rite'] });
    expect(checkHands(CONTENT, odile, ['pistol', 'knife', 'wither'])).toBeNull();
    expect(checkHands(CONTENT, odile, ['pistol', 'rite'])).toBeNull();
    expect(checkHands(CONTENT, odile, ['pistol', 'knife', 'rite'])).toMatchObject({ error: 'revised/too_many_hands' });
  });

  it('R-HANDS-5: a card of no hands is held on top of two hands of others', () => {
    const inv = investigator('ned', {}, { items: ['ward', 'rifle'] });
    expect(checkHands(CONTENT, inv, ['ward', 'rifle'])).toBeNull();
  });
});

describe('revised casting', () => {
  it('R-CAST-4: the professor\'s Heal: cost 1 paid, Lore 4 with +1 rolls 5 dice, 2 successes give back 2 Stamina', () => {
    const elias = investigator('elias', { lore: 4 }, { items: ['mend'], stamina: 2 });
    const r = runWith([elias], [6, 1, 5, 2, 3]);
    expect(castForEffect(r, elias, 'mend')).toMatchObject({ dice: 5, successes: 2, passed: true });
    expect(elias).toMatchObject({ sanity: 6, stamina: 4 });
    expect(r.ev.map((e) => e.type)).toEqual(['sanity', 'check', 'cast', 'stamina']);
  });

  it('R-CAST-1, R-CAST-3: the Sanity cost is paid before a Spell check of Lore plus the casting modifier', () => {
    const inv = investigator('ned', { will: 3, fight: 0, lore: 4 }, { items: ['rite'] });
    const r = runWith([inv], [6, 6, 6, 6, 1, ...dice(9, 1)]);
    const battle = beginBattle(r, inv, monster('rat'));
    battleRound(r, inv, battle, monster('rat'), fight(['rite'], ['rite']));
    const order = r.ev.slice(2).map((e) => (e.type === 'check' ? `${e.check} ${e.dice}d` : e.type));
    expect(order).toEqual(['sanity', 'spell 2d', 'cast', 'combat 9d', 'defeated']);
  });

  it('R-CAST-2: the Sanity cost is paid even when the Spell check fails, and the spell does nothing', () => {
    const elias = investigator('elias', { lore: 4 }, { items: ['mend'], stamina: 2 });
    const r = runWith([elias], dice(5, 0));
    expect(castForEffect(r, elias, 'mend')).toMatchObject({ passed: false });
    expect(elias).toMatchObject({ sanity: 6, stamina: 2 });
  });

  it('R-CAST-2: a cost that drives the caster insane ends the casting with no check', () => {
    const inv = investigator('ned', { will: 3, lore: 4 }, { items: ['rite'], sanity: 2 });
    const r = runWith([inv], [6, 6, 6]);
    const battle = beginBattle(r, inv, monster('rat'));
    battleRound(r, inv, battle, monster('rat'), fight(['rite'], ['rite']));
    expect(inv.sanity).toBe(0);
    expect(battle.over).toBe('collapsed');
    expect(r.ev.filter((e) => e.type === 'check')).toHaveLength(1);
  });

  it('R-CAST-3: only a spell one knows, and only a spell, is cast', () => {
    const inv = investigator('ned', {}, { items: ['pistol'] });
    const r = runWith([inv]);
    expect(castForEffect(r, inv, 'mend')).toMatchObject({ error: 'revised/not_owned' });
    expect(castForEffect(r, inv, 'pistol')).toMatchObject({ error: 'revised/not_a_spell' });
    const battle = beginBattle(runWith([inv], [6, 6, 6]), inv, monster('rat'));
    expect(battleRound(r, inv, battle, monster('rat'), fight(['pistol'], ['pistol']))).toMatchObject({ error: 'revised/not_a_spell' });
    expect(battleRound(r, inv, battle, monster('rat'), fight([], ['mend']))).toMatchObject({ error: 'revised/not_held' });
  });
});
