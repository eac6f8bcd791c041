// Every prompt becomes a menu: a title naming the decision, the situation, options under headings with
// hotkeys (1-9, then a-z, fresh on each page), the prompt's default marked for Enter, and help on `?`.
// Pages are cut to the caller's screen height. A choice may open a menu of its own (a sub-menu) that
// answers the same decision. Pure: prompt in, menu model out; askPrompt shows it.
import type { Content } from '../../rulesets/classic/content/schema.js';
import { fittedMenu } from './fit-menu.js';
import { draftFor, type PromptData } from '../../rulesets/classic/screens/prompt-drafts.js';
import { cardHelpLines, cardsInPrompt } from '../../rulesets/classic/screens/card-lines.js';
import { helpFor } from '../../rulesets/classic/screens/prompt-help.js';
import { fitsHalfLine, HOTKEYS, type MenuChoice, type MenuDraft, type MenuGroup, type MenuPage, type MenuSection, type PromptMenu } from './menu-model.js';
import type { TableState } from '../../rulesets/classic/screens/table-state.js';
import { wrapWords } from './wrap.js';

export type { PromptData } from '../../rulesets/classic/screens/prompt-drafts.js';
export type { MenuEntry, MenuPage, MenuSection, PromptMenu } from './menu-model.js';
export { HOTKEYS } from './menu-model.js';
export { askPrompt } from './ask-prompt.js';

/** Lines of the situation shown under the title, at most. */
const CONTEXT_LINES = 3;
const WIDTH = 78;
/** What a sub-menu adds to the screen's own keys: the way back to the menu that opened it. */
const BACK_HINT = '[Esc] back';

/** Rows a page gives to its options and headings: all but the title, the situation, two gaps and the footer. */
function bodyRows(rows: number, contextLines: number): number {
  return Math.max(1, rows - contextLines - 4);
}

export interface MenuLayout {
  /** Keys the screen keeps for itself (map, sheet, leave): never given to an option. */
  reservedKeys?: string;
  keysHint?: string;
  /** Rows a sub-menu may take: up to the whole panel, cut (as the menu that opens it) to what it needs. */
  panelRows?: number;
  /** Lines of the situation shown above the options (3 unless said): a screen without a map may show more. */
  contextLines?: number;
}

/** `state`, when given, lets the words say more (the odds at a monster, the place of an offer). */
export function buildPromptMenu(content: Content, prompt: PromptData, rows = 24, layout: MenuLayout = {}, state?: TableState): PromptMenu {
  const identity = { id: prompt.id, kind: prompt.kind, defaultId: prompt.default, help: helpFor(prompt.kind), helpLines: cardHelpLines(cardsInPrompt(content, prompt)) };
  return menuFromDraft(draftFor(content, prompt, state), identity, rows, layout);
}

export interface MenuIdentity {
  /** What the menu answers (a prompt's id, or a screen's own name). */
  id: string;
  kind: string;
  /** The choice Enter takes; '' for none. */
  defaultId: string;
  help: string;
  /** Lines shown as they are after the help (the cards on offer, each explained). */
  helpLines?: string[];
  /** Words for the default when it is not among these choices (a sub-menu names the one it answers with). */
  defaultLabel?: string;
}

/** Any list of choices as a menu askPrompt can show: the lobby, the mailbox and the sysop's lists use it too. */
export function menuFromDraft(draft: MenuDraft, identity: MenuIdentity, rows = 24, layout: MenuLayout = {}): PromptMenu {
  const distinct = distinctLabels(draft);
  // On a very short screen the situation gives way before the options do.
  const context = distinct.context.flatMap((line) => wrapWords(line, WIDTH)).slice(0, Math.min(layout.contextLines ?? CONTEXT_LINES, Math.max(0, rows - 6)));
  const fixed = distinct.groups.flatMap((group) => group.choices.flatMap((choice) => (choice.key === undefined ? [] : [choice.key.toLowerCase()])));
  const taken = new Set([...fixed, ...(layout.reservedKeys ?? '').toLowerCase()]);
  const chosen = defaultChoice(distinct, identity.defaultId);
  const defaultLabel = chosen?.label ?? identity.defaultLabel ?? '';
  const columns = distinct.columns === 2 ? 2 : 1;
  const cut: PageCut = {
    lines: bodyRows(rows, context.length),
    columns,
    defaultId: identity.defaultId,
    alphabet: [...HOTKEYS].filter((key) => !taken.has(key)).join(''),
  };
  const opener: Opener = (sub) =>
    fittedMenu((subRows) => menuFromDraft(sub, { ...identity, defaultLabel }, subRows, { ...layout, keysHint: backHint(layout.keysHint) }), layout.panelRows ?? rows);
  return {
    promptId: identity.id,
    kind: identity.kind,
    title: distinct.title,
    context,
    pages: paginate(spillOver(distinct.groups, cut), cut, opener),
    columns,
    defaultId: identity.defaultId,
    defaultLabel,
    help: identity.help,
    helpLines: identity.helpLines ?? [],
    rows,
    ...(layout.keysHint === undefined ? {} : { keysHint: layout.keysHint }),
  };
}

function backHint(keysHint: string | undefined): string {
  return keysHint === undefined ? BACK_HINT : `${BACK_HINT}  ${keysHint}`;
}

/** The choice that answers with `id`, in this menu or any it opens. */
function defaultChoice(draft: MenuDraft, id: string): MenuChoice | undefined {
  for (const group of draft.groups) {
    for (const choice of group.choices) {
      const found = choice.opens ? defaultChoice(choice.opens, id) : choice.optionId === id ? choice : undefined;
      if (found) return found;
    }
  }
  return undefined;
}

