// The combat loadout as a menu: what each choice brings, its total without the die and the range with
// it, and the odds of winning from those numbers (spells counted only when their casts pass).
import type { Content } from '../content/schema.js';
import { loadoutChance } from '../bots/odds.js';
import { describeOption, field, numberField, stringField, type OptionData } from './describe-option.js';
import type { MenuChoice, MenuDraft } from '../../../screens/game/menu-model.js';
import { cardName, monsterName, speciesOfCounter, worldInText } from '../../../screens/game/names.js';
import { CANNOT_WIN, percent } from './roll-odds.js';

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function counters(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
}

/** What each spell adds when cast; the option's total when the cards do not say. */
function spellBonuses(content: Content, spells: string[], total: number): number[] {
  const each = spells.map((id) => content.spells.find((s) => s.id === id)?.attack?.bonus ?? 0);
  const sum = each.reduce((a, b) => a + b, 0);
  if (total === 0) return [];
  return sum === total ? each : [total];
}

/** "Shotgun, Shrivelling": what a loadout brings, in words. */
function loadoutLabel(content: Content, option: OptionData): string {
  const bound = counters(field(option, 'bound')).map((c) => {
    const species = speciesOfCounter(content, c);
    return `bound ${species === null ? 'monster' : monsterName(content, species)}`;
  });
  const names = [
    ...strings(field(option, 'items')).map((id) => cardName(content, 'item', id)),
    ...strings(field(option, 'spells')).map((id) => cardName(content, 'spell', id)),
    ...bound,
  ];
  return names.length === 0 ? 'Bare-handed' : names.join(', ');
}

function loadoutChoice(content: Content, option: OptionData, sp: number): MenuChoice {
  const fixed = numberField(option, 'fixed');
  if (fixed === undefined) return describeOption(content, option);
  const spellBonus = numberField(option, 'spellBonus') ?? 0;
  const knowledge = numberField(option, 'knowledge') ?? 0;
  const sanityCost = numberField(option, 'sanityCost') ?? 0;
  const chance = loadoutChance(fixed, spellBonuses(content, strings(field(option, 'spells')), spellBonus), knowledge, sp);
  const without = spellBonus > 0 ? `${fixed}+${spellBonus}` : `${fixed}`;
  const best = fixed + spellBonus;
  const parts = [`${without}+die: ${best + 1}-${best + 6}`, percent(chance)];
  if (sanityCost > 0) parts.push(`${sanityCost} San`);
  return { optionId: option.id, label: loadoutLabel(content, option), detail: parts.join(', '), ...(chance <= 0 ? { confirm: CANNOT_WIN } : {}) };
}

/** A hopeless loadout asks first only when another could win: with none that can, the fight is not the caller's to refuse. */
function askOnlyWithHope(choices: MenuChoice[]): MenuChoice[] {
  if (choices.every((c) => c.confirm !== undefined)) return choices.map(({ confirm: _hopeless, ...choice }) => choice);
  return choices;
}

export function loadoutDraft(content: Content, context: unknown, options: readonly OptionData[]): MenuDraft {
  const target = field(context, 'target');
  const sp = numberField(target, 'sp') ?? 0;
  const species = stringField(target, 'species');
  const world = stringField(target, 'world');
  const foe =
    stringField(target, 'kind') === 'gate'
      ? `the gate${world ? ` to ${worldInText(content, world)}` : ''}`
      : `the ${species ? monsterName(content, species) : 'monster'}`;
  return {
    title: `Fight ${foe}: ${sp} to win`,
    context: [`Your total is one die plus what you bring; it must reach ${sp}. Spells count only if cast. The odds of winning follow each choice.`],
    groups: [{ heading: null, choices: askOnlyWithHope(options.map((o) => loadoutChoice(content, o, sp))) }],
  };
}
