// The core catalogue: the cards and services of the first part of the rules only, for the benchmark's
// figures side by side with the full catalogue (`sim --catalogue core`).
import { describe, expect, it } from 'vitest';
import { coreContent, CORE_VERSION_SUFFIX } from '../../src/rulesets/classic/content/core.js';
import type { Effect } from '../../src/rulesets/classic/content/schema.js';
import { engineFor } from '../../src/engine/index.js';
import { runSim } from '../../src/rulesets/classic/sim/run-sim.js';
import { content } from '../engine/support/game.js';

function allEffects(effects: readonly Effect[]): Effect[] {
  return effects.flatMap((e) => {
    const inner = e.do === 'check' ? [...e.pass, ...e.fail] : e.do === 'coin' ? [...e.heads, ...e.tails] : e.do === 'choice' ? e.options.flatMap((o) => o.effects) : e.do === 'ifCarrying' ? [...e.then, ...(e.else ?? [])] : [];
    return [e, ...allEffects(inner)];
  });
}

describe('core catalogue', () => {
  const core = coreContent(content);

  it('keeps the plain items and the attack spells, no local characters, and leaves the full content as it was', () => {
    expect(core.items.length).toBeGreaterThan(5);
    expect(core.items.every((i) => i.effect === undefined)).toBe(true);
    expect(core.items.map((i) => i.id)).toEqual(content.items.filter((i) => i.effect === undefined).map((i) => i.id));
    expect(core.spells.length).toBeGreaterThan(0);
    expect(core.spells.every((s) => s.effect === undefined && s.attack !== undefined)).toBe(true);
    expect(core.allies).toEqual([]);
    expect(content.items.some((i) => i.effect !== undefined)).toBe(true);
    expect(content.allies.length).toBeGreaterThan(0);
    expect(core.version).toBe(`${content.version}${CORE_VERSION_SUFFIX}`);
  });

  it('leaves only treatment, jail and the start as services, and no table face offering the later rules', () => {
    const services = new Set(core.board.locations.flatMap((l) => l.services));
    expect([...services].sort()).toEqual(['hospital', 'jail', 'sanitarium', 'start']);
    const tables = [...Object.values(core.locationTables), ...core.otherWorlds.map((w) => w.table)];
    const kinds = new Set(tables.flatMap((t) => t.flatMap((face) => allEffects(face.effects).map((e) => e.do))));
    for (const later of ['hireAlly', 'retainer', 'sell', 'special']) expect(kinds.has(later as Effect['do']), later).toBe(false);
    expect(kinds.has('draw')).toBe(true);
  });

  it('plays to the end with both bots and every number of players, keeping the invariants', () => {
    for (const bot of ['random', 'heuristic'] as const) {
      for (const players of [1, 2, 4, 8]) {
        const r = runSim({ games: 12, players, seed: `core-${bot}-${players}`, bot, content: core, checkInvariants: true });
        expect(r.firstProblem, `${bot} ${players}`).toBeNull();
        expect(r.stuck + r.errors).toBe(0);
      }
    }
  });

  it('is a content of its own: a game of one catalogue is refused by an engine of the other', () => {
    const state = engineFor(core).start({ players: [{ id: 'a' }] }, 'core').state;
    expect(() => engineFor(content).prompts(state)).toThrow(/content/);
  });
});
