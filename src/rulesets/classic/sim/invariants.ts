// Invariants every state of a game keeps (checked by the simulator on request, and by the tests):
// Doom goes down only by 1 per Elder Sign laid, money never below 0, STR and SAN within 0..max,
// every card and counter in exactly one place, at most one gate per location, the version rising;
// each local character in at most one hand, no more retainers out than printed.
import type { Content } from '../content/schema.js';
import { cardCensus } from '../../../engine/index.js';
import type { GameState } from '../../../engine/index.js';

export interface Watch {
  doom: number;
  version: number;
  /** Cards lying on the board (Elder Signs): each laid takes the Doom Factor back by 1. */
  signs: number;
}

export function watchOf(state: GameState): Watch {
  return { doom: state.doom, version: state.version, signs: state.boardCards.length };
}

/** Every broken invariant, as short sentences (none: an empty list). */
export function brokenInvariants(content: Content, state: GameState, before: Watch | null): string[] {
  const problems: string[] = [];
  if (before !== null) {
    const signs = state.boardCards.length - before.signs;
    if (state.doom < before.doom - signs) problems.push(`doom went down from ${before.doom} to ${state.doom} with ${signs} Elder Sign(s) laid`);
    if (state.version <= before.version) problems.push(`version did not rise (${before.version} → ${state.version})`);
  }
  const max = content.rules.statMax;
  for (const i of state.invs) {
    if (i.money < 0) problems.push(`${i.id} has $${i.money}`);
    if (i.str < 0 || i.str > max) problems.push(`${i.id} has STR ${i.str}`);
    if (i.san < 0 || i.san > max) problems.push(`${i.id} has SAN ${i.san}`);
  }
  const sites = new Set<number>();
  for (const g of state.gates) {
    if (sites.has(g.n)) problems.push(`two gates at node ${g.n}`);
    sites.add(g.n);
  }
  const census = cardCensus(state);
  const expect = (what: string, found: Map<string, number>, cards: { id: string; copies: number }[]): void => {
    for (const card of cards) {
      const n = found.get(card.id) ?? 0;
      if (n !== card.copies) problems.push(`${what} ${card.id}: ${n} in play, ${card.copies} printed`);
    }
  };
  expect('item', census.item, content.items);
  expect('spell', census.spell, content.spells);
  expect('skill', census.skill, content.skills);
  expect('gate', census.gate, content.otherWorlds.map((w) => ({ id: w.id, copies: 2 })));
  const counters = content.monsters.reduce((n, m) => n + m.counters.length, 0);
  for (let c = 0; c < counters; c += 1) {
    const n = census.monsters.get(c) ?? 0;
    if (n !== 1) problems.push(`monster counter ${c} is in ${n} places`);
  }
  for (const [ally, n] of census.ally) if (n > 1) problems.push(`ally ${ally} is held ${n} times`);
  const retainers = state.invs.filter((i) => i.retainer).length;
  if (retainers > content.rules.retainers) problems.push(`${retainers} retainers held, ${content.rules.retainers} printed`);
  return problems;
}
