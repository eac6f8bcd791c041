// Resigning from a table, from the lobby: "Resign from a table..." lists the caller's tables, a last
// "are you sure?" (No on Enter) comes before anything is done, and then an automaton takes the seat.
import { describe, expect, it } from 'vitest';
import type { GameListing } from '../../../src/service/listing.js';
import { menuFromDraft } from '../../../src/screens/game/prompt-menu.js';
import { lobbyAction, lobbyDraft, lobbyLists } from '../../../src/screens/play/lobby-menu.js';
import { confirmResignDraft, resignListDraft, resignTarget } from '../../../src/screens/play/lobby-resign.js';
import { gameListing, seatListing } from './listing-fixture.js';
import { at, caller, drive, world } from './support.js';

/** The table as these tests first had it: Ann alone, no deadline. */
const listing = (id: string, fields: Partial<GameListing>): GameListing =>
  gameListing(id, { createdAt: 0, seats: [seatListing('Ann')], deadlineMinutes: 60, turn: 4, deadline: null, doom: 5, version: 3, ...fields });

describe('resigning in words', () => {
  const lists = lobbyLists([listing('watch', { title: 'The Night Watch' }), listing('lamps', { title: 'Lamps of Kingsport', status: 'open', turn: 0, phase: null })], 'Ann');

  it('is offered in the lobby with a key of its own, only to one who has a table', () => {
    const or = lobbyDraft(lists, 'Ann', 0).groups.at(-1)?.choices ?? [];
    expect(or.find((c) => c.optionId === 'resign')).toMatchObject({ label: 'Resign from a table...', key: 'g' });
    expect(lobbyAction('resign')).toEqual({ kind: 'resign' });
    const none = lobbyDraft(lobbyLists([], 'Ann'), 'Ann', 0).groups.flatMap((g) => g.choices);
    expect(none.some((c) => c.optionId === 'resign')).toBe(false);
  });

  it('lists her tables by title and how they stand, and asks once more, No being the safe answer', () => {
    const menu = menuFromDraft(resignListDraft(lists), { id: 'resign', kind: 'resign', defaultId: 'back', help: '' });
    const entries = menu.pages.flatMap((p) => p.sections.flatMap((s) => s.entries));
    expect(entries.map((e) => [e.label, e.detail, e.key])).toEqual([
      ['The Night Watch', 'turn 4, Doom 5', '1'],
      ['Lamps of Kingsport', 'gathering players', '2'],
      ['Back to the lobby', '', 'x'],
    ]);
    expect(resignTarget(lists, entries[0]?.optionId ?? '')?.id).toBe('watch');
    expect(resignTarget(lists, 'back')).toBeNull();
    const running = confirmResignDraft(listing('watch', { title: 'The Night Watch' }));
    expect(running.title).toBe('Resign from "The Night Watch"?');
    expect(running.context[0]).toContain('An automaton takes your seat');
    expect(running.groups[0]?.choices.map((c) => [c.optionId, c.key])).toEqual([
      ['yes', 'y'],
      ['no', 'n'],
    ]);
    expect(confirmResignDraft(listing('lamps', { status: 'open' })).context[0]).toContain('your seat is freed');
  });
});

describe('resigning at the lobby', () => {
  it('asks which table and whether she is sure; No keeps the seat, Yes hands it to an automaton', async () => {
    const w = world('resign-1');
    const created = await w.service.games.create('Ann', { title: 'The Night Watch', maxPlayers: 2 });
    await w.service.games.start(created.id, 'Ann', { fillWithBots: true });
    const ann = caller(w, 'Ann');
    const done = ann.run();

    await at(w, ann, 'The tables of Arkham', 'g');
    await at(w, ann, 'Resign from which table?', '1');
    await at(w, ann, 'Resign from "The Night Watch"?', '\r');
    await drive(w, ann, { until: (c) => c.screen.text().includes('The tables of Arkham') });
    expect((await w.service.games.game(created.id)).seats[0]?.status).toBe('playing');

    ann.channel.type('g');
    await at(w, ann, 'Resign from which table?', '1');
    await at(w, ann, 'Resign from "The Night Watch"?', 'y');
    await at(w, ann, 'You have left "The Night Watch"', ' ');
    await drive(w, ann, { until: (c) => c.screen.text().includes('The tables of Arkham') && !c.screen.text().includes('Your tables') });
    const game = await w.service.games.game(created.id);
    expect(game.seats.find((s) => s.player === 'Ann')?.status).toBe('resigned');
    expect(game.status).not.toBe('open');
    ann.channel.type('x');
    await done;
  });
});
