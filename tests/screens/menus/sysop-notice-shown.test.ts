// What a caller sees of the sysop's orders: a notice drawn inside the 80x24 frame wherever they are,
// with none of the escape codes it was sent with, and a kick that ends the call with a line saying so.
import { describe, expect, it } from 'vitest';
import { runMainFlow, type MainFlowContext } from '../../../src/screens/main-flow.js';
import { silentLogger } from '../../../src/support/logger.js';
import { SessionEnded } from '../../../src/term/types.js';
import { art, board, Caller, expectFits, settle, type Board } from './support.js';

/** A caller through the main flow; `ended` says how the call came to its end. */
function call(world: Board, name: string, flow: Partial<MainFlowContext> = {}) {
  const caller = new Caller(world, name, { node: 4 });
  const done = runMainFlow(caller.term, { aliasName: name, node: 4, timeLeftSeconds: 3600, version: '0.1.0', art, clock: world.clock, logger: silentLogger, service: async () => world.service, ...flow });
  const ended = done.then(
    () => 'returned',
    (error: unknown) => (error instanceof SessionEnded ? 'ended' : `failed: ${String(error)}`),
  );
  return { caller, done, ended };
}

async function deliver(world: Board): Promise<void> {
  world.clock.advance(2_000);
  await settle();
}

describe("the sysop's orders on a caller's screen", () => {
  it('a notice shows inside the frame, cleaned; a kick ends the call', async () => {
    const world = board();
    const { caller, ended } = call(world, 'Ann');
    await caller.see('press any key');
    caller.type(' ');
    await caller.see('Your choice');
    let mark = caller.mark();
    caller.type('w');
    await caller.see('online', mark);
    await settle();

    mark = caller.mark();
    expect(await world.service.presence.broadcast('Backups at \x1b[2J\x1b[31mmidnight\x07, be brief')).toBe(1);
    await deliver(world);
    await caller.see('Sysop: Backups at', mark);
    const sent = caller.channel.since(mark).toString('latin1');
    expect(sent).not.toContain('\x1b[2J');
    expect(sent).not.toContain('\x07');
    expect(caller.screen().text()).toMatch(/Sysop: Backups at .*midnight, be brief/);
    expectFits(caller.screen());

    mark = caller.mark();
    await world.service.presence.kick('ann');
    await deliver(world);
    await caller.see('The sysop has ended your call.', mark);
    expect(await ended).not.toMatch(/^failed/);
    // The call is over: the terminal takes no more keys.
    await expect(caller.term.readLine({ maxLength: 5 })).rejects.toBeInstanceOf(SessionEnded);
  });

  it('a caller at the main menu, who has opened no screen, is online, hears a notice and is kicked; the game service stays closed', async () => {
    const world = board();
    let serviceOpened = false;
    const { caller, ended } = call(world, 'Nell', {
      line: '2 via telnet',
      timeLeftSeconds: 0,
      // As caller-flow.ts does it: the online list without the game service.
      presence: async () => world.service.presence,
      service: async () => {
        serviceOpened = true;
        return world.service;
      },
    });
    await caller.see('press any key');
    caller.type(' ');
    await caller.see('Your choice');
    await settle();
    expect(await world.service.presence.online()).toMatchObject([{ name: 'Nell', node: '2 via telnet' }]);

    let mark = caller.mark();
    expect(await world.service.presence.broadcast('The board goes down at midnight')).toBe(1);
    await deliver(world);
    await caller.see('Sysop: The board goes down at midnight', mark);
    expectFits(caller.screen());

    mark = caller.mark();
    await world.service.presence.kick('Nell');
    await deliver(world);
    await caller.see('The sysop has ended your call.', mark);
    expect(await ended).not.toMatch(/^failed/);
    expect(serviceOpened).toBe(false);
    expect(await world.service.presence.online()).toEqual([]);
  });
});
