// A page is shown once: one that reached the caller in a screen that shows pages (the tables, as a
// notice) is not told again on the main menu; one that came while a screen without them was up is.
import { describe, expect, it } from 'vitest';
import { runMainFlow } from '../../../src/screens/main-flow.js';
import { silentLogger } from '../../../src/support/logger.js';
import { art, board, Caller, settle, type Board } from './support.js';

const STATUS_ROW = 19;

function call(world: Board, name: string) {
  const caller = new Caller(world, name, { node: 4 });
  const done = runMainFlow(caller.term, { aliasName: name, node: 4, timeLeftSeconds: 3600, version: '0.1.0', art, clock: world.clock, logger: silentLogger, service: async () => world.service });
  return { caller, done };
}

/** Bob pages Ann, and the presence poll brings it to her. */
async function page(world: Board, text: string): Promise<void> {
  await world.service.presence.page('Bob', 'Ann', text);
  world.clock.advance(2_000);
  await settle();
}

describe('a page while the caller is in a screen', () => {
  it('is shown once when the screen showed it, and on the menu when the screen could not', async () => {
    const world = board();
    // Ann has a table already, so Play goes straight to the lobby.
    await world.service.games.create('Ann', { maxPlayers: 2 });
    const { caller, done } = call(world, 'Ann');
    await caller.see('press any key');
    caller.type(' ');
    await caller.see('Your choice');
    await settle();

    let mark = caller.mark();
    caller.type('p');
    await caller.see('The tables of Arkham', mark);
    await settle();
    mark = caller.mark();
    await page(world, 'Meet me at the lodge');
    await caller.see('Bob pages you: Meet me at the lodge', mark);
    mark = caller.mark();
    caller.type('x');
    await caller.see('Your choice', mark);
    await settle();
    expect(caller.text(mark)).not.toContain('Meet me at the lodge');
    expect(caller.screen().rowText(STATUS_ROW)).not.toContain('Page from Bob');

    // The help pages show no pages: the menu tells it on return.
    mark = caller.mark();
    caller.type('i');
    await caller.see('How Arkham plays', mark);
    await settle();
    await page(world, 'Bring the lamp');
    mark = caller.mark();
    caller.type('q');
    await caller.see('Page from Bob: Bring the lamp', mark);
    expect(caller.text(mark)).not.toContain('Meet me at the lodge');
    caller.type('q');
    await done;
  });
});
