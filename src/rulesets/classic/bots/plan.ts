// Where the heuristic bot wants each investigator to be: back at a gate it has seen from both sides
// while the gate may still fall; in treatment when hurt; otherwise at the gate it can close soonest
// (travel, two turns beyond it, the attacks it will take, what guards it, teammates' claims, and the
// threat of the gate limit); and, with no gate worth facing yet, wherever a table hands out cards.
import type { Content, SkillName } from '../content/schema.js';
import type { GameState, InvestigatorState } from '../../../engine/index.js';
import { monstersAt } from './board.js';
import { factsOf } from './facts.js';
import type { Facts } from './facts.js';
import { atOrUnder, bestAttack, planChance, skillOf } from './odds.js';
import { meetingHarm } from './threat.js';

/** At or under this STR or SAN, the bot goes for treatment first. */
export const HEAL_AT = 3;
/** STR and SAN at least this high to go through a gate. */
const FIT = 4;
/** The game turn from which a game counts as stalled (most games are over by turn 30). */
export const LONG_GAME = 40;
/** Below this chance per attack, the bot does not wait on a gate it has seen (it gears up instead). */
export const MIN_ATTACK = 0.17;
/** Steps of a turn's walk, on average (2D6). */
export const STEPS_PER_TURN = 7;
/** A spare investigator joins a gate another works on only when it could close it within this many turns. */
const JOIN_WITHIN = 6;
/** Turns one point of STR or SAN is worth: a knock-out costs some four turns of a five-point stat. */
export const TURNS_PER_POINT = 0.35;
/** Turns an Elder Sign's seal is worth for each 36th of the gate rolls the sealed location stops. */
const SEAL_WORTH = 0.5;
/** Turns an investigator lost in an Other World costs (a new one starts over at the Train Station). */
const LOST = 8;
/** The skill an Other World's table checks on the face that loses one (FACTS-1987 §11). */
const LOSING_CHECK: Record<string, SkillName> = { abyss: 'fight', 'earths-dreamlands': 'fastTalk', 'great-hall-of-celeano': 'fastTalk' };

/** Gate-closing cards: with one, any gate falls once its far side is seen (the Elder Sign). */
export function holdsElderSign(content: Content, i: InvestigatorState): boolean {
  const items = factsOf(content).items;
  return i.items.some((id) => items.get(id)?.effect === 'elder-sign');
}

/** Below this STR the bot does not risk a gem's D6 blast; at or above it, it does. */
export const GEM_STRENGTH = 6;

/** Under option gemGateClosing 'at-gate', a gem the bot will throw closes any gate on reaching it (no trip beyond). */
function throwsGemAtGate(state: GameState, content: Content, i: InvestigatorState): boolean {
  if (state.options.gemGateClosing !== 'at-gate' || i.str < GEM_STRENGTH) return false;
  const items = factsOf(content).items;
  return i.items.some((id) => {
    const effect = items.get(id)?.effect;
    return effect === 'dragons-eye' || effect === 'blue-watcher';
  });
}

/** Chance that one attack on a gate of `world` destroys it, with every card `i` holds (spells face up). */
export function gateChance(content: Content, facts: Facts, i: InvestigatorState, world: string): number {
  if (holdsElderSign(content, i) && i.san > 2) return 1;
  const sp = facts.worlds.get(world)?.gateSp ?? 99;
  return planChance(bestAttack(content, i, { onlyMagic: false, weaponsDoOne: false }, true, true), sp);
}

/**
 * Fit to go through a gate: the two boxes beyond cost STR and SAN. In a stalled game anyone goes: one
 * lost out there comes back as a fresh investigator, and a stalled game only ends by closing gates.
 */
export function fitForGate(i: InvestigatorState, state: GameState): boolean {
  return (i.str >= FIT && i.san >= FIT) || stalled(state);
}

