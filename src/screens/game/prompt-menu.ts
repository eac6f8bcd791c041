// Every prompt becomes a menu: a title naming the decision, the situation, options under headings with
// hotkeys (1-9, then a-z, fresh on each page), the prompt's default marked for Enter, and help on `?`.
// Pages are cut to the caller's screen height. Pure: prompt in, menu model out; askPrompt shows it.
import type { Content } from '../../content/schema.js';
import { draftFor, type PromptData } from './prompt-drafts.js';
import { helpFor } from './prompt-help.js';
import { HOTKEYS, type MenuDraft, type MenuGroup, type MenuPage, type MenuSection, type PromptMenu } from './menu-model.js';
import { wrapWords } from './wrap.js';

export type { PromptData } from './prompt-drafts.js';
export type { MenuEntry, MenuPage, MenuSection, PromptMenu } from './menu-model.js';
export { HOTKEYS } from './menu-model.js';
export { askPrompt } from './ask-prompt.js';

/** Lines of the situation shown under the title, at most. */
const CONTEXT_LINES = 3;
const WIDTH = 78;

/** Rows a page gives to its options and headings: all but the title, the situation, two gaps and the footer. */
function bodyRows(rows: number, contextLines: number): number {
  return Math.max(1, rows - contextLines - 4);
}

export interface MenuLayout {
  /** Keys the screen keeps for itself (map, sheet, leave): never given to an option. */
  reservedKeys?: string;
  keysHint?: string;
}

export function buildPromptMenu(content: Content, prompt: PromptData, rows = 24, layout: MenuLayout = {}): PromptMenu {
  return menuFromDraft(draftFor(content, prompt), { id: prompt.id, kind: prompt.kind, defaultId: prompt.default, help: helpFor(prompt.kind) }, rows, layout);
}

export interface MenuIdentity {
  /** What the menu answers (a prompt's id, or a screen's own name). */
  id: string;
  kind: string;
  /** The choice Enter takes; '' for none. */
  defaultId: string;
  help: string;
}

/** Any list of choices as a menu askPrompt can show: the lobby, the mailbox and the sysop's lists use it too. */
export function menuFromDraft(draft: MenuDraft, identity: MenuIdentity, rows = 24, layout: MenuLayout = {}): PromptMenu {
  const distinct = distinctLabels(draft);
  // On a very short screen the situation gives way before the options do.
  const context = distinct.context.flatMap((line) => wrapWords(line, WIDTH)).slice(0, Math.min(CONTEXT_LINES, Math.max(0, rows - 6)));
  const fixed = distinct.groups.flatMap((group) => group.choices.flatMap((choice) => (choice.key === undefined ? [] : [choice.key.toLowerCase()])));
  const taken = new Set([...fixed, ...(layout.reservedKeys ?? '').toLowerCase()]);
  const alphabet = [...HOTKEYS].filter((key) => !taken.has(key)).join('');
  const pages = paginate(distinct.groups, bodyRows(rows, context.length), identity.defaultId, alphabet);
  const chosen = pages.flatMap((p) => p.sections.flatMap((s) => s.entries)).find((e) => e.isDefault);
  return {
    promptId: identity.id,
    kind: identity.kind,
    title: distinct.title,
    context,
    pages,
    defaultId: chosen ? chosen.optionId : identity.defaultId,
    defaultLabel: chosen ? chosen.label : '',
    help: identity.help,
    rows,
    ...(layout.keysHint === undefined ? {} : { keysHint: layout.keysHint }),
  };
}

/** Two options never read the same: a repeated label gets a number. */
function distinctLabels(draft: MenuDraft): MenuDraft {
  const seen = new Map<string, number>();
  for (const group of draft.groups) {
    for (const choice of group.choices) {
      const count = (seen.get(choice.label) ?? 0) + 1;
      seen.set(choice.label, count);
      if (count > 1) choice.label = `${choice.label} (${count})`;
    }
  }
  return draft;
}

/**
 * Groups onto pages of `lines` lines: a heading and at least one of its options stay together. Options
 * take the keys of `alphabet` in turn, fresh on each page; an option with a key of its own keeps it.
 */
function paginate(groups: readonly MenuGroup[], lines: number, defaultId: string, alphabet: string): MenuPage[] {
  const pages: MenuPage[] = [];
  let page: MenuPage = { sections: [] };
  let used = 0;
  let keys = 0;
  const newPage = (): void => {
    if (page.sections.length > 0) pages.push(page);
    page = { sections: [] };
    used = 0;
    keys = 0;
  };
  for (const group of groups) {
    if (group.newPage) newPage();
    let section: MenuSection | null = null;
    for (const choice of group.choices) {
      let open = section !== null && page.sections[page.sections.length - 1] === section;
      const cost = (open || group.heading === null ? 0 : 1) + 1;
      const own = choice.key?.toLowerCase();
      if (used + cost > lines || (own === undefined && keys >= alphabet.length)) {
        newPage();
        open = false;
      }
      if (!open || section === null) {
        const heading: string | null = group.heading === null ? null : section === null ? group.heading : `${group.heading} (continued)`;
        section = { heading, entries: [] };
        page.sections.push(section);
        if (heading !== null) used += 1;
      }
      section.entries.push({ ...choice, key: own ?? alphabet.charAt(keys), isDefault: choice.optionId === defaultId });
      if (own === undefined) keys += 1;
      used += 1;
    }
  }
  newPage();
  return pages.length > 0 ? pages : [{ sections: [] }];
}
