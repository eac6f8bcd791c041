// Every game option, in every pairing of values with every other option: seven rows of settings cover
// all pairs of the fifteen two-way switches (each option's column is a different 7-bit word with a 0
// first and four 1s, so any two columns show 00, 01, 10 and 11 somewhere). Random play on each row,
// 1 to 8 players: no error, no stuck game, the invariants kept after every answer.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../src/engine/index.js';
import type { GameOptions } from '../../src/engine/index.js';
import { runSim } from '../../src/rulesets/classic/sim/run-sim.js';
import { content } from '../engine/support/game.js';

type Switch = { [K in keyof GameOptions]: [K, GameOptions[K], GameOptions[K]] }[keyof GameOptions];

/** Each option with its default first and the other reading second. */
const SWITCHES: Switch[] = [
  ['strictOrder', false, true],
  ['investigatorsPerPlayer', 'rules-sheet', 'digest'],
  ['gateLimit', 'rules-sheet', 'digest'],
  ['everyGateRolls', 'rules-sheet', 'board'],
  ['fastTalkPenalty', true, false],
  ['healingStoneCheck', 'target', 'user'],
  ['darksCarnivalBuilding', true, false],
  ['houndOnlyMagic', true, false],
  ['vampireGrowth', 'mythos-phase', 'gate-opened'],
  ['extraStartCards', false, true],
  ['fullHeal', false, true],
  ['powerSeal', false, true],
  ['simplifiedMonsterMovement', false, true],
  ['investigatorLost', 'rules', 'rescue'],
  ['gemGateClosing', 'at-gate', 'anywhere'],
];

const ROWS = 7;

/** The 6-bit words with four 1s, in order: 15 of them, one per option. */
function columns(): number[] {
  const out: number[] = [];
  for (let w = 0; w < 64; w += 1) {
    let ones = 0;
    for (let b = w; b > 0; b >>= 1) ones += b & 1;
    if (ones === 4) out.push(w);
  }
  return out;
}

function row(r: number): Partial<GameOptions> {
  const words = columns();
  const options: Record<string, unknown> = {};
  SWITCHES.forEach(([key, first, second], k) => {
    // Row 0 is all defaults; row r > 0 reads bit r - 1 of the option's word.
    const on = r > 0 && (((words[k] ?? 0) >> (r - 1)) & 1) === 1;
    options[key] = on ? second : first;
  });
  return options as Partial<GameOptions>;
}

describe('game options, pair by pair', () => {
  it('the rows cover every pair of values of every two options', () => {
    expect(SWITCHES.length).toBe(Object.keys(DEFAULT_OPTIONS).length);
    const rows = Array.from({ length: ROWS }, (_, r) => row(r));
    expect(rows[0]).toEqual(DEFAULT_OPTIONS);
    for (const [a, , a2] of SWITCHES) {
      for (const [b, , b2] of SWITCHES) {
        if (a === b) continue;
        const seen = new Set(rows.map((o) => `${String(o[a] === a2)}/${String(o[b] === b2)}`));
        expect(seen.size, `${a} with ${b}`).toBe(4);
      }
    }
  });

  for (let r = 0; r < ROWS; r += 1) {
    it(`row ${r}: random games of 1 to 8 players end without error, stuck game or broken invariant`, () => {
      for (let players = 1; players <= 8; players += 1) {
        const result = runSim({ games: 3, players, seed: `pairs-${r}-${players}`, bot: 'random', content, options: row(r), checkInvariants: true });
        expect(result.firstProblem, `row ${r}, ${players} players`).toBeNull();
        expect(result.errors + result.stuck).toBe(0);
      }
    });
  }
});
