// Words for any prompt option from its data alone, for decisions the menus do not know by name (a kind
// added to the engine after these screens were written) and for the "use a card now" options that may
// join any prompt. `sell:revolver-38` reads "Sell .38 Revolver"; `price: 3` reads "$3".
import type { Content } from '../../content/schema.js';
import type { MenuChoice } from './menu-model.js';
import {
  cardName,
  investigatorName,
  isLocation,
  isStreetSpace,
  monsterName,
  placeName,
  speciesOfCounter,
  tidyId,
  worldName,
} from './names.js';

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
  const found =
    content.items.find((x) => x.id === id) ??
    content.spells.find((x) => x.id === id) ??
    content.skills.find((x) => x.id === id) ??
    content.investigators.find((x) => x.id === id) ??
    content.otherWorlds.find((x) => x.id === id) ??
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
    if (key === 'world') return worldName(content, value);
    if (key === 'investigator' || key === 'partner') return investigatorName(content, value);
    return nameOf(content, value);
  }
  if (Array.isArray(value)) {
    const words = value.filter((v): v is string => typeof v === 'string').map((v) => nameOf(content, v));
    return words.join(', ');
  }
  return '';
}

/** The label and detail of an option no menu knows by kind. */
export function describeOption(content: Content, option: OptionData): MenuChoice {
  const [verb = '', ...rest] = option.id.split(':');
  const objects = rest.filter((part) => part !== '').map((part) => nameOf(content, part));
  const card = stringField(option, 'card');
  const label =
    verb === 'use' && card !== undefined
      ? `Use ${cardName(content, 'item', card)}${objects.length > 1 ? ` on ${objects.slice(1).join(', ')}` : ''}`
      : [tidyId(verb), ...objects].join(' ');
  const shown = new Set([label]);
  const details: string[] = [];
  for (const [key, value] of Object.entries(option)) {
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
