// The Hounds of Tindalos 2 and 3 wherever a Hound attacks (a building in Arkham, an Other World), and a
// fight no one may leave asked of the player round by round (docs/engine-protocol.md, Prompts).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/index.js';
import { begin, counterOf, emptyHands, eventsOf, ids, inWorld, inv, kick, node, play, promptOf, putGate, putMonster } from './support/game.js';

const BEN: [string, string] = ['ben-hale', 'amos-wendell'];

/** Ben, empty-handed, standing in City Hall (a building with a free street next door) with `species` and a gate. */
function atGuardedGate(species: string): { s: GameState; counter: number } {
  const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
  emptyHands(s, 0);
  emptyHands(s, 1);
  putGate(s, 'yuggoth', 'city-hall');
  const counter = putMonster(s, species, 'city-hall');
  inv(s, 0).at = node('city-hall');
  play(s, 0, 'move', 'stay');
  return { s, counter };
}

/** Ben in box 2 of Another Dimension (Hounds may appear there) with only `species` left in the pile; his box 1 roll (face 5) brings it. */
function metInWorld(species: string): { s: GameState; counter: number } {
  const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
  emptyHands(s, 0);
  emptyHands(s, 1);
  putGate(s, 'another-dimension', 'woods', true);
  const counter = counterOf(species, s);
  s.decks.monsters = [counter];
  inWorld(s, 0, 'another-dimension', 2);
  kick(s, [5]);
  expect(inv(s, 0).owMonsters).toEqual([counter]);
  return { s, counter };
}

describe('The Hounds of Tindalos', () => {
  it('Hounds 2: no Sneak from a Hound: the encounter prompt offers only the fight, though a free space and a gate are next to one', () => {
    const hound = atGuardedGate('hound-of-tindalos');
    const p = promptOf(hound.s, 0);
    expect(p.kind).toBe('sneak-or-fight');
    expect(ids(p)).toEqual([`fight:${hound.counter}`]);
    // The same place with a Ghoul: both Sneaks are offered, so the Hound alone takes them away.
    const ghoul = atGuardedGate('ghoul');
    expect(ids(promptOf(ghoul.s, 0))).toEqual([`fight:${ghoul.counter}`, 'sneak', 'sneak-gate']);
  });

  it('Hounds 2: no Sneak from a Hound met in an Other World either (another monster there may be sneaked past)', () => {
    const hound = metInWorld('hound-of-tindalos');
    expect(ids(promptOf(hound.s, 0))).toEqual([`fight:${hound.counter}`]);
    const ghoul = metInWorld('ghoul');
    expect(ids(promptOf(ghoul.s, 0))).toEqual([`fight:${ghoul.counter}`, 'sneak']);
  });

  it('Hounds 3: in a building, a Hound that costs Strength goes back to the Monster pile', () => {
    const { s, counter } = atGuardedGate('hound-of-tindalos');
    // Sanity check 1 (holds: 1 SAN), combat die 1 (only magic counts: 1 against 15), D6 = 1 STR lost.
    const events = play(s, 0, 'sneak-or-fight', `fight:${counter}`, [1, 1, 1]);
    expect(eventsOf(events, 'combat')).toHaveLength(1);
    expect(inv(s, 0).str).toBe(4);
    expect(eventsOf(events, 'monster-returned')).toEqual([{ type: 'monster-returned', counter, species: 'hound-of-tindalos', reason: 'hound' }]);
    expect(s.monsters.map((m) => m.c)).not.toContain(counter);
    expect(s.decks.monsters).toContain(counter);
  });

  it('Hounds 3: met in an Other World, a Hound that costs Strength goes back to the Monster pile after that one attack', () => {
    const { s, counter } = metInWorld('hound-of-tindalos');
    const str = inv(s, 0).str;
    // Sanity check 1 (holds), combat die 1 against 15, D6 = 2 STR lost; then the Hound is gone.
    const all = play(s, 0, 'sneak-or-fight', `fight:${counter}`, [1, 1, 2]);
    // His turn is over then, and the Mythos Phase runs on: look at his turn alone.
    const events = all.slice(0, all.findIndex((e) => e.type === 'turn-ended'));
    expect(eventsOf(events, 'combat')).toHaveLength(1);
    expect(inv(s, 0).str).toBe(str - 2);
    expect(eventsOf(events, 'monster-returned')).toEqual([{ type: 'monster-returned', counter, species: 'hound-of-tindalos', reason: 'hound' }]);
    expect(inv(s, 0).owMonsters).toEqual([]);
    expect(inv(s, 0).status).toBe('active');
  });

  it('Hounds 4: a Hound drawn in a Hound-safe world (the Abyss) goes back to the pile without effect, not replaced', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [BEN] });
    emptyHands(s, 0);
    emptyHands(s, 1);
    putGate(s, 'abyss', 'woods', true);
    const hound = counterOf('hound-of-tindalos', s);
    s.decks.monsters = [hound];
    inWorld(s, 0, 'abyss', 2);
    // Box 1 of the Abyss, face 3: a monster, and the only one left is the Hound.
    const all = kick(s, [3]);
    const events = all.slice(0, all.findIndex((e) => e.type === 'turn-ended' && e.investigator === 'ben-hale') + 1);
    expect(eventsOf(events, 'monster-returned')).toEqual([{ type: 'monster-returned', counter: hound, species: 'hound-of-tindalos', reason: 'refused' }]);
    expect(eventsOf(events, 'monster-met')).toEqual([]);
    expect(eventsOf(events, 'sanity-check')).toEqual([]);
    expect(events.at(-1)).toMatchObject({ type: 'turn-ended', investigator: 'ben-hale' });
    expect(eventsOf(events, 'box')).toEqual([{ type: 'box', investigator: 'ben-hale', world: 'abyss', box: 1 }]);
  });

  it('a fight no one may leave is asked round by round: after a round the Hound survives unhurt, the only option is a new prompt', () => {
    const { s, counter } = atGuardedGate('hound-of-tindalos');
    const i = inv(s, 0);
    // At 1 STR the lost round's blow would leave him at 0: the hired ally takes it, so the Hound costs nothing and stays.
    i.str = 1;
    i.allies = ['shunned-house-ally'];
    const first = promptOf(s, 0);
    const events = play(s, 0, 'sneak-or-fight', `fight:${counter}`, [1, 1, 3]);
    expect(eventsOf(events, 'combat')).toHaveLength(1);
    expect(eventsOf(events, 'ally-took-blow')).toHaveLength(1);
    expect(s.monsters.map((m) => m.c)).toContain(counter);
    const again = promptOf(s, 0);
    expect(again.kind).toBe('sneak-or-fight');
    expect(again.id).not.toBe(first.id);
    expect(ids(again)).toEqual([`fight:${counter}`]);
    const next = play(s, 0, 'sneak-or-fight', `fight:${counter}`, [1, 6]);
    expect(eventsOf(next, 'combat')).toHaveLength(1);
  });
});
