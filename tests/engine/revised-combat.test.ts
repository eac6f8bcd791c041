// The revised combat core (shared/rules/001, 003, 004; docs/revised-rules.md R-EVADE-*, R-COMBAT-*,
// R-HORROR-*, R-FLEE-*, R-FIGHT-*, R-DAMAGE-*, R-SURPRISE-*), with the rules' worked examples.
import { describe, expect, it } from 'vitest';
import { battleRound, beginBattle, evadeCheck, evadeInArea } from '../../src/rulesets/revised/engine/combat.js';
import type { FaceOff } from '../../src/rulesets/revised/engine/combat.js';
import { dice, investigator, monster, runWith, unrolled } from './support/revised.js';

const checks = (r: ReturnType<typeof runWith>): string[] => r.ev.flatMap((e) => (e.type === 'check' ? [`${e.check} ${e.dice}d need ${e.needed}: ${e.passed ? 'pass' : 'fail'}`] : []));

describe('revised evading', () => {
  it('R-EVADE-2: an Evade check is Sneak plus the monster\'s Awareness, needing 1 success', () => {
    const inv = investigator('ned', { sneak: 3 });
    const r = runWith([inv], [4, 4, 4, 4]);
    evadeCheck(r, inv, monster('mist'));
    expect(checks(r)).toEqual(['evade 4d need 1: fail']);
  });

  it('R-EVADE-3: a passed Evade check costs nothing; a failed one deals the combat damage at once', () => {
    const ned = investigator('ned', { sneak: 2 });
    const r = runWith([ned], [5, 1, 1, 1]);
    expect(evadeCheck(r, ned, monster('brood')).passed).toBe(true);
    expect(ned.stamina).toBe(6);
    expect(evadeCheck(r, ned, monster('brood')).passed).toBe(false);
    expect(ned.stamina).toBe(3);
  });

  it('R-EVADE-4: the drifter\'s example: Sneak 4 against Awareness -1 rolls three dice; a failure costs 3 Stamina', () => {
    const pass = investigator('ned', { sneak: 4 });
    const r1 = runWith([pass], [1, 1, 5]);
    expect(evadeCheck(r1, pass, monster('brood'))).toMatchObject({ dice: 3, successes: 1, passed: true });
    expect(pass.stamina).toBe(6);
    const fail = investigator('ned', { sneak: 4 });
    const r2 = runWith([fail], [1, 2, 4]);
    expect(evadeCheck(r2, fail, monster('brood'))).toMatchObject({ dice: 3, passed: false });
    expect(fail.stamina).toBe(3);
  });

  it('R-EVADE-5, R-HORROR-4: an evaded monster stays in the area with the investigator; no battle begins and no Horror check is made', () => {
    const inv = investigator('ned', { sneak: 4 });
    const face: FaceOff = { pending: [{ monster: 'brood', fromEncounter: false }], movementOver: false };
    const r = runWith([inv], [6, 1, 1]);
    expect(evadeInArea(r, inv, face, monster('brood'))).toMatchObject({ passed: true });
    expect(face).toEqual({ pending: [], movementOver: false });
    expect(r.ev.some((e) => e.type === 'battle-began')).toBe(false);
    expect(checks(r)).toEqual(['evade 3d need 1: pass']);
    expect(r.s.cup).toEqual([]);
  });

  it('R-EVADE-6: several monsters are evaded one by one in the chosen order; the first failure ends the movement, the rest still to face', () => {
    const inv = investigator('ned', { sneak: 4, fight: 20 });
    const face: FaceOff = { pending: [{ monster: 'brood', fromEncounter: false }, { monster: 'rat', fromEncounter: false }], movementOver: false };
    const r = runWith([inv], [1, 1, 1, ...dice(17, 3)]);
    expect(evadeInArea(r, inv, face, monster('brood'))).toMatchObject({ passed: false });
    expect(face.movementOver).toBe(true);
    const battle = beginBattle(r, inv, monster('brood'));
    expect(battleRound(r, inv, battle, monster('brood'), { kind: 'fight', hold: [], cast: [] })).toMatchObject({ passed: true });
    expect(face.pending.map((p) => p.monster)).toEqual(['rat']);
    r.s.forcedDice = [6, 6, 6];
    expect(evadeInArea(r, inv, face, monster('rat'))).toMatchObject({ passed: true });
    expect(face.movementOver).toBe(true);
  });

  it('R-EVADE-7: an evaded monster that came from an encounter goes back to the cup', () => {
    const inv = investigator('ned', { sneak: 4 });
    const face: FaceOff = { pending: [{ monster: 'rat', fromEncounter: true }], movementOver: false };
    const r = runWith([inv], [6, 1, 1, 1]);
    evadeInArea(r, inv, face, monster('rat'));
    expect(r.s.cup).toEqual(['rat']);
  });

  it('R-EVADE-8: the student\'s example: Sneak 2 against Awareness -1 rolls one die; failing costs 4 Stamina, then the Horror check, then fight or flee, the move over', () => {
    const ada = investigator('ada', { sneak: 2, will: 4, fight: 2 });
    const face: FaceOff = { pending: [{ monster: 'worm', fromEncounter: false }], movementOver: false };
    const r = runWith([ada], [3, 6, 1, 1]);
    expect(evadeInArea(r, ada, face, monster('worm'))).toMatchObject({ dice: 1, passed: false });
    expect(ada.stamina).toBe(1);
    expect(face.movementOver).toBe(true);
    const battle = beginBattle(r, ada, monster('worm'));
    expect(checks(r)).toEqual(['evade 1d need 1: fail', 'horror 3d need 1: pass']);
    expect(battle.over).toBeNull();
    const ok = investigator('ada', { sneak: 2 });
    const pass: FaceOff = { pending: [{ monster: 'worm', fromEncounter: false }], movementOver: false };
    expect(evadeInArea(runWith([ok], [5]), ok, pass, monster('worm'))).toMatchObject({ dice: 1, passed: true });
    expect(pass.movementOver).toBe(false);
  });
});

