// A decision as a menu: what the prompt builders produce and what askPrompt shows. Pure data.

/** The hotkeys options take in turn on each page. */
export const HOTKEYS = '123456789abcdefghijklmnopqrstuvwxyz';

/** One choice before it has a hotkey: the option it answers with and the words shown for it. */
export interface MenuChoice {
  optionId: string;
  label: string;
  /** Cost, odds, what waits there: shown after the label. */
  detail: string;
  /** Asked (Y/N) before this choice is taken: a roll it leads to cannot succeed. */
  confirm?: string;
  /** A hotkey of its own (a letter, lower case) instead of the next free one: [Q]uick game. */
  key?: string;
  /**
   * Choosing this opens these choices as a menu of their own (a move's street spaces), which answers
   * the same decision; `optionId` then only names the entry.
   */
  opens?: MenuDraft;
}

/** Choices under one heading. */
export interface MenuGroup {
  heading: string | null;
  choices: MenuChoice[];
  /**
   * When the first page cannot hold every group, this one keeps only the room the others leave it
   * there, and its other choices follow the last group (the move's places, most useful first).
   */
  spills?: boolean;
  /** Choices short enough for half a line sit two to a line. */
  paired?: boolean;
}

/** What a prompt says before the hotkeys are given out and the pages cut. */
export interface MenuDraft {
  title: string;
  /** The situation, a line or two: the roll, the money in hand, the foe. */
  context: string[];
  groups: MenuGroup[];
  /** Two columns side by side on each page, for long lists of short entries (a cut entry's words are clipped). */
  columns?: 1 | 2;
}

export interface MenuEntry extends Omit<MenuChoice, 'opens'> {
  /** One character, unique on its page: 1-9, then a-z. */
  key: string;
  /** The key is the choice's own ([Q]uick game): unique in the whole menu, and it works from every page. */
  ownKey?: true;
  isDefault: boolean;
  /** The menu this entry opens instead of answering. */
  submenu?: PromptMenu;
  /** Shown beside the entry before it, on the right half of its line. */
  beside?: boolean;
}

export interface MenuSection {
  heading: string | null;
  entries: MenuEntry[];
  /** The column it stands in, 0 first. */
  column: number;
}

export interface MenuPage {
  sections: MenuSection[];
  /** Lines its options and headings take, in its longest column. */
  lines: number;
}

/** Cells an entry's label and detail may take in half a line, or in one of two columns. */
export const HALF_LINE = 34;

/** Whether an entry's words fit in half a line. */
export function fitsHalfLine(choice: Pick<MenuChoice, 'label' | 'detail'>): boolean {
  return [...choice.label].length + (choice.detail === '' ? 0 : 1 + [...choice.detail].length) <= HALF_LINE;
}

export interface PromptMenu {
  promptId: string;
  kind: string;
  title: string;
  context: string[];
  pages: MenuPage[];
  /** Columns side by side on each page (sections say which they stand in). */
  columns: 1 | 2;
  /** The option Enter picks (the prompt's default), and its words. */
  defaultId: string;
  defaultLabel: string;
  /** Help on this very decision, shown on `?`. */
  help: string;
  /** Lines shown as they are after the help: the cards the decision names, each explained. */
  helpLines: string[];
  /** The screen height the pages were cut for. */
  rows: number;
  /** Keys the screen around the menu answers to ("[M] map  [S] sheet"), shown above the footer. */
  keysHint?: string;
}
