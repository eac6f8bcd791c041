// The heuristic bot's look ahead at the next Mythos Phase: for every node, what ending one's turn
// there would likely cost in STR and SAN, from the monsters that would reach it. Walkers follow their
// route (the engine's own walkerRoute, stopping at the first investigator on it); flyers strike a space
// they can reach where no other investigator is nearer (Hounds: buildings only, others: streets).
import type { Content } from '../content/schema.js';
import { walkerRoute } from '../../../engine/index.js';
import type { GameState, InvestigatorState } from '../../../engine/index.js';
import { factsOf } from './facts.js';
import type { CounterFacts } from './facts.js';
import { atOrUnder, bestAttack, planChance, skillOf } from './odds.js';

/** STR lost to one counterattack, on average (D6). */
const COUNTERATTACK = 3.5;

function worst(amount: number | string): number {
  if (typeof amount === 'number') return amount;
  const m = /^-?(\d*)D6([+-]\d+)?$/.exec(amount);
  if (!m) return 0;
  const dice = m[1] === '' || m[1] === undefined ? 1 : Number(m[1]);
  return dice * 3.5 + Number(m[2] ?? 0);
}

/**
 * Expected STR and SAN lost to one monster's attack: its sanity check, then a round of combat, and
 * (missing) a counterattack and a second round or a Sneak.
 */
export function attackHarm(content: Content, i: InvestigatorState, c: CounterFacts): number {
  const pass = atOrUnder(i.san);
  const san = pass * worst(c.species.sanity[0]) + (1 - pass) * worst(c.species.sanity[1]);
  const kill = planChance(bestAttack(content, i, c, false), c.species.sp);
  // A Nightgaunt's hit costs no STR (it carries one off through a gate instead).
  const blow = c.species.specials.includes('carries-through-gate') ? 0.5 : COUNTERATTACK;
  const escape = atOrUnder(skillOf(content, i, 'sneak'));
  const str = (1 - kill) * blow * (1 + (1 - escape) * (1 - kill));
  return san + str;
}

/** What meeting the monsters standing at `node` would cost `i` in STR and SAN (each met, as if attacked). */
export function meetingHarm(state: GameState, content: Content, i: InvestigatorState, node: number): number {
  const facts = factsOf(content);
  let harm = 0;
  for (const m of state.monsters) {
    const c = facts.counters[m.c];
    if (m.n === node && c && (!c.hound || facts.building[node] === 1)) harm += attackHarm(content, i, c);
  }
  return harm;
}

/** By node: the expected harm to `me` of ending the turn there, from monsters moving in the Mythos Phase. */
export function threatMap(state: GameState, content: Content, me: InvestigatorState): Float32Array {
  const facts = factsOf(content);
  const g = facts.graph;
  const threat = new Float32Array(g.size);
  const others: number[] = [];
  for (const i of state.invs) if (i.slot !== me.slot && i.status === 'active' && i.world === null && i.at >= 0) others.push(i.at);
  const occupied = new Uint8Array(g.size);
  for (const n of others) occupied[n] = 1;
  for (const m of state.monsters) {
    const c = facts.counters[m.c];
    if (!c || c.speed === 0 || c.hand === 'S') continue;
    if (occupied[m.n] === 1 && (!c.hound || facts.building[m.n] === 1)) continue;
    const harm = attackHarm(content, me, c);
    if (c.hand === 'F') {
      let nearestOther = Number.POSITIVE_INFINITY;
      for (const n of others) if (flyerPrey(g.isLocation(n), facts.building[n] === 1, c.hound)) nearestOther = Math.min(nearestOther, g.distance(m.n, n));
      for (let n = 0; n < g.size; n += 1) {
        if (!flyerPrey(g.isLocation(n), facts.building[n] === 1, c.hound)) continue;
        const d = g.distance(m.n, n);
        if (d <= c.speed && d <= nearestOther) threat[n] = (threat[n] ?? 0) + harm;
      }
      continue;
    }
    for (const n of walkerRoute(g, m, c.hand, c.speed, (x) => occupied[x] === 1)) threat[n] = (threat[n] ?? 0) + harm;
  }
  return threat;
}

function flyerPrey(location: boolean, building: boolean, hound: boolean): boolean {
  return hound ? building : !location;
}
