import { describe, expect, it } from 'vitest';
import { content, engine, eventsOf, graph, node } from './support/game.js';

// The places the rules sheet names where a Hound of Tindalos cannot appear (Hounds of Tindalos 4).
const HOUND_FREE = ['black-cave', 'devils-beach', 'founders-rock', 'graveyard', 'lake-miskatonic', 'woods'];

const players = (n: number, chosen: string[][] = []) => Array.from({ length: n }, (_, k) => ({ id: `p${k + 1}`, investigators: chosen[k] ?? [] }));

describe('Setup', () => {
  it('Setup 1: two investigators per player with fewer than 4 players, one each from 4 (rules sheet)', () => {
    expect(engine.start({ players: players(1) }, 1).state.invs).toHaveLength(2);
    expect(engine.start({ players: players(3) }, 1).state.invs).toHaveLength(6);
    expect(engine.start({ players: players(4) }, 1).state.invs).toHaveLength(4);
  });

  it('Setup 1: option investigatorsPerPlayer "digest" gives 3 to a lone player, 2 each to 2-3 players', () => {
    const digest = { investigatorsPerPlayer: 'digest' as const };
    expect(engine.start({ players: players(1), options: digest }, 1).state.invs).toHaveLength(3);
    expect(engine.start({ players: players(2), options: digest }, 1).state.invs).toHaveLength(4);
    expect(engine.start({ players: players(5), options: digest }, 1).state.invs).toHaveLength(5);
  });

  it('Setup 1: chosen investigators are seated, the rest dealt at random without repeats', () => {
    const s = engine.start({ players: players(2, [['ruth-ashby'], ['amos-wendell', 'ben-hale']]) }, 'seat').state;
    expect(s.invs.map((i) => i.id).slice(0, 1)).toEqual(['ruth-ashby']);
    expect(s.invs.filter((i) => i.player === 1).map((i) => i.id)).toEqual(['amos-wendell', 'ben-hale']);
    expect(new Set(s.invs.map((i) => i.id)).size).toBe(4);
    expect(() => engine.start({ players: players(1, [['nobody']]) }, 1)).toThrow(/unknown investigator/);
    expect(() => engine.start({ players: players(1, [['ruth-ashby', 'ben-hale', 'amos-wendell']]) }, 1)).toThrow(/chose 3/);
  });

  it('Setup 2: each investigator starts with $13, 3 items, 1 skill, 1 spell, charity side up', () => {
    const { state, events } = engine.start({ players: players(2) }, 'kit');
    for (const i of state.invs) {
      expect(i.money).toBe(13);
      expect(i.items).toHaveLength(3);
      expect(i.skills).toHaveLength(1);
      expect(i.spells).toHaveLength(1);
      expect(i.charity).toBe(true);
    }
    expect(eventsOf(events, 'kit-dealt')).toHaveLength(4);
  });

  it('Setup 2: 2 items each with more than 4 players', () => {
    for (const i of engine.start({ players: players(5) }, 'kit5').state.invs) expect(i.items).toHaveLength(2);
    for (const i of engine.start({ players: players(4) }, 'kit4').state.invs) expect(i.items).toHaveLength(3);
  });

  it('Setup 3: divides 10 points between Strength and Sanity, each 3..7', () => {
    const step = engine.start({ players: players(1) }, 'split');
    expect(step.prompts).toHaveLength(2);
    for (const p of step.prompts) {
      expect(p.kind).toBe('setup-stats');
      if (p.kind !== 'setup-stats') continue;
      expect(p.options.map((o) => [o.strength, o.sanity])).toEqual([
        [3, 7],
        [4, 6],
        [5, 5],
        [6, 4],
        [7, 3],
      ]);
      expect(p.default).toBe('str-5');
    }
    const p = step.prompts[0];
    if (!p) throw new Error('no prompt');
    const next = engine.answer(step.state, { promptId: p.id, optionId: 'str-7', version: 0 });
    if ('error' in next) throw new Error(next.message);
    expect([next.state.invs[0]?.str, next.state.invs[0]?.san]).toEqual([7, 3]);
    expect(eventsOf(next.events, 'stats-set')).toEqual([{ type: 'stats-set', investigator: next.state.invs[0]?.id, strength: 7, sanity: 3 }]);
  });

  it('Setup 4: every investigator starts inside the Train Station location, not on its street', () => {
    for (const i of engine.start({ players: players(3) }, 'station').state.invs) expect(i.at).toBe(node('train-station'));
  });

  it('Setup 5: first gate by 2D6 on the gate table, top gate card face down, 3 random monsters face up, Doom 1', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const { state, events } = engine.start({ players: players(1) }, seed);
      const [roll] = eventsOf(events, 'gate-roll');
      if (!roll) throw new Error('no gate roll');
      const total = (roll.dice[0] ?? 0) + (roll.dice[1] ?? 0);
      expect(roll.location).toBe(content.gateTable.rolls[String(total)]);
      expect(state.gates).toEqual([{ n: node(roll.location), world: expect.any(String), up: false }]);
      expect(state.decks.gate).toHaveLength(15);
      expect(state.doom).toBe(1);
      const placed = eventsOf(events, 'monster-appeared');
      const refused = eventsOf(events, 'monster-returned').filter((e) => e.reason === 'refused');
      expect(placed.length + refused.length).toBe(3);
      for (const m of state.monsters) {
        expect(m.n).toBe(node(roll.location));
        expect(m.up).toBe(true);
      }
    }
  });

  it('Setup 5: a Hound drawn for a first gate outside a building goes back to the pile, not replaced', () => {
    let seen = false;
    for (let seed = 0; seed < 400 && !seen; seed += 1) {
      const { state, events } = engine.start({ players: players(1) }, `hound-${seed}`);
      const refused = eventsOf(events, 'monster-returned').filter((e) => e.reason === 'refused');
      if (refused.length === 0) continue;
      seen = true;
      expect(refused[0]?.species).toBe('hound-of-tindalos');
      expect(graph.isLocation(state.gates[0]?.n ?? 0)).toBe(true);
      expect(HOUND_FREE).toContain(graph.ids[state.gates[0]?.n ?? 0]);
      expect(state.monsters).toHaveLength(3 - refused.length);
      expect(eventsOf(events, 'monster-appeared')).toHaveLength(3 - refused.length);
    }
    expect(seen).toBe(true);
    // And one drawn for a building stays there.
    let kept = false;
    for (let seed = 0; seed < 400 && !kept; seed += 1) {
      const { state, events } = engine.start({ players: players(1) }, `hound-${seed}`);
      if (!eventsOf(events, 'monster-appeared').some((e) => e.species === 'hound-of-tindalos')) continue;
      kept = true;
      expect(HOUND_FREE).not.toContain(graph.ids[state.gates[0]?.n ?? 0]);
    }
    expect(kept).toBe(true);
  });

  it('Setup 6: each player rolls 2D6; the highest starts, the tied roll again', () => {
    let ties = 0;
    for (let seed = 0; seed < 30; seed += 1) {
      const { state, events } = engine.start({ players: players(3) }, `first-${seed}`);
      const [first] = eventsOf(events, 'first-player');
      if (!first) throw new Error('no first-player event');
      const rounds = Math.max(...first.rolls.map((r) => r.round));
      const lastRound = first.rolls.filter((r) => r.round === rounds);
      const best = Math.max(...lastRound.map((r) => (r.dice[0] ?? 0) + (r.dice[1] ?? 0)));
      const winners = lastRound.filter((r) => (r.dice[0] ?? 0) + (r.dice[1] ?? 0) === best);
      expect(winners).toHaveLength(1);
      expect(first.player).toBe(winners[0]?.player);
      expect(state.players[state.firstPlayer]?.id).toBe(first.player);
      // Every player rolls in round 1; each later round is exactly those tied for the highest before.
      expect(first.rolls.filter((r) => r.round === 1).map((r) => r.player)).toEqual(['p1', 'p2', 'p3']);
      for (let round = 2; round <= rounds; round += 1) {
        const before = first.rolls.filter((r) => r.round === round - 1);
        const top = Math.max(...before.map((r) => (r.dice[0] ?? 0) + (r.dice[1] ?? 0)));
        const tied = before.filter((r) => (r.dice[0] ?? 0) + (r.dice[1] ?? 0) === top).map((r) => r.player);
        expect(tied.length).toBeGreaterThan(1);
        expect(first.rolls.filter((r) => r.round === round).map((r) => r.player)).toEqual(tied);
      }
      if (rounds > 1) ties += 1;
    }
    expect(ties).toBeGreaterThan(0);
  });

  it('Setup: a game starts in the setup phase and turn 1 begins when every split is made and everyone is ready (Setup 7)', () => {
    const step = engine.start({ players: players(2) }, 'phases');
    expect(step.state.phase).toBe('setup');
    let s = step.state;
    let prompts = step.prompts;
    while (s.phase === 'setup') {
      const p = prompts[0];
      if (!p) throw new Error('no prompt in setup');
      expect(['setup-stats', 'setup-trade']).toContain(p.kind);
      const next = engine.answer(s, { promptId: p.id, optionId: p.default, version: s.version });
      if ('error' in next) throw new Error(next.message);
      s = next.state;
      prompts = next.prompts;
    }
    expect(s.phase).toBe('investigator');
    expect(s.turn).toBe(1);
  });
});

