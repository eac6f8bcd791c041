// The heuristic bot's move: of every place the move prompt offers (walks, taxi rides, car rides), the
// one that leaves the investigator nearest the goal at the least risk: monsters met where the move
// ends, monsters that would reach that space in the Mythos Phase (threat.ts), a location's event
// table on the way, and the fare.
import type { Content } from '../content/schema.js';
import type { GameState, InvestigatorState, MoveOption } from '../../../engine/index.js';
import { factsOf } from './facts.js';
import { recklessness, stalled, STEPS_PER_TURN, TURNS_PER_POINT } from './plan.js';
import type { Goal } from './plan.js';
import { meetingHarm, threatMap } from './threat.js';

/** An unplanned location encounter on the way: a roll on its table, as often bad as good. */
const DETOUR = 0.25;
/** More so where one face in six opens a gate (the Doom track moves on). */
const GATE_FACE = 0.5;
/** Turns a dollar is worth (the fare). */
const TURNS_PER_DOLLAR = 0.1;
/** On the way to treatment a knock-out only brings one there sooner: harm weighs this much. */
const HEAL_RISK = 0.3;

/** Turns each point of expected harm costs on this move (less and less the longer a game has stalled). */
function riskWeight(state: GameState, goal: Goal): number {
  return TURNS_PER_POINT * (goal.why === 'heal' ? HEAL_RISK : 1) * (1 - recklessness(state));
}

export function chooseMove(options: MoveOption[], i: InvestigatorState, goal: Goal | null, state: GameState, content: Content): string | undefined {
  if (goal === null) return undefined;
  if (goal.node === i.at && options.some((o) => o.id === 'stay')) return 'stay';
  const facts = factsOf(content);
  const g = facts.graph;
  const threat = threatMap(state, content, i);
  const weight = riskWeight(state, goal);
  const gated = new Uint8Array(g.size);
  for (const x of state.gates) gated[x.n] = 1;
  const meet = new Map<number, number>();
  const harmAt = (node: number): number => {
    const harm = meet.get(node) ?? meetingHarm(state, content, i, node);
    meet.set(node, harm);
    return harm;
  };
  // In a stalled game the investigator never waits where it is for the way to clear: it may wait for ever.
  const mustMove = stalled(state) && options.some((o) => o.id !== 'stay');
  let best: MoveOption | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const o of options) {
    if (mustMove && o.id === 'stay') continue;
    const end = g.indexOf(o.end);
    const away = end === goal.node ? 0 : g.distance(end, goal.node) / STEPS_PER_TURN + 0.5;
    let harm = threat[end] ?? 0;
    // The goal's own guardians were weighed in choosing it.
    if (o.monsters > 0 && end !== goal.node) harm += harmAt(end);
    const detour = end !== goal.node && end !== i.at && g.isLocation(end) ? DETOUR + (gated[end] === 0 && (facts.gateOdds[end] ?? 0) > 0 ? GATE_FACE : 0) : 0;
    const score = away + harm * weight + detour + o.price * TURNS_PER_DOLLAR;
    if (score < bestScore) {
      bestScore = score;
      best = o;
    }
  }
  return best?.id;
}
