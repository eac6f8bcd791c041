// Test support for menus that open menus of their own: every entry that answers, every menu, and the
// fewest keys that reach an option (page turns, an entry that opens a sub-menu, the option's hotkey).
import type { MenuEntry, PromptMenu } from '../../../src/screens/game/menu-model.js';

/** `menu` and every menu it opens, the first first. */
export function allMenus(menu: PromptMenu): PromptMenu[] {
  const opened = menu.pages.flatMap((page) => page.sections.flatMap((s) => s.entries.flatMap((e) => (e.submenu ? allMenus(e.submenu) : []))));
  return [menu, ...opened];
}

/** The entries of one menu's pages, openers too. */
export function entriesOf(menu: PromptMenu): MenuEntry[] {
  return menu.pages.flatMap((page) => page.sections.flatMap((s) => s.entries));
}

/** Every entry that answers the decision, in `menu` or any menu it opens. */
export function answering(menu: PromptMenu): MenuEntry[] {
  return allMenus(menu).flatMap((m) => entriesOf(m).filter((e) => e.submenu === undefined));
}

/** The entries that open a menu of their own. */
export function openers(menu: PromptMenu): MenuEntry[] {
  return entriesOf(menu).filter((e) => e.submenu !== undefined);
}

/** The fewest keys from the first page of `menu` to the option `optionId`: `>` turns a page, a hotkey picks or opens. */
export function keysTo(menu: PromptMenu, optionId: string): string[] {
  const seen = new Set<string>();
  const queue: { menu: PromptMenu; page: number; keys: string[] }[] = [{ menu, page: 0, keys: [] }];
  const menus = allMenus(menu);
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    const id = `${menus.indexOf(at.menu)}/${at.page}`;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const entry of at.menu.pages[at.page]?.sections.flatMap((s) => s.entries) ?? []) {
      if (entry.submenu === undefined && entry.optionId === optionId) return [...at.keys, entry.key];
      if (entry.submenu) queue.push({ menu: entry.submenu, page: 0, keys: [...at.keys, entry.key] });
    }
    if (at.page + 1 < at.menu.pages.length) queue.push({ menu: at.menu, page: at.page + 1, keys: [...at.keys, '>'] });
  }
  throw new Error(`no way to ${optionId}`);
}
