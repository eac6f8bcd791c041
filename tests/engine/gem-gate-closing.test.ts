// Option gemGateClosing: where the Dragon's Eye and the Blue Watcher close a gate. `at-gate` (default):
// standing at it, as the attack on it for the turn (the rules sheet lists the gems under ATTACKING A
// GATE); `anywhere`: from anywhere, at any free moment (the item lines read alone).
import { describe, expect, it } from 'vitest';
import type { GameOptions, GameState } from '../../src/engine/index.js';
import { begin, emptyHands, eventsOf, give, ids, inv, node, play, promptOf, putGate, putMonster } from './support/game.js';

/** Ben at the Train Station holding only `card`; a gate to the Abyss in the Woods (far side unseen), guarded by a Ghoul. */
function farFromGate(card: string, options: Partial<GameOptions> = {}): { s: GameState; guardian: number } {
  const s = begin({ dice: [3, 3, 1, 1], investigators: [['ben-hale', 'amos-wendell']], options });
  emptyHands(s, 0);
  emptyHands(s, 1);
  give(s, 0, 'item', card);
  putGate(s, 'abyss', 'woods');
  const guardian = putMonster(s, 'ghoul', 'woods');
  return { s, guardian };
}

function closeUses(optionIds: string[]): string[] {
  return optionIds.filter((id) => id.includes(':close:'));
}

describe('option gemGateClosing', () => {
  it("at-gate (default): from the Train Station the move prompt offers the Dragon's Eye's banishing, but no gate to close", () => {
    const { s, guardian } = farFromGate('dragons-eye');
    expect(s.options.gemGateClosing).toBe('at-gate');
    const move = ids(promptOf(s, 0));
    expect(move).toContain(`use:dragons-eye:banish:${guardian}`);
    expect(closeUses(move)).toEqual([]);
  });

  it('at-gate: at a guarded gate whose far side is unseen, the gem is the attack step before the guardians: each guardian sanity-checked, then the gate and guardians are trophies; D6 STR', () => {
    const { s, guardian } = farFromGate('blue-watcher');
    inv(s, 0).at = node('woods');
    play(s, 0, 'move', 'stay');
    const p = promptOf(s, 0);
    expect(p.kind).toBe('attack-gate');
    // No attack of one's own (he has not come back through it): skip (meet the Ghoul) or the gem.
    expect(ids(p)).toEqual(['skip', 'use:blue-watcher:close:woods']);
    const events = play(s, 0, 'attack-gate', 'use:blue-watcher:close:woods', [1, 2]);
    expect(eventsOf(events, 'sanity-check')).toEqual([
      { type: 'sanity-check', investigator: 'ben-hale', counter: guardian, species: 'ghoul', die: 1, sanity: 5, pass: true, loss: 0 },
    ]);
    expect(eventsOf(events, 'gate-closed')[0]).toMatchObject({ investigator: 'ben-hale', location: 'woods', world: 'abyss' });
    expect(inv(s, 0)).toMatchObject({ gateTrophies: ['abyss'], trophies: [guardian], str: 3, items: [] });
  });

  it('at-gate: at an unguarded gate the gem closes it from the gate-or-location choice; not after the gate was attacked this turn', () => {
    const open = farFromGate('dragons-eye');
    open.s.monsters = [];
    inv(open.s, 0).at = node('woods');
    play(open.s, 0, 'move', 'stay');
    expect(ids(promptOf(open.s, 0))).toEqual(['location', 'gate', 'use:dragons-eye:close:woods']);
    const events = play(open.s, 0, 'gate-or-location', 'use:dragons-eye:close:woods', [4]);
    expect(eventsOf(events, 'gate-closed')).toHaveLength(1);
    expect(inv(open.s, 0).str).toBe(1);

    // Once a turn: one who attacked this gate this turn (and failed) may not throw the gem at it too.
    const tried = farFromGate('dragons-eye');
    tried.s.monsters = [];
    Object.assign(inv(tried.s, 0), { at: node('woods'), attackedTurn: tried.s.turn });
    play(tried.s, 0, 'move', 'stay');
    expect(closeUses(ids(promptOf(tried.s, 0)))).toEqual([]);
  });

  it("anywhere: the move prompt offers to close every gate on the board, however far off; it closes at once, with no sanity check, for D6 STR", () => {
    const { s, guardian } = farFromGate('dragons-eye', { gemGateClosing: 'anywhere' });
    putGate(s, 'rlyeh', 'devils-beach');
    const move = ids(promptOf(s, 0));
    expect(closeUses(move).sort()).toEqual(['use:dragons-eye:close:devils-beach', 'use:dragons-eye:close:woods']);
    const events = play(s, 0, 'move', 'use:dragons-eye:close:woods', [2]);
    expect(eventsOf(events, 'sanity-check')).toEqual([]);
    expect(eventsOf(events, 'gate-closed')[0]).toMatchObject({ location: 'woods', world: 'abyss' });
    expect(inv(s, 0)).toMatchObject({ at: node('train-station'), trophies: [guardian], str: 3 });
  });

  it('anywhere: at a guarded gate whose far side is unseen, the guardians are met first (the gem is no attack step)', () => {
    const { s, guardian } = farFromGate('blue-watcher', { gemGateClosing: 'anywhere' });
    inv(s, 0).at = node('woods');
    play(s, 0, 'move', 'stay');
    const p = promptOf(s, 0);
    expect(p.kind).toBe('sneak-or-fight');
    expect(ids(p)).toContain(`fight:${guardian}`);
  });
});
