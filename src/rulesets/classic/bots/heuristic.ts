// The heuristic bot plays to win. Cards first (cards.ts: Elder Signs and gems close gates, and so on),
// services and trading next (services.ts); for the rest it follows a plan (plan.ts): attack a gate it
// has seen from both sides while the gate may fall, heal when low, otherwise make for the gate it can
// close soonest, gearing up where tables hand out cards when no gate is within its strength. It moves
// nearest its goal at the least risk (moves.ts), fights what it will likely kill and sneaks past the
// rest (fights.ts), and buys, gives up, chooses and aims by what helps it close gates (choices.ts).
import type { Content, Effect } from '../content/schema.js';
import type { GameState, Prompt } from '../../../engine/index.js';
import { investigatorOf } from './board.js';
import { cardChoice, favourCards, plainOptions } from './cards.js';
import { chooseAim, chooseBranch, chooseBuy, chooseDiscard, chooseHeal } from './choices.js';
import { factsOf } from './facts.js';
import { bestLoadout, chooseEncounter } from './fights.js';
import { chooseMove } from './moves.js';
import { fitForGate, gateAt, gateChance, goalOf, MIN_ATTACK, stalled, worthAnAttack } from './plan.js';
import { serviceChoice } from './services.js';
import type { Bot } from './types.js';

/** The STR of the split (SAN takes the rest): monsters on the streets cost STR above all. */
const STRENGTH = 6;

export const heuristicBot: Bot = (prompt, state, content) => {
  const card = cardChoice(prompt, state, content);
  if (card !== undefined) return card;
  const i = investigatorOf(state, prompt.slot);
  switch (prompt.kind) {
    case 'setup-stats':
      return prompt.options.find((o) => o.strength === STRENGTH)?.id ?? prompt.default;
    case 'move':
      return chooseMove(plainOptions(prompt.options), i, goalOf(state, content, i), state, content) ?? prompt.default;
    case 'gate-or-location':
      if (has(prompt, 'attack') && worthAttacking(state, content, prompt.slot)) return 'attack';
      return fitForGate(i, state) && worthEntering(state, content, prompt.slot) ? 'gate' : 'location';
    case 'attack-gate':
      return has(prompt, 'attack') && worthAttacking(state, content, prompt.slot) ? 'attack' : 'skip';
    case 'enter-gate':
      return fitForGate(i, state) && worthEntering(state, content, prompt.slot) ? 'gate' : 'stay';
    case 'sneak-or-fight': {
      const goal = goalOf(state, content, i);
      const intoGate = goal !== null && goal.why === 'gate' && goal.node === i.at;
      return chooseEncounter(plainOptions(prompt.options), i, intoGate, state, content) ?? prompt.default;
    }
    case 'combat-loadout': {
      const target = prompt.context.target;
      return bestLoadout(favourCards(prompt.options, content), target.sp, target.kind === 'gate', content)?.id ?? prompt.default;
    }
    case 'return-gate':
      return fewestGuards(prompt.options.map((o) => o.id), state, content) ?? prompt.default;
    case 'pick-location': {
      const goal = goalOf(state, content, i);
      const id = goal === null ? undefined : factsOf(content).graph.ids[goal.node];
      return id !== undefined && has(prompt, id) ? id : prompt.default;
    }
    case 'buy':
      return chooseBuy(prompt.options, i, prompt.context.deck, content);
    case 'discard':
      return chooseDiscard(prompt.options, prompt.context.deck, i, content) ?? prompt.default;
    case 'choice':
      return chooseBranch(prompt.options.map((o) => o.id), branchesOf(prompt.options.map((o) => o.id), prompt.context, content), i, content) ?? prompt.default;
    case 'heal':
      return chooseHeal(i, prompt.context.service);
    case 'aim-monster':
      return chooseAim(prompt.options.map((o) => o.id), prompt.context.counter, state, content);
    default:
      return serviceChoice(prompt, state) ?? prompt.default;
  }
};

function has(prompt: Prompt, id: string): boolean {
  return prompt.options.some((o) => o.id === id);
}

/** The gate here may fall to the investigator's attack (or Elder Sign) often enough to try. */
function worthAttacking(state: GameState, content: Content, slot: number): boolean {
  const i = investigatorOf(state, slot);
  const world = gateAt(state, i.at);
  if (world === null) return false;
  return worthAnAttack(state, i, gateChance(content, factsOf(content), i, world));
}

/**
 * Through this gate, the investigator could come back and close it. In a stalled game anyone goes
 * through, armed or not: the far side's tables hand out cards too, and one lost out there is replaced by
 * a fresh investigator with a new kit.
 */
function worthEntering(state: GameState, content: Content, slot: number): boolean {
  const i = investigatorOf(state, slot);
  const world = gateAt(state, i.at);
  return world !== null && (stalled(state) || gateChance(content, factsOf(content), i, world) >= MIN_ATTACK);
}

function fewestGuards(ids: string[], state: GameState, content: Content): string | undefined {
  const g = factsOf(content).graph;
  let pick: string | undefined;
  let fewest = Number.POSITIVE_INFINITY;
  for (const id of ids) {
    const n = g.indexOf(id);
    let guards = 0;
    for (const m of state.monsters) if (m.n === n) guards += 1;
    if (guards < fewest) {
      fewest = guards;
      pick = id;
    }
  }
  return pick;
}

/** The branches of the table face behind a `choice` prompt (the car for sale is one of the engine's own). */
function branchesOf(ids: string[], context: { table: 'location' | 'world'; id: string }, content: Content): { key: string; effects: Effect[] }[] | null {
  if (ids.includes('buy-car')) return [{ key: 'buy-car', effects: [{ do: 'special', name: 'car' }] }, { key: 'pass', effects: [] }];
  const table = context.table === 'location' ? content.locationTables[context.id] : content.otherWorlds.find((w) => w.id === context.id)?.table;
  for (const face of table ?? []) {
    const found = findChoice(face.effects, ids);
    if (found) return found;
  }
  return null;
}

function findChoice(effects: readonly Effect[], ids: string[]): { key: string; effects: Effect[] }[] | null {
  for (const e of effects) {
    if (e.do === 'choice' && ids.every((id) => e.options.some((o) => o.key === id))) return e.options;
    const inner = e.do === 'check' ? [...e.pass, ...e.fail] : e.do === 'coin' ? [...e.heads, ...e.tails] : e.do === 'ifCarrying' ? [...e.then, ...(e.else ?? [])] : [];
    const found = inner.length > 0 ? findChoice(inner, ids) : null;
    if (found) return found;
  }
  return null;
}
