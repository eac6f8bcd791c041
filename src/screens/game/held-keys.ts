// Hotkeys a list menu keeps from one showing to the next: an entry keeps the key it had when entries
// above it go away (a table in the lobby stays [3] after the first two end), and a new entry takes a key
// no entry has had yet while one is free, so a key learnt yesterday never lands on another entry.
import { HOTKEYS, type MenuDraft } from './menu-model.js';

export class HeldKeys {
  private readonly held = new Map<string, string>();

  /** `reserved`: keys the screen around the menu answers to, never given out. */
  constructor(private readonly reserved = '') {}

  /** `draft` with each choice that has no key of its own given its held key, or a fresh one. */
  apply(draft: MenuDraft): MenuDraft {
    const fixed = new Set(draft.groups.flatMap((g) => g.choices.flatMap((c) => (c.key === undefined ? [] : [c.key.toLowerCase()]))));
    const alphabet = [...HOTKEYS].filter((key) => !fixed.has(key) && !this.reserved.toLowerCase().includes(key));
    const ids = draft.groups.flatMap((g) => g.choices.filter((c) => c.key === undefined).map((c) => c.optionId));
    const inUse = new Set(ids.flatMap((id) => (this.held.has(id) ? [this.held.get(id) ?? ''] : [])));
    const everHeld = new Set(this.held.values());
    const keyFor = (id: string): string | undefined => {
      const kept = this.held.get(id);
      if (kept !== undefined && alphabet.includes(kept)) return kept;
      const fresh = alphabet.find((key) => !everHeld.has(key)) ?? alphabet.find((key) => !inUse.has(key));
      if (fresh === undefined) return undefined;
      this.held.set(id, fresh);
      inUse.add(fresh);
      everHeld.add(fresh);
      return fresh;
    };
    return {
      ...draft,
      groups: draft.groups.map((group) => ({
        ...group,
        choices: group.choices.map((choice) => {
          if (choice.key !== undefined) return choice;
          const key = keyFor(choice.optionId);
          return key === undefined ? choice : { ...choice, key };
        }),
      })),
    };
  }
}
