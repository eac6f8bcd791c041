// List menus keep their keys while the list shrinks: a letter keeps its key after the one above it is
// thrown away, a caller on the who list keeps theirs after someone above them hangs up.
import { describe, expect, it } from 'vitest';
import { runMail } from '../../../src/screens/mail/mail-screen.js';
import { runWho } from '../../../src/screens/who/who-screen.js';
import { profileForAlias } from '../../../src/service/accounts/profiles.js';
import { board, Caller, settle } from './support.js';

describe('list menus keep their keys while the list shrinks', () => {
  it('the mailbox: the letters below a deleted one keep their keys', async () => {
    const world = board({ profiles: true });
    for (const name of ['Ann', 'Bob']) await profileForAlias(world.store, name, world.clock);
    for (const subject of ['First', 'Second', 'Third']) {
      await world.service.mail.send('Ann', 'Bob', subject, 'x');
      world.clock.advance(60_000);
    }
    const bob = new Caller(world, 'Bob');
    const done = bob.run(runMail);
    await bob.see('3 letters');
    await settle();
    const before = Object.fromEntries(['First', 'Second', 'Third'].map((s) => [s, bob.hotkey(`Ann: ${s}`)]));
    expect(new Set(Object.values(before)).size).toBe(3);
    // The newest is listed first: throw it away.
    bob.type(before['Third'] ?? '');
    await bob.see('what to do with it');
    let mark = bob.mark();
    bob.type(' ');
    await bob.pick('Delete this letter', mark);
    await bob.see('Throw away this letter from Ann?');
    bob.type('y');
    await bob.see('The letter is gone.');
    mark = bob.mark();
    bob.type(' ');
    await bob.see('2 letters', mark);
    await settle();
    expect(bob.hotkey('Ann: First')).toBe(before['First']);
    expect(bob.hotkey('Ann: Second')).toBe(before['Second']);
    await bob.pick('Back to the main menu', mark);
    await done;
  });

  it("who's online: the others keep their keys when someone above them hangs up", async () => {
    const world = board();
    const others = ['Cid', 'Dee', 'Eve'].map((name, k) => new Caller(world, name, { node: k + 2 }));
    for (const other of others) await other.ctx.presence();
    const ann = new Caller(world, 'Ann', { node: 1 });
    const done = ann.run(runWho);
    await ann.see('Online now');
    await settle();
    const before = Object.fromEntries(['Cid', 'Dee', 'Eve'].map((name) => [name, ann.hotkey(name)]));
    expect(new Set(Object.values(before)).size).toBe(3);
    const shown = ann.screen().text();
    const first = ['Cid', 'Dee', 'Eve'].sort((a, b) => shown.indexOf(a) - shown.indexOf(b))[0] ?? '';
    await others.find((other) => other.name === first)?.leave();
    const mark = ann.mark();
    ann.type(ann.hotkey('Look again'));
    await ann.see('2 other investigators are online', mark);
    await settle();
    for (const name of ['Cid', 'Dee', 'Eve'].filter((n) => n !== first)) expect(ann.hotkey(name), name).toBe(before[name]);
    expect(ann.screen().text()).not.toMatch(new RegExp(`${first} +node`));
    await ann.pick('Back to the main menu', mark);
    await done;
  });
});
