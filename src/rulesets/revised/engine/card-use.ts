// Cards used in Upkeep (D-HEAL, D-USE): a spell with an effect cast for it (its cost paid, its Spell
// check made), an item with a use used (its cost paid, its check made if it has one, its gains on a
// pass, then discarded if its card says so); each card once in each Upkeep, and only when its cost
// leaves the investigator standing and it could do some good.
import { emit } from '../../../engine/core/run.js';
import { anyCard, costWords, discardFrom, maximumOf } from './cards.js';
import { checkDice, poolChance, skillCheck } from './checks.js';
import { applyGain } from './encounters.js';
import type { GameRun } from './game-run.js';
import type { GameInvestigator, RevisedOption } from './game-types.js';
import { SPELL_DIFFICULTY, castForEffect } from './spells.js';
import { changeSanity, changeStamina } from './status.js';
import type { ItemCard } from './types.js';

type Use = NonNullable<ItemCard['use']>;

const belowMax = (r: GameRun, inv: GameInvestigator, stat: 'stamina' | 'sanity'): boolean => inv[stat] < maximumOf(r.c, inv, stat);

/** A use that only gives back Stamina or Sanity does no good at their maxima. */
function wouldHelp(r: GameRun, inv: GameInvestigator, use: Use): boolean {
  return use.gain.some((g) => (g.kind === 'stamina' || g.kind === 'sanity' ? belowMax(r, inv, g.kind) : true));
}

/** The Upkeep options of the cards the investigator holds and has not used in this Upkeep. */
export function useOptions(r: GameRun, inv: GameInvestigator, used: readonly string[]): RevisedOption[] {
  const options: RevisedOption[] = [];
  for (const id of new Set(inv.items)) {
    if (used.includes(id)) continue;
    const card = anyCard(r.c, id);
    if (card.kind === 'spell' && card.effect !== undefined) {
      if (inv.sanity <= card.sanityCost) continue;
      if ((card.effect === 'heal' && !belowMax(r, inv, 'stamina')) || (card.effect === 'calm' && !belowMax(r, inv, 'sanity'))) continue;
      const dice = checkDice(r.c, inv, 'spell', inv.skills.lore, card.castingModifier);
      options.push({ id: `cast:${id}`, label: `Cast ${card.name} (${card.sanityCost} Sanity)`, card: id, dice, needed: SPELL_DIFFICULTY, chance: poolChance(dice, SPELL_DIFFICULTY) });
    } else if (card.kind === 'item' && card.use !== undefined) {
      const { cost, check } = card.use;
      if (inv.stamina <= (cost?.stamina ?? 0) || inv.sanity <= (cost?.sanity ?? 0) || !wouldHelp(r, inv, card.use)) continue;
      const option: RevisedOption = { id: `use:${id}`, label: `Use ${card.name}${costWords(cost)}`, card: id };
      if (check !== undefined) {
        option.dice = checkDice(r.c, inv, check.skill, inv.skills[check.skill], check.modifier);
        option.needed = check.needed;
        option.chance = poolChance(option.dice, check.needed);
      }
      options.push(option);
    }
  }
  return options;
}

/** Uses an item: its cost, its check, its gains on a pass, and its discard. */
function useItem(r: GameRun, inv: GameInvestigator, id: string, use: Use): void {
  changeStamina(r, inv, -(use.cost?.stamina ?? 0));
  changeSanity(r, inv, -(use.cost?.sanity ?? 0));
  const check = use.check;
  const passed = check === undefined || skillCheck(r, inv, check.skill, inv.skills[check.skill], check.modifier, check.needed).passed;
  const discarded = use.discard === 'always' || (use.discard === 'on-pass' && passed);
  emit(r, { type: 'card-used', inv: inv.id, card: id, discarded });
  if (discarded) discardFrom(r, inv, id);
  if (passed) for (const g of use.gain) applyGain(r, inv, g, id);
}

/** Uses (or casts) a card the Upkeep offered. */
export function useInUpkeep(r: GameRun, inv: GameInvestigator, optionId: string): void {
  const [how, id] = optionId.split(':');
  if (id === undefined || !inv.items.includes(id)) throw new Error(`${inv.id} holds no ${optionId}`);
  if (how === 'cast') {
    const done = castForEffect(r, inv, id);
    if (done !== null && 'error' in done) throw new Error(done.message);
    return;
  }
  const card = anyCard(r.c, id);
  if (card.kind !== 'item' || card.use === undefined) throw new Error(`${id} has no use`);
  useItem(r, inv, id, card.use);
}