/**
 * A game still running at this turn has stalled: every gate roll lands on a gate or an Elder Sign,
 * so Doom stands still, and the investigators are worn out. Then the bot goes through any gate, attacks
 * any gate its attack can destroy at all, never waits where it stands, and minds risk less and less.
 */
export function stalled(state: GameState): boolean {
  return state.turn >= LONG_GAME;
}

/** The game turn by which a stalled game has the bot weigh no risk at all on its moves. */
const RECKLESS = 3 * LONG_GAME;

/**
 * How little the bot minds the risk of a move, from 0 (until the game stalls) to 1 (from RECKLESS on):
 * caution keeps a stalled game going (a monster at the one door, the bot waits), no caution at all
 * walks weak investigators into monsters again and again; the longer the stall, the bolder the bot.
 */
export function recklessness(state: GameState): number {
  return Math.max(0, Math.min(1, (state.turn - LONG_GAME) / (RECKLESS - LONG_GAME)));
}

export function gateAt(state: GameState, node: number): string | null {
  for (const g of state.gates) if (g.n === node) return g.world;
  return null;
}

/** Turns an Other World's table may cost by losing the investigator: one face in six, a failed check, two rolls. */
function worldRisk(content: Content, i: InvestigatorState, world: string): number {
  const check = LOSING_CHECK[world];
  return check === undefined ? 0 : 2 * (1 / 6) * (1 - atOrUnder(skillOf(content, i, check))) * LOST;
}

/** Turns to get from `a` to `b` on foot (a taxi or a car makes it one). */
function travel(facts: Facts, i: InvestigatorState, a: number, b: number): number {
  if (a === b) return 0;
  if (i.car === true) return 1;
  return Math.ceil(facts.graph.distance(a, b) / STEPS_PER_TURN);
}

export interface Goal {
  node: number;
  why: 'attack' | 'gate' | 'heal' | 'gear';
}

export function goalOf(state: GameState, content: Content, i: InvestigatorState): Goal | null {
  if (i.at < 0) return null;
  const facts = factsOf(content);
  const own = ownGoal(state, content, facts, i);
  if (own !== null) return own;
  const mine = assignGates(state, content, facts).get(i.slot);
  if (mine !== undefined) return { node: mine, why: 'gate' };
  // More investigators than gates: a strong one joins another's gate (two attacks a turn), the rest gear up.
  let best: Goal | null = null;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const g of state.gates) {
    const cost = gateCost(state, content, facts, i, g.n, g.world);
    if (cost < bestCost) {
      bestCost = cost;
      best = { node: g.n, why: 'gate' };
    }
  }
  if (best !== null && bestCost <= JOIN_WITHIN) return best;
  return gearGoal(facts, i);
}

/**
 * An attack on a gate with this chance is worth making now: fit enough and likely enough, or in a
 * stalled game any chance at all. Never an attack that cannot destroy the gate whatever the die says:
 * the bot would make it for ever.
 */
export function worthAnAttack(state: GameState, i: InvestigatorState, chance: number): boolean {
  return (stalled(state) && chance > 0) || (i.str > 1 && i.san > 1 && chance >= MIN_ATTACK);
}

/** What the investigator must do whatever the others do: keep attacking a gate seen from both sides, or heal. */
function ownGoal(state: GameState, content: Content, facts: Facts, i: InvestigatorState): Goal | null {
  const here = gateAt(state, i.at);
  if (here !== null && i.explored === i.at && worthAnAttack(state, i, gateChance(content, facts, i, here))) {
    return { node: i.at, why: 'attack' };
  }
  // Where a monster waits there is no treatment: it is met instead (and one at 0 is knocked out again).
  const treatable = (n: number): boolean => n >= 0 && !(i.healedShort && i.at === n) && monstersAt(state, n) === 0;
  const hospital = i.str <= HEAL_AT && treatable(facts.hospital);
  const sanitarium = i.san <= HEAL_AT && treatable(facts.sanitarium);
  // Both low: the nearer first (treated where one stands, before walking out again).
  if (hospital && sanitarium) {
    const g = facts.graph;
    return { node: g.distance(i.at, facts.sanitarium) < g.distance(i.at, facts.hospital) ? facts.sanitarium : facts.hospital, why: 'heal' };
  }
  if (hospital) return { node: facts.hospital, why: 'heal' };
  if (sanitarium) return { node: facts.sanitarium, why: 'heal' };
  return null;
}

