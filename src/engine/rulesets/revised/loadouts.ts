// What an investigator may take up for a Combat check (R-HANDS-1..5): every set of their weapons and
// combat spells that fits their hands, as options with the dice they would roll (spells counted as
// if their casting works, standing bonuses counted) against the needed successes.
import { checkDice, poolChance } from './checks.js';
import { againstDefence } from './combat.js';
import { checkHands } from './hands.js';
import type { GameRun } from './game-run.js';
import type { GameInvestigator, RevisedOption } from './game-types.js';
import type { Defence } from './types.js';

export interface Foe {
  combatRating: number;
  toughness: number;
  physical?: Defence;
  magical?: Defence;
}

/** Bounds the cards looked at, so the options stay few (the strongest are kept). */
const MAX_CARDS = 6;

export function bonusOf(r: GameRun, id: string, foe: Foe): number {
  const card = r.c.cards[id];
  if (card?.kind !== 'weapon' && card?.kind !== 'spell') return 0;
  if (card.kind === 'spell') return againstDefence(card.combatBonus, foe.magical);
  return 'physical' in card.bonus ? againstDefence(card.bonus.physical, foe.physical) : againstDefence(card.bonus.magical, foe.magical);
}

/**
 * The fight options: `fight` bare-handed and `fight:<a>+<b>` for each set that fits. `recast` are the
 * spells that must be cast (again) when taken up; the others held and already cast keep their bonus.
 */
export function fightOptions(r: GameRun, inv: GameInvestigator, foe: Foe, keptCast: readonly string[]): RevisedOption[] {
  const cards = [...new Set(inv.items)].filter((id) => {
    const card = r.c.cards[id];
    return card?.kind === 'weapon' || (card?.kind === 'spell' && card.combatBonus > 0);
  });
  cards.sort((a, b) => bonusOf(r, b, foe) - bonusOf(r, a, foe) || (a < b ? -1 : 1));
  const pool = cards.slice(0, MAX_CARDS);
  const options: RevisedOption[] = [];
  for (let mask = 0; mask < 1 << pool.length; mask += 1) {
    const hold = pool.filter((_, k) => (mask & (1 << k)) !== 0);
    if (checkHands(r.c, inv, hold) !== null) continue;
    const cast = hold.filter((id) => r.c.cards[id]?.kind === 'spell' && !keptCast.includes(id));
    let bonus = 0;
    for (const id of hold) bonus += bonusOf(r, id, foe);
    const dice = checkDice(r.c, inv, 'combat', inv.skills.fight + bonus, foe.combatRating);
    const names = hold.map((id) => r.c.cards[id]?.name ?? id);
    options.push({
      id: hold.length === 0 ? 'fight' : `fight:${hold.join('+')}`,
      label: hold.length === 0 ? 'Fight bare-handed' : `Fight with ${names.join(' and ')}${cast.length > 0 ? ' (casting)' : ''}`,
      dice, needed: foe.toughness, chance: poolChance(dice, foe.toughness), hold, cast,
    });
  }
  return options;
}

/** The option of most dice (the first of them): a deadline's default. */
export function strongest(options: readonly RevisedOption[]): string {
  let best = options[0];
  for (const o of options) if ((o.dice ?? 0) > (best?.dice ?? 0)) best = o;
  return best?.id ?? '';
}
