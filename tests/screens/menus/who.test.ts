// Who's online and pages: everyone online with node, game and time on; a page reaches the other
// caller (who reads it whole on their own who screen); a refusal is one line; ASCII mode.
import { describe, expect, it } from 'vitest';
import { runWho } from '../../../src/screens/who/who-screen.js';
import { sinceWords } from '../../../src/screens/who/who-words.js';
import type { Page } from '../../../src/service/presence-board.js';
import { ASCII, board, Caller, expectFits, expectPlainAscii, settle } from './support.js';

describe("who's online", () => {
  it('says how long someone has been on', () => {
    expect(sinceWords(0, 30_000)).toBe('just now');
    expect(sinceWords(0, 12 * 60_000)).toBe('12 min');
    expect(sinceWords(0, 125 * 60_000)).toBe('2 h 5 min');
  });

  it('lists the others online, and a page reaches the one picked', async () => {
    const world = board();
    const game = await world.service.games.create('Bob', { title: 'The Dunwich table', maxPlayers: 2 });
    const ann = new Caller(world, 'Ann', { node: 2 });
    const bob = new Caller(world, 'Bob', { node: 5 });
    const bobSession = await bob.ctx.presence();
    bobSession.setGame(game.id);
    const heard: Page[] = [];
    bobSession.onPage((page) => heard.push(page));
    world.clock.advance(5 * 60_000);
    await world.service.presence.collectPages();

    const done = ann.run(runWho);
    await ann.see('Online now');
    await settle();
    const list = ann.screen();
    expectFits(list);
    expect(list.text()).toContain('One other investigator is online. You show on the list too, as Ann.');
    expect(list.text()).toMatch(/Bob +node 5, 5 min +"The Dunwich table"/);
    ann.type(ann.hotkey('Bob'));
    await ann.see('A page to Bob');
    const long = 'Meet me at the Historical Society before the Mythos strikes, and bring every last dollar'.slice(0, 79);
    ann.type(`${long}\rand the lamp.\r`);
    await ann.see('Your page is on its way to Bob.');

    world.clock.advance(2_000);
    await settle();
    expect(heard.map((page) => [page.from, page.text])).toEqual([['Ann', `${long}and the lamp.`]]);

    const mark = ann.mark();
    ann.type(' ');
    await ann.pick('Back to the main menu', mark);
    await done;

    const bobReads = bob.run(runWho);
    await bob.see('A page came for you:');
    expect(bob.text()).toContain(`Ann\x1b[0;36m: ${long.slice(0, 40)}`);
    const before = bob.mark();
    bob.type(' ');
    await bob.pick('Back to the main menu', before);
    await bobReads;
  });

  it("a page longer than a line: the prompt's help is whole words, typing wraps on, and the receiver reads it all", async () => {
    const world = board();
    const ann = new Caller(world, 'Ann');
    const bob = new Caller(world, 'Bob');
    const bobSession = await bob.ctx.presence();
    const heard: Page[] = [];
    bobSession.onPage((page) => heard.push(page));
    const done = ann.run(runWho);
    await ann.pick('Bob');
    await ann.see('A page to Bob');
    await settle();
    const help = ann.screen().text().split('\n').map((row) => row.trimEnd());
    const start = help.findIndex((row) => row.startsWith('Up to 160 characters'));
    expect(start).toBeGreaterThan(0);
    // Two rows of help, each ending on a whole word: together they read as the one sentence.
    expect(`${help[start] ?? ''} ${help[start + 1] ?? ''}`).toBe(
      'Up to 160 characters; when a line fills, the words go on below. Enter sends it; Enter on an empty line, or Esc, sends nothing and goes back.',
    );
    const text =
      'The gate at the Unvisited Isle stands open and three Ghouls guard it; I have the Shotgun and two spells, come by the river road tonight.';
    expect(text.length).toBeGreaterThan(79);
    ann.type(`${text}\r`);
    await ann.see('Your page is on its way to Bob.');
    world.clock.advance(2_000);
    await settle();
    expect(heard.map((page) => page.text)).toEqual([text]);
    const mark = ann.mark();
    ann.type(' ');
    await ann.pick('Back to the main menu', mark);
    await done;

    const bobReads = bob.run(runWho);
    await bob.see('A page came for you:');
    await settle();
    const rows = bob.screen().text().split('\n').map((row) => row.trimEnd());
    const first = rows.findIndex((row) => row.startsWith('Ann: '));
    const shown = rows.slice(first, first + 2);
    for (const row of shown) expect(row.length).toBeLessThanOrEqual(78);
    expect(shown.join(' ')).toBe(`Ann: ${text}`);
    const before = bob.mark();
    bob.type(' ');
    await bob.pick('Back to the main menu', before);
    await bobReads;
  });

  it('shows a refusal in one line when the one paged has gone', async () => {
    const world = board();
    const ann = new Caller(world, 'Ann');
    const carl = new Caller(world, 'Carl');
    await carl.ctx.presence();
    const done = ann.run(runWho);
    await ann.pick('Carl');
    await ann.see('A page to Carl');
    await carl.leave();
    ann.type('Are you there?\r');
    await ann.see('Carl is not online.');
    const mark = ann.mark();
    ann.type(' ');
    await ann.see('Nobody else is online', mark);
    await ann.pick('Back to the main menu', mark);
    await done;
  });

  it('works in ASCII mode with no escape at all', async () => {
    const world = board();
    const ann = new Caller(world, 'Ann', { caps: ASCII });
    const bob = new Caller(world, 'Bob');
    await bob.ctx.presence();
    const done = ann.run(runWho);
    await ann.pick('Bob');
    await ann.see('A page to Bob');
    ann.type('Hello\r');
    await ann.see('on its way');
    const mark = ann.mark();
    ann.type(' ');
    await ann.pick('Look again', mark);
    const again = ann.mark();
    await ann.pick('Back to the main menu', again);
    await done;
    expectPlainAscii(ann.channel.output());
  });
});
