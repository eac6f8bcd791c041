import { describe, it, expect } from 'vitest';
import { askMenu } from '../../../src/screens/game/ask-prompt.js';
import { menuFromDraft } from '../../../src/screens/game/prompt-menu.js';
import { drawMenuPage } from '../../../src/screens/game/prompt-page.js';
import { openTerminal } from '../game/support.js';
import { deadlineWords, durationWords } from '../../../src/screens/play/deadline-words.js';
import { lobbyAction, lobbyDefault, lobbyDraft, lobbyLists } from '../../../src/screens/play/lobby-menu.js';
import type { GameListing } from '../../../src/service/listing.js';
import { gameListing, LISTING_NOW, seatListing } from './listing-fixture.js';

const NOW = LISTING_NOW;
const HOUR = 3_600_000;

const GAMES = [
  gameListing('theirs', { title: 'Waiting on Bob', seats: [seatListing('Ann'), seatListing('Bob')], waitingOn: ['Bob'] }),
  gameListing('mine', { title: 'The Night Watch', waitingOn: ['ann'], deadline: NOW + 23 * HOUR }),
  gameListing('open', { title: 'Lamps of Kingsport', status: 'open', createdBy: 'Cy', seats: [seatListing('Cy')], maxPlayers: 3, phase: null }),
  gameListing('full', { title: 'Full house', status: 'open', createdBy: 'Cy', seats: [seatListing('Cy'), seatListing('Dee')], phase: null }),
  gameListing('done', { title: 'Long ago', status: 'over', outcome: { result: 'won', reason: 'gates-closed' } }),
  gameListing('elsewhere', { title: 'Not hers', seats: [seatListing('Cy'), seatListing('Dee')] }),
];

function entries(games: GameListing[]) {
  const lists = lobbyLists(games, 'Ann');
  const menu = menuFromDraft(lobbyDraft(lists, 'Ann', NOW), { id: 'lobby', kind: 'lobby', defaultId: lobbyDefault(lists, 'Ann'), help: '' }, 20);
  return { lists, menu, all: menu.pages.flatMap((page) => page.sections.flatMap((section) => section.entries)) };
}

