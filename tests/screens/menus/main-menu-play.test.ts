// The main menu's Play item runs the play screens (src/screens/play) with the caller's context.
import { describe, expect, it, vi } from 'vitest';
import type { CallerContext } from '../../../src/screens/caller-context.js';
import { runMainFlow, waitingMessage } from '../../../src/screens/main-flow.js';
import { art, board, Caller, settle } from './support.js';

const played = vi.hoisted(() => [] as CallerContext[]);
vi.mock('../../../src/screens/play/index.js', () => ({
  runPlay: async (ctx: CallerContext) => {
    played.push(ctx);
    ctx.term.write('\x1b[2JAt the table.');
    await ctx.keys.next();
  },
}));

describe('Play Arkham', () => {
  it('runs the play screens with the caller, the shared keys and the service, then the menu again', async () => {
    const world = board();
    const caller = new Caller(world, 'Ann', { node: 7 });
    const done = runMainFlow(caller.term, { aliasName: 'Ann', node: 7, timeLeftSeconds: 0, version: '0.1.0', art, clock: world.clock, service: async () => world.service });
    await caller.see('press any key');
    caller.type(' ');
    await caller.see('Your choice');
    const mark = caller.mark();
    caller.type('p');
    await caller.see('At the table.', mark);
    const [ctx] = played;
    expect(played).toHaveLength(1);
    expect(ctx?.player).toBe('Ann');
    expect(ctx?.node).toBe(7);
    expect(ctx?.sysop).toBe(false);
    expect(await ctx?.service()).toBe(world.service);
    const back = caller.mark();
    caller.type('x');
    await caller.see('Your choice', back);
    await settle();
    caller.type('q');
    await done;
  });
});

describe('the main menu says where a move waits', () => {
  it('counts the tables that wait on the caller, with the letters unread', async () => {
    const world = board();
    const game = await world.service.games.create('Ann', { maxPlayers: 2 });
    await world.service.games.start(game.id, 'Ann', { fillWithBots: true });
    expect(await world.service.games.tablesAwaiting('ann')).toEqual({ moves: 1, changed: 0 });
    const caller = new Caller(world, 'Ann');
    const done = runMainFlow(caller.term, { aliasName: 'Ann', node: 1, timeLeftSeconds: 0, version: '0.1.0', art, clock: world.clock, service: async () => world.service, movesAtMenu: true });
    await caller.see('press any key');
    caller.type(' ');
    await caller.see('Your move at 1 table: press P.');
    caller.type('q');
    await done;
    expect(waitingMessage({ moves: 2, changed: 0, unread: 1 })).toBe('Your move at 2 tables; a letter unread (M): press P.');
    expect(waitingMessage({ moves: 0, changed: 1, unread: 0 })).toBe('News from 1 table of yours since your last look: press P.');
    expect(waitingMessage({ moves: 1, changed: 2, unread: 3 })).toBe('Your move at 1 table; news from 2 tables more: press P.');
    expect(waitingMessage({ moves: 0, changed: 0, unread: 3 })).toBe('3 letters wait for you, unread: press M.');
    expect(waitingMessage({ moves: 0, changed: 0, unread: 0 })).toBeNull();
    for (const n of [1, 9, 99]) expect(waitingMessage({ moves: n, changed: n, unread: n })?.length).toBeLessThanOrEqual(64);
  });
});
