// Past games, from the lobby: the board's finished tables a page at a time, older and newer a key away.
import { describe, expect, it } from 'vitest';
import { menuFromDraft } from '../../../src/screens/game/prompt-menu.js';
import { lobbyAction, lobbyDraft, lobbyLists } from '../../../src/screens/play/lobby-menu.js';
import { pastDraft, pickedDraft } from '../../../src/screens/play/past-games.js';
import { gameListing } from './listing-fixture.js';

const over = (id: string) => gameListing(id, { title: `Table ${id}`, status: 'over', outcome: { result: 'won', reason: 'gates-closed' } });

describe('past games in words', () => {
  it('is offered in the lobby with a key of its own', () => {
    const or = lobbyDraft(lobbyLists([], 'Ann'), 'Ann', 0).groups.at(-1)?.choices ?? [];
    expect(or.find((c) => c.optionId === 'past')).toMatchObject({ label: 'Past games', key: 'p' });
    expect(lobbyAction('past')).toEqual({ kind: 'past' });
  });

  it('shows one page, with older games from the first page and newer ones after it', () => {
    const first = pastDraft([over('a'), over('b')], 0, 30);
    expect(first.context[0]).toBe('30 tables have ended (1 to 2 here), the latest first.');
    const entries = (draft: ReturnType<typeof pastDraft>) => menuFromDraft(draft, { id: 'past', kind: 'past', defaultId: 'back', help: '' }).pages.flatMap((p) => p.sections.flatMap((s) => s.entries));
    expect(entries(first).map((e) => [e.optionId, e.key])).toEqual([
      ['play:a', '1'],
      ['play:b', '2'],
      ['older', 'o'],
      ['back', 'x'],
    ]);
    const last = pastDraft([over('c')], 29, 30);
    expect(entries(last).map((e) => e.optionId)).toEqual(['play:c', 'newer', 'back']);
    expect(pastDraft([], 0, 0).context[0]).toBe('No table has ended yet.');
  });

  it('names the revised rules of a revised game, in the list and once picked; a classic one reads as before', () => {
    const revised = gameListing('r', { title: 'Harbour Lights', status: 'over', ruleset: 'revised', turn: 9, outcome: { result: 'lost', reason: 'devoured' } });
    const draft = pastDraft([revised, over('c')], 0, 2);
    expect(draft.groups[0]?.choices.map((c) => c.detail)).toEqual(['revised, over: Arkham fell', 'over: Arkham saved']);
    expect(pickedDraft(revised).context).toEqual(['revised, over: Arkham fell, after 9 game turns.']);
  });
});
