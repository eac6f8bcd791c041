// A decision as a menu: what the prompt builders produce and what askPrompt shows. Pure data.

/** The hotkeys options take in turn on each page. */
export const HOTKEYS = '123456789abcdefghijklmnopqrstuvwxyz';

/** One choice before it has a hotkey: the option it answers with and the words shown for it. */
export interface MenuChoice {
  optionId: string;
  label: string;
  /** Cost, odds, what waits there: shown after the label. */
  detail: string;
  /** A hotkey of its own (a letter, lower case) instead of the next free one: [Q]uick game. */
  key?: string;
}

/** Choices under one heading; `newPage` starts it on a page of its own (taxi rides). */
export interface MenuGroup {
  heading: string | null;
  choices: MenuChoice[];
  newPage?: boolean;
}

/** What a prompt says before the hotkeys are given out and the pages cut. */
export interface MenuDraft {
  title: string;
  /** The situation, a line or two: the roll, the money in hand, the foe. */
  context: string[];
  groups: MenuGroup[];
}

export interface MenuEntry extends MenuChoice {
  /** One character, unique on its page: 1-9, then a-z. */
  key: string;
  isDefault: boolean;
}

export interface MenuSection {
  heading: string | null;
  entries: MenuEntry[];
}

export interface MenuPage {
  sections: MenuSection[];
}

export interface PromptMenu {
  promptId: string;
  kind: string;
  title: string;
  context: string[];
  pages: MenuPage[];
  /** The option Enter picks (the prompt's default), and its words. */
  defaultId: string;
  defaultLabel: string;
  /** Help on this very decision, shown on `?`. */
  help: string;
  /** The screen height the pages were cut for. */
  rows: number;
  /** Keys the screen around the menu answers to ("[M] map  [S] sheet"), shown above the footer. */
  keysHint?: string;
}
