// The combat core (R-EVADE-*, R-HORROR-*, R-FIGHT-*, R-DAMAGE-*, R-SURPRISE-*): Evade checks against
// Awareness, one Horror check per battle, then fight or flee in a loop until the monster is defeated,
// the investigator gets away, or the investigator is insane or unconscious.
import { emit } from '../../../engine/core/run.js';
import { skillCheck } from './checks.js';
import type { CheckResult } from './checks.js';
import { checkHands, handCard } from './hands.js';
import { castSpell } from './spells.js';
import { changeSanity, changeStamina, conscious, drawnThroughGate } from './status.js';
import type { Defence, InvestigatorState, MonsterCard, RevisedError, RevisedRun } from './types.js';

export const EVADE_DIFFICULTY = 1;
export const HORROR_DIFFICULTY = 1;

export interface Battle {
  monster: string;
  round: number;
  surprise: boolean;
  /** What the investigator's hands hold; `cast` is true for a spell whose casting worked while held. */
  held: { id: string; cast: boolean }[];
  /** `taken`: the monster's damage dropped the investigator through a gate (R-DAMAGE-2). */
  over: null | 'defeated' | 'fled' | 'collapsed' | 'taken';
}

export type BattleAction = { kind: 'flee' } | { kind: 'fight'; hold: string[]; cast: string[] };

/** The monsters of an area still to fight or evade, and whether one failed Evade check ended the move. */
export interface FaceOff {
  pending: { monster: string; fromEncounter: boolean }[];
  movementOver: boolean;
}

