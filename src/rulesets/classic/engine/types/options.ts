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
  /** Healing Stone: the target rolls the Strength check (rules sheet), or the user does (digest). */
  healingStoneCheck: 'target' | 'user';
  /** §13: Dark's Carnival is a building (default: Hounds enter it) or not (the digest's data). */
  darksCarnivalBuilding: boolean;
  /** §13: only magic harms a Hound of Tindalos (rules sheet); off lets Fight and weapons count. */
  houndOnlyMagic: boolean;
  /** §13: the Vampire grows +1 SP each Mythos Phase (rules sheet) or each time a gate opens. */
  vampireGrowth: 'mythos-phase' | 'gate-opened';
  /** House rule, 3 players or fewer: at setup each investigator takes two of an extra skill, spell, item. */
  extraStartCards: boolean;
  /** House rule: treatment at the Hospital or Sanitarium heals all the way to the maximum at once. */
  fullHeal: boolean;
  /** House rule: a Power killed by destroying its gate may seal that location (1 item + 1 spell), Doom unchanged. */
  powerSeal: boolean;
  /** House rule: simplified Mythos movement (flyers, the new monsters and their colour; all on an every-gate roll). */
  simplifiedMonsterMovement: boolean;
  /** rules: a lost investigator is replaced next turn; rescue: the "Investigator Lost" alternate rules. */
  investigatorLost: 'rules' | 'rescue';
  /**
   * The Dragon's Eye and the Blue Watcher close a gate at-gate: standing at it, as one's attack on it for
   * the turn (ATTACKING A GATE, the rules sheet's place for them); anywhere: from anywhere in Arkham (the item lines read alone).
   */
  gemGateClosing: 'at-gate' | 'anywhere';
}

export const DEFAULT_OPTIONS: GameOptions = {
  strictOrder: false,
  investigatorsPerPlayer: 'rules-sheet',
  gateLimit: 'rules-sheet',
  everyGateRolls: 'rules-sheet',
  fastTalkPenalty: true,
  healingStoneCheck: 'target',
  darksCarnivalBuilding: true,
  houndOnlyMagic: true,
  vampireGrowth: 'mythos-phase',
  extraStartCards: false,
  fullHeal: false,
  powerSeal: false,
  simplifiedMonsterMovement: false,
  investigatorLost: 'rules',
  gemGateClosing: 'at-gate',
};

export function withDefaults(options: Partial<GameOptions> | undefined): GameOptions {
  return { ...DEFAULT_OPTIONS, ...(options ?? {}) };
}

/** Who sits at the table: each player's id and, optionally, the investigators they chose. */
export interface GameSetup {
  players: { id: string; investigators?: string[] }[];
  options?: Partial<GameOptions>;
}
