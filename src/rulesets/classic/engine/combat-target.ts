// What an attack is against, for the weapons and spells that count in it (combat.ts, card-uses/combat-cards.ts).
export interface TargetRules {
  onlyMagic: boolean;
  weaponsDoOne: boolean;
  /** The monster counter attacked (none: a gate). */
  counter?: number;
}
