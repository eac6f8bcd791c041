// The engine state as a player may see it: no generator state (it would foretell every die), the
// decks as counts only (their order is the future), and face-down gate cards without their world.
// Shallow: the state handed in is the service's own fresh copy of the document.
import type { GameState } from '../engine/index.js';

export type PublicState = Omit<GameState, 'rng' | 'forcedDice' | 'decks'> & {
  decks: { item: number; spell: number; skill: number; gate: number; monsters: number };
};

export function publicState(state: GameState): PublicState {
  const { rng: _rng, forcedDice: _forced, decks, ...rest } = state;
  return {
    ...rest,
    gates: rest.gates.map((gate) => (gate.up ? gate : { ...gate, world: '' })),
    decks: { item: decks.item.length, spell: decks.spell.length, skill: decks.skill.length, gate: decks.gate.length, monsters: decks.monsters.length },
  };
}