describe('the lobby menu', () => {
  it('says how many tables are closed for repair when damaged games were left out, and nothing when none were', () => {
    const lists = lobbyLists(GAMES, 'Ann');
    expect(lobbyDraft(lists, 'Ann', NOW, 2).context).toContain('2 tables are closed for repair; the sysop has been told.');
    expect(lobbyDraft(lists, 'Ann', NOW, 1).context).toContain('One table is closed for repair; the sysop has been told.');
    expect(lobbyDraft(lists, 'Ann', NOW).context.join(' ')).not.toContain('repair');
  });

  it("shows a quick game's whole title with its turn and Doom, however late the game", () => {
    const late = gameListing('late', { title: 'A quick night in Arkham', waitingOn: ['ann'], turn: 12, doom: 10, deadline: NOW + HOUR });
    const label = entries([late]).all.find((e) => e.optionId === 'play:late')?.label ?? '';
    expect(label).toBe('A quick night in Arkham: turn 12, Doom 10');
    expect([...label].length).toBeLessThanOrEqual(44);
  });

  it('lists her tables first, her move marked with the time left, then open tables with a seat, then finished ones', () => {
    const { menu, all } = entries(GAMES);
    expect(menu.pages[0]?.sections.map((s) => s.heading)).toEqual(['Your tables', 'Tables with an empty seat', 'Finished lately', 'Or else']);
    const byId = new Map(all.map((e) => [e.optionId, e]));
    expect(byId.get('play:mine')?.detail).toBe('YOUR MOVE in 23 hours');
    expect(byId.get('play:mine')?.label).toBe('The Night Watch: turn 3, Doom 4');
    expect(byId.get('play:theirs')?.detail).toBe('waits on Bob, in 5 hours');
    expect(byId.get('join:open')?.detail).toBe('1/3 seated, 24 hours');
    expect(byId.has('join:full')).toBe(false);
    expect(byId.has('play:elsewhere')).toBe(false);
    expect(byId.get('play:done')?.detail).toBe('over: Arkham saved');
    expect(menu.context[0]).toBe('One of your tables waits for your move.');
  });

  it('takes the table waiting on her on Enter, and a quick game when she has none', () => {
    expect(entries(GAMES).menu.defaultId).toBe('play:mine');
    const newcomer = entries([GAMES[2] as GameListing]);
    expect(newcomer.menu.defaultId).toBe('quick');
    expect(newcomer.menu.context[0]).toContain('A quick game seats you beside one automaton');
  });

  it('keeps its own letters for the actions, never given to a table', () => {
    const many = Array.from({ length: 12 }, (_, k) => gameListing(`g${k}`, { title: `Table ${k}` }));
    const { all } = entries(many);
    const keys = all.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(all.filter((e) => ['quick', 'new', 'refresh', 'back'].includes(e.optionId)).map((e) => e.key)).toEqual(['q', 'n', 'r', 'x']);
  });

  it('a lobby of 13 tables on two pages answers every hotkey: its own keys from any page, the others on their page', async () => {
    const many = Array.from({ length: 13 }, (_, k) => gameListing(`g${k}`, { title: `Table ${k}` }));
    const lists = lobbyLists(many, 'Ann');
    const menu = menuFromDraft(lobbyDraft(lists, 'Ann', NOW), { id: 'lobby', kind: 'lobby', defaultId: lobbyDefault(lists, 'Ann'), help: '' }, 24);
    expect(menu.pages.length).toBeGreaterThan(1);
    const pageOf = new Map(menu.pages.flatMap((page, p) => page.sections.flatMap((s) => s.entries.map((e) => [e.optionId, p] as const))));
    const own = menu.pages.flatMap((page) => page.sections.flatMap((s) => s.entries)).filter((e) => e.ownKey === true);
    expect(own.map((e) => e.key).sort()).toEqual(['g', 'n', 'p', 'q', 'r', 'x']);
    expect(own.some((e) => pageOf.get(e.optionId) !== 0)).toBe(true);
    // Page one's footer names the keys that work there, those drawn on page two too.
    const footer = drawMenuPage(menu, 0).rowText(24);
    for (const entry of own) expect(footer).toContain(entry.key);

    for (const page of menu.pages) {
      for (const entry of page.sections.flatMap((s) => s.entries)) {
        const { term, channel } = openTerminal();
        const picked = askMenu(term, menu);
        const turns = entry.ownKey === true ? 0 : (pageOf.get(entry.optionId) ?? 0);
        channel.type('>'.repeat(turns) + entry.key);
        expect(await picked, `key ${entry.key} for ${entry.optionId}`).toEqual({ kind: 'option', optionId: entry.optionId });
      }
    }
  });

  it('reads its answers back', () => {
    expect(lobbyAction('play:g:1')).toEqual({ kind: 'play', gameId: 'g:1' });
    expect(lobbyAction('join:abc')).toEqual({ kind: 'join', gameId: 'abc' });
    expect(lobbyAction('quick')).toEqual({ kind: 'quick' });
    expect(lobbyAction('past')).toEqual({ kind: 'past' });
    expect(lobbyAction('back')).toEqual({ kind: 'back' });
  });
});

describe('deadlines in words', () => {
  it('says how long is left at a glance', () => {
    expect(deadlineWords(null, NOW)).toBeNull();
    expect(deadlineWords(NOW + 30_000, NOW)).toBe('any moment now');
    expect(deadlineWords(NOW - HOUR, NOW)).toBe('any moment now');
    expect(deadlineWords(NOW + 40 * 60_000, NOW)).toBe('in 40 minutes');
    expect(deadlineWords(NOW + HOUR, NOW)).toBe('in 1 hour');
    expect(deadlineWords(NOW + 47 * HOUR, NOW)).toBe('in 47 hours');
    expect(deadlineWords(NOW + 72 * HOUR, NOW)).toBe('in 3 days');
    expect(durationWords(60)).toBe('1 hour');
    expect(durationWords(24 * 60)).toBe('24 hours');
    expect(durationWords(48 * 60)).toBe('2 days');
    expect(durationWords(90)).toBe('90 minutes');
  });
});
