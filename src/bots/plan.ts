// Where the heuristic bot wants each investigator to be: back at a gate it has seen from both sides
// while the gate may still fall; in treatment when hurt; otherwise at the gate it can close soonest
// (travel, two turns beyond it, the attacks it will take, what guards it, teammates' claims, and the
// threat of the gate limit); and, with no gate worth facing yet, wherever a table hands out cards.
import type { Content, SkillName } from '../content/schema.js';
import type { GameState, InvestigatorState } from '../engine/index.js';
import { factsOf } from './facts.js';
import type { Facts } from './facts.js';
import { atOrUnder, bestAttack, planChance, skillOf } from './odds.js';
import { attackHarm } from './threat.js';

/** At or under this STR or SAN, the bot goes for treatment first. */
export const HEAL_AT = 3;
/** Below this chance per attack, the bot does not wait on a gate it has seen (it gears up instead). */
export const MIN_ATTACK = 0.17;
/** Steps of a turn's walk, on average (2D6). */
const STEPS_PER_TURN = 7;
/** Turns a teammate's claim on a gate counts for. */
const CLAIMED = 6;
/** Turns one point of STR or SAN is worth: a knock-out costs some four turns of a five-point stat. */
export const TURNS_PER_POINT = 0.35;
/** Turns an Elder Sign's seal is worth for each 36th of the gate rolls the sealed location stops. */
export const SEAL_WORTH = 0.5;
/** Turns an investigator lost in an Other World costs (a new one starts over at the Train Station). */
const LOST = 8;
/** The skill an Other World's table checks on the face that loses one (FACTS-1987 §11). */
const LOSING_CHECK: Record<string, SkillName> = { abyss: 'fight', 'earths-dreamlands': 'fastTalk', 'great-hall-of-celeano': 'fastTalk' };

/** Gate-closing cards: with one, any gate falls once its far side is seen (the Elder Sign). */
export function holdsElderSign(content: Content, i: InvestigatorState): boolean {
  return i.items.some((id) => content.items.find((x) => x.id === id)?.effect === 'elder-sign');
}

/** Chance that one attack on a gate of `world` destroys it, with every card `i` holds (spells face up). */
export function gateChance(content: Content, facts: Facts, i: InvestigatorState, world: string): number {
  if (holdsElderSign(content, i) && i.san > 2) return 1;
  const sp = facts.worlds.get(world)?.gateSp ?? 99;
  return planChance(bestAttack(content, i, { onlyMagic: false, weaponsDoOne: false }, true, true), sp);
}

/** Fit to go through a gate: the two boxes beyond cost STR and SAN. */
export function fitForGate(i: InvestigatorState): boolean {
  return i.str > HEAL_AT && i.san > HEAL_AT;
}

export function gateAt(state: GameState, node: number): string | null {
  for (const g of state.gates) if (g.n === node) return g.world;
  return null;
}

/** What getting past a gate's guardians costs in STR and SAN (each met, as if attacked). */
function guardHarm(state: GameState, content: Content, facts: Facts, i: InvestigatorState, node: number): number {
  let harm = 0;
  for (const m of state.monsters) {
    const c = facts.counters[m.c];
    if (m.n === node && c && (!c.hound || facts.building[node] === 1)) harm += attackHarm(content, i, c);
  }
  return harm;
}

/** Turns an Other World's table may cost by losing the investigator: one face in six, a failed check, two rolls. */
function worldRisk(content: Content, i: InvestigatorState, world: string): number {
  const check = LOSING_CHECK[world];
  return check === undefined ? 0 : 2 * (1 / 6) * (1 - atOrUnder(skillOf(content, i, check))) * LOST;
}

/** The gate another active investigator is working on: seen from both sides, or being explored. */
function claimed(state: GameState, me: InvestigatorState, node: number, world: string): boolean {
  for (const o of state.invs) {
    if (o.slot === me.slot || o.status !== 'active') continue;
    if (o.explored === node && o.at === node) return true;
    if (o.world === world) return true;
  }
  return false;
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
  const here = gateAt(state, i.at);
  if (here !== null && i.explored === i.at && i.str > 1 && i.san > 1 && gateChance(content, facts, i, here) >= MIN_ATTACK) {
    return { node: i.at, why: 'attack' };
  }
  const treatable = (n: number): boolean => n >= 0 && !(i.healedShort && i.at === n);
  if (i.str <= HEAL_AT && treatable(facts.hospital)) return { node: facts.hospital, why: 'heal' };
  if (i.san <= HEAL_AT && treatable(facts.sanitarium)) return { node: facts.sanitarium, why: 'heal' };
  const crowded = state.gates.length >= limitOf(state, content) - 2;
  let best: Goal | null = null;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const g of state.gates) {
    const chance = gateChance(content, facts, i, g.world);
    if (chance < MIN_ATTACK) continue;
    let cost = travel(facts, i, i.at, g.n) + 2 + 1 / chance + TURNS_PER_POINT * guardHarm(state, content, facts, i, g.n) + worldRisk(content, i, g.world);
    if (claimed(state, i, g.n, g.world)) cost += CLAIMED;
    // Near the gate limit, speed is all; otherwise a gate where gates open often is worth sealing.
    if (!crowded && holdsElderSign(content, i)) cost -= SEAL_WORTH * (facts.gateOdds[g.n] ?? 0);
    if (cost < bestCost) {
      bestCost = cost;
      best = { node: g.n, why: 'gate' };
    }
  }
  if (best !== null) return best;
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
