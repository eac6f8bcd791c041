// Words for any prompt option from its data alone, for decisions the menus do not know by name (a kind
// added to the engine after these screens were written) and for the "use a card now" options that may
// join any prompt. `sell:revolver-38` reads "Sell .38 Revolver"; `price: 3` reads "$3".
import type { Content } from '../content/schema.js';
import type { MenuChoice } from '../../../screens/game/menu-model.js';
import {
  cardName,
  investigatorName,
  isLocation,
  isStreetSpace,
  monsterName,
  placeName,
  speciesOfCounter,
  tidyId,
  worldInText,
} from '../../../screens/game/names.js';

/** An option as the screens see it: an id and whatever plain fields the engine gave it. */
export type OptionData = { readonly id: string };

/** A field of an object, or undefined: prompts and options are read without trusting their shape. */
export function field(data: unknown, name: string): unknown {
  if (typeof data !== 'object' || data === null) return undefined;
  return (data as Record<string, unknown>)[name];
}

export function numberField(data: unknown, name: string): number | undefined {
  const value = field(data, name);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function stringField(data: unknown, name: string): string | undefined {
  const value = field(data, name);
  return typeof value === 'string' ? value : undefined;
}

/** An id of anything the content knows, as its name; undefined when it names nothing. */
export function knownName(content: Content, id: string): string | undefined {
  if (isLocation(content, id) || isStreetSpace(content, id)) return placeName(content, id);
  // Names are read inside sentences and labels: "the Abyss", never "The Abyss" mid-line.
  if (content.otherWorlds.some((w) => w.id === id)) return worldInText(content, id);
  const found =
    content.items.find((x) => x.id === id) ??
    content.spells.find((x) => x.id === id) ??
    content.skills.find((x) => x.id === id) ??
    content.investigators.find((x) => x.id === id) ??
    content.monsters.find((x) => x.id === id) ??
    content.allies.find((x) => x.id === id);
  return found?.name;
}

function nameOf(content: Content, id: string): string {
  return knownName(content, id) ?? tidyId(id);
}

/** One field as words, or '' for fields that say nothing to a player. */
function describeField(content: Content, key: string, value: unknown): string {
  if (value === null || value === undefined || value === false || key === 'id') return '';
  if (typeof value === 'boolean') return tidyId(key).toLowerCase();
  if (typeof value === 'number') {
    if (key === 'price' || key === 'amount' || key === 'money') return `$${value}`;
    if (key === 'counter') {
      const species = speciesOfCounter(content, value);
      return species === null ? '' : monsterName(content, species);
    }
    if (key === 'cost') return `${value} step${value === 1 ? '' : 's'}`;
    return `${tidyId(key).toLowerCase()} ${value}`;
  }
  if (typeof value === 'string') {
    if (key === 'action' || key === 'mode' || key === 'deck') return '';
    if (key === 'world') return worldInText(content, value);
    if (key === 'investigator' || key === 'partner') return investigatorName(content, value);
    return nameOf(content, value);
  }
  if (Array.isArray(value)) {
    const words = value.filter((v): v is string => typeof v === 'string').map((v) => nameOf(content, v));
    return words.join(', ');
  }
  return '';
}

/** The fields a card use's label already says. */
const USE_FIELDS: ReadonlySet<string> = new Set(['card', 'deck', 'mode', 'counter', 'investigator', 'location']);

/** What a card use does in its mode, before its target: "banish the Ghoul", "close the gate at Woods". */
const MODE_WORDS: Readonly<Record<string, string>> = { close: 'close the gate at' };

/** A card use's target in words: a monster, an investigator, a place, or a box of an Other World ("world:box"). */
function useTarget(content: Content, option: OptionData): { words: string; on: boolean } | null {
  const counter = numberField(option, 'counter');
  const species = counter === undefined ? null : speciesOfCounter(content, counter);
  if (species !== null) return { words: `the ${monsterName(content, species)}`, on: true };
  const investigator = stringField(option, 'investigator');
  if (investigator !== undefined) return { words: investigatorName(content, investigator), on: true };
  const location = stringField(option, 'location');
  if (location === undefined) return null;
  const [world = '', box] = location.split(':');
  return { words: box === undefined ? placeName(content, location) : `${worldInText(content, world)}, box ${box}`, on: false };
}

/** "Cast Bind Monster: capture the Ghoul", "Use Elder Sign at Woods": a card use from its fields. */
function useLabel(content: Content, option: OptionData, card: string): string | null {
  const deck = stringField(option, 'deck');
  const mode = stringField(option, 'mode');
  const target = useTarget(content, option);
  if (deck === undefined && mode === undefined && target === null) return null;
  const head = `${deck === 'spell' ? 'Cast' : 'Use'} ${cardName(content, deck ?? 'item', card)}`;
  if (mode !== undefined) return `${head}: ${MODE_WORDS[mode] ?? tidyId(mode).toLowerCase()}${target ? ` ${target.words}` : ''}`;
  return target === null ? head : `${head} ${target.on ? 'on' : 'at'} ${target.words}`;
}

/** The label and detail of an option no menu knows by kind. */
export function describeOption(content: Content, option: OptionData): MenuChoice {
  const [verb = '', ...rest] = option.id.split(':');
  const objects = rest.filter((part) => part !== '').map((part) => nameOf(content, part));
  const card = stringField(option, 'card');
  const use = verb === 'use' && card !== undefined ? useLabel(content, option, card) : null;
  const label =
    use ??
    (verb === 'use' && card !== undefined
      ? `Use ${cardName(content, 'item', card)}${objects.length > 1 ? ` on ${objects.slice(1).join(', ')}` : ''}`
      : [tidyId(verb), ...objects].join(' '));
  const shown = new Set([label]);
  const details: string[] = [];
  for (const [key, value] of Object.entries(option)) {
    if (use !== null && USE_FIELDS.has(key)) continue;
    const words = describeField(content, key, value);
    if (words !== '' && !shown.has(words) && !label.includes(words)) {
      details.push(words);
      shown.add(words);
    }
  }
  return { optionId: option.id, label, detail: details.join(', ') };
}

/** Options that play a card now ("use:<card>..."), which any prompt may carry besides its own. */
export function isCardUse(option: OptionData): boolean {
  return option.id.startsWith('use:') && typeof field(option, 'card') === 'string';
}