/** The open gate nearest the investigator's area, over the board's neighbours (the first found at the least steps). */
function nearestGate(r: RevisedRun, inv: InvestigatorState): string | null {
  if (inv.place.kind !== 'arkham') return null;
  const seen = new Set([inv.place.node]);
  const queue = [inv.place.node];
  for (let k = 0; k < queue.length; k += 1) {
    const at = queue[k] ?? '';
    if (at in r.s.board.gates) return at;
    for (const next of r.c.board[at]?.neighbours ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return null;
}

/**
 * The monster's combat damage in Stamina (R-DAMAGE-1); an ability adds to it, or instead drops the
 * victim through the nearest open gate to the first area of its world, delayed (R-DAMAGE-2; with no
 * gate open, the plain damage).
 */
export function dealCombatDamage(r: RevisedRun, inv: InvestigatorState, monster: MonsterCard): void {
  const ability = monster.damageAbility;
  const gate = ability?.kind === 'through-gate' ? nearestGate(r, inv) : null;
  const world = gate === null ? undefined : r.s.board.gates[gate];
  if (world !== undefined) {
    drawnThroughGate(inv, world);
    emit(r, { type: 'drawn-through', inv: inv.id, world });
    return;
  }
  changeStamina(r, inv, -(monster.combatDamage + (ability?.kind === 'more' ? ability.n : 0)));
}

/** Sneak plus the monster's Awareness, one success needed; a failure deals the monster's combat damage. */
export function evadeCheck(r: RevisedRun, inv: InvestigatorState, monster: MonsterCard): CheckResult {
  const result = skillCheck(r, inv, 'evade', inv.skills.sneak, monster.awareness, EVADE_DIFFICULTY);
  if (result.passed) emit(r, { type: 'evaded', inv: inv.id, monster: monster.id });
  else dealCombatDamage(r, inv, monster);
  return result;
}

/**
 * Evades one monster of the area, in the order the player picks. A failure ends the movement for the
 * rest of the phase (the battle with this monster comes next); an evaded monster that came from an
 * encounter goes back to the cup.
 */
export function evadeInArea(r: RevisedRun, inv: InvestigatorState, face: FaceOff, monster: MonsterCard): CheckResult | RevisedError {
  const at = face.pending.findIndex((p) => p.monster === monster.id);
  const entry = face.pending[at];
  if (entry === undefined) return { error: 'revised/not_owned', message: `no ${monster.id} left to face here` };
  face.pending.splice(at, 1);
  const result = evadeCheck(r, inv, monster);
  if (!result.passed) face.movementOver = true;
  else if (entry.fromEncounter) r.s.cup.push(monster.id);
  return result;
}

/** A battle begins: the one Horror check of it (Will plus horror rating), unless already out of it. */
export function beginBattle(r: RevisedRun, inv: InvestigatorState, monster: MonsterCard, surprise = false): Battle {
  emit(r, { type: 'battle-began', inv: inv.id, monster: monster.id, surprise });
  const battle: Battle = { monster: monster.id, round: 1, surprise, held: [], over: null };
  if (!conscious(inv)) {
    battle.over = 'collapsed';
    return battle;
  }
  const horror = skillCheck(r, inv, 'horror', inv.skills.will, monster.horrorRating, HORROR_DIFFICULTY);
  if (!horror.passed) changeSanity(r, inv, -monster.horrorDamage);
  else if (monster.nightmarish !== undefined) changeSanity(r, inv, -monster.nightmarish);
  if (!conscious(inv)) battle.over = 'collapsed';
  return battle;
}

/** A bonus against a monster's defence: nothing against immunity, half rounded up against resistance. */
export function againstDefence(bonus: number, defence: Defence | undefined): number {
  if (defence === 'immune') return 0;
  if (defence === 'resistant') return Math.ceil(bonus / 2);
  return bonus;
}

/** The Combat bonus of what is held now: weapons always, spells only while cast and held. */
export function combatBonus(r: RevisedRun, held: Battle['held'], monster: MonsterCard): number {
  let total = 0;
  for (const h of held) {
    const cardHeld = handCard(r.c, h.id);
    if (cardHeld.kind === 'spell') total += h.cast ? againstDefence(cardHeld.combatBonus, monster.magical) : 0;
    else if ('physical' in cardHeld.bonus) total += againstDefence(cardHeld.bonus.physical, monster.physical);
    else total += againstDefence(cardHeld.bonus.magical, monster.magical);
  }
  return total;
}

/** Takes up what the hands hold this round: a spell kept from last round keeps its casting; a spell newly taken up, or released and taken again, must be cast. */
function takeUp(r: RevisedRun, inv: InvestigatorState, battle: Battle, action: Extract<BattleAction, { kind: 'fight' }>): RevisedError | null {
  const bad = checkHands(r.c, inv, action.hold);
  if (bad !== null) return bad;
  for (const id of action.cast) {
    if (!action.hold.includes(id)) return { error: 'revised/not_held', message: `${id} must be held to be cast` };
    if (handCard(r.c, id).kind !== 'spell') return { error: 'revised/not_a_spell', message: `${id} is not a spell` };
  }
  const before = battle.held;
  battle.held = action.hold.map((id) => ({ id, cast: !action.cast.includes(id) && before.some((h) => h.id === id && h.cast) }));
  for (const h of battle.held) {
    if (!action.cast.includes(h.id) || !conscious(inv)) continue;
    const spell = handCard(r.c, h.id);
    if (spell.kind !== 'spell') continue;
    h.cast = castSpell(r, inv, spell)?.passed === true;
  }
  return null;
}

/**
 * One round of fight or flee. Flee: an Evade check; passed, the battle ends and both stay. Fight: a
 * Combat check, Fight plus bonuses plus combat rating, needing the monster's toughness in successes
 * in this one check (no partial success); passed, the monster becomes a trophy. Either failure deals
 * the combat damage; a conscious, sane investigator then fights on.
 */
export function battleRound(r: RevisedRun, inv: InvestigatorState, battle: Battle, monster: MonsterCard, action: BattleAction): CheckResult | RevisedError {
  if (battle.over !== null) return { error: 'revised/battle_over', message: `the battle with ${monster.name} is over` };
  const place = inv.place;
  let result: CheckResult;
  if (action.kind === 'flee') {
    if (battle.surprise && battle.round === 1) return { error: 'revised/no_flee_when_surprised', message: `${monster.name} took ${inv.id} by surprise: no fleeing in the first round` };
    result = evadeCheck(r, inv, monster);
    if (result.passed) {
      battle.over = 'fled';
      emit(r, { type: 'fled', inv: inv.id, monster: monster.id });
    }
  } else {
    const bad = takeUp(r, inv, battle, action);
    if (bad !== null) return bad;
    if (!conscious(inv)) {
      battle.over = 'collapsed';
      return { dice: 0, rolls: [], successes: 0, needed: monster.toughness, passed: false };
    }
    result = skillCheck(r, inv, 'combat', inv.skills.fight + combatBonus(r, battle.held, monster), monster.combatRating, monster.toughness);
    if (result.passed) {
      battle.over = 'defeated';
      inv.trophies.push(monster.id);
      emit(r, { type: 'defeated', inv: inv.id, monster: monster.id });
    } else dealCombatDamage(r, inv, monster);
  }
  if (battle.over === null && inv.place !== place) battle.over = 'taken';
  if (battle.over === null && !conscious(inv)) battle.over = 'collapsed';
  battle.round += 1;
  return result;
}
