// The arithmetic of a D6 roll at or under a target, and of a combat total against SP, for bots.

/** Chance that D6 ≤ target. */
export function atOrUnder(target: number): number {
  return Math.max(0, Math.min(6, target)) / 6;
}

/** Chance that D6 + bonus ≥ sp. */
export function killChance(bonus: number, sp: number): number {
  return Math.max(0, Math.min(6, 7 - (sp - bonus))) / 6;
}

/** Kill chance with spells whose casts each pass on D6 ≤ knowledge (all-or-nothing estimate per spell). */
export function loadoutChance(fixed: number, spellBonuses: readonly number[], knowledge: number, sp: number): number {
  // Sum over which casts pass: spells are few (≤ 4), so enumerate the subsets.
  const n = spellBonuses.length;
  const pass = atOrUnder(knowledge);
  let chance = 0;
  for (let mask = 0; mask < 1 << n; mask += 1) {
    let bonus = fixed;
    let p = 1;
    for (let k = 0; k < n; k += 1) {
      if ((mask & (1 << k)) !== 0) {
        bonus += spellBonuses[k] ?? 0;
        p *= pass;
      } else p *= 1 - pass;
    }
    chance += p * killChance(bonus, sp);
  }
  return chance;
}