describe('revised battle', () => {
  it('R-COMBAT-1, R-HORROR-1: a battle begins with a Horror check, Will plus the horror rating, needing 1 success', () => {
    const inv = investigator('ned', { will: 4 });
    const r = runWith([inv], [1, 1, 1]);
    beginBattle(r, inv, monster('worm'));
    expect(r.ev[0]).toEqual({ type: 'battle-began', inv: 'ned', monster: 'worm', surprise: false });
    expect(checks(r)).toEqual(['horror 3d need 1: fail']);
  });

  it('R-HORROR-2: a passed Horror check costs nothing; a failed one the horror damage; at 0 Sanity the investigator is insane', () => {
    const pass = investigator('ned', { will: 2 });
    beginBattle(runWith([pass], [6, 1]), pass, monster('worm'));
    expect(pass.sanity).toBe(5);
    const fail = investigator('ned', { will: 2 }, { sanity: 3 });
    const battle = beginBattle(runWith([fail], [1, 1]), fail, monster('worm'));
    expect(fail.sanity).toBe(0);
    expect(battle.over).toBe('collapsed');
  });

  it('R-HORROR-3: the drifter\'s example: Will 3 against horror -3 rolls no dice, fails, and costs 2 Sanity', () => {
    const ned = investigator('ned', { will: 3 });
    const r = runWith([ned], [6, 6, 6]);
    beginBattle(r, ned, monster('brood'));
    expect(checks(r)).toEqual(['horror 0d need 1: fail']);
    expect(ned.sanity).toBe(3);
    expect(unrolled(r)).toBe(3);
  });

  it('R-HORROR-4: one Horror check per battle, however many rounds it lasts', () => {
    const inv = investigator('ned', { will: 3, fight: 1 }, { stamina: 6 });
    const r = runWith([inv], [6, 6, 6, 1, 1, 1, 1]);
    const battle = beginBattle(r, inv, monster('rat'));
    battleRound(r, inv, battle, monster('rat'), { kind: 'fight', hold: [], cast: [] });
    battleRound(r, inv, battle, monster('rat'), { kind: 'fight', hold: [], cast: [] });
    expect(checks(r).filter((c) => c.startsWith('horror'))).toHaveLength(1);
    expect(battle.round).toBe(3);
  });

  it('R-HORROR-5: a Nightmarish monster costs Sanity even when the Horror check passes', () => {
    const inv = investigator('ned', { will: 3 });
    const r = runWith([inv], [6, 6, 6]);
    beginBattle(r, inv, monster('hollow'));
    expect(checks(r)).toEqual(['horror 3d need 1: pass']);
    expect(inv.sanity).toBe(4);
  });

  it('R-FLEE-1: fleeing is an Evade check: passed, the battle ends and both stay; failed, combat damage and the battle goes on', () => {
    const inv = investigator('ned', { will: 3, sneak: 1 });
    const r = runWith([inv], [6, 6, 6, 1, 5]);
    const battle = beginBattle(r, inv, monster('rat'));
    battleRound(r, inv, battle, monster('rat'), { kind: 'flee' });
    expect(inv.stamina).toBe(5);
    expect(battle.over).toBeNull();
    battleRound(r, inv, battle, monster('rat'), { kind: 'flee' });
    expect(battle.over).toBe('fled');
    expect(inv.trophies).toEqual([]);
    expect(inv.place).toEqual({ kind: 'arkham', node: 'northside' });
    expect(battleRound(r, inv, battle, monster('rat'), { kind: 'flee' })).toMatchObject({ error: 'revised/battle_over' });
  });

  it('R-FIGHT-1, R-FIGHT-2: a Combat check is Fight plus the combat rating against the toughness; passed, the monster is a trophy', () => {
    const inv = investigator('ned', { will: 3, fight: 5 });
    const r = runWith([inv], [6, 6, 6, ...dice(2, 2)]);
    const battle = beginBattle(r, inv, monster('brood'));
    const got = battleRound(r, inv, battle, monster('brood'), { kind: 'fight', hold: [], cast: [] });
    expect(got).toMatchObject({ dice: 2, needed: 3, passed: false });
    expect(inv.stamina).toBe(3);
    expect(inv.trophies).toEqual([]);
    const weak = investigator('ned', { fight: 4 });
    const r2 = runWith([weak], [6, 6, 6, ...dice(4, 1)]);
    const b2 = beginBattle(r2, weak, monster('rat'));
    expect(battleRound(r2, weak, b2, monster('rat'), { kind: 'fight', hold: [], cast: [] })).toMatchObject({ dice: 4, needed: 1, passed: true });
    expect(b2.over).toBe('defeated');
    expect(weak.trophies).toEqual(['rat']);
  });

  it('R-FIGHT-3: no partial success: two of three successes do nothing, and the next round needs all three again', () => {
    const inv = investigator('ned', { will: 3, fight: 9 });
    const r = runWith([inv], [...dice(6, 2), ...dice(6, 2)]);
    const battle = beginBattle(r, inv, monster('brood'));
    expect(battleRound(r, inv, battle, monster('brood'), { kind: 'fight', hold: [], cast: [] })).toMatchObject({ successes: 2, needed: 3, passed: false });
    r.s.forcedDice = dice(6, 2);
    expect(battleRound(r, inv, battle, monster('brood'), { kind: 'fight', hold: [], cast: [] })).toMatchObject({ successes: 2, needed: 3, passed: false });
    expect(battle.over).toBe('collapsed');
    expect(inv.stamina).toBe(0);
  });

  it('R-DAMAGE-1, R-DAMAGE-3: each failure deals the combat damage; the battle loops until the investigator is unconscious', () => {
    const inv = investigator('ada', { will: 3, fight: 0 });
    const r = runWith([inv], [6, 6, 6]);
    const battle = beginBattle(r, inv, monster('warden'));
    const rounds: (string | null)[] = [];
    while (battle.over === null) {
      battleRound(r, inv, battle, monster('warden'), { kind: 'fight', hold: [], cast: [] });
      rounds.push(battle.over);
    }
    expect(rounds).toEqual([null, null, 'collapsed']);
    expect(inv.stamina).toBe(0);
  });

  it('R-SURPRISE-1: a surprised investigator may not flee in the first round; from the second on they may', () => {
    const inv = investigator('ned', { will: 3, fight: 0, sneak: 3 });
    const r = runWith([inv], [6, 6, 6, 5, 1, 1]);
    const battle = beginBattle(r, inv, monster('rat'), true);
    expect(r.ev[0]).toMatchObject({ type: 'battle-began', surprise: true });
    const before = JSON.stringify(battle);
    expect(battleRound(r, inv, battle, monster('rat'), { kind: 'flee' })).toMatchObject({ error: 'revised/no_flee_when_surprised' });
    expect(JSON.stringify(battle)).toBe(before);
    battleRound(r, inv, battle, monster('rat'), { kind: 'fight', hold: [], cast: [] });
    expect(battleRound(r, inv, battle, monster('rat'), { kind: 'flee' })).toMatchObject({ passed: true });
    expect(battle.over).toBe('fled');
  });
});

