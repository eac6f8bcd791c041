import { describe, it, expect } from 'vitest';
import { caller, drive, world } from './support.js';
import { HeldKeys } from '../../../src/screens/game/held-keys.js';
import type { MenuDraft } from '../../../src/screens/game/menu-model.js';

/** The key a screen shows before `title` ("3) The Night Watch" gives 3). */
function keyOf(text: string, title: string): string | undefined {
  return new RegExp(`(\\w)\\) ${title}`).exec(text)?.[1];
}

describe('list menus keep their keys while the list shrinks', () => {
  it('a lobby table keeps its hotkey when the tables above it go away', async () => {
    const w = world('keys-held');
    const titles = ['Table One', 'Table Two', 'Table Three'];
    const ids: string[] = [];
    for (const title of titles) {
      const created = await w.service.games.create('Ann', { title, maxPlayers: 2 });
      await w.service.games.start(created.id, 'Ann', { fillWithBots: true });
      ids.push(created.id);
      w.clock.advance(1_000);
    }
    const ann = caller(w, 'Ann');
    const done = ann.run();
    await drive(w, ann, { until: (x) => x.screen.text().includes('The tables of Arkham') && x.bottom().includes('[?] help') });
    const before = ann.screen.text();
    const keys = titles.map((title) => keyOf(before, title));
    expect(new Set(keys).size).toBe(3);
    // The two tables listed first (the newest) go away while she looks: she resigns them elsewhere.
    const [firstShown, secondShown] = [...titles].sort((a, b) => before.indexOf(a) - before.indexOf(b));
    for (const title of [firstShown, secondShown]) await w.service.games.resign(ids[titles.indexOf(title ?? '')] ?? '', 'Ann');
    const mark = ann.channel.output().length;
    ann.channel.type('r');
    await drive(w, ann, { until: (x) => x.channel.output().length > mark && x.bottom().includes('[?] help') && !x.screen.text().includes(firstShown ?? '?') });
    const after = ann.screen.text();
    const last = titles.find((t) => t !== firstShown && t !== secondShown) ?? '';
    expect(keyOf(after, last)).toBe(keys[titles.indexOf(last)]);
    ann.channel.type('x');
    await done;
  });

  it('gives a new entry a key no entry has had, while one is free', () => {
    const held = new HeldKeys();
    const draft = (ids: string[]): MenuDraft => ({ title: 't', context: [], groups: [{ heading: null, choices: ids.map((id) => ({ optionId: id, label: id, detail: '' })) }, { heading: null, choices: [{ optionId: 'x', label: 'Back', detail: '', key: 'x' }] }] });
    const keysOf = (d: MenuDraft): Record<string, string | undefined> => Object.fromEntries(d.groups.flatMap((g) => g.choices.map((c) => [c.optionId, c.key])));
    expect(keysOf(held.apply(draft(['a', 'b', 'c'])))).toEqual({ a: '1', b: '2', c: '3', x: 'x' });
    expect(keysOf(held.apply(draft(['c'])))).toEqual({ c: '3', x: 'x' });
    expect(keysOf(held.apply(draft(['d', 'c'])))).toEqual({ d: '4', c: '3', x: 'x' });
  });
});