/** Two options under one heading never read the same: a repeated label gets a number. */
function distinctLabels(draft: MenuDraft): MenuDraft {
  const groups = draft.groups.map((group) => {
    const seen = new Map<string, number>();
    const choices = group.choices.map((choice) => {
      const count = (seen.get(choice.label) ?? 0) + 1;
      seen.set(choice.label, count);
      return count > 1 ? { ...choice, label: `${choice.label} (${count})` } : choice;
    });
    return { ...group, choices };
  });
  return { ...draft, groups };
}

interface PageCut {
  /** Lines of options and headings in each column. */
  lines: number;
  columns: number;
  defaultId: string;
  /** The keys options take in turn, fresh on each page. */
  alphabet: string;
}

const CONTINUED = ' (continued)';

/** A heading again where its choices go on (a new page or column), said once however often. */
function continued(heading: string | null): string | null {
  return heading === null || heading.endsWith(CONTINUED) ? heading : `${heading}${CONTINUED}`;
}

/** Makes the menu a choice opens; left out where only the places of the entries matter. */
type Opener = (draft: MenuDraft) => PromptMenu;

/**
 * The groups with as many choices of the spilling ones kept in place as leave every other choice on
 * the first page, their others moved after the last group; unchanged when all fits or nothing helps.
 */
function spillOver(groups: readonly MenuGroup[], cut: PageCut): readonly MenuGroup[] {
  const spilling = groups.filter((g) => g.spills === true).reduce((n, g) => n + g.choices.length, 0);
  if (spilling === 0 || fitsFirstPage(groups, cut)) return groups;
  for (let keep = spilling - 1; keep >= 0; keep -= 1) {
    const tried = keepInPlace(groups, keep);
    if (fitsFirstPage(tried, cut)) return tried;
  }
  return groups;
}

/** Whether every choice of the groups that do not spill lands on the first page. */
function fitsFirstPage(groups: readonly MenuGroup[], cut: PageCut): boolean {
  const first = new Set(paginate(groups, cut)[0]?.sections.flatMap((s) => s.entries.map((e) => e.optionId)));
  return groups.every((g) => g.spills === true || g.choices.every((c) => first.has(c.optionId)));
}

/** The spilling groups keep `keep` choices in place between them, the first ones first; the rest follow at the end. */
function keepInPlace(groups: readonly MenuGroup[], keep: number): MenuGroup[] {
  const front: MenuGroup[] = [];
  const back: MenuGroup[] = [];
  let left = keep;
  for (const group of groups) {
    if (group.spills !== true) {
      front.push(group);
      continue;
    }
    const kept = Math.min(left, group.choices.length);
    left -= kept;
    if (kept > 0) front.push({ ...group, choices: group.choices.slice(0, kept) });
    const rest = group.choices.slice(kept);
    if (rest.length > 0) back.push({ ...group, heading: kept > 0 ? continued(group.heading) : group.heading, choices: rest });
  }
  return [...front, ...back];
}

/**
 * Groups onto pages of `columns` columns of `lines` lines: a heading and at least one of its options
 * stay together in a column, and a paired group's short options sit two to a line. Options take the
 * keys of `alphabet` in turn, fresh on each page; an option with a key of its own keeps it, and
 * that key answers on every page.
 */
function paginate(groups: readonly MenuGroup[], cut: PageCut, opener?: Opener): MenuPage[] {
  const { lines, columns, defaultId, alphabet } = cut;
  const pages: MenuPage[] = [];
  let page: MenuPage = { sections: [], lines: 0 };
  let column = 0;
  let used = 0;
  let keys = 0;
  const newPage = (): void => {
    if (page.sections.length > 0) pages.push(page);
    page = { sections: [], lines: 0 };
    column = 0;
    used = 0;
    keys = 0;
  };
  for (const group of groups) {
    let section: MenuSection | null = null;
    for (const choice of group.choices) {
      let open = section !== null && page.sections[page.sections.length - 1] === section;
      const last = section?.entries[section.entries.length - 1];
      const pairs = group.paired === true && columns === 1 && last !== undefined && last.beside !== true && fitsHalfLine(last) && fitsHalfLine(choice);
      const cost = pairs && open ? 0 : (open || group.heading === null ? 0 : 1) + 1;
      const own = choice.key?.toLowerCase();
      if (own === undefined && keys >= alphabet.length) {
        newPage();
        open = false;
      } else if (used + cost > lines) {
        if (column + 1 < columns) {
          column += 1;
          used = 0;
        } else newPage();
        open = false;
      }
      if (!open || section === null) {
        const heading: string | null = section === null ? group.heading : continued(group.heading);
        section = { heading, entries: [], column };
        page.sections.push(section);
        if (heading !== null) used += 1;
      }
      const beside = pairs && open;
      const { opens, ...words } = choice;
      section.entries.push({
        ...words,
        key: own ?? alphabet.charAt(keys),
        ...(own === undefined ? {} : { ownKey: true as const }),
        isDefault: opens === undefined && choice.optionId === defaultId,
        ...(opens === undefined || opener === undefined ? {} : { submenu: opener(opens) }),
        ...(beside ? { beside } : {}),
      });
      if (own === undefined) keys += 1;
      if (!beside) used += 1;
      page.lines = Math.max(page.lines, used);
    }
  }
  newPage();
  return pages.length > 0 ? pages : [{ sections: [], lines: 0 }];
}