describe('revised damage abilities', () => {
  it('R-DAMAGE-2: an ability adds to the combat damage', () => {
    const inv = investigator('ned', { sneak: 1 });
    const r = runWith([inv], [1]);
    evadeCheck(r, inv, monster('cold-one'));
    expect(inv.stamina).toBe(3);
  });

  it('R-DAMAGE-2: an ability drops the victim through the nearest open gate instead of the damage', () => {
    const inv = investigator('ned', { sneak: 1, fight: 1 }, { place: { kind: 'arkham', node: 'northside' } });
    const r = runWith([inv], [1, 1, 1, 1, 1, 1, 1, 1]);
    r.s.board.gates = { 'rail-yard': 'drowned-city', 'pine-woods': 'glass-desert' };
    const battle = beginBattle(r, inv, monster('mist'));
    battleRound(r, inv, battle, monster('mist'), { kind: 'fight', hold: [], cast: [] });
    expect(inv.stamina).toBe(6);
    expect(inv.place).toEqual({ kind: 'other-world', world: 'drowned-city', area: 1 });
    expect(battle.over).toBe('taken');
    const alone = investigator('ned', { sneak: 1 });
    const none = runWith([alone], [1]);
    evadeCheck(none, alone, monster('mist'));
    expect(alone.stamina).toBe(5);
  });
});
