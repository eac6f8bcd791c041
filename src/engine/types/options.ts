// Game options: every point where the sources disagree (FACTS-1987 §13) is a switch, recorded in the
// game state when the game is created. Defaults follow the rules sheet (shared/rules/000).

export interface GameOptions {
  /** Investigators act one at a time, clockwise from the first player, instead of in any order. */
  strictOrder: boolean;
  /** rules-sheet: two each with fewer than 4 players; digest: 1 player → 3, 2–3 → 2, else 1. */
  investigatorsPerPlayer: 'rules-sheet' | 'digest';
  /** rules-sheet: lost when gates on the board reach 8/7/6 by players; digest: by investigators, held a full game turn. */
  gateLimit: 'rules-sheet' | 'digest';
  /** rules-sheet: a 7 puts a monster on every gated location; board: 4 and 10 do. */
  everyGateRolls: 'rules-sheet' | 'board';
  /** A failed Fast Talk when buying adds $1 (rules sheet); off drops the penalty (digest). */
  fastTalkPenalty: boolean;
}

export const DEFAULT_OPTIONS: GameOptions = {
  strictOrder: false,
  investigatorsPerPlayer: 'rules-sheet',
  gateLimit: 'rules-sheet',
  everyGateRolls: 'rules-sheet',
  fastTalkPenalty: true,
};

export function withDefaults(options: Partial<GameOptions> | undefined): GameOptions {
  return { ...DEFAULT_OPTIONS, ...(options ?? {}) };
}

/** Who sits at the table: each player's id and, optionally, the investigators they chose. */
export interface GameSetup {
  players: { id: string; investigators?: string[] }[];
  options?: Partial<GameOptions>;
}
