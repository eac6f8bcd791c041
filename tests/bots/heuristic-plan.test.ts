// The heuristic bot's plan and judgement: gearing up, sharing gates out, the look ahead at the Mythos
// Phase, aiming monsters, buying, sneaking into a gate, and a stalled game.
import { describe, expect, it } from 'vitest';
import { walkerRoute } from '../../src/engine/index.js';
import type { EncounterOption, MoveOption } from '../../src/engine/index.js';
import { chooseAim, chooseBuy } from '../../src/rulesets/classic/bots/choices.js';
import { factsOf } from '../../src/rulesets/classic/bots/facts.js';
import { chooseEncounter } from '../../src/rulesets/classic/bots/fights.js';
import { chooseMove } from '../../src/rulesets/classic/bots/moves.js';
import { fitForGate, goalOf, LONG_GAME } from '../../src/rulesets/classic/bots/plan.js';
import { threatMap } from '../../src/rulesets/classic/bots/threat.js';
import { begin, content, emptyHands, give, graph, node, putGate, putMonster } from '../engine/support/game.js';

function investigator(s: ReturnType<typeof begin>, slot: number) {
  const i = s.invs[slot];
  if (!i) throw new Error(`no slot ${slot}`);
  return i;
}

function move(id: string, end: string): MoveOption {
  return { id, to: end, end, stoppedAt: null, cost: 1, taxi: false, price: 0, monsters: 0, gate: false };
}

describe('heuristic bot: the plan', () => {
  it('heuristic: with no gate within its strength it gears up where a table hands out cards', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    emptyHands(s, 0);
    putGate(s, 'rlyeh', 'woods');
    const goal = goalOf(s, content, investigator(s, 0));
    expect(goal?.why).toBe('gear');
    expect(factsOf(content).gear).toContain(goal?.node);
  });

  it('heuristic: shares the gates out, one investigator to each', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    putGate(s, 'abyss', 'woods');
    putGate(s, 'earths-dreamlands', 'black-cave');
    give(s, 0, 'item', 'shotgun');
    give(s, 1, 'item', 'shotgun');
    const a = goalOf(s, content, investigator(s, 0));
    const b = goalOf(s, content, investigator(s, 1));
    expect(a?.why).toBe('gate');
    expect(b?.why).toBe('gate');
    expect(a?.node).not.toBe(b?.node);
  });

  it('heuristic: in a stalled game anyone goes through a gate, and the hurt still go for treatment (out hurt, one is only knocked out again)', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const i = investigator(s, 0);
    i.str = 2;
    expect(fitForGate(i, s)).toBe(false);
    expect(goalOf(s, content, i)?.why).toBe('heal');
    s.turn = LONG_GAME;
    expect(fitForGate(i, s)).toBe(true);
    expect(goalOf(s, content, i)).toEqual({ node: node('hospital'), why: 'heal' });
  });
});

describe('heuristic bot: the look ahead', () => {
  it('threatMap: the spaces of a walker\'s next route and of a flyer\'s reach are dangerous; a location is safe from both', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    // The first Formless Spawn counter walks L-5, and only magic harms it.
    const spawn = putMonster(s, 'formless-spawn', 'st-40');
    const m = s.monsters.find((x) => x.c === spawn);
    if (!m) throw new Error('no monster');
    const route = walkerRoute(graph, m, 'L', 5, () => false);
    const threat = threatMap(s, content, investigator(s, 0));
    for (const n of route) expect(threat[n]).toBeGreaterThan(0);
    expect(threat[node('hospital')]).toBe(0);
    putMonster(s, 'shantak', 'st-10');
    const flyers = threatMap(s, content, investigator(s, 0));
    expect(flyers[node('st-03')]).toBeGreaterThan(0);
    expect(flyers[node('train-station')]).toBe(0);
  });

  it('heuristic: of two moves as near its goal, it ends where no monster will come in the Mythos Phase', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    putMonster(s, 'formless-spawn', 'st-40');
    const i = investigator(s, 0);
    const goal = { node: node('st-01'), why: 'gate' as const };
    const threat = threatMap(s, content, i);
    const onRoute = graph.ids.findIndex((_, n) => !graph.isLocation(n) && (threat[n] ?? 0) > 0);
    const safe = graph.ids.findIndex((_, n) => n !== onRoute && !graph.isLocation(n) && (threat[n] ?? 0) === 0 && graph.distance(n, goal.node) === graph.distance(onRoute, goal.node));
    expect(onRoute).toBeGreaterThanOrEqual(0);
    expect(safe).toBeGreaterThanOrEqual(0);
    const options = [move('go:a', graph.ids[onRoute] ?? ''), move('go:b', graph.ids[safe] ?? '')];
    expect(chooseMove(options, i, goal, s, content)).toBe('go:b');
  });
});

describe('heuristic bot: judgement', () => {
  it('heuristic: aims a monster\'s arrow away from the investigators', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const maniac = putMonster(s, 'maniac', 'st-40');
    const m = s.monsters.find((x) => x.c === maniac);
    if (!m) throw new Error('no monster');
    const first = walkerRoute(graph, m, 'L', 5, () => false)[1] ?? -1;
    investigator(s, 0).at = first;
    investigator(s, 1).at = node('hospital');
    const pick = chooseAim(['keep', 'st-36', 'st-39', 'st-41', 'st-46'], maniac, s, content);
    expect(pick).not.toBe('keep');
    const route = walkerRoute(graph, { n: m.n, from: m.from, aim: node(pick) }, 'L', 5, () => false);
    expect(route).not.toContain(first);
  });

  it('heuristic: buys what raises its odds at a gate, and passes on the rest', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    emptyHands(s, 0);
    const i = investigator(s, 0);
    const buy = (card: string, k: number) => ({ id: `buy:${k}`, action: 'buy' as const, card, price: 3 });
    const done = { id: 'done', action: 'done' as const, card: null, price: 0 };
    expect(chooseBuy([done, buy('knife', 0), buy('shotgun', 1)], i, 'item', content)).toBe('buy:1');
    expect(chooseBuy([done, buy('auction', 0)], i, 'item', content)).toBe('done');
  });

  it('heuristic: sneaks past the guardians into the gate it is making for, rather than fight a long shot', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    emptyHands(s, 0);
    const i = investigator(s, 0);
    const options: EncounterOption[] = [
      { id: 'fight:0', action: 'fight', counter: 0, species: 'cthulhu', sp: 30, chance: 0 },
      { id: 'sneak', action: 'sneak', counter: null, species: null, sp: null, chance: 4 },
      { id: 'sneak-gate', action: 'sneak-gate', counter: null, species: null, sp: null, chance: 4 },
    ];
    expect(chooseEncounter(options, i, true, s, content)).toBe('sneak-gate');
    expect(chooseEncounter(options, i, false, s, content)).toBe('sneak');
  });
});
