import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOTS, botNamed, heuristicBot, randomBot } from '../../src/rulesets/classic/bots/index.js';
import { seedRng } from '../../src/engine/index.js';
import type { GameState, Prompt } from '../../src/engine/index.js';
import { runSim } from '../../src/rulesets/classic/sim/run-sim.js';
import { begin, content, engine, give, node, putGate } from '../engine/support/game.js';

function promptOf(s: GameState, slot: number): Prompt {
  const p = engine.prompts(s).find((q) => q.slot === slot);
  if (!p) throw new Error('no prompt');
  return p;
}

describe('bots', () => {
  it('are found by name', () => {
    expect(Object.keys(BOTS).sort()).toEqual(['heuristic', 'random']);
    expect(botNamed('random')).toBe(randomBot);
    expect(botNamed('toString')).toBeUndefined();
  });

  it('never use Math.random or the clock', () => {
    for (const file of readdirSync(join('src', 'bots'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
      const code = readFileSync(join('src', 'bots', file), 'utf8');
      expect(code, file).not.toMatch(/Math\.random|Date\.now|new Date/);
    }
  });

  it('random: picks an offered option, the same one for the same generator state', () => {
    const s = begin({ dice: [6, 6, 6, 6] });
    const p = promptOf(s, 0);
    const a = randomBot(p, s, content, seedRng('x'));
    const b = randomBot(p, s, content, seedRng('x'));
    expect(a).toBe(b);
    expect(p.options.map((o) => o.id)).toContain(a);
    const picks = new Set<string>();
    const rng = seedRng('spread');
    for (let k = 0; k < 200; k += 1) picks.add(randomBot(p, s, content, rng));
    expect(picks.size).toBeGreaterThan(20);
  });

  it('heuristic: splits STR and SAN 6/4 (roving monsters cost STR above all)', () => {
    const step = engine.start({ players: [{ id: 'h' }] }, 'h');
    const p = step.prompts[0];
    if (!p) throw new Error('no prompt');
    expect(heuristicBot(p, step.state, content, seedRng('h'))).toBe('str-6');
  });

  it('heuristic: heads for the nearest gate it is armed to close', () => {
    const s = begin({ dice: [6, 6, 1, 1] });
    putGate(s, 'abyss', 'woods');
    give(s, 0, 'item', 'shotgun');
    const choice = heuristicBot(promptOf(s, 0), s, content, seedRng('h'));
    expect(choice).toBe('go:woods');
  });

  it('heuristic: goes for treatment when hurt, and takes it', () => {
    const s = begin({ dice: [6, 4, 1, 1] });
    putGate(s, 'abyss', 'woods');
    if (s.invs[0]) s.invs[0].str = 2;
    const choice = heuristicBot(promptOf(s, 0), s, content, seedRng('h'));
    expect(choice).toBe('go:hospital');
  });

  it('heuristic: attacks a gate whose far side it has seen', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    putGate(s, 'abyss', 'woods', true);
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    Object.assign(i, { at: node('woods'), explored: node('woods') });
    expect(heuristicBot(promptOf(s, 0), s, content, seedRng('h'))).toBe('stay');
    engine.applyAnswerInPlace(s, { promptId: promptOf(s, 0).id, optionId: 'stay', version: s.version });
    expect(heuristicBot(promptOf(s, 0), s, content, seedRng('h'))).toBe('attack');
  });

  it('heuristic: only ever names offered options, and closes more gates than random play', () => {
    let closedBy = { heuristic: 0, random: 0 };
    for (const bot of ['heuristic', 'random'] as const) {
      const result = runSim({
        games: 60,
        players: 2,
        seed: 'compare',
        bot,
        content,
        log: (line) => {
          if (line.includes('"gate-closed"')) closedBy = { ...closedBy, [bot]: closedBy[bot] + 1 };
        },
      });
      expect(result.errors).toBe(0);
      expect(result.stuck).toBe(0);
    }
    expect(closedBy.heuristic).toBeGreaterThan(closedBy.random * 3);
  });
});
