// A first call and a later one read differently at the main menu: the first says where to begin (and
// never "welcome back"); a later one says when the caller was last here and what waits since.
import { describe, expect, it } from 'vitest';
import { agoWords, callMessage, FIRST_CALL, runMainFlow } from '../../../src/screens/main-flow.js';
import { noteCall, profileForAlias } from '../../../src/service/accounts/profiles.js';
import { art, ASCII, board, Caller, type Board } from './support.js';
import type { TerminalCaps } from '../../../src/term/types.js';

async function call(world: Board, name: string, see: string, caps?: TerminalCaps): Promise<string> {
  await profileForAlias(world.store, name, world.clock);
  const history = noteCall(world.store, name, world.clock);
  const caller = new Caller(world, name, caps === undefined ? {} : { caps });
  const done = runMainFlow(caller.term, { aliasName: name, node: 1, timeLeftSeconds: 0, version: '0.1.0', art, clock: world.clock, service: async () => world.service, movesAtMenu: true, calls: () => history });
  await caller.see('press any key');
  caller.type(' ');
  await caller.see(see);
  const text = caller.text();
  caller.type('q');
  await done;
  return text;
}

describe('the first call and the ones after', () => {
  it('tells a first caller where to begin, then a returning one when they were last here and what waits', async () => {
    const world = board();
    const first = await call(world, 'Ann', FIRST_CALL);
    expect(first).not.toMatch(/welcome back|again/i);
    world.clock.advance(2 * 24 * 3_600_000 + 60_000);
    const game = await world.service.games.create('Ann', { maxPlayers: 2 });
    await world.service.games.start(game.id, 'Ann', { fillWithBots: true });
    const second = await call(world, 'Ann', 'Since your call 2 days ago: your move at 1 table: press P.');
    expect(second).not.toContain(FIRST_CALL);
  });

  it('on a plain terminal puts the line in its place above the prompt, which comes once', async () => {
    const world = board();
    const text = await call(world, 'Ann', 'Your choice:', ASCII);
    const menu = text.slice(text.lastIndexOf('Quit to the waking world'));
    expect(menu).toMatch(new RegExp(`${FIRST_CALL}\\r\\n(.*\\r\\n){0,3} {3}Your choice: $`));
    expect(menu.split('Your choice:')).toHaveLength(2);
  });

  it('says all is quiet when nothing waits, and keeps to the status line', () => {
    const now = Date.UTC(2026, 11, 1, 20);
    expect(callMessage({ first: false, lastCallAt: now - 5 * 3_600_000 }, null, now)).toBe('Last here 5 hours ago; nothing new at your tables since.');
    expect(callMessage({ first: true, lastCallAt: null }, null, now)).toBe(FIRST_CALL);
    expect(callMessage({ first: false, lastCallAt: null }, null, now)).toBeNull();
    expect(agoWords(now - 30 * 3_600_000, now)).toBe('yesterday');
    const long = 'Your move at 99 tables; news from 99 tables more: press P.';
    expect(callMessage({ first: false, lastCallAt: now - 3 * 86_400_000 }, long, now)).toBe(long);
    expect(callMessage({ first: false, lastCallAt: now - 60_000 }, 'Your move at 1 table: press P.', now)).toBe('Since your last call: your move at 1 table: press P.');
    expect(FIRST_CALL.length).toBeLessThanOrEqual(64);
  });
});
