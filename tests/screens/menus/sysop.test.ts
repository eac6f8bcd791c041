// The sysop's desk: locked for everyone else; for the sysop, every game with pause and resume, an
// export written to the exports folder, delete only after the id is typed, a player reset after a yes,
// and maintenance run now with its report.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportFileName } from '../../../src/screens/sysop/sysop-words.js';
import { LOCKED, sysopDesk } from '../../../src/screens/sysop/sysop-screen.js';
import { ASCII, board, Caller, expectFits, expectPlainAscii, settle, type Board } from './support.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function exportDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ad-sysop-desk-'));
  dirs.push(dir);
  return join(dir, 'exports');
}

async function runningGame(world: Board): Promise<void> {
  await world.service.games.create('Ann', { maxPlayers: 2, title: 'Sysop table' });
  await world.service.games.join('g1', 'Bob');
}

/** Back from a one-line message to the desk's list. */
async function acknowledge(caller: Caller, message: string): Promise<number> {
  await caller.see(message);
  const mark = caller.mark();
  caller.type(' ');
  await caller.see("The sysop's desk", mark);
  return mark;
}

describe("the sysop's desk", () => {
  it('is locked for a caller who is not the sysop', async () => {
    const world = board();
    await runningGame(world);
    const ann = new Caller(world, 'Ann');
    const done = ann.run(sysopDesk(exportDir()));
    await ann.see(LOCKED);
    ann.type(' ');
    await done;
    expect(ann.text()).not.toContain('Sysop table');
    expect((await world.service.sysop.list())[0]?.status).toBe('running');
  });

  it('pauses, resumes, exports and deletes a game for the sysop', async () => {
    const world = board();
    await runningGame(world);
    const dir = exportDir();
    const sysop = new Caller(world, 'Sysop', { sysop: true });
    const done = sysop.run(sysopDesk(dir));
    await sysop.see('Games');
    await settle();
    expectFits(sysop.screen());
    expect(sysop.screen().text()).toMatch(/g1 {8}"Sysop table" +turn 0, due in 24 h 0 min/);

    await sysop.pick('g1        "Sysop table"');
    await sysop.pick('Pause the game');
    let mark = await acknowledge(sysop, 'Game g1 is paused.');
    expect((await world.service.sysop.list())[0]?.status).toBe('paused');
    await sysop.pick('g1        "Sysop table"', mark);
    await sysop.see('Seats: Ann, Bob.', mark);
    await sysop.pick('Resume the game', mark);
    mark = await acknowledge(sysop, 'Game g1 runs again.');
    expect((await world.service.sysop.list())[0]?.status).toBe('running');

    await sysop.pick('g1        "Sysop table"', mark);
    await sysop.pick('Export it to a file', mark);
    mark = await acknowledge(sysop, 'Game g1 is written to');
    const file = exportFileName('g1', world.clock.now());
    expect(file).toBe('g1-20261129-120000.json');
    expect(readdirSync(dir)).toEqual([file]);
    expect(JSON.parse(readFileSync(join(dir, file), 'utf8')).doc.title).toBe('Sysop table');

    await sysop.pick('g1        "Sysop table"', mark);
    await sysop.pick('Delete it', mark);
    await sysop.see('to delete it for good');
    sysop.type('g2\r');
    mark = await acknowledge(sysop, 'nothing was deleted');
    expect(await world.service.sysop.list()).toHaveLength(1);
    await sysop.pick('g1        "Sysop table"', mark);
    await sysop.pick('Delete it', mark);
    await sysop.see('to delete it for good', mark);
    sysop.type('g1\r');
    mark = await acknowledge(sysop, 'Game g1 is gone.');
    expect(await world.service.sysop.list()).toEqual([]);
    await sysop.see('No games on this board.', mark);
    await sysop.pick('Back to the main menu', mark);
    await done;
  });

  it('resets a player after a yes, and runs maintenance now', async () => {
    const world = board();
    await runningGame(world);
    await world.service.mail.send('Bob', 'Ann', 'Hello', 'x');
    const sysop = new Caller(world, 'Sysop', { sysop: true });
    const done = sysop.run(sysopDesk(exportDir()));
    await sysop.pick('Reset a player');
    await sysop.see('Which player (Esc goes back)?');
    sysop.type('Ann\r');
    await sysop.see('Reset Ann');
    sysop.type('n');
    let mark = await acknowledge(sysop, 'Nothing was changed.');
    expect(await world.service.mail.inbox('Ann')).toHaveLength(1);

    await sysop.pick('Reset a player', mark);
    await sysop.see('Which player (Esc goes back)?', mark);
    sysop.type('Ann\r');
    await sysop.see('Reset Ann', mark);
    sysop.type('y');
    mark = await acknowledge(sysop, 'Ann left one game to a bot; they had no fame to strike off; one letter deleted.');
    expect(await world.service.mail.inbox('Ann')).toEqual([]);

    await sysop.pick('Run maintenance now', mark);
    await sysop.see('Maintenance is done.', mark);
    expect(sysop.text(mark)).toContain('Games looked at:    1');
    expect(sysop.text(mark)).toContain('Games that failed:  none');
    mark = sysop.mark();
    sysop.type(' ');
    await sysop.pick('Back to the main menu', mark);
    await done;
  });

  it('works in ASCII mode with no escape at all', async () => {
    const world = board();
    await runningGame(world);
    const sysop = new Caller(world, 'Sysop', { sysop: true, caps: ASCII });
    const done = sysop.run(sysopDesk(exportDir()));
    await sysop.pick('g1        "Sysop table"');
    await sysop.pick('Pause the game');
    const mark = await acknowledge(sysop, 'Game g1 is paused.');
    await sysop.pick('Back to the main menu', mark);
    await done;
    expectPlainAscii(sysop.channel.output());
  });
});
