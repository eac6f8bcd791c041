// Every prompt becomes a menu: a title naming the decision, the situation, options under headings with
// hotkeys (1-9, then a-z, fresh on each page), the prompt's default marked for Enter, and help on `?`.
// Pages are cut to the caller's screen height. Pure: prompt in, menu model out; askPrompt shows it.
import type { Content } from '../../content/schema.js';
import { draftFor, type PromptData } from './prompt-drafts.js';
import { helpFor } from './prompt-help.js';
import type { MenuDraft, MenuGroup, MenuPage, MenuSection, PromptMenu } from './menu-model.js';
import { wrapWords } from './wrap.js';

export type { PromptData } from './prompt-drafts.js';
export type { MenuEntry, MenuPage, MenuSection, PromptMenu } from './menu-model.js';
export { askPrompt } from './ask-prompt.js';

export const HOTKEYS = '123456789abcdefghijklmnopqrstuvwxyz';
/** Lines of the situation shown under the title, at most. */
const CONTEXT_LINES = 3;
const WIDTH = 78;

/** Rows a page gives to its options and headings: all but the title, the situation, two gaps and the footer. */
function bodyRows(rows: number, contextLines: number): number {
  return Math.max(1, rows - contextLines - 4);
}

export function buildPromptMenu(content: Content, prompt: PromptData, rows = 24): PromptMenu {
  return menuFromDraft(draftFor(content, prompt), { id: prompt.id, kind: prompt.kind, defaultId: prompt.default, help: helpFor(prompt.kind) }, rows);
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
export function menuFromDraft(draft: MenuDraft, identity: MenuIdentity, rows = 24): PromptMenu {
  const distinct = distinctLabels(draft);
  // On a very short screen the situation gives way before the options do.
  const context = distinct.context.flatMap((line) => wrapWords(line, WIDTH)).slice(0, Math.min(CONTEXT_LINES, Math.max(0, rows - 6)));
  const pages = paginate(distinct.groups, bodyRows(rows, context.length), identity.defaultId);
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

/** Groups onto pages of `lines` lines: a heading and at least one of its options stay together. */
function paginate(groups: readonly MenuGroup[], lines: number, defaultId: string): MenuPage[] {
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
      if (used + cost > lines || keys >= HOTKEYS.length) {
        newPage();
        open = false;
      }
      if (!open || section === null) {
        const heading: string | null = group.heading === null ? null : section === null ? group.heading : `${group.heading} (continued)`;
        section = { heading, entries: [] };
        page.sections.push(section);
        if (heading !== null) used += 1;
      }
      section.entries.push({ ...choice, key: HOTKEYS.charAt(keys), isDefault: choice.optionId === defaultId });
      keys += 1;
      used += 1;
    }
  }
  newPage();
  return pages.length > 0 ? pages : [{ sections: [] }];
}
