// Menus are data: the art they are drawn with, the field where the caller's cursor waits, the field
// for one-line messages, and their hotkeys with labels and where each leads.
import type { Key } from '../term/types.js';

export interface MenuItem<Target extends string = string> {
  /** One letter or digit; matched without regard to case. */
  key: string;
  /** What the art says next to the key (tests check the two agree). */
  label: string;
  target: Target;
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

export type MainMenuTarget = 'play' | 'instructions' | 'news' | 'fame' | 'quit';

export const MAIN_MENU: Menu<MainMenuTarget> = {
  art: 'main-menu',
  promptField: 'K',
  statusField: 'STATUS',
  items: [
    { key: 'P', label: 'Play Arkham', target: 'play' },
    { key: 'I', label: 'Instructions', target: 'instructions' },
    { key: 'N', label: 'The Arkham Advertiser', target: 'news' },
    { key: 'F', label: 'Hall of Fame', target: 'fame' },
    { key: 'Q', label: 'Quit to the waking world', target: 'quit' },
  ],
};

/** The item a key selects, if any. */
export function menuItemFor<Target extends string>(menu: Menu<Target>, key: Key): MenuItem<Target> | undefined {
  if (key.kind !== 'char') return undefined;
  const pressed = key.char.toUpperCase();
  return menu.items.find((item) => item.key.toUpperCase() === pressed);
}
