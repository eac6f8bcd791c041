// Menus are data: the art they are drawn with, the field where the caller's cursor waits, the field
// for one-line messages, and their hotkeys with labels and where each leads.
import type { FieldValues } from './art/template.js';
import type { Key } from '../term/types.js';

export interface MenuItem<Target extends string = string> {
  /** One letter or digit; matched without regard to case. */
  key: string;
  /** What the art says next to the key (tests check the two agree). */
  label: string;
  target: Target;
  /** Shown and accepted only for the sysop. */
  sysopOnly?: boolean;
  /**
   * An item not every caller sees is not drawn in the art: the art has two fields for it instead,
   * one for "[K]" and one for the label, filled only when the item is shown.
   */
  fields?: { key: string; label: string };
}

export interface Menu<Target extends string = string> {
  /** Name of the art template (ansi/<art>.ans). */
  art: string;
  /** Placeholder where the cursor waits for a hotkey. */
  promptField: string;
  /** Placeholder for one-line messages such as "not open yet". */
  statusField: string;
  items: ReadonlyArray<MenuItem<Target>>;
}

export type MainMenuTarget = 'play' | 'instructions' | 'news' | 'mail' | 'fame' | 'who' | 'today' | 'sysop' | 'quit';

export const MAIN_MENU: Menu<MainMenuTarget> = {
  art: 'main-menu',
  promptField: 'K',
  statusField: 'STATUS',
  items: [
    { key: 'P', label: 'Play Arkham', target: 'play' },
    { key: 'I', label: 'Instructions', target: 'instructions' },
    { key: 'N', label: 'The Arkham Advertiser', target: 'news' },
    { key: 'M', label: 'Mail', target: 'mail' },
    { key: 'F', label: 'Hall of Fame', target: 'fame' },
    { key: 'W', label: "Who's online", target: 'who' },
    { key: 'T', label: 'Today in Arkham, and the wall', target: 'today' },
    { key: 'S', label: "Sysop's desk", target: 'sysop', sysopOnly: true, fields: { key: 'SK', label: 'SYSOP' } },
    { key: 'Q', label: 'Quit to the waking world', target: 'quit' },
  ],
};

/** Who is looking at a menu: the sysop sees items others do not. */
export interface MenuViewer {
  sysop: boolean;
}

export function shownTo<Target extends string>(item: MenuItem<Target>, viewer: MenuViewer): boolean {
  return !item.sysopOnly || viewer.sysop;
}

/** The values of the fields that draw the items this viewer sees (the others stay blank). */
export function itemFieldValues<Target extends string>(menu: Menu<Target>, viewer: MenuViewer): FieldValues {
  const values: Record<string, string> = {};
  for (const item of menu.items) {
    if (!item.fields || !shownTo(item, viewer)) continue;
    values[item.fields.key] = `[${item.key}]`;
    values[item.fields.label] = item.label;
  }
  return values;
}

/** The item a key selects, if any, among those the viewer sees. */
export function menuItemFor<Target extends string>(menu: Menu<Target>, key: Key, viewer: MenuViewer = { sysop: false }): MenuItem<Target> | undefined {
  if (key.kind !== 'char') return undefined;
  const pressed = key.char.toUpperCase();
  return menu.items.find((item) => item.key.toUpperCase() === pressed && shownTo(item, viewer));
}
