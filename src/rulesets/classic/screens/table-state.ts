// The game state the screens draw from: the engine's own state, or the public copy a player's view
// carries (no dice generator, decks as counts). The renderers read neither, so both will do.
import type { GameState } from '../../../engine/index.js';

export type TableState = Omit<GameState, 'rng' | 'forcedDice' | 'decks'>;
