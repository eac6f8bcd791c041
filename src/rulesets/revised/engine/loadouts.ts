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
  const bonuses = new Map<string, number>();
  for (const id of inv.items) {
    const card = r.c.cards[id];
    if (card !== undefined && (card.kind === 'weapon' || (card.kind === 'spell' && card.combatBonus > 0)) && !bonuses.has(id)) bonuses.set(id, bonusOf(r, id, foe));
  }
  const bonus = (id: string): number => bonuses.get(id) ?? 0;
  const cards = [...bonuses.keys()].sort((a, b) => bonus(b) - bonus(a) || (a < b ? -1 : 1));
  const pool = cards.slice(0, MAX_CARDS).map((id) => {
    const card = r.c.cards[id];
    return { id, bonus: bonus(id), name: card?.name ?? id, recast: card?.kind === 'spell' && !keptCast.includes(id) };
  });
  const options: RevisedOption[] = [];
  for (let mask = 0; mask < 1 << pool.length; mask += 1) {
    const hold: string[] = [];
    const cast: string[] = [];
    const names: string[] = [];
    let sum = 0;
    for (let k = 0; k < pool.length; k += 1) {
      const card = pool[k];
      if (card === undefined || (mask & (1 << k)) === 0) continue;
      hold.push(card.id);
      names.push(card.name);
      if (card.recast) cast.push(card.id);
      sum += card.bonus;
    }
    if (checkHands(r.c, inv, hold) !== null) continue;
    const dice = checkDice(r.c, inv, 'combat', inv.skills.fight + sum, foe.combatRating);
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
