// The rules options a new table can change (src/rulesets/classic/engine/types/options.ts), in words a caller can weigh:
// each option's name and what each of its values means. Typed over GameOptions, so an option the
// engine adds breaks the build until it has words here.
import type { GameOptions } from '../../../engine/index.js';
import { allowedValues } from '../../../service/game-settings.js';

type Words<T> = T extends boolean ? { true: string; false: string } : T extends string ? Record<T, string> : never;

interface OptionWords<K extends keyof GameOptions> {
  name: string;
  values: Words<GameOptions[K]>;
}

export const OPTION_WORDS: { readonly [K in keyof GameOptions]: OptionWords<K> } = {
  strictOrder: { name: 'Turn order', values: { false: 'any order, each as they call in', true: 'strictly in turn, round the table' } },
  investigatorsPerPlayer: {
    name: 'Investigators each',
    values: { 'rules-sheet': 'two below four players, else one', digest: 'three alone, two for two or three, else one' },
  },
  gateLimit: {
    name: 'Too many gates',
    values: { 'rules-sheet': 'counted by players, lost at once', digest: 'counted by investigators, held a whole turn' },
  },
  everyGateRolls: { name: 'Monsters at every gate', values: { 'rules-sheet': 'on a gate roll of 7', board: 'on gate rolls of 4 and 10' } },
  fastTalkPenalty: { name: 'Failed haggling', values: { true: 'puts a dollar on the price', false: 'costs nothing' } },
  healingStoneCheck: { name: 'The Healing Stone', values: { target: 'the one healed rolls for it', user: 'its keeper rolls for it' } },
  darksCarnivalBuilding: { name: "Dark's Carnival", values: { true: 'a building: Hounds go in', false: 'open ground: Hounds stay out' } },
  houndOnlyMagic: { name: 'The Hound of Tindalos', values: { true: 'only magic harms it', false: 'weapons and Fight count too' } },
  vampireGrowth: { name: 'The Vampire grows', values: { 'mythos-phase': 'every night', 'gate-opened': 'each time a gate opens' } },
  extraStartCards: { name: 'House rule: a richer start', values: { true: 'small tables draw extra cards', false: 'off' } },
  fullHeal: { name: 'House rule: full treatment', values: { true: 'doctors heal you to the full', false: 'off: a die of healing' } },
  powerSeal: { name: 'House rule: a Power seals', values: { true: 'its gate place may be sealed', false: 'off' } },
  simplifiedMonsterMovement: { name: 'House rule: simpler monsters', values: { true: 'easier Mythos movement', false: 'off' } },
  investigatorLost: { name: 'A lost investigator', values: { rules: 'is replaced next turn', rescue: 'may be rescued by the others' } },
  gemGateClosing: { name: 'Gate-closing gems', values: { 'at-gate': 'work only at the gate', anywhere: 'close a gate from afar' } },
};

export type OptionName = keyof GameOptions;

/** The options a table's rules page offers (turn order has a question of its own). */
export const RULES_PAGE: readonly OptionName[] = (Object.keys(OPTION_WORDS) as OptionName[]).filter((name) => name !== 'strictOrder');

/** An option's value in words. */
export function valueWords(options: GameOptions, name: OptionName): string {
  const values: Readonly<Record<string, string>> = OPTION_WORDS[name].values;
  return values[String(options[name])] ?? String(options[name]);
}

/** The options with `name` turned to its next value (the values the service accepts, in turn). */
export function nextValue(options: GameOptions, name: OptionName): GameOptions {
  const allowed = allowedValues(name);
  const at = allowed.indexOf(options[name]);
  return { ...options, [name]: allowed[(at + 1) % allowed.length] ?? options[name] };
}