/** Turns until `i` would close the gate at `node` (infinite when its attack stands too little chance). */
function gateCost(state: GameState, content: Content, facts: Facts, i: InvestigatorState, node: number, world: string): number {
  // A stalled game ends only by closing gates: any gate the investigator's attack can destroy at all is
  // worth the trip; one it cannot destroy whatever the die says is not (it gears up instead).
  if (throwsGemAtGate(state, content, i)) return travel(facts, i, i.at, node) + 1;
  const odds = gateChance(content, facts, i, world);
  const chance = stalled(state) && odds > 0 ? Math.max(odds, MIN_ATTACK) : odds;
  if (chance < MIN_ATTACK) return Number.POSITIVE_INFINITY;
  let cost = travel(facts, i, i.at, node) + 2 + 1 / chance + TURNS_PER_POINT * meetingHarm(state, content, i, node) + worldRisk(content, i, world);
  // Near the gate limit, speed is all; otherwise a gate where gates open often is worth sealing.
  if (state.gates.length < limitOf(state, content) - 2 && holdsElderSign(content, i)) cost -= SEAL_WORTH * (facts.gateOdds[node] ?? 0);
  return cost;
}

/**
 * Gates shared out among the investigators free to seek one, cheapest pairing first. A gate someone
 * has seen from both sides (and stands at), or one of the world someone is exploring, is taken.
 */
function assignGates(state: GameState, content: Content, facts: Facts): Map<number, number> {
  const taken = new Set<number>();
  for (const o of state.invs) {
    if (o.status !== 'active') continue;
    if (o.world !== null) {
      const back = state.gates.find((g) => g.world === o.world && !taken.has(g.n));
      if (back) taken.add(back.n);
    } else if (o.at >= 0 && o.explored === o.at) taken.add(o.at);
  }
  const pairs: { slot: number; node: number; cost: number }[] = [];
  for (const o of state.invs) {
    if (o.status !== 'active' || o.at < 0 || ownGoal(state, content, facts, o) !== null) continue;
    for (const g of state.gates) {
      if (taken.has(g.n)) continue;
      const cost = gateCost(state, content, facts, o, g.n, g.world);
      if (Number.isFinite(cost)) pairs.push({ slot: o.slot, node: g.n, cost });
    }
  }
  pairs.sort((a, b) => a.cost - b.cost || a.slot - b.slot);
  const out = new Map<number, number>();
  for (const p of pairs) {
    if (out.has(p.slot) || taken.has(p.node)) continue;
    out.set(p.slot, p.node);
    taken.add(p.node);
  }
  return out;
}

/** The nearest other place whose table hands out cards. */
function gearGoal(facts: Facts, i: InvestigatorState): Goal | null {
  let gear = -1;
  let near = Number.POSITIVE_INFINITY;
  for (const n of facts.gear) {
    const d = n === i.at ? Number.POSITIVE_INFINITY : facts.graph.distance(i.at, n);
    if (d < near) {
      near = d;
      gear = n;
    }
  }
  return gear >= 0 ? { node: gear, why: 'gear' } : null;
}

/** Gates on the board that lose the game (the content's limits by players; by investigators in the digest's reading). */
function limitOf(state: GameState, content: Content): number {
  const count = state.options.gateLimit === 'digest' ? state.invs.length : state.players.length;
  for (const [upTo, gates] of content.rules.gateLimits) if (count <= upTo) return gates;
  return 6;
}
